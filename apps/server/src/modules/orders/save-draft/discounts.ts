import { type DiscountInput, parsePpm, toMinorUnits } from '@lojista/contracts'
import type { StoredDiscount } from '../../../db/schema/index.ts'

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
