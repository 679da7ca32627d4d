import { z } from 'zod'
import { permissionSchema } from '../staff/permission-schema.ts'

export const userSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.email(),
  avatar: z.string().nullable(),
  /** Whether the user opened the link emailed at sign-up; until then their stores email no customers. */
  emailVerified: z.boolean(),
  /** Whether they sign in with a code from an authenticator app as well as their password. */
  twoFactorEnabled: z.boolean().optional(),
})
export type User = z.infer<typeof userSchema>

export const tenantRoleSchema = z.enum(['owner', 'admin', 'staff'])
export type TenantRole = z.infer<typeof tenantRoleSchema>

export const tenantSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  plan: z.string().nullable(),
  currencyCode: z.string().length(3),
  role: tenantRoleSchema,
  /**
   * What the person's role lets them do in this store; the server refuses the rest (403). The server
   * always sends it; optional so that a client or a recorded answer from before it still reads.
   */
  permissions: z.array(permissionSchema).optional(),
  /** The store refuses its calls (403) to members without two-factor authentication. */
  requireTwoFactor: z.boolean().optional(),
})
export type Tenant = z.infer<typeof tenantSchema>

/** What `GET /v1/account/me` answers: who is signed in and their stores. */
export const sessionSchema = z.object({
  user: userSchema,
  tenants: z.array(tenantSchema),
  defaultTenant: tenantSchema.nullable(),
})
export type Session = z.infer<typeof sessionSchema>

/** What sign-in and sign-up answer: the session plus its bearer token. */
export const authResultSchema = sessionSchema.extend({ token: z.string() })
export type AuthResult = z.infer<typeof authResultSchema>
