import { type ReactNode, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { SearchableSelect, type SearchableSelectProps } from './searchable-select'
import { type PickerFetch, usePagedSearch } from './use-paged-search'

export interface AsyncPickerProps<T>
  extends Omit<
    SearchableSelectProps<T>,
    | 'options'
    | 'search'
    | 'onSearchChange'
    | 'loading'
    | 'loadingMore'
    | 'hasMore'
    | 'onLoadMore'
    | 'skeletonRows'
    | 'notice'
  > {
  /** Fetches one page: `{ query, first, after, signal }` to a connection of options. */
  fetchPage: PickerFetch<T>
  pageSize?: number
  debounceMs?: number
  /** Chooses the first option whenever nothing is chosen (the list is fetched at once for it). */
  autoSelect?: boolean
  /** Called when a page fails to load; never for a request that a newer one aborted. */
  onError?: (error: unknown) => void
  /** Changing it starts the list over, as when the state picker's country changes. */
  resetKey?: string
  /** Shown when there is nothing at all to choose from (blank search, total 0). */
  emptyStateMessage?: ReactNode
}

/**
 * The async picker: a searchable select whose options come page by page from the server. It
 * fetches when opened, searches 300 ms after the last keystroke, appends the next page at the end of the
 * list, aborts a request that a newer one replaces, and can choose the first option by itself.
 */
export function AsyncPicker<T>({
  fetchPage,
  pageSize,
  debounceMs,
  autoSelect = false,
  onError,
  resetKey,
  emptyStateMessage,
  emptyMessage,
  value,
  onChange,
  open: openProp,
  onOpenChange,
  listClassName,
  ...props
}: AsyncPickerProps<T>) {
  const { t } = useTranslation()
  const [openState, setOpenState] = useState(false)
  const open = openProp ?? openState
  const wantsFirst = autoSelect && value === null
  const paged = usePagedSearch({
    fetchPage,
    active: open || wantsFirst,
    pageSize,
    debounceMs,
    onError,
    resetKey,
  })

  const first = paged.items[0]
  useEffect(() => {
    if (wantsFirst && !open && !paged.loading && first !== undefined) onChange(first)
  }, [wantsFirst, open, paged.loading, first, onChange])

  return (
    <SearchableSelect
      {...props}
      value={value}
      onChange={onChange}
      open={open}
      onOpenChange={(next) => {
        if (openProp === undefined) setOpenState(next)
        onOpenChange?.(next)
      }}
      options={paged.items}
      search={paged.query}
      onSearchChange={paged.setQuery}
      loading={paged.loading}
      loadingMore={paged.loadingMore}
      hasMore={paged.hasNextPage}
      onLoadMore={paged.loadMore}
      skeletonRows={paged.skeletonRows}
      emptyMessage={paged.isEmpty ? (emptyStateMessage ?? emptyMessage) : emptyMessage}
      notice={paged.failed ? t('ui.picker.failed') : undefined}
      listClassName={listClassName ?? 'max-h-64'}
    />
  )
}
