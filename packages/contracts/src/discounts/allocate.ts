import { allocateLargestRemainder, PPM, roundToTotal } from '../order/rounding.ts'
import type { DiscountValue } from './rule.ts'

// How much of one discount each line (or shipping charge) carries, by largest remainder. Every function
// here gives parts that add up exactly to the discount and never more than what a part has left.

/** Σ numerators ÷ denominator, rounded half up (numerators are never negative). */
function roundedSum(numerators: readonly bigint[], denominator: bigint): number {
  const sum = numerators.reduce((total, numerator) => total + numerator, 0n)
  return Number((sum * 2n + denominator) / (2n * denominator))
}

/**
 * `ppm` of each of `amounts`, the total rounded once (not line by line) and split back by largest
 * remainder: each part is within one unit of its exact share and at most its amount, since ppm ≤ PPM.
 */
export function percentageOff(amounts: readonly number[], ppm: number): number[] {
  const numerators = amounts.map((amount) => BigInt(amount) * BigInt(ppm))
  const denominator = BigInt(PPM)
  return roundToTotal(roundedSum(numerators, denominator), numerators, denominator)
}

/** A fixed amount spread over `amounts` in proportion, capped at what they add up to. */
export function fixedOff(amounts: readonly number[], amount: number): number[] {
  const available = amounts.reduce((sum, part) => sum + part, 0)
  return allocateLargestRemainder(Math.min(amount, available), amounts)
}

export function valueOff(amounts: readonly number[], value: DiscountValue): number[] {
  return value.type === 'percentage' ? percentageOff(amounts, value.ppm) : fixedOff(amounts, value.amount)
}
