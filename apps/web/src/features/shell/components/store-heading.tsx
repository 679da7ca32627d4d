import { useTranslation } from 'react-i18next'
import { Skeleton } from '@/components/ui/skeleton'
import { useSession } from '@/lib/auth/session-context'
import { initials } from '@/lib/format'

/** The store being worked on, at the top of the sidebar. */
export function StoreHeading() {
  const { t } = useTranslation()
  const { currentTenant } = useSession()
  if (!currentTenant) {
    return (
      <div className="flex h-12 items-center gap-2 p-2">
        <Skeleton className="size-8 shrink-0" />
        <Skeleton className="h-4 flex-1 group-data-[collapsible=icon]:hidden" />
      </div>
    )
  }
  return (
    <div className="flex h-12 items-center gap-2 overflow-hidden rounded-md p-2 group-data-[collapsible=icon]:p-0">
      <div
        aria-hidden
        className="flex aspect-square size-8 shrink-0 items-center justify-center rounded-lg bg-primary font-semibold text-primary-foreground text-xs"
      >
        {initials(currentTenant.name)}
      </div>
      <div className="grid min-w-0 flex-1 text-left text-sm leading-tight group-data-[collapsible=icon]:hidden">
        <span className="sr-only">{t('shell.currentStore')}: </span>
        <span className="truncate font-semibold" data-testid="current-store-name">
          {currentTenant.name}
        </span>
        {currentTenant.plan && (
          <span className="truncate text-muted-foreground text-xs">{currentTenant.plan}</span>
        )}
      </div>
    </div>
  )
}
