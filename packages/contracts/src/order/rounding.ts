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
  const bigSum = BigInt(weightSum)
  const parts = weights.map((weight) => {
    const scaled = bigTotal * BigInt(weight)
    return { floor: scaled / bigSum, remainder: scaled % bigSum }
  })
  let left = bigTotal - parts.reduce((sum, part) => sum + part.floor, 0n)
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

/** "0.1" -> 100000, "17" with scale 'percent' -> 170000. Exact: parses the digits, never a float. */
export function parsePpm(decimal: string, scale: 'fraction' | 'percent'): number {
  const match = decimal.trim().match(/^(\d+)(?:\.(\d+))?$/)
  if (!match) throw new RangeError(`Not a non-negative decimal: ${decimal}`)
  const [, units = '0', digits = ''] = match
  const places = scale === 'fraction' ? 6 : 4
  if (digits.length > places) throw new RangeError(`At most ${places} decimals: ${decimal}`)
  return Number(units) * 10 ** places + Number(digits.padEnd(places, '0'))
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
