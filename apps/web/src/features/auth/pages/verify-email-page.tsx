import { authMessages } from '@lojista/contracts/auth/index'
import { MailCheckIcon } from 'lucide-react'
import { useCallback, useEffect, useRef, useState } from 'react'
import { Link, useSearchParams } from 'react-router'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { ApiError } from '@/lib/api/api-error'
import { useSession } from '@/lib/auth/session-context'
import { translateMessage } from '@/lib/i18n/i18n'
import { verifyEmail } from '../api/auth-api'
import { AuthCard } from '../components/auth-card'
import { ResendVerificationButton } from '../components/resend-verification-button'
import { useVerifyT } from '../i18n/verify-texts'

type Outcome = 'verifying' | 'verified' | 'invalid' | 'failed'

/**
 * The page the link emailed at sign-up opens: it sends the link's token once and says how it went. It
 * works signed in or not (the link may open in another browser); a link that no longer works offers a
 * new one to whoever is signed in.
 */
export function VerifyEmailPage() {
  const t = useVerifyT()
  const token = useSearchParams()[0].get('token')
  const { isAuthenticated, user, refresh } = useSession()
  const [outcome, setOutcome] = useState<Outcome>(token ? 'verifying' : 'invalid')
  // A token works once: the page must not send it twice (React runs effects twice in development).
  const sent = useRef<string | null>(null)

  const verify = useCallback(async (value: string) => {
    setOutcome('verifying')
    try {
      await verifyEmail({ token: value })
      setOutcome('verified')
    } catch (error) {
      setOutcome(error instanceof ApiError && error.status === 400 ? 'invalid' : 'failed')
    }
  }, [])

  useEffect(() => {
    if (!token || sent.current === token) return
    sent.current = token
    void verify(token)
  }, [token, verify])

  // The session learns that sending to customers is open now, however its own first check raced this one.
  const stale = outcome === 'verified' && isAuthenticated && user?.emailVerified === false
  useEffect(() => {
    if (stale) void refresh().catch(() => {})
  }, [stale, refresh])

  const home = (
    <Link to="/" className="font-medium text-foreground underline underline-offset-4">
      {t('verify.continue')}
    </Link>
  )

  if (outcome === 'verifying') {
    return (
      <AuthCard title={t('verify.verifyingTitle')}>
        <p className="text-muted-foreground text-sm" role="status">
          {t('verify.verifyingTitle')}
        </p>
      </AuthCard>
    )
  }
  if (outcome === 'verified') {
    return (
      <AuthCard title={t('verify.verifiedTitle')} footer={home}>
        <div className="flex items-start gap-3" role="status">
          <MailCheckIcon className="mt-0.5 size-5 shrink-0 text-muted-foreground" aria-hidden />
          <p className="text-sm">{t('verify.verifiedBody')}</p>
        </div>
      </AuthCard>
    )
  }
  if (outcome === 'failed') {
    return (
      <AuthCard title={t('verify.failedTitle')} footer={home}>
        <div className="grid gap-4">
          <Alert variant="destructive">{t('verify.failedBody')}</Alert>
          <Button onClick={() => token && void verify(token)}>{t('verify.retry')}</Button>
        </div>
      </AuthCard>
    )
  }
  return (
    <AuthCard title={t('verify.invalidTitle')} footer={home}>
      <div className="grid gap-4">
        <Alert variant="destructive">{translateMessage(authMessages.verifyLinkInvalid)}</Alert>
        {isAuthenticated ? (
          !user?.emailVerified && <ResendVerificationButton />
        ) : (
          <Button asChild variant="outline">
            <Link to="/auth/sign-in">{t('verify.signInForNew')}</Link>
          </Button>
        )}
      </div>
    </AuthCard>
  )
}
