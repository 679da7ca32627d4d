import { and, asc, count, eq, type SQL, sql } from 'drizzle-orm'
import { memberships, storeRoles } from '../../db/schema/tenancy.ts'
import type { StoreTx } from '../../db/scope.ts'

export type StoreRoleRow = typeof storeRoles.$inferSelect

/** The store's roles with how many members hold each (a left join: a role nobody holds counts 0). */
function rolesWithMembers(tx: StoreTx, where: SQL | undefined) {
  return tx
    .select({ role: storeRoles, memberCount: count(memberships.userId) })
    .from(storeRoles)
    .leftJoin(
      memberships,
      and(eq(memberships.tenantId, storeRoles.tenantId), eq(memberships.roleId, storeRoles.id)),
    )
    .where(where)
    .groupBy(storeRoles.tenantId, storeRoles.id)
}

/** The store's own roles by name, each with how many members hold it. */
export function listStoreRoles(tx: StoreTx, tenantId: string) {
  return rolesWithMembers(tx, eq(storeRoles.tenantId, tenantId)).orderBy(
    asc(sql`lower(${storeRoles.name})`),
    asc(storeRoles.id),
  )
}

export async function findStoreRole(tx: StoreTx, tenantId: string, id: string) {
  const [row] = await rolesWithMembers(tx, and(eq(storeRoles.tenantId, tenantId), eq(storeRoles.id, id)))
  return row
}

/** How many of the store's members hold each built-in role (members of a store role count as theirs). */
export async function countBuiltInHolders(tx: StoreTx, tenantId: string) {
  return tx
    .select({ role: memberships.role, n: count() })
    .from(memberships)
    .where(and(eq(memberships.tenantId, tenantId), sql`${memberships.roleId} is null`))
    .groupBy(memberships.role)
}

export async function insertStoreRole(
  tx: StoreTx,
  tenantId: string,
  role: { name: string; description: string; permissions: string[] },
): Promise<StoreRoleRow> {
  const [row] = await tx
    .insert(storeRoles)
    .values({ tenantId, ...role })
    .returning()
  return row!
}

/** Saves the role if it is still at `version`; undefined when someone saved it first (or it is gone). */
export async function updateStoreRole(
  tx: StoreTx,
  tenantId: string,
  id: string,
  version: number,
  role: { name: string; description: string; permissions: string[] },
): Promise<StoreRoleRow | undefined> {
  const [row] = await tx
    .update(storeRoles)
    .set({ ...role, version: sql`${storeRoles.version} + 1`, updatedAt: sql`now()` })
    .where(and(eq(storeRoles.tenantId, tenantId), eq(storeRoles.id, id), eq(storeRoles.version, version)))
    .returning()
  return row
}

export async function deleteStoreRole(tx: StoreTx, tenantId: string, id: string): Promise<boolean> {
  const removed = await tx
    .delete(storeRoles)
    .where(and(eq(storeRoles.tenantId, tenantId), eq(storeRoles.id, id)))
    .returning({ id: storeRoles.id })
  return removed.length > 0
}
