import { type CalcDiscount, type CalcSavedDiscount, customLineDiscount } from '../order/calculate.ts'
import {
  type ApplyDiscountsInput,
  applyDiscounts,
  type DiscountCartLine,
  type RefusedDiscount,
} from './apply.ts'

// A draft's saved discounts (the codes staff chose and the store's automatic discounts) as the one
// application function decides them, in the shape the order maths takes (CalcSavedDiscount). The server
// runs this when a draft is saved and stores the result; calculateOrder then takes the amounts as they are,
// in the browser and on the server alike, so a saved discount is never worked out twice.

export interface DraftDiscountLine {
  /** Unique within the draft. */
  id: string
  productId: string | null
  variantId: string | null
  collectionIds: readonly string[]
  quantity: number
  /** Minor units, before any discount. */
  unitPrice: number
  /** The discount staff typed on the line: saved discounts apply to what the line costs after it. */
  customDiscount: CalcDiscount | null
}

export interface DraftDiscountsInput extends Omit<ApplyDiscountsInput, 'cart'> {
  lines: readonly DraftDiscountLine[]
  /** Minor units; null without a shipping charge. */
  shipping: number | null
  /** ISO 3166-1 alpha-2 code of the shipping address, when there is one. */
  shippingCountry: string | null
}

export interface DraftAppliedDiscount extends CalcSavedDiscount {
  lines: { lineId: string; amount: number }[]
  code: string | null
  /** Minor units: its lines' and shipping's amounts added up. */
  amount: number
}

export interface DraftDiscountsResult {
  /** In the order they were applied: product, then order, then shipping discounts. */
  applied: DraftAppliedDiscount[]
  /** Sorted by id; the store's automatic discounts that do not apply are here too. */
  refused: RefusedDiscount[]
}

/** Marks the second part of a line split in two (see draftDiscountCart); no line id holds it. */
const PART = '\u0000'
const SHIPPING = 'shipping'

/**
 * The draft's lines as applyDiscounts reads them: at what each costs after the discount staff typed on
 * it. A price in whole minor units per unit cannot always say that (10% off 3 × 9.99 leaves 26.97, not a
 * multiple of 3), so such a line is two cart lines of the same item: some units at the lower unit price and
 * the rest one minor unit dearer, adding up to the line's amount exactly. Their allocations are added back
 * together. Lines of no quantity are left out, as the order maths leaves them out.
 */
export function draftDiscountCart(lines: readonly DraftDiscountLine[]): DiscountCartLine[] {
  return lines.flatMap((line) => {
    if (line.quantity <= 0) return []
    const total = line.unitPrice * line.quantity
    const net =
      total -
      customLineDiscount(
        {
          id: line.id,
          quantity: line.quantity,
          unitPrice: line.unitPrice,
          taxable: false,
          discount: line.customDiscount,
        },
        total,
      )
    const unit = Math.floor(net / line.quantity)
    const dearer = net - unit * line.quantity
    const item = { productId: line.productId, variantId: line.variantId, collectionIds: line.collectionIds }
    if (dearer === 0) return [{ id: line.id, ...item, quantity: line.quantity, unitPrice: unit }]
    return [
      { id: line.id, ...item, quantity: line.quantity - dearer, unitPrice: unit },
      { id: `${line.id}${PART}`, ...item, quantity: dearer, unitPrice: unit + 1 },
    ]
  })
}

/** The line a cart line is (a part of). */
const lineOf = (cartLineId: string) => {
  const part = cartLineId.indexOf(PART)
  return part === -1 ? cartLineId : cartLineId.slice(0, part)
}

/**
 * Which saved discounts the draft gets, and what each takes off each line and the shipping charge: the
 * application function over the draft's lines (after staff's line discounts), its customer and shipping.
 */
export function applyDiscountsToDraft(input: DraftDiscountsInput): DraftDiscountsResult {
  const result = applyDiscounts({
    cart: {
      lines: draftDiscountCart(input.lines),
      shipping: input.shipping === null ? [] : [{ id: SHIPPING, amount: input.shipping }],
      shippingCountry: input.shippingCountry,
    },
    customer: input.customer,
    now: input.now,
    usage: input.usage,
    candidates: input.candidates,
  })
  return {
    applied: result.applied.map((applied) => {
      const byLine = new Map<string, number>()
      for (const part of applied.lines) {
        const lineId = lineOf(part.lineId)
        byLine.set(lineId, (byLine.get(lineId) ?? 0) + part.amount)
      }
      return {
        id: applied.id,
        code: applied.code,
        title: applied.title,
        class: applied.class,
        amount: applied.amount,
        lines: [...byLine].map(([lineId, amount]) => ({ lineId, amount })),
        shipping: applied.shipping.reduce((sum, part) => sum + part.amount, 0),
      }
    }),
    refused: result.refused,
  }
}
