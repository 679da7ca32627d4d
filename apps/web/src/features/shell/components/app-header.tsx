import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Separator } from '@/components/ui/separator'
import { SidebarTrigger } from '@/components/ui/sidebar'
import { AppBreadcrumbs } from './app-breadcrumbs'
import { UserMenu } from './user-menu'

/** The top bar: sidebar toggle, breadcrumbs, the actions the layout puts in, and the user menu. */
export function AppHeader({ actions }: { actions?: ReactNode }) {
  const { t } = useTranslation()
  return (
    <header className="sticky top-0 z-10 flex h-14 shrink-0 items-center gap-2 border-b bg-background px-3 md:px-4">
      <SidebarTrigger label={t('nav.toggle')} className="-ml-1" />
      <Separator orientation="vertical" className="mr-1 h-4!" />
      <div className="min-w-0 flex-1">
        <AppBreadcrumbs />
      </div>
      <div className="flex items-center gap-2">
        {actions}
        <UserMenu />
      </div>
    </header>
  )
}
