import type { PageInfo } from '@lojista/contracts/common/pagination'
import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { formatNumber } from '@/lib/format'
import { FIRST_PAGE, type ListPage } from '@/lib/list-params'
import { useListT } from './i18n/list-i18n'

interface ListPagerProps {
  pageInfo: PageInfo | undefined
  /** The page shown (from useListState). */
  page: ListPage
  onPage: (page: ListPage) => void
  /** How many rows the page shows, and how many a full page holds: they place the page in the list. */
  rows: number
  pageSize: number
  /** The navigation's accessible name; "Pages" unless the list has its own. */
  label?: string
  /** While another page is on its way the buttons wait, so a second click does not page from stale cursors. */
  busy?: boolean
}

/**
 * Previous and next of a keyset-paged list (every search of the API pages by cursor). Going back to the
 * first page asks for it as such, so rows added since the list was opened show up there.
 */
export function ListPager({ pageInfo, page, onPage, rows, pageSize, label, busy = false }: ListPagerProps) {
  const t = useListT()
  const from = rows === 0 ? 0 : (page.number - 1) * pageSize + 1
  // Past the count's cap the server stops counting: the list says "of 10,000+", never a made-up total.
  const total = pageInfo && formatNumber(pageInfo.total) + (pageInfo.totalIsExact ? '' : '+')
  const previousPage: ListPage | null =
    page.number <= 1
      ? null
      : page.number === 2 || !pageInfo?.startCursor
        ? FIRST_PAGE
        : { before: pageInfo.startCursor, number: page.number - 1 }
  const nextPage: ListPage | null =
    pageInfo?.hasNextPage && pageInfo.endCursor
      ? { after: pageInfo.endCursor, number: page.number + 1 }
      : null
  return (
    <nav aria-label={label ?? t('pager.label')} className="flex flex-wrap items-center justify-between gap-3">
      <p className="text-muted-foreground text-sm tabular-nums" aria-live="polite">
        {total !== undefined &&
          t('pager.range', {
            from: formatNumber(from),
            to: formatNumber(rows === 0 ? 0 : from + rows - 1),
            total,
          })}
      </p>
      <div className="flex items-center gap-2">
        <Button
          variant="outline"
          size="sm"
          disabled={!previousPage || busy}
          onClick={() => previousPage && onPage(previousPage)}
        >
          <ChevronLeftIcon aria-hidden />
          {t('pager.previous')}
        </Button>
        <Button
          variant="outline"
          size="sm"
          disabled={!nextPage || busy}
          onClick={() => nextPage && onPage(nextPage)}
        >
          {t('pager.next')}
          <ChevronRightIcon aria-hidden />
        </Button>
      </div>
    </nav>
  )
}
