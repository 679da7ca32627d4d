import { and, eq, isNotNull, isNull } from 'drizzle-orm'
import { users } from '../../db/schema/identity.ts'
import { memberships, storeRoles } from '../../db/schema/tenancy.ts'
import type { StoreTx } from '../../db/scope.ts'

/**
 * The store's active members with what they chose to hear about and what their role allows. Only
 * addresses their owners have shown to be theirs get the store's emails.
 */
export async function activeMembers(tx: StoreTx, tenantId: string) {
  return tx
    .select({
      userId: memberships.userId,
      email: users.email,
      role: memberships.role,
      storeRolePermissions: storeRoles.permissions,
      preferences: memberships.notificationPreferences,
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .leftJoin(
      storeRoles,
      and(eq(storeRoles.tenantId, memberships.tenantId), eq(storeRoles.id, memberships.roleId)),
    )
    .where(
      and(
        eq(memberships.tenantId, tenantId),
        isNull(memberships.suspendedAt),
        isNotNull(users.emailVerifiedAt),
      ),
    )
}
