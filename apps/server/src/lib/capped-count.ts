import { COUNT_CAP } from '@lojista/contracts'
import { count, getTableName, inArray, type SQL, sql } from 'drizzle-orm'
import type { PgSelect } from 'drizzle-orm/pg-core'
import type { Db } from '../db/client.ts'
import type { products } from '../db/schema/catalog.ts'
import type { draftOrders } from '../db/schema/orders.ts'
import type { orders } from '../db/schema/sales.ts'
import { storeRowCounts } from '../db/schema/store-row-counts.ts'

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

/**
 * The same count as a column of the page's own select, so that a list reads its page and its total in
 * one round trip: the subquery does not depend on the row, so the database runs it once per query.
 */
export function cappedCount(matches: PgSelect): SQL<number> {
  return sql`(select count(*) from (${matches.limit(COUNT_CAP + 1)}) as matches)`.mapWith(Number)
}

/**
 * The list's total, from the `cappedCount` column its page's rows carry. A page past the last match (a
 * cursor at the end, or nothing matching) has no row to carry it: only then is it counted on its own.
 */
export async function totalOf(
  tx: Db,
  rows: readonly { total: number }[],
  matches: PgSelect,
): Promise<number> {
  return rows[0]?.total ?? (await countUpToCap(tx, matches))
}

/** The tables whose rows each store's count keeps (triggers of migrations 0044 to 0046). */
export type CountedTable = typeof products | typeof orders | typeof draftOrders

/**
 * A set of rows whose number the database keeps for each store in `store_row_counts`: a counted table's
 * rows, or its parties of the given statuses with a role (migration 0047).
 */
export type KeptSet = CountedTable | { role: string; statuses: readonly ('active' | 'archived')[] }

function keptNames(set: KeptSet): string[] {
  if ('role' in set) return set.statuses.map((status) => `parties.${status}.${set.role}`)
  return [getTableName(set)]
}

/**
 * A list's total as a column of its page. `narrowing` are the list's conditions besides the store and
 * the kept set, each undefined when not asked for: when none applies the list is the whole set, and its
 * total is read from the count the database keeps of it (`store_row_counts`), capped as `cappedCount`
 * caps it, without reading the rows; otherwise `matches` is counted up to the cap.
 */
export function listTotal(
  tenantId: string,
  set: KeptSet,
  narrowing: readonly (SQL | undefined)[],
  matches: PgSelect,
): SQL<number> {
  if (narrowing.some((condition) => condition !== undefined)) return cappedCount(matches)
  return sql`coalesce((select least(sum(${storeRowCounts.rowCount}), ${COUNT_CAP + 1}) from ${storeRowCounts}
    where ${storeRowCounts.tenantId} = ${tenantId} and ${inArray(storeRowCounts.tableName, keptNames(set))}), 0)`.mapWith(
    Number,
  )
}
