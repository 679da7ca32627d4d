import type { WeightUnit } from '@lojista/contracts'

// Milligrams per unit, so conversions stay in integers until the final rounding to grams.
const MILLIGRAMS: Record<WeightUnit, number> = { g: 1000, kg: 1_000_000, lb: 453_592.37, oz: 28_349.523125 }

/** "1.5" kg -> 1500 g; weights are kept as whole grams. */
export function toGrams(value: string, unit: WeightUnit): number {
  const [units = '0', decimals = ''] = value.split('.')
  const thousandths = Number(units) * 1000 + Number(decimals.padEnd(3, '0').slice(0, 3))
  return Math.round((thousandths * MILLIGRAMS[unit]) / 1_000_000)
}

export function formatWeight(grams: number, unit: WeightUnit): { value: string; unit: WeightUnit } {
  const value = (grams * 1000) / MILLIGRAMS[unit]
  return { value: String(Math.round(value * 1000) / 1000), unit }
}
