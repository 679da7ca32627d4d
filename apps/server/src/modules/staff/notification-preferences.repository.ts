import type { NotificationPreferences } from '@lojista/contracts'
import { and, eq } from 'drizzle-orm'
import { memberships } from '../../db/schema/tenancy.ts'
import type { StoreTx } from '../../db/scope.ts'

/** What the member chose (null before any choice), or undefined when they are no member of the store. */
export async function findPreferences(tx: StoreTx, tenantId: string, userId: string) {
  const [row] = await tx
    .select({ preferences: memberships.notificationPreferences })
    .from(memberships)
    .where(and(eq(memberships.tenantId, tenantId), eq(memberships.userId, userId)))
  return row
}

export async function savePreferences(
  tx: StoreTx,
  tenantId: string,
  userId: string,
  preferences: NotificationPreferences,
): Promise<void> {
  await tx
    .update(memberships)
    .set({ notificationPreferences: preferences })
    .where(and(eq(memberships.tenantId, tenantId), eq(memberships.userId, userId)))
}
