import { z } from 'zod'
import { authResultSchema } from './session.ts'

/** How many one-time recovery codes a person gets when they turn two-factor authentication on. */
export const RECOVERY_CODE_COUNT = 10

/**
 * A code from the authenticator app (six digits) or a recovery code (letters and digits, dashes and
 * spaces ignored), as typed.
 */
export const twoFactorCodeSchema = z
  .string()
  .trim()
  .min(1, 'Required')
  .max(40, 'Enter the 6-digit code or a recovery code')

/** Sign-in of a person with two-factor authentication: the password was right, now the code. */
export const signInChallengeSchema = z.object({
  twoFactorRequired: z.literal(true),
  /** Hand back with the code (POST /v1/auth/sign-in/two-factor); it works once, for a few minutes. */
  challenge: z.string(),
  expiresAt: z.iso.datetime({ offset: true }),
})
export type SignInChallenge = z.infer<typeof signInChallengeSchema>

/** What signing in answers: a session, or the challenge of a second step. */
export const signInResultSchema = z.union([authResultSchema, signInChallengeSchema])
export type SignInResult = z.infer<typeof signInResultSchema>

export function isSignInChallenge(result: SignInResult): result is SignInChallenge {
  return 'twoFactorRequired' in result && result.twoFactorRequired === true
}

export const twoFactorSignInSchema = z.strictObject({
  challenge: z.string().min(1, 'Required').max(200),
  code: twoFactorCodeSchema,
})
export type TwoFactorSignIn = z.infer<typeof twoFactorSignInSchema>

/** Whether the person has two-factor authentication on, and how many recovery codes they have left. */
export const twoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  recoveryCodesLeft: z.number().int().min(0),
})
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>

/** A new authenticator key, to scan (the otpauth address as a QR code) or type into the app. */
export const twoFactorSetupSchema = z.object({
  secret: z.string(),
  otpauthUri: z.string(),
})
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>

export const twoFactorConfirmSchema = z.strictObject({ code: twoFactorCodeSchema })
export type TwoFactorConfirm = z.infer<typeof twoFactorConfirmSchema>

/** The recovery codes, shown this once: only their hashes are kept. */
export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) })
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>

/** Turning two-factor authentication off: a current code or the password proves it is the person. */
export const twoFactorDisableSchema = z.union([
  z.strictObject({ code: twoFactorCodeSchema }),
  z.strictObject({ password: z.string().min(1, 'Required').max(128) }),
])
export type TwoFactorDisable = z.infer<typeof twoFactorDisableSchema>

/** The form that turns it off: either field may stay empty, not both. */
export const twoFactorDisableFormSchema = z
  .object({ code: z.string().trim().max(40), password: z.string().max(128) })
  .refine((form) => form.code !== '' || form.password !== '', {
    message: 'Enter a code or your password',
    path: ['code'],
  })
export type TwoFactorDisableForm = z.infer<typeof twoFactorDisableFormSchema>

/** A store's security rules for its staff. */
export const storeSecuritySchema = z.strictObject({
  /** Members without two-factor authentication cannot use the store until they turn it on. */
  requireTwoFactor: z.boolean(),
})
export type StoreSecurity = z.infer<typeof storeSecuritySchema>

/** The `code` of the 403 a store answers to a member who must turn two-factor authentication on first. */
export const TWO_FACTOR_REQUIRED_CODE = 'two_factor_required'
