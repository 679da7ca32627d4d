import { allocateLargestRemainder, mulDivRound, PPM, roundToTotal } from './rounding.ts'

// The order maths shared by the browser (instant totals while staff edit) and the server (the stored,
// authoritative figures). Pure and integer-only: amounts are minor units, rates and percentages are
// millionths (ppm). The same input always gives the same output, on both sides.

export type DiscountType = 'fixed-amount' | 'percentage'

export interface CalcDiscount {
  type: DiscountType
  /** fixed-amount: minor units (per unit on a line, in total on the order); percentage: ppm of the price. */
  value: number
  title: string
}

export interface CalcLine {
  id: string
  quantity: number
  /** The snapshotted price of one unit, minor units. */
  unitPrice: number
  taxable: boolean
  /** The discount staff typed on the line (a price they set): saved discounts apply after it. */
  discount?: CalcDiscount | null
  /**
   * The line's own rates, as the store's tax settings give them for its product (an override may differ
   * from the region's). Absent: the order's tax lines apply, as on drafts whose taxes were typed by hand.
   */
  taxLines?: readonly CalcTaxLine[]
}

export interface CalcTaxLine {
  title: string
  /** 17% is 170_000. */
  ratePpm: number
}

/**
 * A saved discount (a code or one of the store's automatic discounts) as the discounts' application
 * function (`applyDiscountsToDraft`) allocated it: what it takes off each line and off the shipping charge.
 * The order maths takes these amounts as they are, never working a saved discount out again, so a draft
 * has one answer for them. A line that is gone takes nothing; no line or charge goes below zero.
 */
export interface CalcSavedDiscount {
  /** The saved discount's id. */
  id: string
  title: string
  /** product: a line discount; order: part of the order discount; shipping: off the shipping charge. */
  class: 'product' | 'order' | 'shipping'
  /** Minor units, by line id. */
  lines: readonly { lineId: string; amount: number }[]
  /** Minor units off the shipping charge. */
  shipping: number
}

export interface CalcInput {
  lines: readonly CalcLine[]
  /** The discount staff typed on the order: taken from what the lines cost after every other discount. */
  orderDiscount?: CalcDiscount | null
  /** The saved discounts, as allocated when the draft was saved: after staff's line discounts. */
  savedDiscounts?: readonly CalcSavedDiscount[]
  /** The shipping price; taxed only when `shippingTaxLines` are given (decisions 007 and 029). */
  shipping?: { title: string; price: number } | null
  /** The rates of lines that carry none of their own. */
  taxLines: readonly CalcTaxLine[]
  /** The store taxes shipping at these rates (after the shipping discounts); absent or empty: untaxed. */
  shippingTaxLines?: readonly CalcTaxLine[]
  /** Prices already include the tax (tax is extracted, not added). */
  taxesIncluded: boolean
  /** The customer pays no tax. */
  taxExempt: boolean
}

export interface DiscountAllocation {
  title: string
  amount: number
  level: 'line' | 'order'
  /** The saved discount it comes from; absent for a discount staff typed. */
  discountId?: string
}

export interface CalcLineResult {
  id: string
  quantity: number
  originalUnitPrice: number
  originalTotal: number
  /** After the line's own discount and its share of the order discount. */
  discountedTotal: number
  /** discountedTotal per unit, rounded for display; totals never derive from it. */
  discountedUnitPrice: number
  discountAllocations: DiscountAllocation[]
  taxes: { title: string; ratePpm: number; amount: number }[]
}

export interface CalcResult {
  lines: CalcLineResult[]
  totalQuantity: number
  /** Sum of line totals after line discounts, before the order discount (the payment card's Subtotal). */
  subtotal: number
  /** Staff's line discounts and the saved product discounts. */
  lineDiscounts: number
  /** Staff's order discount and the saved order discounts. */
  orderDiscount: number
  /** Staff's order discount alone. */
  customOrderDiscount: number
  /** What the saved discounts took off the shipping charge. */
  shippingDiscount: number
  /** lineDiscounts + orderDiscount + shippingDiscount. */
  totalDiscounts: number
  /** The shipping charged: its price less shippingDiscount. */
  shipping: number
  /** What each saved discount took, in the order given. */
  savedDiscounts: { id: string; title: string; class: CalcSavedDiscount['class']; amount: number }[]
  /** Tax charged (or, with taxes included, contained in the prices): the sum of the lines' taxes. */
  totalTax: number
  /**
   * Per tax line, the sum of that rate's amounts on the lines and the shipping. Rates of the same title
   * and rate are one tax line; the order's own tax lines come first, then the lines' and shipping's in
   * the order they appear.
   */
  taxLines: { title: string; ratePpm: number; amount: number }[]
  /** The tax on the shipping charge, per rate; empty when shipping is not taxed. */
  shippingTaxes: { title: string; ratePpm: number; amount: number }[]
  total: number
}

