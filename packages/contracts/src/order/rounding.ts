/** Fractions are carried as integer millionths (ppm): 17% is 170_000, a 10% discount is 100_000. */
export const PPM = 1_000_000

/**
 * amount × numerator ÷ denominator, rounded half away from zero, in exact integer arithmetic (BigInt: the
 * product of a large amount and a ppm rate passes 2^53).
 */
export function mulDivRound(amount: number, numerator: number, denominator: number): number {
  if (denominator <= 0) throw new RangeError('denominator must be positive')
  const product = BigInt(amount) * BigInt(numerator)
  const d = BigInt(denominator)
  const negative = product < 0n
  const magnitude = negative ? -product : product
  const rounded = (magnitude * 2n + d) / (2n * d)
  return Number(negative ? -rounded : rounded)
}

/**
 * Splits `total` (minor units) over `weights` in proportion, by the largest remainder method: each part
 * gets its floor, and the units left over go one each to the largest fractional parts (earlier index
 * first on ties). The parts always add up to `total` exactly, and the same input gives the same split.
 */
export function allocateLargestRemainder(total: number, weights: readonly number[]): number[] {
  const weightSum = weights.reduce((sum, weight) => sum + weight, 0)
  if (total === 0 || weightSum === 0) return weights.map(() => 0)
  const bigTotal = BigInt(total)
  return roundToTotal(
    total,
    weights.map((weight) => bigTotal * BigInt(weight)),
    BigInt(weightSum),
  )
}

/**
 * Rounds exact parts, each `numerators[i] / denominator`, to whole minor units that add up to `total`:
 * each part gets its floor, and the units left over go one each to the largest remainders (earlier index
 * first on ties). When `total` is the sum of the exact parts rounded, every part ends less than one unit
 * from its exact value. The parts must not be negative, and `total` at least the sum of their floors.
 */
export function roundToTotal(total: number, numerators: readonly bigint[], denominator: bigint): number[] {
  const parts = numerators.map((numerator) => ({
    floor: numerator / denominator,
    remainder: numerator % denominator,
  }))
  let left = BigInt(total) - parts.reduce((sum, part) => sum + part.floor, 0n)
  const order = parts
    .map((part, index) => ({ index, remainder: part.remainder }))
    .sort((a, b) => (a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1))
  const result = parts.map((part) => part.floor)
  for (const { index } of order) {
    if (left <= 0n) break
    result[index] = (result[index] ?? 0n) + 1n
    left -= 1n
  }
  return result.map(Number)
}

/**
 * "0.1" -> 100000, "17" with scale 'percent' -> 170000. Exact: parses the digits, never a float; refuses
 * (RangeError) what a number cannot hold exactly.
 */
export function parsePpm(decimal: string, scale: 'fraction' | 'percent'): number {
  const match = decimal.trim().match(/^(\d+)(?:\.(\d+))?$/)
  if (!match) throw new RangeError(`Not a non-negative decimal: ${decimal}`)
  const [, units = '0', digits = ''] = match
  const places = scale === 'fraction' ? 6 : 4
  if (digits.length > places) throw new RangeError(`At most ${places} decimals: ${decimal}`)
  const ppm = BigInt(units) * 10n ** BigInt(places) + BigInt(digits.padEnd(places, '0'))
  if (ppm > BigInt(Number.MAX_SAFE_INTEGER)) throw new RangeError(`Too large: ${decimal}`)
  return Number(ppm)
}

/** Whether a decimal is at most `limit` ppm; false for one too large to read (never throws on digits). */
export function isPpmAtMost(decimal: string, scale: 'fraction' | 'percent', limit: number): boolean {
  try {
    return parsePpm(decimal, scale) <= limit
  } catch {
    return false
  }
}

/** 100000 -> "0.1" (fraction) or 170000 -> "17" (percent). */
export function formatPpm(ppm: number, scale: 'fraction' | 'percent'): string {
  const places = scale === 'fraction' ? 6 : 4
  const divisor = 10 ** places
  const units = Math.floor(ppm / divisor)
  const digits = String(ppm % divisor)
    .padStart(places, '0')
    .replace(/0+$/, '')
  return digits ? `${units}.${digits}` : String(units)
}
