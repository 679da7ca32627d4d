import { AMOUNT_TOO_LARGE, MAX_AMOUNT_MINOR } from '../common/minor-units.ts'
import { type CalcInput, type CalcResult, calculateOrder } from './calculate.ts'
import { orderMessages } from './messages.ts'

// The order maths within MAX_AMOUNT_MINOR. A price or shipping charge alone is bounded by its schema;
// what a schema cannot see is a price times its quantity, the items added up, and taxes on top: they are
// checked here, before anything is stored, so every stored figure fits the wire and the database.

export type BoundedCalculation =
  | { ok: true; result: CalcResult }
  /** Paths as the order's lines are numbered in the input (`lineItems.2.quantity`). */
  | { ok: false; errors: { path: string; message: string }[] }

const MAX = BigInt(MAX_AMOUNT_MINOR)

/**
 * calculateOrder, or where the order passes MAX_AMOUNT_MINOR: the quantity of a line whose total would
 * pass it, else the line items when only their sum does, the shipping price, or the total when only
 * taxes and shipping on top push it over. The checks before the calculation keep every figure it works
 * out an exact JavaScript number.
 */
export function calculateWithinBound(input: CalcInput): BoundedCalculation {
  const errors: { path: string; message: string }[] = []
  let items = 0n
  input.lines.forEach((line, index) => {
    if (line.quantity <= 0) return
    const lineTotal = BigInt(line.unitPrice) * BigInt(line.quantity)
    if (lineTotal > MAX) {
      errors.push({ path: `lineItems.${index}.quantity`, message: orderMessages.lineTotalTooLarge })
    }
    items += lineTotal
  })
  if (errors.length === 0 && items > MAX) {
    errors.push({ path: 'lineItems', message: orderMessages.itemsTooLarge })
  }
  if (BigInt(input.shipping?.price ?? 0) > MAX) {
    errors.push({ path: 'shippingLine.price', message: AMOUNT_TOO_LARGE })
  }
  if (errors.length > 0) return { ok: false, errors }
  const result = calculateOrder(input)
  if (result.total > MAX_AMOUNT_MINOR || result.totalTax > MAX_AMOUNT_MINOR) {
    return { ok: false, errors: [{ path: 'totalPriceSet', message: orderMessages.totalTooLarge }] }
  }
  return { ok: true, result }
}
