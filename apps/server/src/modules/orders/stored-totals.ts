import type { CalcResult } from '@lojista/contracts'

/** The totals a draft or an order stores, in minor units, from calculateOrder's result. */
export function storedTotals(calculation: CalcResult) {
  return {
    totalQuantity: calculation.totalQuantity,
    subtotalMinor: calculation.subtotal,
    totalDiscountsMinor: calculation.totalDiscounts,
    totalShippingMinor: calculation.shipping,
    totalTaxMinor: calculation.totalTax,
    totalMinor: calculation.total,
  }
}
