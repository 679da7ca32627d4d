import { useSearchParams } from 'react-router'
import { ChooseNewPasswordForm } from '../components/choose-new-password-form'
import { RequestResetForm } from '../components/request-reset-form'

/** The emailed link carries a token: with it the user picks a new password, without it they ask for a link. */
export function ResetPasswordPage() {
  const [searchParams] = useSearchParams()
  const token = searchParams.get('token')
  return token ? <ChooseNewPasswordForm token={token} /> : <RequestResetForm />
}
