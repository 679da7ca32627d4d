import { MailWarningIcon } from 'lucide-react'
import { useSession } from '@/lib/auth/session-context'
import { useVerifyT } from '../i18n/verify-texts'
import { ResendVerificationButton } from './resend-verification-button'

/**
 * Shown in the shell while the signed-in user has not verified their address: until then their stores
 * cannot email customers, and this says why and offers the link again.
 */
export function VerifyEmailBanner() {
  const t = useVerifyT()
  const { user } = useSession()
  if (!user) return null
  return (
    <section
      aria-label={t('verify.bannerTitle')}
      className="flex flex-wrap items-center gap-3 border-b bg-amber-50 px-4 py-2 text-amber-950 text-sm md:px-6 dark:bg-amber-950/40 dark:text-amber-100"
    >
      <MailWarningIcon className="size-4 shrink-0" aria-hidden />
      <p className="min-w-0 flex-1">
        <strong className="font-medium">{t('verify.bannerTitle')}.</strong>{' '}
        {t('verify.bannerBody', { email: user.email })}
      </p>
      <ResendVerificationButton compact />
    </section>
  )
}
