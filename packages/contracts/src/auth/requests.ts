import { z } from 'zod'
import { authMessages } from './messages.ts'

/** argon2 cost grows with length; 128 keeps a hash bounded while allowing long passphrases. */
export const PASSWORD_MIN_LENGTH = 8
export const PASSWORD_MAX_LENGTH = 128

/** A password being chosen (sign-up, reset, change, joining a store by invitation). */
export const newPasswordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`)

const password = newPasswordSchema
const email = z.string().trim().toLowerCase().pipe(z.email('Invalid email').max(254))

export const signInRequestSchema = z.strictObject({
  username: z.string().trim().min(1, 'Required').max(254),
  password: z.string().min(1, 'Required').max(PASSWORD_MAX_LENGTH),
})
export type SignInRequest = z.infer<typeof signInRequestSchema>

export const signUpRequestSchema = z.strictObject({
  name: z.string().trim().min(1, 'Required').max(120),
  email,
  password,
  storeName: z.string().trim().min(1, 'Required').max(120),
})
export type SignUpRequest = z.infer<typeof signUpRequestSchema>

export const passwordResetRequestSchema = z.strictObject({ email })
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>

export const passwordResetConfirmSchema = z.strictObject({
  token: z.string().min(1, 'Required').max(200),
  password,
})
export type PasswordResetConfirm = z.infer<typeof passwordResetConfirmSchema>

/** The "choose a new password" form: the password typed twice, the same both times. */
export const newPasswordFormSchema = z
  .object({ password, confirmation: z.string() })
  .refine((values) => values.password === values.confirmation, {
    path: ['confirmation'],
    message: authMessages.passwordsDiffer,
  })
export type NewPasswordForm = z.infer<typeof newPasswordFormSchema>

/** POST /v1/auth/verify-email: the token of the link emailed at sign-up. */
export const verifyEmailRequestSchema = z.strictObject({
  token: z.string().min(1, 'Required').max(200),
})
export type VerifyEmailRequest = z.infer<typeof verifyEmailRequestSchema>

/** PUT /v1/account/password: the current password proves it is the person, the new one replaces it. */
export const passwordChangeSchema = z.strictObject({
  currentPassword: z.string().min(1, 'Required').max(PASSWORD_MAX_LENGTH),
  newPassword: password,
})
export type PasswordChange = z.infer<typeof passwordChangeSchema>

/** The Security page's form: the new password typed twice, the same both times. */
export const passwordChangeFormSchema = z
  .object({ currentPassword: z.string().min(1, 'Required'), newPassword: password, confirmation: z.string() })
  .refine((values) => values.newPassword === values.confirmation, {
    path: ['confirmation'],
    message: authMessages.passwordsDiffer,
  })
export type PasswordChangeForm = z.infer<typeof passwordChangeFormSchema>
