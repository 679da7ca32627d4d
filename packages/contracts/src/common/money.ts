import { z } from 'zod'
import { AMOUNT_NEGATIVE, AMOUNT_TOO_LARGE, AMOUNT_TOO_PRECISE, isWithinMaxAmount } from './minor-units.ts'

// The conversions, the bound and the default currency live in minor-units.ts, which imports no zod;
// they are exported from here too, so a caller that has the schemas needs one import.
export {
  AMOUNT_NEGATIVE,
  AMOUNT_TOO_LARGE,
  AMOUNT_TOO_PRECISE,
  DEFAULT_CURRENCY,
  fromMinorUnits,
  isWithinMaxAmount,
  MAX_AMOUNT,
  MAX_AMOUNT_MINOR,
  money,
  toMinorUnits,
} from './minor-units.ts'

/** Money on the wire: a decimal string with at most two decimals, never a float, within ±MAX_AMOUNT. */
export const decimalAmountSchema = z
  .string()
  .regex(/^-?\d{1,13}(\.\d{1,2})?$/, 'Must be an amount with at most 2 decimals')

/** A decimal number of any sign and precision (of a bounded length): what is wrong with it is told next. */
const DECIMAL_NUMBER = /^-?\d{1,40}(\.\d{1,40})?$/
/** The amounts a caller may send, as the API document states them. */
const AMOUNT_PATTERN = '^\\d{1,13}(\\.\\d{1,2})?$'

/**
 * An amount a caller sends (a price, a shipping charge, a payment): 0 or more, at most 2 decimals, at
 * most MAX_AMOUNT. A number that breaks one of those is told which ("Use at most 2 decimal places"),
 * not that it is malformed; `malformed` is for text that is no number at all. The API document shows
 * the amounts it takes as one pattern.
 */
export function amountInputSchema(malformed: string, missing: string = malformed) {
  return z
    .string({ error: missing })
    .regex(DECIMAL_NUMBER, { message: malformed, abort: true })
    .refine((value) => !value.startsWith('-'), { message: AMOUNT_NEGATIVE, abort: true })
    .refine((value) => !/\.\d{3}/.test(value), { message: AMOUNT_TOO_PRECISE, abort: true })
    .refine(isWithinMaxAmount, AMOUNT_TOO_LARGE)
    .meta({ pattern: AMOUNT_PATTERN })
}

export const moneySchema = z.object({ amount: decimalAmountSchema, currencyCode: z.string().length(3) })
export type Money = z.infer<typeof moneySchema>
