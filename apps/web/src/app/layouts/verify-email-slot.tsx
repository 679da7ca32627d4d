import { lazy, Suspense } from 'react'
import { useSession } from '@/lib/auth/session-context'
import { withTexts } from '@/lib/i18n/i18n'

// Almost every user has verified their address: the banner's code and texts load only for one who has not.
const loadBanner = withTexts(() => import('@/features/auth/components/verify-email-banner'))
const VerifyEmailBanner = lazy(() => loadBanner().then((module) => ({ default: module.VerifyEmailBanner })))

export function VerifyEmailSlot() {
  const { user } = useSession()
  if (!user || user.emailVerified) return null
  return (
    <Suspense fallback={null}>
      <VerifyEmailBanner />
    </Suspense>
  )
}
