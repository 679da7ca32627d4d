import { toMinorUnits } from '@lojista/contracts/common/minor-units'
import type { DiscountInput } from '@lojista/contracts/order/api'
import { type CalcDiscount, type CalcResult, calculateOrder } from '@lojista/contracts/order/calculate'
import { parsePpm } from '@lojista/contracts/order/rounding'
import type { EditorDocument } from './document'

function calcDiscount(discount: DiscountInput | null): CalcDiscount | null {
  if (!discount) return null
  return {
    type: discount.type,
    value:
      discount.type === 'percentage' ? parsePpm(discount.value, 'fraction') : toMinorUnits(discount.value),
    title: discount.title,
  }
}

/**
 * The totals of the editor's copy, worked out at once in the browser by the same function the server
 * stores its figures with, so what staff see while typing is what the draft will hold.
 */
export function totalsOf(doc: EditorDocument): CalcResult {
  return calculateOrder({
    lines: doc.lineItems.map((line) => ({
      id: line.id,
      quantity: line.quantity,
      unitPrice: line.display.unitPrice,
      taxable: line.isTaxable,
      discount: calcDiscount(line.appliedDiscount),
    })),
    orderDiscount: calcDiscount(doc.appliedDiscount),
    shipping: doc.shippingLine
      ? { title: doc.shippingLine.title, price: toMinorUnits(doc.shippingLine.price) }
      : null,
    taxLines: doc.taxLines.map((tax) => ({ title: tax.title, ratePpm: parsePpm(tax.rate, 'percent') })),
    taxesIncluded: doc.taxesIncluded,
    taxExempt: doc.taxExempt,
  })
}
