import { RotateCwIcon } from 'lucide-react'
import { type ReactNode, useEffect } from 'react'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { ApiError } from '@/lib/api/api-error'
import { errorMessage } from '@/lib/api/error-message'
import { FIRST_PAGE, type ListPage } from '@/lib/list-params'
import { useListT } from './i18n/list-i18n'

/** Five skeleton rows while a list loads. */
const SKELETON_ROWS = 5

interface ListQuery {
  isPending: boolean
  isError: boolean
  error: unknown
  data: unknown
  refetch: () => unknown
}

interface ListFrameProps {
  /** The list's main query. */
  query: ListQuery
  /** The list's page and how to change it: a cursor the server cannot read starts again at the first page. */
  list?: { page: ListPage; goTo: (page: ListPage, options?: { replace?: boolean }) => void }
  /** The list loaded and has no row to show. */
  empty: boolean
  /** What shows then: nothing yet, or nothing matching the filters. */
  emptyState: ReactNode
  /** The failure in the list's own words, such as "The orders could not be loaded." */
  loadFailed: string
  /** Looks a server sentence up in the feature's own texts (see errorMessage). */
  translate?: (message: string) => string
  /** The table and its pager. */
  children: ReactNode
}

/** A 400 naming the page cursor: an old or edited link whose cursor no longer reads. */
function isCursorRefused(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.status === 400 &&
    error.fieldErrors.some((field) => field.path === 'after' || field.path === 'before')
  )
}

/**
 * The states every list shows the same way: skeleton rows while the first answer is on its way, the
 * failure with a "Try again" that asks again, the empty state, and otherwise the table. A failed
 * refresh keeps the rows already shown under the failure.
 */
export function ListFrame({
  query,
  list,
  empty,
  emptyState,
  loadFailed,
  translate,
  children,
}: ListFrameProps) {
  const t = useListT()
  const cursorRefused = isCursorRefused(query.error) && Boolean(list?.page.after || list?.page.before)
  useEffect(() => {
    if (cursorRefused) list?.goTo(FIRST_PAGE, { replace: true })
  }, [cursorRefused, list])

  if (query.isPending || cursorRefused) {
    return (
      <div className="grid gap-2 rounded-xl border p-3" aria-busy="true">
        <span className="sr-only">{t('status.loading')}</span>
        {Array.from({ length: SKELETON_ROWS }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to tell them apart
          <Skeleton key={index} data-testid="list-skeleton-row" className="h-9 w-full" />
        ))}
      </div>
    )
  }
  const failure = query.isError && (
    <Alert variant="destructive" className="flex flex-wrap items-center justify-between gap-3">
      <div className="grid gap-0.5">
        <p className="font-medium">{loadFailed}</p>
        <p>{errorMessage(query.error, translate ? { translate } : {})}</p>
      </div>
      <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
        <RotateCwIcon aria-hidden />
        {t('status.retry')}
      </Button>
    </Alert>
  )
  if (query.isError && query.data === undefined) return failure
  return (
    <>
      {failure}
      {empty ? emptyState : children}
    </>
  )
}
