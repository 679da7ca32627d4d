import { useTranslation } from 'react-i18next'
import { cn } from '@/lib/utils'

/** A 6 px progress bar in a 24rem box, shown while a page or the session loads. */
export function PageLoader({ className }: { className?: string }) {
  const { t } = useTranslation()
  return (
    <div className={cn('flex w-full flex-1 items-center justify-center p-6', className)}>
      <div
        role="progressbar"
        aria-label={t('common.loadingPage')}
        aria-busy="true"
        className="relative h-1.5 w-96 max-w-full overflow-hidden rounded-full bg-muted"
      >
        <div className="absolute inset-y-0 left-0 w-2/5 animate-page-loader rounded-full bg-primary" />
      </div>
    </div>
  )
}

/** The same bar pinned to the top of the content while the next page's code is on its way. */
export function NavigationProgress({ active }: { active: boolean }) {
  const { t } = useTranslation()
  if (!active) return null
  return (
    <div className="pointer-events-none absolute inset-x-0 top-0 z-20 flex justify-center">
      <div
        role="progressbar"
        aria-label={t('common.loadingPage')}
        className="relative h-1.5 w-96 max-w-full overflow-hidden rounded-b-full bg-muted"
      >
        <div className="absolute inset-y-0 left-0 w-2/5 animate-page-loader rounded-full bg-primary" />
      </div>
    </div>
  )
}
