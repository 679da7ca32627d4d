import { zodResolver } from '@hookform/resolvers/zod'
import { authMessages, passwordResetConfirmSchema } from '@lojista/contracts/auth/index'
import { useMemo, useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate } from 'react-router'
import { z } from 'zod'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { FormField, fieldAria } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { toast } from '@/components/ui/toast'
import { ApiError } from '@/lib/api/api-error'
import { translateMessage } from '@/lib/i18n/i18n'
import { confirmPasswordReset } from '../api/auth-api'
import { fieldError } from '../utils/field-error'
import { AuthCard } from './auth-card'

interface NewPasswordValues {
  password: string
  confirmation: string
}

export function ChooseNewPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const [failure, setFailure] = useState<{ message: string; linkExpired: boolean } | null>(null)
  const schema = useMemo(
    () =>
      z
        .object({ password: passwordResetConfirmSchema.shape.password, confirmation: z.string() })
        .refine((values) => values.password === values.confirmation, {
          path: ['confirmation'],
          message: t('auth.reset.mismatch'),
        }),
    [t],
  )
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<NewPasswordValues>({
    resolver: zodResolver(schema),
    defaultValues: { password: '', confirmation: '' },
  })

  const onSubmit = handleSubmit(async ({ password }) => {
    setFailure(null)
    try {
      await confirmPasswordReset({ token, password })
      toast.success(t('auth.reset.updated'))
      navigate('/auth/sign-in', { replace: true })
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) {
        // A rejected password is shown at the field; any other refusal means the link itself is no good.
        const passwordProblem = error.fieldErrors.find((fieldError) => fieldError.path === 'password')
        if (passwordProblem) {
          setError('password', { type: 'server', message: passwordProblem.message }, { shouldFocus: true })
          return
        }
        setFailure({ message: translateMessage(authMessages.resetLinkInvalid), linkExpired: true })
        return
      }
      setFailure({ message: t('auth.reset.failed'), linkExpired: false })
    }
  })

  const passwordError = fieldError(errors.password)
  const confirmationError = fieldError(errors.confirmation)

  return (
    <AuthCard
      title={t('auth.reset.newPasswordTitle')}
      description={t('auth.reset.newPasswordDescription')}
      footer={
        <Link to="/auth/sign-in" className="font-medium text-foreground underline underline-offset-4">
          {t('auth.reset.backToSignIn')}
        </Link>
      }
    >
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        {failure && (
          <Alert variant="destructive">
            {failure.message}{' '}
            {failure.linkExpired && (
              <Link to="/auth/reset-password" className="font-medium underline underline-offset-4">
                {t('auth.reset.requestNew')}
              </Link>
            )}
          </Alert>
        )}
        <FormField id="password" label={t('auth.reset.newPassword')} error={passwordError}>
          <Input
            {...fieldAria('password', passwordError)}
            type="password"
            autoComplete="new-password"
            autoFocus
            {...register('password')}
          />
        </FormField>
        <FormField id="confirmation" label={t('auth.reset.confirmPassword')} error={confirmationError}>
          <Input
            {...fieldAria('confirmation', confirmationError)}
            type="password"
            autoComplete="new-password"
            {...register('confirmation')}
          />
        </FormField>
        <Button type="submit" className="w-full" disabled={isSubmitting}>
          {isSubmitting ? t('auth.reset.submittingConfirm') : t('auth.reset.submitConfirm')}
        </Button>
      </form>
    </AuthCard>
  )
}
