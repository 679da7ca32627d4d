import {
  BUILT_IN_PERMISSIONS,
  BUILT_IN_ROLES,
  type BuiltInRole,
  PERMISSIONS,
  type Permission,
  type Role,
  type RoleDetail,
  type RoleInput,
  type RoleUpdate,
  staffMessages,
  withNeeds,
} from '@lojista/contracts'
import type { Db } from '../../db/client.ts'
import { inScope } from '../../db/scope.ts'
import { changedFields, recordActivity } from '../../lib/activity.ts'
import { conflict, conflictOfUnique } from '../../lib/conflict.ts'
import { foreignKeyViolation } from '../../lib/db-errors.ts'
import { problems } from '../../lib/problem.ts'
import type { StoreScope } from '../../lib/store-scope.ts'
import { countOpenWithRole } from './invitations.repository.ts'
import * as repo from './roles.repository.ts'

/** The built-in roles' names and descriptions as the API gives them; the web words them in each language. */
export const BUILT_IN_TEXT: Record<BuiltInRole, { name: string; description: string }> = {
  owner: { name: 'Owner', description: 'Everything, including transferring the store' },
  admin: { name: 'Admin', description: 'Everything except transferring the store' },
  staff: { name: 'Staff', description: 'Day-to-day selling and shipping' },
}

const isBuiltIn = (id: string): id is BuiltInRole => (BUILT_IN_ROLES as readonly string[]).includes(id)
const known = new Set<string>(PERMISSIONS)

function builtInRole(role: BuiltInRole, memberCount: number): RoleDetail {
  return {
    id: role,
    ...BUILT_IN_TEXT[role],
    builtIn: true,
    permissions: [...BUILT_IN_PERMISSIONS[role]],
    memberCount,
    version: 0,
  }
}

function present(row: repo.StoreRoleRow, memberCount: number): RoleDetail {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    builtIn: false,
    permissions: withNeeds(row.permissions.filter((name): name is Permission => known.has(name))),
    memberCount,
    version: row.version,
  }
}

const nameTaken = () =>
  conflict(staffMessages.roleNameTaken, { errors: [{ path: 'name', message: staffMessages.roleNameTaken }] })

/** The body (trimmed by its schema) as saved: with the permissions each chosen one needs. */
function normalize(role: RoleInput) {
  return { name: role.name, description: role.description, permissions: withNeeds(role.permissions) }
}

/**
 * A store's roles: the built-in owner, admin and staff (fixed), and the store's own, which its staff
 * managers make, change and delete. A role its members hold cannot be deleted.
 */
export function createRolesService(db: Db) {
  return {
    list(scope: StoreScope): Promise<Role[]> {
      return inScope(db, scope, async (tx) => {
        const holders = new Map(
          (await repo.countBuiltInHolders(tx, scope.tenantId)).map((row) => [row.role, row.n]),
        )
        const own = await repo.listStoreRoles(tx, scope.tenantId)
        return [
          ...BUILT_IN_ROLES.map((role) => builtInRole(role, holders.get(role) ?? 0)),
          ...own.map((row) => present(row.role, row.memberCount)),
        ].map(({ version: _version, ...role }) => role)
      })
    },

    get(scope: StoreScope, id: string): Promise<RoleDetail> {
      return inScope(db, scope, async (tx) => {
        if (isBuiltIn(id)) {
          const holders = await repo.countBuiltInHolders(tx, scope.tenantId)
          return builtInRole(id, holders.find((row) => row.role === id)?.n ?? 0)
        }
        const found = await repo.findStoreRole(tx, scope.tenantId, id)
        if (!found) throw problems.notFound(staffMessages.roleNotFound)
        return present(found.role, found.memberCount)
      })
    },

    create(scope: StoreScope, input: RoleInput): Promise<RoleDetail> {
      return inScope(db, scope, async (tx) => {
        let role: RoleDetail
        try {
          role = present(await repo.insertStoreRole(tx, scope.tenantId, normalize(input)), 0)
        } catch (error) {
          throw conflictOfUnique(error, { store_roles_name_unique: nameTaken })
        }
        await recordActivity(tx, scope, {
          area: 'staff',
          action: 'role.created',
          subject: { type: 'role', id: role.id, label: role.name },
          changes: changedFields({ ...role, name: '', description: '', permissions: [] }, role, [
            'name',
            'description',
            'permissions',
          ]),
        })
        return role
      })
    },

    update(scope: StoreScope, id: string, input: RoleUpdate): Promise<RoleDetail> {
      if (isBuiltIn(id)) throw conflict(staffMessages.builtInRoleFixed)
      return inScope(db, scope, async (tx) => {
        const before = await repo.findStoreRole(tx, scope.tenantId, id)
        let row: repo.StoreRoleRow | undefined
        try {
          row = await repo.updateStoreRole(tx, scope.tenantId, id, input.version, normalize(input))
        } catch (error) {
          throw conflictOfUnique(error, { store_roles_name_unique: nameTaken })
        }
        const now = await repo.findStoreRole(tx, scope.tenantId, id)
        if (!now) throw problems.notFound(staffMessages.roleNotFound)
        if (!row) {
          throw conflict(staffMessages.staleVersion, {
            errors: [{ path: 'version', message: staffMessages.staleVersion }],
            current: present(now.role, now.memberCount),
          })
        }
        const saved = present(now.role, now.memberCount)
        if (before) {
          await recordActivity(tx, scope, {
            area: 'staff',
            action: 'role.updated',
            subject: { type: 'role', id, label: saved.name },
            changes: changedFields(present(before.role, before.memberCount), saved, [
              'name',
              'description',
              'permissions',
            ]),
          })
        }
        return saved
      })
    },

    remove(scope: StoreScope, id: string): Promise<void> {
      if (isBuiltIn(id)) return Promise.reject(conflict(staffMessages.builtInRoleFixed))
      return inScope(db, scope, async (tx) => {
        const found = await repo.findStoreRole(tx, scope.tenantId, id)
        if (!found) throw problems.notFound(staffMessages.roleNotFound)
        if (found.memberCount > 0) throw conflict(staffMessages.roleInUse)
        if ((await countOpenWithRole(tx, scope.tenantId, id)) > 0) throw conflict(staffMessages.roleInvited)
        try {
          await repo.deleteStoreRole(tx, scope.tenantId, id)
        } catch (error) {
          // A member given the role meanwhile: the database refuses as the check above would have.
          if (foreignKeyViolation(error) !== undefined) throw conflict(staffMessages.roleInUse)
          throw error
        }
        await recordActivity(tx, scope, {
          area: 'staff',
          action: 'role.deleted',
          subject: { type: 'role', id, label: found.role.name },
        })
      })
    },
  }
}

export type RolesService = ReturnType<typeof createRolesService>
