import {
  BUILT_IN_PERMISSIONS,
  PERMISSIONS,
  type Permission,
  type Tenant,
  type TenantRole,
  withNeeds,
} from '@lojista/contracts'
import type { Db } from '../../db/client.ts'
import { inScope, type StoreTx } from '../../db/scope.ts'
import {
  findMembership,
  findSessionMember,
  findStoreName,
  insertTenantWithMember,
  listMemberships,
  type MembershipRow,
  updateStoreName,
} from './tenancy.repository.ts'

/** A store the person belongs to, with what their role there lets them do. */
export type Membership = Tenant & { permissions: Permission[] }

export interface UserTenants {
  tenants: Membership[]
  defaultTenant: Membership | null
}

/** The store's name, as its customers read it in emails and on the checkout page. */
export async function storeName(tx: StoreTx, tenantId: string): Promise<string> {
  return (await findStoreName(tx, tenantId)) ?? ''
}

/**
 * Renames the store. The name lives only on the store itself (the store switcher, emails and the
 * General settings page all read it there), so the settings page writes it here.
 */
export async function renameStore(tx: StoreTx, tenantId: string, name: string): Promise<void> {
  await updateStoreName(tx, tenantId, name)
}

/** What each built-in role may do (a store's own roles keep their permissions in the database). */
export type RolePermissions = (role: TenantRole) => readonly Permission[]

export const builtInRolePermissions: RolePermissions = (role) => BUILT_IN_PERMISSIONS[role]

const known = new Set<string>(PERMISSIONS)

/**
 * A store role's stored permissions, as the guard checks them: a name no longer in the catalogue (a
 * permission withdrawn since) grants nothing, and what the rest need comes with them.
 */
function storedPermissions(stored: readonly string[]): Permission[] {
  return withNeeds(stored.filter((name): name is Permission => known.has(name)))
}

export function createTenancyService(db: Db, permissionsOf: RolePermissions = builtInRolePermissions) {
  const toTenant = (row: MembershipRow): Membership => ({
    id: row.id,
    name: row.name,
    plan: row.plan,
    currencyCode: row.currencyCode,
    requireTwoFactor: row.requireTwoFactor,
    role: row.role,
    permissions: row.storeRolePermissions
      ? storedPermissions(row.storeRolePermissions)
      : [...permissionsOf(row.role)],
  })

  return {
    /**
     * What a role allows in a store, as the guard checks it: a store role's stored permissions, or the
     * built-in role's. API tokens are given their role's this way too.
     */
    rolePermissions(role: TenantRole, storeRolePermissions: readonly string[] | null): Permission[] {
      return storeRolePermissions ? storedPermissions(storeRolePermissions) : [...permissionsOf(role)]
    },

    async tenantsOf(userId: string): Promise<UserTenants> {
      const rows = await inScope(db, { userId }, (tx) => listMemberships(tx, userId))
      const defaultRow = rows.find((row) => row.isDefault) ?? rows[0]
      return { tenants: rows.map(toTenant), defaultTenant: defaultRow ? toTenant(defaultRow) : null }
    },

    /**
     * The check before a store request, in one statement: whether the session is still live (not signed
     * out or ended), and the person's membership of the store (undefined when they do not belong to it),
     * with whether they have two-factor authentication on and a verified address.
     */
    async sessionMember(
      session: { sessionId: string; userId: string },
      tenantId: string,
    ): Promise<
      | { live: false }
      | { live: true; membership: Membership | undefined; hasTwoFactor: boolean; emailVerified: boolean }
    > {
      const row = await findSessionMember(db, { ...session, tenantId, now: new Date() })
      if (!row.sessionLive) return { live: false }
      return {
        live: true,
        membership: row.membership ? toTenant(row.membership) : undefined,
        hasTwoFactor: row.hasTwoFactor,
        emailVerified: row.emailVerified,
      }
    },

    /** The user's membership of a store, or undefined when they do not belong to it. */
    async membership(userId: string, tenantId: string): Promise<Membership | undefined> {
      const row = await inScope(db, { userId }, (tx) => findMembership(tx, tenantId, userId))
      return row && toTenant(row)
    },

    /**
     * Creates a store with the user as a member, inside the caller's transaction, which must already be
     * scoped to the new store's id (see inScope): row-level security checks the insert against it.
     */
    async createStore(
      scopedTx: StoreTx,
      ids: { tenantId: string; userId: string },
      store: { name: string; plan?: string | null; role?: TenantRole; isDefault: boolean },
    ): Promise<void> {
      await insertTenantWithMember(
        scopedTx,
        { id: ids.tenantId, name: store.name, plan: store.plan },
        { userId: ids.userId, role: store.role ?? 'owner', isDefault: store.isDefault },
      )
    },
  }
}

export type TenancyService = ReturnType<typeof createTenancyService>
