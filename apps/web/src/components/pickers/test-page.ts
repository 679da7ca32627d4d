import type { Connection } from '@lojista/contracts/common/pagination'
import type { PickerFetchParams } from './use-paged-search'

/**
 * For picker tests: the page of `source` that matches the search, after the cursor, as the API would
 * answer it (keyset on the id, exact total).
 */
export function pageOfMatches<T extends { id: string }>(
  source: readonly T[],
  params: PickerFetchParams,
  matches: (row: T, words: string) => boolean,
): Connection<T> {
  const words = params.query.trim().toLowerCase()
  const matching = source.filter((row) => matches(row, words))
  const start = params.after ? matching.findIndex((row) => row.id === params.after) + 1 : 0
  const rows = matching.slice(start, start + params.first)
  return {
    edges: rows.map((node) => ({ node, cursor: node.id })),
    pageInfo: {
      hasNextPage: start + params.first < matching.length,
      hasPreviousPage: start > 0,
      startCursor: rows[0]?.id ?? null,
      endCursor: rows.at(-1)?.id ?? null,
      total: matching.length,
      totalIsExact: true,
    },
  }
}
