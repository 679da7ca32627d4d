import { Outlet } from 'react-router'
import { PageLoader } from '@/components/layout/page-loader'
import { AuthGuard } from '@/features/auth/components/auth-guard'

/** Pages meant for paper, such as shipping labels: signed in, but nothing of the admin around them. */
export function PrintLayout() {
  return (
    <AuthGuard fallback={<PageLoader className="min-h-svh" />}>
      <main id="main" className="min-h-svh bg-muted/40 print:bg-white">
        <Outlet />
      </main>
    </AuthGuard>
  )
}
