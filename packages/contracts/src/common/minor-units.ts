import type { Money } from './money.ts'

// Money arithmetic without schemas: the browser's editor converts and formats amounts on its first paint,
// before zod (which money.ts needs for the wire schemas) has loaded.

export const DEFAULT_CURRENCY = 'BRL'

/**
 * The largest amount anything may reach, in minor units: a price, a line, an order's total or any part
 * of it, a payment. 9,999,999,999,999.99 is the most the wire's 13 integer digits can say. It leaves room
 * for the arithmetic: the most an order's figures reach while they are worked out (items and shipping at
 * the maximum, five tax lines of 100% on top) is seven times it, still exact in a JavaScript number, and
 * every amount fits the database's bigint columns.
 */
export const MAX_AMOUNT_MINOR = 999_999_999_999_999
/** MAX_AMOUNT_MINOR as the wire writes it. */
export const MAX_AMOUNT = '9999999999999.99'
/** The field error of an amount past MAX_AMOUNT. */
export const AMOUNT_TOO_LARGE = `Cannot exceed ${MAX_AMOUNT}`
/** The field error of an amount with a third decimal: amounts are whole cents. */
export const AMOUNT_TOO_PRECISE = 'Use at most 2 decimal places'
/** The field error of a negative amount. */
export const AMOUNT_NEGATIVE = 'Must be 0 or greater'

/** "12.3" -> 1230. Exact: works on the digits, never through a float; refuses what a number cannot hold. */
export function toMinorUnits(amount: string): number {
  const match = amount.trim().match(/^(-?)(\d+)(?:\.(\d{1,2}))?$/)
  if (!match) throw new RangeError(`Not a decimal amount: ${amount}`)
  const [, sign, units = '0', cents = ''] = match
  const minor = BigInt(units) * 100n + BigInt(cents.padEnd(2, '0'))
  if (minor > BigInt(Number.MAX_SAFE_INTEGER)) throw new RangeError(`Amount too large: ${amount}`)
  return sign === '-' ? -Number(minor) : Number(minor)
}

/** 1230 -> "12.30". */
export function fromMinorUnits(minor: number): string {
  if (!Number.isSafeInteger(minor)) throw new RangeError(`Not an integer amount: ${minor}`)
  const sign = minor < 0 ? '-' : ''
  const abs = Math.abs(minor)
  const cents = abs % 100
  return `${sign}${(abs - cents) / 100}.${String(cents).padStart(2, '0')}`
}

/** Whether a decimal amount ("12.30", any number of digits) is within ±MAX_AMOUNT, read from its digits. */
export function isWithinMaxAmount(amount: string): boolean {
  const units = amount.trim().replace(/^-/, '').split('.')[0] ?? ''
  return units.replace(/^0+(?=\d)/, '').length <= MAX_AMOUNT.indexOf('.')
}

export function money(minor: number, currencyCode: string = DEFAULT_CURRENCY): Money {
  return { amount: fromMinorUnits(minor), currencyCode }
}
