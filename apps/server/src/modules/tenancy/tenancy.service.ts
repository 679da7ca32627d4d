import type { Tenant, TenantRole } from '@lojista/contracts'
import type { Db } from '../../db/client.ts'
import { inScope } from '../../db/scope.ts'
import {
  findMembership,
  insertTenantWithMember,
  listMemberships,
  type MembershipRow,
} from './tenancy.repository.ts'

export interface UserTenants {
  tenants: Tenant[]
  defaultTenant: Tenant | null
}

function toTenant(row: MembershipRow): Tenant {
  return { id: row.id, name: row.name, plan: row.plan, currencyCode: row.currencyCode, role: row.role }
}

export function createTenancyService(db: Db) {
  return {
    async tenantsOf(userId: string): Promise<UserTenants> {
      const rows = await inScope(db, { userId }, (tx) => listMemberships(tx, userId))
      const defaultRow = rows.find((row) => row.isDefault) ?? rows[0]
      return { tenants: rows.map(toTenant), defaultTenant: defaultRow ? toTenant(defaultRow) : null }
    },

    /** The user's membership of a store, or undefined when they do not belong to it. */
    async membership(userId: string, tenantId: string): Promise<Tenant | undefined> {
      const row = await inScope(db, { userId }, (tx) => findMembership(tx, tenantId, userId))
      return row && toTenant(row)
    },

    /**
     * Creates a store with the user as a member, inside the caller's transaction, which must already be
     * scoped to the new store's id (see inScope): row-level security checks the insert against it.
     */
    async createStore(
      scopedTx: Db,
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
