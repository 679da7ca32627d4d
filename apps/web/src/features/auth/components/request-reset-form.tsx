import { zodResolver } from '@hookform/resolvers/zod'
import { type PasswordResetRequest, passwordResetRequestSchema } from '@lojista/contracts/auth/index'
import { MailCheckIcon } from 'lucide-react'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Field } from '@/components/form/field'
import { Form } from '@/components/form/form'
import { FormFailure } from '@/components/form/form-failure'
import { SubmitButton } from '@/components/form/submit-button'
import { ApiError } from '@/lib/api/api-error'
import { errorMessage } from '@/lib/api/error-message'
import { requestPasswordReset } from '../api/auth-api'
import { AuthCard } from './auth-card'

export function RequestResetForm() {
  const { t } = useTranslation()
  const [sentTo, setSentTo] = useState<string | null>(null)
  const form = useForm<PasswordResetRequest>({
    resolver: zodResolver(passwordResetRequestSchema),
    defaultValues: { email: '' },
  })

  const backLink = (
    <Link to="/auth/sign-in" className="font-medium text-foreground underline underline-offset-4">
      {t('auth.reset.backToSignIn')}
    </Link>
  )

  if (sentTo) {
    return (
      <AuthCard title={t('auth.reset.sentTitle')} footer={backLink}>
        <div className="flex items-start gap-3" role="status">
          <MailCheckIcon className="mt-0.5 size-5 shrink-0 text-muted-foreground" aria-hidden />
          <p className="text-sm">{t('auth.reset.sentBody', { email: sentTo })}</p>
        </div>
      </AuthCard>
    )
  }

  const request = async (values: PasswordResetRequest) => {
    // The server answers the same whether or not the account exists, so nobody can probe for emails.
    await requestPasswordReset(values)
    setSentTo(values.email)
  }
  // Too many requests for this email or from here says so; anything else is the server's failure.
  const failed = (error: unknown) =>
    error instanceof ApiError && error.status === 429 ? errorMessage(error) : t('errors.serverErrorBody')

  return (
    <AuthCard title={t('auth.reset.title')} description={t('auth.reset.description')} footer={backLink}>
      <Form
        form={form}
        onSubmit={request}
        submitError={{ fieldOf: () => null, failure: failed }}
        className="grid gap-4"
      >
        <FormFailure />
        <Field name="email" id="email" label={t('auth.email')} type="email" autoComplete="email" autoFocus />
        <SubmitButton
          className="w-full"
          label={t('auth.reset.submitRequest')}
          pendingLabel={t('auth.reset.submittingRequest')}
        />
      </Form>
    </AuthCard>
  )
}
