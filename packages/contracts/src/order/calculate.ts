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
  discount?: CalcDiscount | null
}

export interface CalcTaxLine {
  title: string
  /** 17% is 170_000. */
  ratePpm: number
}

export interface CalcInput {
  lines: readonly CalcLine[]
  orderDiscount?: CalcDiscount | null
  /** Charged as given: shipping carries no tax, included or added (decision 007). */
  shipping?: { title: string; price: number } | null
  taxLines: readonly CalcTaxLine[]
  /** Prices already include the tax (tax is extracted, not added). */
  taxesIncluded: boolean
  /** The customer pays no tax. */
  taxExempt: boolean
}

export interface DiscountAllocation {
  title: string
  amount: number
  level: 'line' | 'order'
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
  lineDiscounts: number
  orderDiscount: number
  /** lineDiscounts + orderDiscount. */
  totalDiscounts: number
  shipping: number
  /** Tax charged (or, with taxes included, contained in the prices): the sum of the lines' taxes. */
  totalTax: number
  /** Per tax line, the sum of that rate's amounts on the lines. */
  taxLines: { title: string; ratePpm: number; amount: number }[]
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

export function calculateOrder(input: CalcInput): CalcResult {
  const lines = input.lines.filter((line) => line.quantity > 0)
  const afterLineDiscounts = lines.map((line) => {
    const originalTotal = line.unitPrice * line.quantity
    const lineDiscount = lineDiscountAmount(line, originalTotal)
    return { line, originalTotal, lineDiscount, net: originalTotal - lineDiscount }
  })
  const subtotal = afterLineDiscounts.reduce((sum, entry) => sum + entry.net, 0)
  const orderDiscount = orderDiscountAmount(input.orderDiscount, subtotal)
  // The order discount is spread over the lines in proportion to what each still costs.
  const shares = allocateLargestRemainder(
    orderDiscount,
    afterLineDiscounts.map((entry) => entry.net),
  )
  const taxLines = input.taxExempt ? [] : input.taxLines
  const rates = taxLines.map((tax) => tax.ratePpm)
  const results: CalcLineResult[] = afterLineDiscounts.map((entry, index) => {
    const share = shares[index] ?? 0
    const discountedTotal = entry.net - share
    const allocations: DiscountAllocation[] = []
    if (entry.lineDiscount > 0 && entry.line.discount) {
      allocations.push({ title: entry.line.discount.title, amount: entry.lineDiscount, level: 'line' })
    }
    if (share > 0 && input.orderDiscount) {
      allocations.push({ title: input.orderDiscount.title, amount: share, level: 'order' })
    }
    const taxes = entry.line.taxable
      ? lineTaxes(discountedTotal, rates, input.taxesIncluded).map((amount, taxIndex) => ({
          title: taxLines[taxIndex]?.title ?? '',
          ratePpm: rates[taxIndex] ?? 0,
          amount,
        }))
      : []
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
  const orderTaxLines = taxLines.map((tax, taxIndex) => ({
    title: tax.title,
    ratePpm: tax.ratePpm,
    amount: results.reduce((sum, line) => sum + (line.taxes[taxIndex]?.amount ?? 0), 0),
  }))
  const totalTax = orderTaxLines.reduce((sum, tax) => sum + tax.amount, 0)
  const shipping = Math.max(0, input.shipping?.price ?? 0)
  const lineDiscounts = afterLineDiscounts.reduce((sum, entry) => sum + entry.lineDiscount, 0)
  return {
    lines: results,
    totalQuantity: lines.reduce((sum, line) => sum + line.quantity, 0),
    subtotal,
    lineDiscounts,
    orderDiscount,
    totalDiscounts: lineDiscounts + orderDiscount,
    shipping,
    totalTax,
    taxLines: orderTaxLines,
    total: subtotal - orderDiscount + shipping + (input.taxesIncluded ? 0 : totalTax),
  }
}
