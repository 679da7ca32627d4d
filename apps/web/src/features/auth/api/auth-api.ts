import {
  type AuthResult,
  authResultSchema,
  type PasswordResetConfirm,
  type PasswordResetRequest,
  type SignInRequest,
  type SignUpRequest,
  type VerifyEmailRequest,
} from '@lojista/contracts/auth/index'
import { apiRequest } from '@/lib/api/client'

const authCall = { tenantScoped: false, method: 'POST' } as const

export const signIn = (body: SignInRequest): Promise<AuthResult> =>
  apiRequest('/v1/auth/sign-in', { ...authCall, body, schema: authResultSchema })

export const signUp = (body: SignUpRequest): Promise<AuthResult> =>
  apiRequest('/v1/auth/sign-up', { ...authCall, body, schema: authResultSchema })

export const requestPasswordReset = (body: PasswordResetRequest): Promise<void> =>
  apiRequest('/v1/auth/password-reset/request', { ...authCall, body })

export const confirmPasswordReset = (body: PasswordResetConfirm): Promise<void> =>
  apiRequest('/v1/auth/password-reset/confirm', { ...authCall, body })

export const verifyEmail = (body: VerifyEmailRequest): Promise<void> =>
  apiRequest('/v1/auth/verify-email', { ...authCall, body })
