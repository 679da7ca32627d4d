import type { PageInfo } from '@lojista/contracts/common/pagination'
import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { useProductsT } from '../i18n/products-i18n'

interface KeysetPagerProps {
  pageInfo: PageInfo | undefined
  /** "120 products": the total of the search, whatever the page. */
  summary: string
  onPrevious: (before: string) => void
  onNext: (after: string) => void
}

/** Previous and next pages of a keyset-paged list, with the total of the search. */
export function KeysetPager({ pageInfo, summary, onPrevious, onNext }: KeysetPagerProps) {
  const t = useProductsT()
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
