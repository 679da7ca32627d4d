import { z } from 'zod'
import { versionSchema } from '../common/integers.ts'
import { BUILT_IN_ROLES } from './built-in-roles.ts'
import { staffMessages } from './messages.ts'
import { permissionSchema } from './permission-schema.ts'
import { PERMISSIONS } from './permissions.ts'

/** A role as the API reads and writes it; built-in roles have their name as id and cannot be edited. */
export const roleSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  builtIn: z.boolean(),
  permissions: z.array(permissionSchema),
  /** How many of the store's people hold it. */
  memberCount: z.number().int(),
})
export type Role = z.infer<typeof roleSchema>

export const ROLE_NAME_MAX = 60
export const ROLE_DESCRIPTION_MAX = 300

/** What the role editor sends: a store's own role. The permissions it needs are added on save. */
export const roleInputSchema = z.strictObject({
  name: z
    .string()
    .trim()
    .min(1, staffMessages.roleNameRequired)
    .max(ROLE_NAME_MAX, staffMessages.roleNameTooLong),
  description: z.string().trim().max(ROLE_DESCRIPTION_MAX, staffMessages.roleDescriptionTooLong).default(''),
  permissions: z
    .array(permissionSchema)
    .max(PERMISSIONS.length * 2)
    .default([]),
})
export type RoleInput = z.infer<typeof roleInputSchema>

/** A change to a store's own role, against the version the editor read. */
export const roleUpdateSchema = roleInputSchema.extend({ version: versionSchema })
export type RoleUpdate = z.infer<typeof roleUpdateSchema>

/** A role read for its editor: built-in roles answer with version 0 (they are never edited). */
export const roleDetailSchema = roleSchema.extend({ version: z.number().int().min(0) })
export type RoleDetail = z.infer<typeof roleDetailSchema>

export const roleListResultSchema = z.object({ roles: z.array(roleSchema) })
export const roleResultSchema = z.object({ role: roleDetailSchema })

/** A role's id in a path: a built-in role's name or a store role's uuid. */
export const roleIdSchema = z.union([z.enum(BUILT_IN_ROLES), z.uuid()])
