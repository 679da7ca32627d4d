import { z } from 'zod'
import { connectionSchema, pagedQuerySchema } from '../common/pagination.ts'
import { BUILT_IN_ROLES } from './built-in-roles.ts'

/** A suspended member keeps their place and role but cannot open the store until reactivated. */
export const memberStatuses = ['active', 'suspended'] as const
export type MemberStatus = (typeof memberStatuses)[number]

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
  status: z.enum(memberStatuses),
})
export type Member = z.infer<typeof memberSchema>

/**
 * GET /v1/staff/members: `query`, words of the name or email, and a status; the owner first, then by
 * name. Called without any, it answers the first page of everyone.
 */
export const memberListQuerySchema = pagedQuerySchema({
  query: z.string().max(200).default(''),
  status: z.enum(memberStatuses).optional(),
})
export type MemberListQuery = z.output<typeof memberListQuerySchema>

export const memberListResultSchema = z.object({ members: connectionSchema(memberSchema) })
export const memberResultSchema = z.object({ member: memberSchema })

/** Gives a member another role: admin, staff or one of the store's own (never owner). */
export const memberRoleChangeSchema = z.strictObject({
  roleId: z.union([
    z.enum(BUILT_IN_ROLES.filter((role) => role !== 'owner') as ['admin', 'staff']),
    z.uuid(),
  ]),
})
export type MemberRoleChange = z.infer<typeof memberRoleChangeSchema>
