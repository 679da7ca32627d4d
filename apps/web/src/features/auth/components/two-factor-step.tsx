import { zodResolver } from '@hookform/resolvers/zod'
import { authMessages } from '@lojista/contracts/auth/index'
import { type TwoFactorSignIn, twoFactorSignInSchema } from '@lojista/contracts/auth/two-factor'
import type { TFunction } from 'i18next'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Field } from '@/components/form/field'
import { Form } from '@/components/form/form'
import { FormFailure } from '@/components/form/form-failure'
import { SubmitButton } from '@/components/form/submit-button'
import { Button } from '@/components/ui/button'
import { toast } from '@/components/ui/toast'
import { ApiError } from '@/lib/api/api-error'
import { errorMessage } from '@/lib/api/error-message'
import { useSession } from '@/lib/auth/session-context'
import { translateMessage } from '@/lib/i18n/i18n'
import { signInWithCode } from '../api/auth-api'
import { AuthCard } from './auth-card'

/** Why the code was refused: a wrong code, too many tries, or a sign-in that waited too long. */
function codeFailure(error: unknown, t: TFunction): string {
  if (error instanceof ApiError && error.status === 429) {
    return error.retryAfterSeconds
      ? t('auth.signIn.tooManyAttempts', { seconds: error.retryAfterSeconds })
      : translateMessage(authMessages.tooManyAttempts)
  }
  if (error instanceof ApiError && error.status === 401) {
    return translateMessage(error.problem.detail ?? authMessages.invalidCode)
  }
  return errorMessage(error)
}

/**
 * The second step of signing in, after a right password: the code of the authenticator app, or one of
 * the recovery codes. A sign-in left too long starts over from the password.
 */
export function TwoFactorStep({ challenge, onRestart }: { challenge: string; onRestart: () => void }) {
  const { t } = useTranslation()
  const { establish } = useSession()
  const [recovery, setRecovery] = useState(false)
  const form = useForm<TwoFactorSignIn>({
    resolver: zodResolver(twoFactorSignInSchema),
    defaultValues: { challenge, code: '' },
  })
  const failed = (error: unknown) => {
    const message = codeFailure(error, t)
    toast.error(message)
    if (error instanceof ApiError && error.problem.detail === authMessages.challengeExpired) onRestart()
    return message
  }
  return (
    <AuthCard
      title={t('auth.twoFactor.title')}
      description={recovery ? t('auth.twoFactor.recoveryDescription') : t('auth.twoFactor.description')}
      footer={
        <Button variant="link" className="h-auto p-0 text-muted-foreground" onClick={onRestart}>
          {t('auth.twoFactor.back')}
        </Button>
      }
    >
      <Form
        form={form}
        onSubmit={async (values) => establish(await signInWithCode(values))}
        submitError={{ fieldOf: () => null, failure: failed }}
        className="grid gap-4"
      >
        <FormFailure />
        <Field
          key={recovery ? 'recovery' : 'app'}
          name="code"
          id="code"
          label={recovery ? t('auth.twoFactor.recoveryCode') : t('auth.twoFactor.code')}
          autoComplete="one-time-code"
          inputMode={recovery ? 'text' : 'numeric'}
          autoFocus
        />
        <SubmitButton
          className="w-full"
          label={t('auth.twoFactor.submit')}
          pendingLabel={t('auth.twoFactor.submitting')}
        />
        <Button
          type="button"
          variant="link"
          className="h-auto p-0"
          onClick={() => {
            form.setValue('code', '')
            setRecovery(!recovery)
          }}
        >
          {recovery ? t('auth.twoFactor.useApp') : t('auth.twoFactor.useRecoveryCode')}
        </Button>
      </Form>
    </AuthCard>
  )
}
