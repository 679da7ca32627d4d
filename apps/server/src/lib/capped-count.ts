import { COUNT_CAP } from '@lojista/contracts'
import { count } from 'drizzle-orm'
import type { PgSelect } from 'drizzle-orm/pg-core'
import type { Db } from '../db/client.ts'

/**
 * How many rows `matches` selects, counted up to one past COUNT_CAP: the database stops reading once it
 * has that many, so a list over a big store costs no more to count than a small one. `keysetPage`'s
 * `toConnection` turns the answer into the list's total and whether it is exact.
 *
 * `matches` is the list's filtered select with its joins, of any one column, made `$dynamic()`.
 */
export async function countUpToCap(tx: Db, matches: PgSelect): Promise<number> {
  const capped = matches.limit(COUNT_CAP + 1).as('matches')
  const [row] = await tx.select({ total: count() }).from(capped)
  return row?.total ?? 0
}
