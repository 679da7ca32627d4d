import { lazy, type ReactNode, Suspense } from 'react'
import { PageLoader } from '@/components/layout/page-loader'
import { useSession } from '@/lib/auth/session-context'
import { withTexts } from '@/lib/i18n/i18n'

// Only a member of a store that requires two-factor authentication, without it, loads the setup screen.
const loadScreen = withTexts(() => import('@/features/staff/components/two-factor-required'))
const TwoFactorRequired = lazy(() => loadScreen().then((module) => ({ default: module.TwoFactorRequired })))

/**
 * The page, or in its place the setup of two-factor authentication when the current store requires it
 * of a person who has not turned it on: the store refuses their calls (403) until they do.
 */
export function TwoFactorGate({ children }: { children: ReactNode }) {
  const { user, currentTenant } = useSession()
  if (!currentTenant?.requireTwoFactor || !user || user.twoFactorEnabled) return children
  return (
    <Suspense fallback={<PageLoader />}>
      <TwoFactorRequired />
    </Suspense>
  )
}
