import { type DiscountInput, parsePpm, toMinorUnits } from '@lojista/contracts'
import type { StoredDiscount } from '../../../db/schema/orders.ts'
import type { StoreTx } from '../../../db/scope.ts'
import {
  type ChosenCode,
  type DraftCart,
  discountsForDraft,
  storeDiscountIds,
} from '../../discounts/discount-usage.service.ts'
import { customDiscount } from '../draft.presenter.ts'
import type * as repo from '../draft.repository.ts'

/** A discount as the draft stores it: a percentage in parts per million, an amount in minor units. */
export function storedDiscount(input: DiscountInput | null | undefined): StoredDiscount | null {
  if (!input) return null
  const value = input.type === 'percentage' ? parsePpm(input.value, 'fraction') : toMinorUnits(input.value)
  return {
    type: input.type,
    value,
    title: input.title,
    ...(input.discountId ? { discountId: input.discountId } : {}),
  }
}

/** The codes chosen on the draft, on the order and on its lines, with where its input holds each. */
export function chosenCodes(draft: repo.DraftRow, lines: repo.DraftLineRow[]): ChosenCode[] {
  const chosen: ChosenCode[] = []
  lines.forEach((line, index) => {
    if (line.discount?.discountId)
      chosen.push({ discountId: line.discount.discountId, path: `lineItems.${index}.appliedDiscount` })
  })
  if (draft.orderDiscount?.discountId)
    chosen.push({ discountId: draft.orderDiscount.discountId, path: 'appliedDiscount' })
  return chosen
}

/** The draft as its saved discounts are weighed on: lines after staff's own discounts, and shipping. */
export function discountCartOf(draft: repo.DraftRow, lines: repo.DraftLineRow[]): DraftCart {
  return {
    lines: lines.map((line) => ({
      id: line.id,
      productId: line.productId,
      variantId: line.variantId,
      quantity: line.quantity,
      unitPrice: line.unitPriceMinor,
      customDiscount: customDiscount(line.discount),
    })),
    shipping: draft.shippingLine?.price ?? null,
    shippingCountry: draft.shippingAddress?.countryCode || null,
  }
}

/**
 * Works out the draft's saved discounts with the discounts' application function and writes them on the
 * draft: the codes chosen on it and the store's automatic discounts that apply now, with what each takes
 * off each line and the shipping. A chosen id that is no discount of the store (one deleted since, or
 * another store's) is kept as what it says, a custom discount of its type and value, as decision 021 keeps
 * a deleted code's amount.
 */
export async function applySavedDiscounts(
  tx: StoreTx,
  save: { draft: repo.DraftRow; lines: repo.DraftLineRow[]; now: Date },
): Promise<void> {
  const { draft, lines } = save
  const chosen = chosenCodes(draft, lines).map((code) => code.discountId)
  const known = await storeDiscountIds(tx, draft.tenantId, chosen)
  const keep = (discount: StoredDiscount | null): StoredDiscount | null => {
    if (!discount?.discountId || known.has(discount.discountId)) return discount
    const { discountId: _unknown, ...custom } = discount
    return custom
  }
  draft.orderDiscount = keep(draft.orderDiscount)
  for (const line of lines) line.discount = keep(line.discount)
  draft.discountApplications = await discountsForDraft(tx, draft.tenantId, {
    cart: discountCartOf(draft, lines),
    customerId: draft.customerId,
    chosen: [...known],
    now: save.now,
  })
}
