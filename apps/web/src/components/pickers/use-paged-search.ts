import type { Connection } from '@lojista/contracts/common/pagination'
import { useCallback, useEffect, useRef, useState } from 'react'
import { SEARCH_DEBOUNCE_MS } from '@/hooks/use-debounced-value'

/** Pickers ask for 10 rows at a time (and wait SEARCH_DEBOUNCE_MS after the last keystroke). */
export const PICKER_PAGE_SIZE = 10
/** While loading, as many skeleton rows as there are results, or 4 when that is unknown. */
export const PAGED_DEFAULT_SKELETON_ROWS = 4

export interface PickerFetchParams {
  query: string
  first: number
  after?: string
  signal: AbortSignal
}

/** What an async picker calls for a page of options: `{ query, first, after }` plus a signal. */
export type PickerFetch<T> = (params: PickerFetchParams) => Promise<Connection<T>>

export interface PagedSearchOptions<T> {
  fetchPage: PickerFetch<T>
  /** Fetching happens only while active (the picker is open, or must choose a first option). */
  active: boolean
  pageSize?: number
  debounceMs?: number
  /** Called when a page fails to load, except when it failed because a newer request replaced it. */
  onError?: (error: unknown) => void
  /** Changing it starts the list over, as when the state picker's country changes. */
  resetKey?: string
}

type Phase = 'idle' | 'loading' | 'paging' | 'error'

interface PagedState<T> {
  items: T[]
  total: number | null
  endCursor: string | null
  hasNextPage: boolean
  phase: Phase
  /** How many options the list showed before it was cleared for a new search. */
  previousCount: number
}

/**
 * New (debounced) search text clears the list and fetches the first page;
 * reaching the end appends the next page; each request aborts the one before it; the list is fetched
 * again every time it becomes active.
 */
export function usePagedSearch<T>({
  fetchPage,
  active,
  pageSize = PICKER_PAGE_SIZE,
  debounceMs = SEARCH_DEBOUNCE_MS,
  onError,
  resetKey,
}: PagedSearchOptions<T>) {
  const [query, setQueryState] = useState('')
  const [debouncedQuery, setDebouncedQuery] = useState('')
  const [state, setState] = useState<PagedState<T>>({
    items: [],
    total: null,
    endCursor: null,
    hasNextPage: false,
    phase: 'idle',
    previousCount: 0,
  })
  const controller = useRef<AbortController | null>(null)
  const inFlight = useRef(false)
  const latest = useRef({ fetchPage, onError, pageSize, state, debouncedQuery })
  latest.current = { fetchPage, onError, pageSize, state, debouncedQuery }

  const load = useCallback((text: string, after: string | null) => {
    controller.current?.abort()
    const current = new AbortController()
    controller.current = current
    inFlight.current = true
    setState((previous) =>
      after
        ? { ...previous, phase: 'paging' }
        : {
            items: [],
            total: null,
            endCursor: null,
            hasNextPage: false,
            phase: 'loading',
            previousCount: previous.items.length || previous.previousCount,
          },
    )
    const { fetchPage: fetcher, pageSize: first } = latest.current
    fetcher({ query: text, first, after: after ?? undefined, signal: current.signal }).then(
      (page) => {
        if (controller.current !== current) return
        inFlight.current = false
        setState((previous) => ({
          items: [...(after ? previous.items : []), ...page.edges.map((edge) => edge.node)],
          total: page.pageInfo.total,
          endCursor: page.pageInfo.endCursor,
          hasNextPage: page.pageInfo.hasNextPage,
          phase: 'idle',
          previousCount: previous.previousCount,
        }))
      },
      (error: unknown) => {
        if (current.signal.aborted || controller.current !== current) return
        inFlight.current = false
        setState((previous) => ({ ...previous, phase: 'error' }))
        latest.current.onError?.(error)
      },
    )
  }, [])

  useEffect(() => {
    if (query === debouncedQuery) return
    const timer = setTimeout(() => setDebouncedQuery(query), debounceMs)
    return () => clearTimeout(timer)
  }, [query, debouncedQuery, debounceMs])

  // biome-ignore lint/correctness/useExhaustiveDependencies: resetKey is a deliberate trigger to start over.
  useEffect(() => {
    if (!active) {
      controller.current?.abort()
      controller.current = null
      inFlight.current = false
      return
    }
    load(debouncedQuery, null)
  }, [active, debouncedQuery, resetKey, load])

  useEffect(() => () => controller.current?.abort(), [])

  /** Appends the next page; several scroll events in a row ask once. */
  const loadMore = useCallback(() => {
    const { state: current, debouncedQuery: text } = latest.current
    if (inFlight.current || !controller.current || !current.hasNextPage || !current.endCursor) return
    load(text, current.endCursor)
  }, [load])

  /** Sets the search text; an empty text (the list closing) applies at once, without the debounce. */
  const setQuery = useCallback((text: string) => {
    setQueryState(text)
    if (text === '') setDebouncedQuery('')
  }, [])

  const remaining = state.total === null ? 0 : state.total - state.items.length
  // A new search shows as many rows as the last results had; the next page as many as it will bring.
  const skeletonRows = {
    loading: Math.min(state.previousCount, pageSize) || PAGED_DEFAULT_SKELETON_ROWS,
    paging: Math.min(pageSize, remaining) || PAGED_DEFAULT_SKELETON_ROWS,
  }

  return {
    query,
    setQuery,
    debouncedQuery,
    items: state.items,
    total: state.total,
    hasNextPage: state.hasNextPage,
    loading: state.phase === 'loading',
    loadingMore: state.phase === 'paging',
    failed: state.phase === 'error',
    previousCount: state.previousCount,
    /** Placeholder rows while the first page and while the next page load. */
    skeletonRows,
    /** The empty state is flagged when the query is blank and the total is 0. */
    isEmpty: state.phase === 'idle' && debouncedQuery.trim() === '' && state.total === 0,
    loadMore,
  }
}
