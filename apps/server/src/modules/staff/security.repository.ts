import { eq } from 'drizzle-orm'
import { tenants } from '../../db/schema/tenancy.ts'
import type { StoreTx } from '../../db/scope.ts'

/** The store's security rules and its name, locked until the transaction ends. */
export async function lockStoreSecurity(tx: StoreTx, tenantId: string) {
  const [row] = await tx
    .select({ name: tenants.name, requireTwoFactor: tenants.requireTwoFactor })
    .from(tenants)
    .where(eq(tenants.id, tenantId))
    .for('update')
  return row
}

export async function updateRequireTwoFactor(tx: StoreTx, tenantId: string, requireTwoFactor: boolean) {
  await tx.update(tenants).set({ requireTwoFactor }).where(eq(tenants.id, tenantId))
}
