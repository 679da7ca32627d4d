import { allocateLargestRemainder, mulDivRound, PPM } from './rounding.ts'

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
  /** Tax charged (or, with taxes included, contained in the prices). */
  totalTax: number
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

/** Tax on a net amount; with taxes included, the part of the gross amount that is tax. */
function taxOn(amount: number, ratePpm: number, included: boolean): number {
  return included ? amount - mulDivRound(amount, PPM, PPM + ratePpm) : mulDivRound(amount, ratePpm, PPM)
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
  // With several tax lines on an included price, each is extracted from the gross as if alone, the
  // simple rule stores use for one VAT line; a store with stacked included taxes is not modelled.
  const taxLines = input.taxExempt ? [] : input.taxLines
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
      ? taxLines.map((tax) => ({
          title: tax.title,
          ratePpm: tax.ratePpm,
          amount: taxOn(discountedTotal, tax.ratePpm, input.taxesIncluded),
        }))
      : []
    return {
      id: entry.line.id,
      quantity: entry.line.quantity,
      originalUnitPrice: entry.line.unitPrice,
      originalTotal: entry.originalTotal,
      discountedTotal,
      discountedUnitPrice: Math.round(discountedTotal / entry.line.quantity),
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
