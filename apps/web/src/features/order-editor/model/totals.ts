import { toMinorUnits } from '@lojista/contracts/common/minor-units'
import type { DiscountInput } from '@lojista/contracts/order/api'
import { type CalcDiscount, type CalcResult, calculateOrder } from '@lojista/contracts/order/calculate'
import { parsePpm } from '@lojista/contracts/order/rounding'
import { resolveTaxes, taxAddressOf } from '@lojista/contracts/taxes/resolve'
import type { TaxRules } from '@lojista/contracts/taxes/rules'
import type { EditorDocument } from './document'

/** A discount staff typed; a saved code's amount is the server's (savedDiscounts). */
function calcDiscount(discount: DiscountInput | null): CalcDiscount | null {
  if (!discount || discount.discountId) return null
  return {
    type: discount.type,
    value:
      discount.type === 'percentage' ? parsePpm(discount.value, 'fraction') : toMinorUnits(discount.value),
    title: discount.title,
  }
}

/** Where the order is taxed: shipped to its address, or picked up at a location (decision 036). */
function taxAddressOfDoc(doc: EditorDocument, rules: TaxRules) {
  const source = doc.shippingLine?.source
  if (source?.kind !== 'pickup') return taxAddressOf(doc.shippingAddress, rules.storeAddress)
  const at = source.taxAddress
  return taxAddressOf(null, at?.countryCode ? at : rules.storeAddress, { pickup: true })
}

/**
 * The totals of the editor's copy, worked out at once in the browser by the same function the server
 * stores its figures with, so what staff see while typing is what the draft will hold. The saved discounts
 * (chosen codes and automatic discounts) are the server's allocations from the last save, taken as they
 * are (never more than a line has left) until the next answer brings them anew.
 */
export function totalsOf(doc: EditorDocument, rules: TaxRules | null = null): CalcResult {
  const chosen = new Set(
    [doc.appliedDiscount, ...doc.lineItems.map((line) => line.appliedDiscount)].flatMap((discount) =>
      discount?.discountId ? [discount.discountId] : [],
    ),
  )
  // The store's taxes at the order's address, resolved as the server resolves them when it saves (decision
  // 029); taxes set by hand, or rules not loaded yet, use the draft's tax lines as the server last gave them.
  const resolved =
    rules && !doc.taxesSetByHand
      ? resolveTaxes(
          rules,
          taxAddressOfDoc(doc, rules),
          doc.lineItems.map((line) => ({ id: line.id, productId: line.productId })),
        )
      : null
  return calculateOrder({
    lines: doc.lineItems.map((line) => ({
      id: line.id,
      quantity: line.quantity,
      unitPrice: line.display.unitPrice,
      taxable: line.isTaxable,
      discount: calcDiscount(line.appliedDiscount),
      ...(resolved ? { taxLines: resolved.lines.get(line.id) ?? [] } : {}),
    })),
    orderDiscount: calcDiscount(doc.appliedDiscount),
    savedDiscounts: doc.savedDiscounts
      // A code staff took off (or swapped) stops counting at once, before the server answers.
      .filter((saved) => saved.refusal === null && (saved.code === null || chosen.has(saved.discountId)))
      .map((saved) => ({
        id: saved.discountId,
        title: saved.title,
        class: saved.class,
        lines: saved.lines,
        shipping: saved.shipping,
      })),
    shipping: doc.shippingLine
      ? { title: doc.shippingLine.title, price: toMinorUnits(doc.shippingLine.price) }
      : null,
    taxLines: resolved
      ? []
      : doc.taxLines.map((tax) => ({ title: tax.title, ratePpm: parsePpm(tax.rate, 'percent') })),
    shippingTaxLines: resolved?.shipping ?? [],
    taxesIncluded: resolved ? resolved.taxesIncluded : doc.taxesIncluded,
    taxExempt: doc.taxExempt,
  })
}
