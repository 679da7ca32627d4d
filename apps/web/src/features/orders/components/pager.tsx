import type { PageInfo } from '@lojista/contracts/common/pagination'
import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { useSalesTranslation } from '@/lib/i18n/sales'

interface PagerProps {
  pageInfo: PageInfo | undefined
  /** The count shown beside the buttons, such as "12 orders". */
  summary: string
  onPrevious: (before: string) => void
  onNext: (after: string) => void
}

/** Keyset paging: previous and next move from the cursors of the page shown. */
export function Pager({ pageInfo, summary, onPrevious, onNext }: PagerProps) {
  const { t } = useSalesTranslation()
  return (
    <nav aria-label={t('orders.pagination')} className="flex items-center justify-between gap-3">
      <p className="text-muted-foreground text-sm" aria-live="polite">
        {summary}
      </p>
      <div className="flex items-center gap-2">
        <Button
          variant="outline"
          size="sm"
          disabled={!pageInfo?.hasPreviousPage || !pageInfo.startCursor}
          onClick={() => pageInfo?.startCursor && onPrevious(pageInfo.startCursor)}
        >
          <ChevronLeftIcon aria-hidden />
          {t('orders.previous')}
        </Button>
        <Button
          variant="outline"
          size="sm"
          disabled={!pageInfo?.hasNextPage || !pageInfo.endCursor}
          onClick={() => pageInfo?.endCursor && onNext(pageInfo.endCursor)}
        >
          {t('orders.next')}
          <ChevronRightIcon aria-hidden />
        </Button>
      </div>
    </nav>
  )
}
