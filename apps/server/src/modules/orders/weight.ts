import { mulDivRound, type WeightUnit } from '@lojista/contracts'

// Nanograms per unit: whole numbers for every unit (a pound is exactly 453.59237 g, an ounce a sixteenth
// of it), so conversions are exact integer arithmetic with one rounding at the end.
const NANOGRAMS: Record<WeightUnit, number> = {
  g: 1_000_000_000,
  kg: 1_000_000_000_000,
  lb: 453_592_370_000,
  oz: 28_349_523_125,
}
/** A weight in thousandths of its unit, times the unit's nanograms, over this, is in grams. */
const PER_GRAM_IN_THOUSANDTHS = 1000 * 1_000_000_000

/** "1.5" kg -> 1500 g; weights are kept as whole grams (rounded half away from zero). */
export function toGrams(value: string, unit: WeightUnit): number {
  const [units = '0', decimals = ''] = value.split('.')
  const thousandths = Number(units) * 1000 + Number(decimals.padEnd(3, '0').slice(0, 3))
  return mulDivRound(thousandths, NANOGRAMS[unit], PER_GRAM_IN_THOUSANDTHS)
}

/** 1500 g in kg -> "1.5": the weight in the unit, to at most 3 decimals. */
export function formatWeight(grams: number, unit: WeightUnit): { value: string; unit: WeightUnit } {
  const thousandths = mulDivRound(grams, PER_GRAM_IN_THOUSANDTHS, NANOGRAMS[unit])
  const decimals = thousandths % 1000
  const whole = (thousandths - decimals) / 1000
  const digits = String(decimals).padStart(3, '0').replace(/0+$/, '')
  return { value: digits ? `${whole}.${digits}` : String(whole), unit }
}
