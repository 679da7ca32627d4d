import { zodResolver } from '@hookform/resolvers/zod'
import { authMessages, type SignInRequest, signInRequestSchema } from '@lojista/contracts/auth/index'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { FormField, fieldAria } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { toast } from '@/components/ui/toast'
import { ApiError } from '@/lib/api/api-error'
import { useSession } from '@/lib/auth/session-context'
import { translateMessage } from '@/lib/i18n/i18n'
import { signIn } from '../api/auth-api'
import { AuthCard } from '../components/auth-card'
import { GuestGuard } from '../components/guest-guard'
import { fieldError } from '../utils/field-error'

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
  const [failure, setFailure] = useState<string | null>(null)
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SignInRequest>({
    resolver: zodResolver(signInRequestSchema),
    defaultValues: { username: '', password: '' },
  })

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null)
    try {
      // The guest guard takes the user on to where they were headed once the session exists.
      await establish(await signIn(values))
    } catch (error) {
      const message =
        error instanceof ApiError && error.status === 429
          ? error.retryAfterSeconds
            ? t('auth.signIn.tooManyAttempts', { seconds: error.retryAfterSeconds })
            : translateMessage(authMessages.tooManyAttempts)
          : translateMessage(authMessages.invalidCredentials)
      setFailure(message)
      toast.error(message)
    }
  })

  const usernameError = fieldError(errors.username)
  const passwordError = fieldError(errors.password)

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
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        {failure && <Alert variant="destructive">{failure}</Alert>}
        <FormField id="username" label={t('auth.email')} error={usernameError}>
          <Input
            {...fieldAria('username', usernameError)}
            type="email"
            autoComplete="username"
            autoFocus
            {...register('username')}
          />
        </FormField>
        <FormField
          id="password"
          label={t('auth.password')}
          error={passwordError}
          labelAside={
            <Link to="/auth/reset-password" className="text-sm underline-offset-4 hover:underline">
              {t('auth.signIn.forgot')}
            </Link>
          }
        >
          <Input
            {...fieldAria('password', passwordError)}
            type="password"
            autoComplete="current-password"
            {...register('password')}
          />
        </FormField>
        <Button type="submit" className="w-full" disabled={isSubmitting}>
          {isSubmitting ? t('auth.signIn.submitting') : t('auth.signIn.submit')}
        </Button>
      </form>
    </AuthCard>
  )
}
