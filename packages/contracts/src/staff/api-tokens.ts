import { z } from 'zod'
import { memberRoleChangeSchema } from './members.ts'

/** Every API token's secret starts with this, so a leaked one is easy to recognise and to search for. */
export const API_TOKEN_PREFIX = 'lojista_pat_'

/** How long a new token may work: a number of days, or until it is revoked. */
export const API_TOKEN_EXPIRY_DAYS = [30, 90, 365] as const

/** What the API tokens API says to people; the web shows the same words through its catalogue. */
export const apiTokenMessages = {
  nameRequired: 'Give the token a name',
  nameTooLong: 'Use at most 80 characters',
  nameTaken: 'Another token has this name; revoke it first or choose another',
  roleAboveYours: 'A token cannot be given a role that allows more than yours does',
  tokenNotFound: 'No such API token',
  storeHeaderRequired: 'An API token works only with its store’s id in the X-Tenant-Id header',
} as const

/**
 * Active until it expires or is revoked; paused while the person who made it is suspended or once they
 * left the store (it works only within what they may do).
 */
export const apiTokenStatuses = ['active', 'paused', 'expired', 'revoked'] as const
export type ApiTokenStatus = (typeof apiTokenStatuses)[number]

/** A token as the API tokens page lists it; the secret itself is never shown again. */
export const apiTokenSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  /** `admin`, `staff` or the store role's id (null once that role was deleted: the token allows nothing). */
  roleId: z.string().nullable(),
  roleName: z.string().nullable(),
  /** Who made it, as they are named now (null once that person's account is gone). */
  createdBy: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  /** Null for a token that works until it is revoked. */
  expiresAt: z.iso.datetime({ offset: true }).nullable(),
  /** The last call made with it, to the minute; null if never used. */
  lastUsedAt: z.iso.datetime({ offset: true }).nullable(),
  revokedAt: z.iso.datetime({ offset: true }).nullable(),
  status: z.enum(apiTokenStatuses),
})
export type ApiToken = z.infer<typeof apiTokenSchema>

export const apiTokenListResultSchema = z.object({ apiTokens: z.array(apiTokenSchema) })

/** POST /v1/staff/api-tokens: a name, a role (never owner) and how many days it works (null: no expiry). */
export const apiTokenInputSchema = z.strictObject({
  name: z.string().trim().min(1, apiTokenMessages.nameRequired).max(80, apiTokenMessages.nameTooLong),
  roleId: memberRoleChangeSchema.shape.roleId,
  expiresInDays: z.union([z.literal(30), z.literal(90), z.literal(365)]).nullable(),
})
export type ApiTokenInput = z.infer<typeof apiTokenInputSchema>

/** The token made, and its secret: shown this once, never kept. */
export const apiTokenCreatedSchema = z.object({ apiToken: apiTokenSchema, secret: z.string() })
export type ApiTokenCreated = z.infer<typeof apiTokenCreatedSchema>

/** The expiry choices of the form that makes a token, as its select holds them. */
export const API_TOKEN_EXPIRY_CHOICES = ['30', '90', '365', 'never'] as const
export type ApiTokenExpiryChoice = (typeof API_TOKEN_EXPIRY_CHOICES)[number]
const EXPIRY_DAYS: Record<ApiTokenExpiryChoice, ApiTokenInput['expiresInDays']> = {
  '30': 30,
  '90': 90,
  '365': 365,
  never: null,
}

/** The form that makes a token: what it reads becomes the request. */
export const apiTokenFormSchema = z
  .strictObject({
    name: apiTokenInputSchema.shape.name,
    roleId: apiTokenInputSchema.shape.roleId,
    expiry: z.enum(API_TOKEN_EXPIRY_CHOICES),
  })
  .transform(({ expiry, ...token }): ApiTokenInput => ({ ...token, expiresInDays: EXPIRY_DAYS[expiry] }))
export type ApiTokenForm = z.input<typeof apiTokenFormSchema>
