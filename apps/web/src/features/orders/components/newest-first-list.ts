import type { SearchRequest } from '@lojista/contracts/common/pagination'
import { directionOf, type ListPage, listParam, listSchema, pageRequest } from '@/lib/list-params'

export const NEWEST_FIRST_PAGE_SIZE = 25

/** The lists of the orders area that are searched by text and read newest first: labels, abandoned checkouts. */
export const newestFirstListParams = listSchema({ q: listParam.text(), sort: listParam.newestFirst() })

/** One page of such a list, sorted in time by `field`. */
export function newestFirstRequest<Field extends string>(
  params: { q: string; sort: 'newest' | 'oldest' },
  page: ListPage,
  field: Field,
): SearchRequest<Field> {
  return {
    query: params.q.trim(),
    orderBy: { field, direction: directionOf(params.sort) },
    ...pageRequest(page, NEWEST_FIRST_PAGE_SIZE),
  }
}
