import { COUNT_CAP, type SearchRequest, type SortDirection } from '@lojista/contracts'
import { and, eq, type SQL, type SQLWrapper, sql } from 'drizzle-orm'
import type { PgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core'
import type { StoreTx } from '../db/scope.ts'
import { totalOf } from './capped-count.ts'
import { keysetPage } from './keyset.ts'

export interface FoundFirstOptions {
  tenantId: string
  table: PgTable
  id: PgColumn
  /** The list's sort expression, as its keyset page compares it. */
  sort: SQLWrapper
  /** The search's conditions, the store's included. */
  where: SQL | undefined
  keyset: { direction: SortDirection; request: Pick<SearchRequest, 'first' | 'after' | 'last' | 'before'> }
}

/**
 * A search that narrows a list (words, filters) reads its matches first, up to one past the cap, with the
 * search's own index (trigrams for words), then sorts just those and takes the page. Read the other way,
 * along the sort's index with the search as a filter, a search whose matches sit together in the sort
 * order ("camiseta" in a catalog sorted by title) or that matches nothing walks most of the store first.
 *
 * Gives the query's source (`source.select(...)` with the matches as a CTE), the page of matching ids to
 * join the list's table to, and their count up to one past the cap as a column. When that count is past
 * the cap, the matches read are only some of them, and the page is read as for the whole list:
 * `pageAndTotal` below does both.
 */
export function foundFirst(tx: StoreTx, options: FoundFirstOptions) {
  const found = tx.$with('found').as(
    tx
      .select({
        id: sql<string>`${options.id}`.as('found_id'),
        sortValue: sql`${options.sort}`.as('found_sort'),
      })
      .from(options.table)
      .where(options.where)
      .limit(COUNT_CAP + 1),
  )
  const inFound = keysetPage({
    sort: found.sortValue,
    id: found.id,
    ...options.keyset,
    sortValueOf: () => null,
    idOf: () => '',
  })
  const page = tx
    .select({ id: found.id })
    .from(found)
    .where(inFound.where)
    .orderBy(...inFound.orderBy)
    .limit(inFound.limit)
    .as('found_page')
  return {
    source: tx.with(found),
    page,
    /** Joins the list's table to the page of matches, by the table's key. */
    joins: (tenantColumn: PgColumn, idColumn: PgColumn) =>
      and(eq(tenantColumn, options.tenantId), eq(idColumn, page.id)),
    /** Read once per query: the CTE is named twice, so the database keeps its rows. */
    total: sql<number>`(select count(*) from ${found})`.mapWith(Number),
  }
}

export type FoundFirst = ReturnType<typeof foundFirst>

/**
 * A list's page and its total, whichever way it is best read. With `foundFirst` (a search that narrows
 * the list) the matches are read first and `fromFound` selects the page from them; when that finds
 * more than the cap, or without it, `alongSort` reads the page along the sort's index with the search as
 * a filter. Each read's rows carry the capped total as their `total` column; `matches` counts on its
 * own only when a page has no row to carry it.
 */
export async function pageAndTotal<Row extends { total: number }>(
  tx: StoreTx,
  matches: PgSelect,
  read: {
    foundFirst?: FoundFirstOptions & { fromFound: (found: FoundFirst) => Promise<Row[]> }
    alongSort: () => Promise<Row[]>
  },
): Promise<{ rows: Row[]; total: number }> {
  if (read.foundFirst) {
    const rows = await read.foundFirst.fromFound(foundFirst(tx, read.foundFirst))
    const total = await totalOf(tx, rows, matches)
    if (total <= COUNT_CAP) return { rows, total }
  }
  const rows = await read.alongSort()
  return { rows, total: await totalOf(tx, rows, matches) }
}
