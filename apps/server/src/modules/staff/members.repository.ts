import { and, asc, eq, max, sql } from 'drizzle-orm'
import { memberships, sessions, storeRoles, users } from '../../db/schema/index.ts'
import type { StoreTx } from '../../db/scope.ts'

const lastSignIn = max(sessions.createdAt)

const memberColumns = {
  userId: memberships.userId,
  name: users.name,
  email: users.email,
  avatar: users.avatarUrl,
  role: memberships.role,
  storeRoleId: memberships.roleId,
  storeRoleName: storeRoles.name,
  joinedAt: memberships.createdAt,
  suspendedAt: memberships.suspendedAt,
  lastSignInAt: lastSignIn,
}

function selectMembers(tx: StoreTx, tenantId: string) {
  return tx
    .select(memberColumns)
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .leftJoin(
      storeRoles,
      and(eq(storeRoles.tenantId, memberships.tenantId), eq(storeRoles.id, memberships.roleId)),
    )
    .leftJoin(sessions, eq(sessions.userId, memberships.userId))
    .groupBy(memberships.tenantId, memberships.userId, users.id, storeRoles.tenantId, storeRoles.id)
    .$dynamic()
    .where(eq(memberships.tenantId, tenantId))
}

export type MemberRow = Awaited<ReturnType<typeof selectMembers>>[number]

/** The owner first, then everyone by name. */
export function listMembers(tx: StoreTx, tenantId: string): Promise<MemberRow[]> {
  return selectMembers(tx, tenantId).orderBy(
    sql`${memberships.role} <> 'owner'`,
    asc(sql`lower(${users.name})`),
    asc(memberships.userId),
  )
}

export async function findMember(tx: StoreTx, tenantId: string, userId: string) {
  const [row] = await selectMembers(tx, tenantId).where(
    and(eq(memberships.tenantId, tenantId), eq(memberships.userId, userId)),
  )
  return row
}

export async function setMemberRole(
  tx: StoreTx,
  tenantId: string,
  userId: string,
  role: { role: 'admin' | 'staff'; roleId: string | null },
): Promise<void> {
  await tx
    .update(memberships)
    .set(role)
    .where(and(eq(memberships.tenantId, tenantId), eq(memberships.userId, userId)))
}

export async function deleteMember(tx: StoreTx, tenantId: string, userId: string): Promise<void> {
  await tx.delete(memberships).where(and(eq(memberships.tenantId, tenantId), eq(memberships.userId, userId)))
}

/** Suspends the member (now) or lifts the suspension (null). */
export async function setSuspended(
  tx: StoreTx,
  tenantId: string,
  userId: string,
  suspendedAt: Date | null,
): Promise<void> {
  await tx
    .update(memberships)
    .set({ suspendedAt })
    .where(and(eq(memberships.tenantId, tenantId), eq(memberships.userId, userId)))
}

/** Hands the store to `newOwner`; the owner until now stays on as an admin. */
export async function transferOwnership(
  tx: StoreTx,
  tenantId: string,
  owner: string,
  newOwner: string,
): Promise<void> {
  await tx
    .update(memberships)
    .set({ role: 'admin', roleId: null })
    .where(and(eq(memberships.tenantId, tenantId), eq(memberships.userId, owner)))
  await tx
    .update(memberships)
    .set({ role: 'owner', roleId: null })
    .where(and(eq(memberships.tenantId, tenantId), eq(memberships.userId, newOwner)))
}