function lineDiscountAmount(line: CalcLine, originalTotal: number): number {
  const discount = line.discount
  if (!discount) return 0
  const amount =
    discount.type === 'percentage'
      ? mulDivRound(originalTotal, Math.min(discount.value, PPM), PPM)
      : Math.min(discount.value, line.unitPrice) * line.quantity
  return Math.max(0, Math.min(amount, originalTotal))
}

function orderDiscountAmount(discount: CalcDiscount | null | undefined, base: number): number {
  if (!discount || base <= 0) return 0
  const amount =
    discount.type === 'percentage' ? mulDivRound(base, Math.min(discount.value, PPM), PPM) : discount.value
  return Math.max(0, Math.min(amount, base))
}

/**
 * A line's tax, one amount per tax line, each rounded on the line (half away from zero). Added taxes are
 * each the rate times the line's amount. Included taxes are extracted together: the line's amount holds
 * the net plus every rate, so the tax in it is amount × sum of rates ÷ (1 + sum of rates), rounded once,
 * then split among the rates in proportion to them by largest remainder, so each rate's part is within a
 * cent of its exact share and the parts add up to the tax extracted.
 */
function lineTaxes(amount: number, rates: readonly number[], included: boolean): number[] {
  if (!included) return rates.map((ratePpm) => mulDivRound(amount, ratePpm, PPM))
  const combined = rates.reduce((sum, ratePpm) => sum + ratePpm, 0)
  const tax = amount - mulDivRound(amount, PPM, PPM + combined)
  const bigAmount = BigInt(amount)
  return roundToTotal(
    tax,
    rates.map((ratePpm) => bigAmount * BigInt(ratePpm)),
    BigInt(PPM + combined),
  )
}

/** The discount staff typed on a line, given the line's total (a fixed amount is taken off each unit). */
export function customLineDiscount(line: CalcLine, originalTotal: number): number {
  return lineDiscountAmount(line, originalTotal)
}

type TaxAmount = { title: string; ratePpm: number; amount: number }

/**
 * The order's tax lines: one per title and rate, summing what the lines and the shipping charged at it.
 * The order's own tax lines keep a place each, first and in their order, even at nothing, and the lines
 * on them add by position (a draft whose taxes were typed by hand reads as it always did); other rates
 * follow as they first appear.
 */
function sumTaxLines(
  own: readonly CalcTaxLine[],
  charged: readonly { taxes: readonly TaxAmount[]; onOwnRates: boolean }[],
): TaxAmount[] {
  const sums: TaxAmount[] = own.map((tax) => ({ title: tax.title, ratePpm: tax.ratePpm, amount: 0 }))
  const keyOf = (tax: { title: string; ratePpm: number }) => `${tax.ratePpm}|${tax.title}`
  const slots = new Map<string, number>()
  sums.forEach((tax, index) => {
    if (!slots.has(keyOf(tax))) slots.set(keyOf(tax), index)
  })
  for (const { taxes, onOwnRates } of charged) {
    taxes.forEach((tax, position) => {
      let slot = onOwnRates ? position : slots.get(keyOf(tax))
      if (slot === undefined) {
        slot = sums.length
        slots.set(keyOf(tax), slot)
        sums.push({ title: tax.title, ratePpm: tax.ratePpm, amount: 0 })
      }
      const sum = sums[slot]
      if (sum) sum.amount += tax.amount
    })
  }
  return sums
}

const CLASS_ORDER: readonly CalcSavedDiscount['class'][] = ['product', 'order', 'shipping']

