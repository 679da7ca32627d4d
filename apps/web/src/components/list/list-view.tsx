import type { PageInfo } from '@lojista/contracts/common/pagination'
import { SearchXIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import { EmptyState } from '@/components/layout/page-frame'
import { Button } from '@/components/ui/button'
import type { ListState } from '@/hooks/use-list-state'
import { TIME_SORTS } from '@/lib/list-params'
import { useListT } from './i18n/list-i18n'
import { ListFrame } from './list-frame'
import { ListPager } from './list-pager'
import { ListSearch } from './list-search'
import { ListSelect } from './list-select'
import { ListTable } from './list-table'
import { ListToolbar } from './list-toolbar'
import { SavedViews } from './saved-views'

interface SortControl<S extends string> {
  /** "Sort by" unless the list names it otherwise. */
  label?: string
  options: readonly { value: S; label: string }[]
  className?: string
}

interface ListViewProps<P extends { q: string; sort?: string }> {
  /** The list's key for saved views (`orders`, `sent-emails`): the same for as long as the list exists. */
  name: string
  list: ListState<P>
  /** The list's main query (useListQuery, or a feature's own search hook). */
  query: {
    isPending: boolean
    isError: boolean
    error: unknown
    data: { pageInfo: PageInfo } | undefined
    isPlaceholderData: boolean
    refetch: () => unknown
  }
  /** How many rows the page shows: none shows the empty state. */
  rows: number
  /** The search box's name and hint; it searches the list's `q`. */
  search: { label: string; placeholder?: string }
  /** The list's filters, beside the search box. */
  filters?: ReactNode
  /** Its sort (the list's `sort`): the options, or `time` for newest or oldest first. */
  sort?: SortControl<NonNullable<P['sort']>> | 'time'
  /** Names the filters' landmark, such as "Find orders". */
  toolbarLabel?: string
  /** The sort shows its name above it, as the list's filters do. */
  labels?: boolean
  /** Between the filters and the table: a bulk-selection bar, a filter shown as a chip. */
  above?: ReactNode
  /** The failure in the list's own words, such as "Orders could not be loaded." */
  loadFailed: string
  translate?: (message: string) => string
  /** What shows when no row matches the filters. */
  noMatch: { title: string; body?: string }
  /** What shows when the list has nothing yet. */
  empty: ReactNode
  /** How many rows a full page of this list holds (what its request asks for). */
  pageSize: number
  pagerLabel?: string
  /** The table's header and body (ListRow rows). */
  children: ReactNode
}

/**
 * A whole list page below its heading, built one way: the person's saved views, the search box with
 * the filters and sort, the table (or its loading, failure and empty states) and the pager. The page
 * gives its state (useListState), its query, its filters and its rows.
 */
export function ListView<P extends { q: string; sort?: string }>({
  name,
  list,
  query,
  rows,
  search,
  filters,
  sort,
  toolbarLabel,
  labels = false,
  above,
  loadFailed,
  translate,
  noMatch,
  empty,
  pageSize,
  pagerLabel,
  children,
}: ListViewProps<P>) {
  const t = useListT()
  const sortControl: SortControl<string> | undefined =
    sort === 'time' ? { options: TIME_SORTS.map((value) => ({ value, label: t(`sort.${value}`) })) } : sort
  return (
    <>
      <SavedViews list={name} state={list} />
      <ListToolbar list={list} label={toolbarLabel}>
        <ListSearch
          value={list.params.q}
          onSearch={(q) => list.set({ q } as Partial<P>, { replace: true })}
          label={search.label}
          placeholder={search.placeholder}
        />
        {filters}
        {sortControl && (
          <ListSelect
            label={sortControl.label ?? t('sort.label')}
            showLabel={labels}
            value={list.params.sort}
            options={sortControl.options}
            onChange={(value) => value && list.set({ sort: value } as Partial<P>)}
            className={sortControl.className}
          />
        )}
      </ListToolbar>
      {above}
      <ListFrame
        query={query}
        list={list}
        empty={rows === 0}
        loadFailed={loadFailed}
        translate={translate}
        emptyState={
          list.filtered ? (
            <EmptyState
              icon={SearchXIcon}
              title={noMatch.title}
              action={
                <Button variant="outline" onClick={list.clearFilters}>
                  {t('filters.clear')}
                </Button>
              }
            >
              {noMatch.body}
            </EmptyState>
          ) : (
            empty
          )
        }
      >
        <ListTable busy={query.isPlaceholderData}>{children}</ListTable>
        <ListPager
          pageInfo={query.data?.pageInfo}
          page={list.page}
          onPage={list.goTo}
          busy={query.isPlaceholderData}
          rows={rows}
          pageSize={pageSize}
          label={pagerLabel}
        />
      </ListFrame>
    </>
  )
}
