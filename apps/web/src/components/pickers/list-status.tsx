import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Skeleton } from '@/components/ui/skeleton'

export interface ListStatusProps {
  loading: boolean
  loadingMore: boolean
  skeletonRows: { loading: number; paging: number }
  /** Shown when nothing is loading and no option is listed; null hides it. */
  emptyMessage: ReactNode | null
  notice?: ReactNode
}

/** What the open list says besides its rows: placeholder rows while loading, no results, a failure. */
export function ListStatus({ loading, loadingMore, skeletonRows, emptyMessage, notice }: ListStatusProps) {
  const { t } = useTranslation()
  return (
    <>
      {loading && <SkeletonRows count={skeletonRows.loading} label={t('ui.picker.loading')} />}
      {emptyMessage !== null && (
        <p role="status" className="px-2 py-6 text-center text-muted-foreground text-sm">
          {emptyMessage}
        </p>
      )}
      {notice && (
        <p role="alert" className="px-2 py-3 text-center text-destructive text-sm">
          {notice}
        </p>
      )}
      {loadingMore && <SkeletonRows count={skeletonRows.paging} label={t('ui.picker.loadingMore')} />}
    </>
  )
}

export function SkeletonRows({ count, label }: { count: number; label: string }) {
  return (
    <div role="status" aria-label={label} className="grid gap-1 p-1">
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
        <Skeleton key={index} data-slot="picker-skeleton" className="h-7 w-full" />
      ))}
    </div>
  )
}
