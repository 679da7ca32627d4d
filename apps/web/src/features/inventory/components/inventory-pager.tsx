import type { PageInfo } from '@lojista/contracts/common/pagination'
import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { useInventoryT } from '../i18n/inventory-i18n'

interface InventoryPagerProps {
  pageInfo: PageInfo | undefined
  summary: string
  onPrevious: (before: string) => void
  onNext: (after: string) => void
}

/** Previous and next pages of the stock levels, with the total of the search. */
export function InventoryPager({ pageInfo, summary, onPrevious, onNext }: InventoryPagerProps) {
  const t = useInventoryT()
  return (
    <nav aria-label={t('common.pagination')} className="flex items-center justify-between gap-2">
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
          {t('common.previous')}
        </Button>
        <Button
          variant="outline"
          size="sm"
          disabled={!pageInfo?.hasNextPage || !pageInfo.endCursor}
          onClick={() => pageInfo?.endCursor && onNext(pageInfo.endCursor)}
        >
          {t('common.next')}
          <ChevronRightIcon aria-hidden />
        </Button>
      </div>
    </nav>
  )
}
