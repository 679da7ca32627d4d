import { ArrowLeftIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link, Outlet } from 'react-router'
import { PageLoader } from '@/components/layout/page-loader'
import { Button } from '@/components/ui/button'
import { AuthGuard } from '@/features/auth/components/auth-guard'
import { useSession } from '@/lib/auth/session-context'

/** The point of sale takes the whole screen for selling at the counter: no sidebar. */
export function PosLayout() {
  return (
    <AuthGuard fallback={<PageLoader className="min-h-svh" />}>
      <PosFrame />
    </AuthGuard>
  )
}

function PosFrame() {
  const { t } = useTranslation()
  const { currentTenant } = useSession()
  return (
    <div className="flex min-h-svh flex-col">
      <header className="flex h-14 items-center gap-3 border-b px-4">
        <Button variant="ghost" size="sm" asChild>
          <Link to="/">
            <ArrowLeftIcon aria-hidden />
            {t('pos.backToAdmin')}
          </Link>
        </Button>
        <span className="ml-auto truncate font-medium text-sm">{currentTenant?.name}</span>
      </header>
      <main className="flex flex-1 flex-col">
        <Outlet />
      </main>
    </div>
  )
}
