import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { toast } from '@/components/ui/toast'
import { ApiError } from '@/lib/api/api-error'
import { errorMessage } from '@/lib/api/error-message'
import { resendVerificationEmail } from '@/lib/auth/account-api'
import { useSession } from '@/lib/auth/session-context'
import { useVerifyT } from '../i18n/verify-texts'

/** Emails the signed-in user a new verification link; an address verified meanwhile just updates the session. */
export function ResendVerificationButton({ compact = false }: { compact?: boolean }) {
  const t = useVerifyT()
  const { user, refresh } = useSession()
  const [sending, setSending] = useState(false)

  const send = async () => {
    setSending(true)
    try {
      await resendVerificationEmail()
      toast.success(t('verify.sent', { email: user?.email ?? '' }))
    } catch (error) {
      // 409: already verified, in another tab or browser.
      if (error instanceof ApiError && error.status === 409) await refresh().catch(() => {})
      toast.error(errorMessage(error))
    } finally {
      setSending(false)
    }
  }

  return (
    <Button
      variant={compact ? 'outline' : 'default'}
      size={compact ? 'sm' : 'default'}
      onClick={send}
      disabled={sending}
    >
      {sending ? t('verify.sending') : t('verify.sendNew')}
    </Button>
  )
}
