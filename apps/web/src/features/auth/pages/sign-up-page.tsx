import { zodResolver } from '@hookform/resolvers/zod'
import {
  authMessages,
  PASSWORD_MIN_LENGTH,
  type SignUpRequest,
  signUpRequestSchema,
} from '@lojista/contracts/auth/index'
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
import { signUp } from '../api/auth-api'
import { AuthCard } from '../components/auth-card'
import { GuestGuard } from '../components/guest-guard'
import { applyServerErrors } from '../utils/apply-server-errors'
import { fieldError } from '../utils/field-error'

const fields = ['name', 'email', 'password', 'storeName'] as const

export function SignUpPage() {
  return (
    <GuestGuard>
      <SignUpForm />
    </GuestGuard>
  )
}

function SignUpForm() {
  const { t } = useTranslation()
  const { establish } = useSession()
  const [failure, setFailure] = useState<string | null>(null)
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SignUpRequest>({
    resolver: zodResolver(signUpRequestSchema),
    defaultValues: { name: '', email: '', password: '', storeName: '' },
  })

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null)
    try {
      const result = await signUp(values)
      await establish(result)
      toast.success(t('auth.signUp.welcome', { store: result.defaultTenant?.name ?? values.storeName }))
    } catch (error) {
      // A taken email or a rejected field is shown beside the field; anything else is the spec's message.
      if (error instanceof ApiError && applyServerErrors(error, fields, setError)) return
      const message = translateMessage(authMessages.signUpFailed)
      setFailure(message)
      toast.error(message)
    }
  })

  const errorOf = (name: (typeof fields)[number]) => fieldError(errors[name])

  return (
    <AuthCard
      title={t('auth.signUp.title')}
      description={t('auth.signUp.description')}
      footer={
        <span>
          {t('auth.signUp.haveAccount')}{' '}
          <Link to="/auth/sign-in" className="font-medium text-foreground underline underline-offset-4">
            {t('auth.signUp.signInLink')}
          </Link>
        </span>
      }
    >
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        {failure && <Alert variant="destructive">{failure}</Alert>}
        <FormField id="name" label={t('auth.signUp.name')} error={errorOf('name')}>
          <Input
            {...fieldAria('name', errorOf('name'))}
            autoComplete="name"
            autoFocus
            {...register('name')}
          />
        </FormField>
        <FormField id="email" label={t('auth.email')} error={errorOf('email')}>
          <Input
            {...fieldAria('email', errorOf('email'))}
            type="email"
            autoComplete="email"
            {...register('email')}
          />
        </FormField>
        <FormField
          id="password"
          label={t('auth.password')}
          error={errorOf('password')}
          hint={t('auth.signUp.passwordHint', { min: PASSWORD_MIN_LENGTH })}
        >
          <Input
            {...fieldAria('password', errorOf('password'), true)}
            type="password"
            autoComplete="new-password"
            {...register('password')}
          />
        </FormField>
        <FormField id="storeName" label={t('auth.signUp.storeName')} error={errorOf('storeName')}>
          <Input
            {...fieldAria('storeName', errorOf('storeName'))}
            autoComplete="organization"
            {...register('storeName')}
          />
        </FormField>
        <Button type="submit" className="w-full" disabled={isSubmitting}>
          {isSubmitting ? t('auth.signUp.submitting') : t('auth.signUp.submit')}
        </Button>
      </form>
    </AuthCard>
  )
}
