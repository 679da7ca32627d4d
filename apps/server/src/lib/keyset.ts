import type { Connection, SearchRequest, SortDirection } from '@lojista/contracts'
import { COUNT_CAP, DEFAULT_PAGE_SIZE } from '@lojista/contracts'
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm'
import { problems } from './problem.ts'

type SortValue = string | number | boolean | null

/** Exported for benchmarks that jump straight to a deep page. */
export function encodeCursor(values: [SortValue, string]): string {
  return Buffer.from(JSON.stringify(values)).toString('base64url')
}

function decodeCursor(
  cursor: string,
  path: 'after' | 'before',
  isValid: (value: SortValue, id: string) => boolean,
): [SortValue, string] {
  try {
    const values = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'))
    if (
      Array.isArray(values) &&
      values.length === 2 &&
      typeof values[1] === 'string' &&
      isValid(values[0], values[1])
    )
      return values as [SortValue, string]
  } catch {}
  throw problems.badRequest('The page cursor is not valid.', [{ path, message: 'Invalid cursor' }])
}

export interface KeysetOptions<Row> {
  /** The sort expression; ties are broken by `id`, so the order is total and stable. */
  sort: SQLWrapper
  id: SQLWrapper
  direction: SortDirection
  request: Pick<SearchRequest, 'first' | 'after' | 'last' | 'before'>
  /**
   * The row's value of the sort expression, as it should be compared again in SQL. A time must be the
   * database's own text of it, selected with `sortText`: a JavaScript Date drops the microseconds, and
   * the next page would start before the last row seen and show it again.
   */
  sortValueOf: (row: Row) => SortValue
  idOf: (row: Row) => string
  /**
   * Whether a decoded cursor's values can be compared in SQL: a forged cursor whose value does not cast
   * to the column's type (a uuid, a timestamp) must be a 400, not a database error.
   */
  isValidCursor?: (value: SortValue, id: string) => boolean
}

/**
 * Keyset (seek) paging: a cursor names the last row seen by its sort value and id, and the next page
 * starts strictly after it. Rows inserted meanwhile never make a page skip or repeat a row, and a deep
 * page costs as much as the first.
 */
export function keysetPage<Row>(options: KeysetOptions<Row>) {
  const { sort, id, direction, request } = options
  const backward = request.last !== undefined || (request.before !== undefined && request.first === undefined)
  const size = (backward ? request.last : request.first) ?? DEFAULT_PAGE_SIZE
  const isValid = options.isValidCursor ?? (() => true)
  const cursor = backward
    ? request.before && decodeCursor(request.before, 'before', isValid)
    : request.after && decodeCursor(request.after, 'after', isValid)
  // Walking backward reads the list in reverse order, then flips the page.
  const ascending = (direction === 'asc') !== backward
  let where: SQL | undefined
  if (cursor) {
    const [value, cursorId] = cursor
    where = ascending
      ? sql`(${sort}, ${id}) > (${value}, ${cursorId})`
      : sql`(${sort}, ${id}) < (${value}, ${cursorId})`
  }
  const orderBy = ascending ? [sql`${sort} asc`, sql`${id} asc`] : [sql`${sort} desc`, sql`${id} desc`]

  return {
    where,
    orderBy,
    /** One more than the page, to know whether another page follows. */
    limit: size + 1,
    /** `counted` is what `countUpToCap` answered: past the cap, the total is the cap and not exact. */
    toConnection<Node>(rows: Row[], counted: number, toNode: (row: Row) => Node): Connection<Node> {
      const more = rows.length > size
      const page = rows.slice(0, size)
      if (backward) page.reverse()
      const edges = page.map((row) => ({
        node: toNode(row),
        cursor: encodeCursor([options.sortValueOf(row), options.idOf(row)]),
      }))
      return {
        edges,
        pageInfo: {
          hasNextPage: backward ? Boolean(cursor) : more,
          hasPreviousPage: backward ? more : Boolean(cursor),
          startCursor: edges[0]?.cursor ?? null,
          endCursor: edges.at(-1)?.cursor ?? null,
          total: Math.min(counted, COUNT_CAP),
          totalIsExact: counted <= COUNT_CAP,
        },
      }
    },
  }
}