export function calculateOrder(input: CalcInput): CalcResult {
  const lines = input.lines.filter((line) => line.quantity > 0)
  const entries = lines.map((line) => {
    const originalTotal = line.unitPrice * line.quantity
    const lineDiscount = lineDiscountAmount(line, originalTotal)
    const allocations: DiscountAllocation[] = []
    if (lineDiscount > 0 && line.discount) {
      allocations.push({ title: line.discount.title, amount: lineDiscount, level: 'line' })
    }
    /** `left`: what the line still costs after the discounts taken so far. */
    return {
      line,
      originalTotal,
      lineDiscount,
      savedProduct: 0,
      left: originalTotal - lineDiscount,
      allocations,
    }
  })
  const byId = new Map(entries.map((entry) => [entry.line.id, entry]))
  let shippingLeft = Math.max(0, input.shipping?.price ?? 0)
  // The saved discounts in the order their application function applies them: product, order, shipping.
  const saved = CLASS_ORDER.flatMap((discountClass) =>
    (input.savedDiscounts ?? []).filter((discount) => discount.class === discountClass),
  )
  const savedDiscounts = saved.map((discount) => {
    let amount = 0
    for (const part of discount.lines) {
      const entry = byId.get(part.lineId)
      const taken = entry ? Math.max(0, Math.min(part.amount, entry.left)) : 0
      if (!entry || taken === 0) continue
      entry.left -= taken
      if (discount.class !== 'order') entry.savedProduct += taken
      entry.allocations.push({
        title: discount.title,
        amount: taken,
        level: discount.class === 'order' ? 'order' : 'line',
        discountId: discount.id,
      })
      amount += taken
    }
    const offShipping = Math.max(0, Math.min(discount.shipping, shippingLeft))
    shippingLeft -= offShipping
    return { id: discount.id, title: discount.title, class: discount.class, amount: amount + offShipping }
  })
  const lineDiscounts = entries.reduce((sum, entry) => sum + entry.lineDiscount + entry.savedProduct, 0)
  const subtotal = entries.reduce(
    (sum, entry) => sum + entry.originalTotal - entry.lineDiscount - entry.savedProduct,
    0,
  )
  // Staff's order discount is taken from what the lines still cost, spread over them in proportion.
  const base = entries.reduce((sum, entry) => sum + entry.left, 0)
  const customOrderDiscount = orderDiscountAmount(input.orderDiscount, base)
  const shares = allocateLargestRemainder(
    customOrderDiscount,
    entries.map((entry) => entry.left),
  )
  const exempt = input.taxExempt
  const taxesOf = (amount: number, taxLines: readonly CalcTaxLine[]) =>
    lineTaxes(
      amount,
      taxLines.map((tax) => tax.ratePpm),
      input.taxesIncluded,
    ).map((taxAmount, taxIndex) => ({
      title: taxLines[taxIndex]?.title ?? '',
      ratePpm: taxLines[taxIndex]?.ratePpm ?? 0,
      amount: taxAmount,
    }))
  const results: CalcLineResult[] = entries.map((entry, index) => {
    const share = shares[index] ?? 0
    const discountedTotal = entry.left - share
    const allocations = [...entry.allocations]
    if (share > 0 && input.orderDiscount) {
      allocations.push({ title: input.orderDiscount.title, amount: share, level: 'order' })
    }
    const taxes =
      entry.line.taxable && !exempt ? taxesOf(discountedTotal, entry.line.taxLines ?? input.taxLines) : []
    return {
      id: entry.line.id,
      quantity: entry.line.quantity,
      originalUnitPrice: entry.line.unitPrice,
      originalTotal: entry.originalTotal,
      discountedTotal,
      discountedUnitPrice: mulDivRound(discountedTotal, 1, entry.line.quantity),
      discountAllocations: allocations,
      taxes,
    }
  })
  const shippingTaxes =
    exempt || shippingLeft === 0 ? [] : taxesOf(shippingLeft, input.shippingTaxLines ?? [])
  const orderTaxLines = sumTaxLines(exempt ? [] : input.taxLines, [
    ...results.map((line, index) => ({
      taxes: line.taxes,
      onOwnRates: entries[index]?.line.taxLines === undefined,
    })),
    { taxes: shippingTaxes, onOwnRates: false },
  ])
  const totalTax = orderTaxLines.reduce((sum, tax) => sum + tax.amount, 0)
  const shippingPrice = Math.max(0, input.shipping?.price ?? 0)
  const shippingDiscount = shippingPrice - shippingLeft
  const orderDiscount = subtotal - base + customOrderDiscount
  return {
    lines: results,
    totalQuantity: lines.reduce((sum, line) => sum + line.quantity, 0),
    subtotal,
    lineDiscounts,
    orderDiscount,
    customOrderDiscount,
    shippingDiscount,
    totalDiscounts: lineDiscounts + orderDiscount + shippingDiscount,
    shipping: shippingLeft,
    totalTax,
    taxLines: orderTaxLines,
    shippingTaxes,
    savedDiscounts,
    total: subtotal - orderDiscount + shippingLeft + (input.taxesIncluded ? 0 : totalTax),
  }
}
