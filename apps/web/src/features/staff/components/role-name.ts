import { BUILT_IN_ROLES, type BuiltInRole } from '@lojista/contracts/staff/built-in-roles'
import type { StaffT } from '../i18n/staff-i18n'

const isBuiltIn = (id: string): id is BuiltInRole => (BUILT_IN_ROLES as readonly string[]).includes(id)

/** A role's name as people read it: the built-in ones in the interface language, a store's own as named. */
export function roleName(t: StaffT, role: { id: string; name: string }): string {
  return isBuiltIn(role.id) ? t(`builtIn.${role.id}.name`) : role.name
}

/** A role's description: the built-in ones in the interface language, a store's own as written. */
export function roleDescription(t: StaffT, role: { id: string; description: string }): string {
  return isBuiltIn(role.id) ? t(`builtIn.${role.id}.description`) : role.description
}
