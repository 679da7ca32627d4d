import { useCallback, useMemo, useState } from 'react'
import {
  FIRST_PAGE,
  type ListPage,
  type ListParams,
  type ListSchema,
  readListPage,
  readListParams,
  SORT_KEY,
  writeListPage,
  writeListParams,
} from '@/lib/list-params'
import { useListSearchParams } from './use-list-search-params'

export interface ListState<P> {
  /** The filters and sort in the address; a value that could not be read is its default. */
  params: P
  /** The page shown. */
  page: ListPage
  /**
   * Changes filters or the sort and starts again from the first page (a cursor belongs to the list it
   * came from). `replace` for what follows typing, so Back does not step through every word.
   */
  set(patch: Partial<P>, options?: { replace?: boolean }): void
  /** Shows another page of the same list, as a new entry in the history. */
  goTo(page: ListPage, options?: { replace?: boolean }): void
  /** Every filter back to its default; the sort stays. */
  clearFilters(): void
  /** Whether any filter differs from its default (the sort does not count). */
  filtered: boolean
  /** The filters and sort as the address writes them, without the page: what a saved view keeps. */
  view: URLSearchParams
  /**
   * Another view of the list (a saved one) as this list writes it: unknown or unreadable values left
   * out, in the list's own order. Its first page is shown.
   */
  viewOf(params: URLSearchParams): URLSearchParams
}

/**
 * A list page's search, filters, sort and page, kept in the address: a reload, Back or a shared link
 * shows the same rows and controls. `schema` (built with `listParam`, defined once at module level)
 * says which parameters the list has and their defaults; the sort, if any, is the `sort` parameter.
 * Writes that settle while the user is leaving the page are dropped (see useListSearchParams).
 */
export function useListState<S extends ListSchema>(schema: S): ListState<ListParams<S>> {
  const [search, setSearch] = useListSearchParams()
  const address = search.toString()
  return useMemo(() => {
    const current = new URLSearchParams(address)
    const params = readListParams(schema, current)
    const page = readListPage(current)
    const defaults = readListParams(schema, new URLSearchParams())
    const write = (next: Partial<ListParams<S>>, nextPage: ListPage, replace = false) =>
      setSearch(writeListPage(writeListParams(schema, next), nextPage), { replace })
    const filterKeys = Object.keys(schema.shape).filter((key) => key !== SORT_KEY)
    const view = writeListParams(schema, params)
    return {
      params,
      page,
      set: (patch, options) => write({ ...params, ...patch }, FIRST_PAGE, options?.replace),
      goTo: (next, options) => write(params, next, options?.replace),
      clearFilters: () =>
        write({ ...defaults, [SORT_KEY]: (params as Record<string, unknown>)[SORT_KEY] }, FIRST_PAGE),
      filtered: filterKeys.some((key) => view.has(key)),
      view,
      viewOf: (other) => writeListParams(schema, readListParams(schema, other)),
    }
  }, [address, schema, setSearch])
}

const NONE: ReadonlySet<string> = new Set()

/**
 * The ids of the rows chosen on the page shown (for bulk actions). Another search, filter, sort or page
 * starts with none chosen: a choice made on rows that were replaced does not count.
 */
export function usePageSelection(
  list: Pick<ListState<unknown>, 'view' | 'page'>,
): [ReadonlySet<string>, (next: ReadonlySet<string>) => void] {
  const address = `${list.view}|${list.page.after ?? ''}|${list.page.before ?? ''}`
  const [selection, setSelection] = useState({ address, ids: NONE })
  const select = useCallback((ids: ReadonlySet<string>) => setSelection({ address, ids }), [address])
  return [selection.address === address ? selection.ids : NONE, select]
}
