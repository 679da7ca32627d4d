import { z } from 'zod'
import { BUILT_IN_ROLES } from './built-in-roles.ts'

/** A person of the store as the Users page lists them. */
export const memberSchema = z.object({
  userId: z.uuid(),
  name: z.string(),
  email: z.string(),
  avatar: z.string().nullable(),
  /** A built-in role's name or the store role's id. */
  roleId: z.string(),
  roleName: z.string(),
  isOwner: z.boolean(),
  joinedAt: z.iso.datetime({ offset: true }),
  /** When they last signed in anywhere, or null if never since joining. */
  lastSignInAt: z.iso.datetime({ offset: true }).nullable(),
  /** A suspended member keeps their place and role but cannot open the store until reactivated. */
  status: z.enum(['active', 'suspended']),
})
export type Member = z.infer<typeof memberSchema>

export const memberListResultSchema = z.object({ members: z.array(memberSchema) })
export const memberResultSchema = z.object({ member: memberSchema })

/** Gives a member another role: admin, staff or one of the store's own (never owner). */
export const memberRoleChangeSchema = z.strictObject({
  roleId: z.union([
    z.enum(BUILT_IN_ROLES.filter((role) => role !== 'owner') as ['admin', 'staff']),
    z.uuid(),
  ]),
})
export type MemberRoleChange = z.infer<typeof memberRoleChangeSchema>
