import { z } from 'zod'

export const userSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.email(),
  avatar: z.string().nullable(),
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
})
export type Tenant = z.infer<typeof tenantSchema>

/** What `GET /v1/account/me` answers: the spec's Session. */
export const sessionSchema = z.object({
  user: userSchema,
  tenants: z.array(tenantSchema),
  defaultTenant: tenantSchema.nullable(),
})
export type Session = z.infer<typeof sessionSchema>

/** What sign-in and sign-up answer: the session plus its bearer token. */
export const authResultSchema = sessionSchema.extend({ token: z.string() })
export type AuthResult = z.infer<typeof authResultSchema>
