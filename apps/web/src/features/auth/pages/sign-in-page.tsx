import { zodResolver } from '@hookform/resolvers/zod'
import { authMessages, type SignInRequest, signInRequestSchema } from '@lojista/contracts/auth/index'
import { isSignInChallenge } from '@lojista/contracts/auth/two-factor'
import type { TFunction } from 'i18next'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Field } from '@/components/form/field'
import { Form } from '@/components/form/form'
import { FormFailure } from '@/components/form/form-failure'
import { SubmitButton } from '@/components/form/submit-button'
import { toast } from '@/components/ui/toast'
import { ApiError } from '@/lib/api/api-error'
import { errorMessage } from '@/lib/api/error-message'
import { useSession } from '@/lib/auth/session-context'
import { translateMessage } from '@/lib/i18n/i18n'
import { signIn } from '../api/auth-api'
import { AuthCard } from '../components/auth-card'
import { GuestGuard } from '../components/guest-guard'
import { TwoFactorStep } from '../components/two-factor-step'

/**
 * Why signing in failed. Only a refusal of the credentials says "Invalid credentials": a server that
 * failed or could not be reached says so, or staff would retype a password that was right.
 */
function signInFailure(error: unknown, t: TFunction): string {
  if (error instanceof ApiError && error.status === 429) {
    return error.retryAfterSeconds
      ? t('auth.signIn.tooManyAttempts', { seconds: error.retryAfterSeconds })
      : translateMessage(authMessages.tooManyAttempts)
  }
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
    return translateMessage(authMessages.invalidCredentials)
  }
  return errorMessage(error)
}

export function SignInPage() {
  return (
    <GuestGuard>
      <SignInForm />
    </GuestGuard>
  )
}

function SignInForm() {
  const { t } = useTranslation()
  const { establish } = useSession()
  const [challenge, setChallenge] = useState<string | null>(null)
  const form = useForm<SignInRequest>({
    resolver: zodResolver(signInRequestSchema),
    defaultValues: { username: '', password: '' },
  })

  // The guest guard takes the user on to where they were headed once the session exists. A person with
  // two-factor authentication is asked for their code first.
  const signInWith = async (values: SignInRequest) => {
    const result = await signIn(values)
    if (isSignInChallenge(result)) setChallenge(result.challenge)
    else await establish(result)
  }
  // Every refusal is about the credentials as a pair, never one field.
  const failed = (error: unknown) => {
    const message = signInFailure(error, t)
    toast.error(message)
    return message
  }

  if (challenge) {
    return (
      <TwoFactorStep
        challenge={challenge}
        onRestart={() => {
          form.resetField('password')
          setChallenge(null)
        }}
      />
    )
  }

  return (
    <AuthCard
      title={t('auth.signIn.title')}
      description={t('auth.signIn.description')}
      footer={
        <span>
          {t('auth.signIn.noAccount')}{' '}
          <Link to="/auth/sign-up" className="font-medium text-foreground underline underline-offset-4">
            {t('auth.signIn.signUpLink')}
          </Link>
        </span>
      }
    >
      <Form
        form={form}
        onSubmit={signInWith}
        submitError={{ fieldOf: () => null, failure: failed }}
        className="grid gap-4"
      >
        <FormFailure />
        <Field
          name="username"
          id="username"
          label={t('auth.email')}
          type="email"
          autoComplete="username"
          autoFocus
        />
        <Field
          name="password"
          id="password"
          label={t('auth.password')}
          labelAside={
            <Link to="/auth/reset-password" className="text-sm underline-offset-4 hover:underline">
              {t('auth.signIn.forgot')}
            </Link>
          }
          type="password"
          autoComplete="current-password"
        />
        <SubmitButton
          className="w-full"
          label={t('auth.signIn.submit')}
          pendingLabel={t('auth.signIn.submitting')}
        />
      </Form>
    </AuthCard>
  )
}
