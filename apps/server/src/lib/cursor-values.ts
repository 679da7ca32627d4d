import type { SQLWrapper } from 'drizzle-orm'
import { sql } from 'drizzle-orm'
import { isUuid } from './uuid.ts'

type SortValue = string | number | boolean | null

// PostgreSQL's text form of a timestamptz ("2026-05-01 12:34:56.123456+00") or an ISO instant.
const TIMESTAMP =
  /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})(\.\d{1,6})?(?:([+-])(\d{2})(?::?(\d{2})){0,2}|Z)$/
/** The largest value of PostgreSQL's integer (int4). */
const INT4_MAX = 2_147_483_647

/** A date and time that exists: "2026-02-31" or "25:00" pass the pattern but fail in the database. */
function isRealTimestamp(value: string): boolean {
  const match = TIMESTAMP.exec(value)
  if (!match) return false
  const [year, month, day, hour, minute, second] = match.slice(1, 7).map(Number) as number[]
  const offsetHours = match[9] === undefined ? 0 : Number(match[9])
  const date = new Date(Date.UTC(year!, month! - 1, day!))
  return (
    year! >= 1 &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month! - 1 &&
    date.getUTCDate() === day &&
    hour! <= 23 &&
    minute! <= 59 &&
    second! <= 59 &&
    offsetHours <= 15
  )
}

const isText = (value: SortValue): value is string => typeof value === 'string' && !value.includes('\u0000')

/** Whether a decoded cursor's sort value has a column type's form, and fits it. */
export const sortValueIs = {
  text: isText,
  timestamp: (value: SortValue) => isText(value) && isRealTimestamp(value),
  /** An integer column's value as text. */
  integer: (value: SortValue) =>
    typeof value === 'string' && /^-?\d{1,10}$/.test(value) && Math.abs(Number(value)) <= INT4_MAX,
  /** An integer column's value as a JSON number. */
  int4: (value: SortValue) =>
    typeof value === 'number' && Number.isInteger(value) && Math.abs(value) <= INT4_MAX,
  /** A bigint column's value (amounts in minor units) as a JSON number. */
  int8: (value: SortValue) => typeof value === 'number' && Number.isSafeInteger(value),
}

type CursorCheck = (value: SortValue, id: string) => boolean
const withUuid =
  (check: (value: SortValue) => boolean): CursorCheck =>
  (value, id) =>
    check(value) && isUuid(id)

/**
 * Checks of a decoded cursor, so that a forged one is a 400 rather than a database error: the id is a
 * uuid and the sort value has the sort column's type (and fits it).
 */
export const cursorOf = {
  text: withUuid(sortValueIs.text),
  timestamp: withUuid(sortValueIs.timestamp),
  integer: withUuid(sortValueIs.integer),
  int4: withUuid(sortValueIs.int4),
  int8: withUuid(sortValueIs.int8),
}

/**
 * A sort expression's value as text, exactly as the database holds it: timestamps keep their
 * microseconds (a JavaScript Date would round them and make a page repeat a row).
 */
export function sortText(expression: SQLWrapper) {
  return sql<string>`(${expression})::text`
}
