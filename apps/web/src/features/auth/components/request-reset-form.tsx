import { zodResolver } from '@hookform/resolvers/zod'
import { type PasswordResetRequest, passwordResetRequestSchema } from '@lojista/contracts/auth/index'
import { MailCheckIcon } from 'lucide-react'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { FormField, fieldAria } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { requestPasswordReset } from '../api/auth-api'
import { fieldError } from '../utils/field-error'
import { AuthCard } from './auth-card'

export function RequestResetForm() {
  const { t } = useTranslation()
  const [sentTo, setSentTo] = useState<string | null>(null)
  const [failed, setFailed] = useState(false)
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<PasswordResetRequest>({
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

  const onSubmit = handleSubmit(async (values) => {
    setFailed(false)
    try {
      // The server answers the same whether or not the account exists, so nobody can probe for emails.
      await requestPasswordReset(values)
      setSentTo(values.email)
    } catch {
      setFailed(true)
    }
  })
  const emailError = fieldError(errors.email)

  return (
    <AuthCard title={t('auth.reset.title')} description={t('auth.reset.description')} footer={backLink}>
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        {failed && <Alert variant="destructive">{t('errors.serverErrorBody')}</Alert>}
        <FormField id="email" label={t('auth.email')} error={emailError}>
          <Input
            {...fieldAria('email', emailError)}
            type="email"
            autoComplete="email"
            autoFocus
            {...register('email')}
          />
        </FormField>
        <Button type="submit" className="w-full" disabled={isSubmitting}>
          {isSubmitting ? t('auth.reset.submittingRequest') : t('auth.reset.submitRequest')}
        </Button>
      </form>
    </AuthCard>
  )
}
