import { zodResolver } from '@hookform/resolvers/zod'
import {
  authMessages,
  PASSWORD_MIN_LENGTH,
  type SignUpRequest,
  signUpRequestSchema,
} from '@lojista/contracts/auth/index'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Field } from '@/components/form/field'
import { Form } from '@/components/form/form'
import { FormFailure } from '@/components/form/form-failure'
import { SubmitButton } from '@/components/form/submit-button'
import { toast } from '@/components/ui/toast'
import { useSession } from '@/lib/auth/session-context'
import { translateMessage } from '@/lib/i18n/i18n'
import { signUp } from '../api/auth-api'
import { AuthCard } from '../components/auth-card'
import { GuestGuard } from '../components/guest-guard'

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
  const form = useForm<SignUpRequest>({
    resolver: zodResolver(signUpRequestSchema),
    defaultValues: { name: '', email: '', password: '', storeName: '' },
  })

  const create = async (values: SignUpRequest) => {
    const result = await signUp(values)
    await establish(result)
    toast.success(t('auth.signUp.welcome', { store: result.defaultTenant?.name ?? values.storeName }))
  }

  // A taken email or a rejected field is shown beside the field; anything else is the form's own message.
  const failed = () => {
    const message = translateMessage(authMessages.signUpFailed)
    toast.error(message)
    return message
  }

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
      <Form form={form} onSubmit={create} submitError={{ failure: failed }} className="grid gap-4">
        <FormFailure />
        <Field name="name" id="name" label={t('auth.signUp.name')} autoComplete="name" autoFocus />
        <Field name="email" id="email" label={t('auth.email')} type="email" autoComplete="email" />
        <Field
          name="password"
          id="password"
          label={t('auth.password')}
          hint={t('auth.signUp.passwordHint', { min: PASSWORD_MIN_LENGTH })}
          type="password"
          autoComplete="new-password"
        />
        <Field
          name="storeName"
          id="storeName"
          label={t('auth.signUp.storeName')}
          autoComplete="organization"
        />
        <SubmitButton
          className="w-full"
          label={t('auth.signUp.submit')}
          pendingLabel={t('auth.signUp.submitting')}
        />
      </Form>
    </AuthCard>
  )
}
