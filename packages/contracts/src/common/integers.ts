import { z } from 'zod'

/** The largest value of a PostgreSQL integer (int4) column. */
export const INT4_MAX = 2_147_483_647

/**
 * A whole number a request sends that ends up in (or is compared with) an integer column: it must fit the
 * column, or the database would fail on it.
 */
export function int4Schema(min = 0, minMessage?: string) {
  return z.number().int().min(min, minMessage).max(INT4_MAX)
}

/** The version a write was made on (optimistic concurrency). */
export const versionSchema = int4Schema(1)
