import type { Money } from './money.ts'

// Money arithmetic without schemas: the browser's editor converts and formats amounts on its first paint,
// before zod (which money.ts needs for the wire schemas) has loaded.

export const DEFAULT_CURRENCY = 'BRL'

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
