import {
  type AuthResult,
  authResultSchema,
  type PasswordResetConfirm,
  type PasswordResetRequest,
  type SignInRequest,
  type SignUpRequest,
  type VerifyEmailRequest,
} from '@lojista/contracts/auth/index'
import {
  type SignInResult,
  signInResultSchema,
  type TwoFactorSignIn,
} from '@lojista/contracts/auth/two-factor'
import { apiRequest } from '@/lib/api/client'

const authCall = { tenantScoped: false, method: 'POST' } as const

/** A session, or for a person with two-factor authentication the challenge to answer with a code. */
export const signIn = (body: SignInRequest): Promise<SignInResult> =>
  apiRequest('/v1/auth/sign-in', { ...authCall, body, schema: signInResultSchema })

export const signInWithCode = (body: TwoFactorSignIn): Promise<AuthResult> =>
  apiRequest('/v1/auth/sign-in/two-factor', { ...authCall, body, schema: authResultSchema })

export const signUp = (body: SignUpRequest): Promise<AuthResult> =>
  apiRequest('/v1/auth/sign-up', { ...authCall, body, schema: authResultSchema })

export const requestPasswordReset = (body: PasswordResetRequest): Promise<void> =>
  apiRequest('/v1/auth/password-reset/request', { ...authCall, body })

export const confirmPasswordReset = (body: PasswordResetConfirm): Promise<void> =>
  apiRequest('/v1/auth/password-reset/confirm', { ...authCall, body })

export const verifyEmail = (body: VerifyEmailRequest): Promise<void> =>
  apiRequest('/v1/auth/verify-email', { ...authCall, body })
