import { z } from 'zod'

// The conversions and the default currency live in minor-units.ts, which imports no zod; they are
// exported from here too, so a caller that has the schemas needs one import.
export { DEFAULT_CURRENCY, fromMinorUnits, money, toMinorUnits } from './minor-units.ts'

/** Money on the wire: a decimal string with at most two decimals, never a float. */
export const decimalAmountSchema = z
  .string()
  .regex(/^-?\d{1,13}(\.\d{1,2})?$/, 'Must be an amount with at most 2 decimals')

export const moneySchema = z.object({ amount: decimalAmountSchema, currencyCode: z.string().length(3) })
export type Money = z.infer<typeof moneySchema>
