import { zodResolver } from '@hookform/resolvers/zod'
import { authMessages, type NewPasswordForm, newPasswordFormSchema } from '@lojista/contracts/auth/index'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate } from 'react-router'
import { Field } from '@/components/form/field'
import { Form } from '@/components/form/form'
import { SubmitButton } from '@/components/form/submit-button'
import { Alert } from '@/components/ui/alert'
import { toast } from '@/components/ui/toast'
import { ApiError } from '@/lib/api/api-error'
import { errorMessage } from '@/lib/api/error-message'
import { applySubmitError } from '@/lib/form/problem-errors'
import { translateMessage } from '@/lib/i18n/i18n'
import { confirmPasswordReset } from '../api/auth-api'
import { AuthCard } from './auth-card'

export function ChooseNewPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  // The form's failure, with a link to ask for a new email when the link itself is no good.
  const [failure, setFailure] = useState<{ message: string; linkExpired: boolean } | null>(null)
  const form = useForm<NewPasswordForm>({
    resolver: zodResolver(newPasswordFormSchema),
    defaultValues: { password: '', confirmation: '' },
  })

  const choose = async ({ password }: NewPasswordForm) => {
    setFailure(null)
    try {
      await confirmPasswordReset({ token, password })
      toast.success(t('auth.reset.updated'))
      navigate('/auth/sign-in', { replace: true })
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) {
        // A rejected password is shown at the field; any other refusal means the link itself is no good.
        const placed = applySubmitError(form, error, {
          fieldOf: (path) => (path === 'password' ? 'password' : null),
        })
        if (placed === 0)
          setFailure({ message: translateMessage(authMessages.resetLinkInvalid), linkExpired: true })
        return
      }
      setFailure({
        message:
          error instanceof ApiError && error.status === 429 ? errorMessage(error) : t('auth.reset.failed'),
        linkExpired: false,
      })
    }
  }

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
      <Form form={form} onSubmit={choose} className="grid gap-4">
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
        <Field
          name="password"
          id="password"
          label={t('auth.reset.newPassword')}
          type="password"
          autoComplete="new-password"
          autoFocus
        />
        <Field
          name="confirmation"
          id="confirmation"
          label={t('auth.reset.confirmPassword')}
          type="password"
          autoComplete="new-password"
        />
        <SubmitButton
          className="w-full"
          label={t('auth.reset.submitConfirm')}
          pendingLabel={t('auth.reset.submittingConfirm')}
        />
      </Form>
    </AuthCard>
  )
}
