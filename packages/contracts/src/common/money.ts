import { z } from 'zod'

export const DEFAULT_CURRENCY = 'BRL'

/** Money on the wire: a decimal string with at most two decimals, never a float. */
export const decimalAmountSchema = z
  .string()
  .regex(/^-?\d{1,13}(\.\d{1,2})?$/, 'Must be an amount with at most 2 decimals')

export const moneySchema = z.object({ amount: decimalAmountSchema, currencyCode: z.string().length(3) })
export type Money = z.infer<typeof moneySchema>

/** "12.3" -> 1230. Exact: works on the digits, never through a float. */
export function toMinorUnits(amount: string): number {
  const match = amount.trim().match(/^(-?)(\d+)(?:\.(\d{1,2}))?$/)
  if (!match) throw new RangeError(`Not a decimal amount: ${amount}`)
  const [, sign, units = '0', cents = ''] = match
  const minor = Number(units) * 100 + Number(cents.padEnd(2, '0'))
  return sign === '-' ? -minor : minor
}

/** 1230 -> "12.30". */
export function fromMinorUnits(minor: number): string {
  if (!Number.isSafeInteger(minor)) throw new RangeError(`Not an integer amount: ${minor}`)
  const sign = minor < 0 ? '-' : ''
  const abs = Math.abs(minor)
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`
}

export function money(minor: number, currencyCode: string = DEFAULT_CURRENCY): Money {
  return { amount: fromMinorUnits(minor), currencyCode }
}
