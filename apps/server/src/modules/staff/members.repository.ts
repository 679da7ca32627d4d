import type { SearchRequest } from '@lojista/contracts'
import { and, eq, isNotNull, isNull, max, type SQL, sql } from 'drizzle-orm'
import { sessions, users } from '../../db/schema/identity.ts'
import { memberships, storeRoles } from '../../db/schema/tenancy.ts'
import type { StoreTx } from '../../db/scope.ts'
import { countUpToCap } from '../../lib/capped-count.ts'
import { cursorOf } from '../../lib/cursor-values.ts'
import { keysetPage } from '../../lib/keyset.ts'
import { foldedSql, matchesEveryWord } from '../../lib/text-search.ts'

const lastSignIn = max(sessions.createdAt)

/** The owner first, then everyone by name: one text to page by ("0ana souza", "1beatriz lima"). */
const ownerThenName = sql<string>`(case when ${memberships.role} = 'owner' then '0' else '1' end) || lower(${users.name})`

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
  listOrder: ownerThenName,
}

function selectMembers(tx: StoreTx, where: SQL | undefined) {
  return tx
    .select(memberColumns)
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .leftJoin(
      storeRoles,
      and(eq(storeRoles.tenantId, memberships.tenantId), eq(storeRoles.id, memberships.roleId)),
    )
    .leftJoin(sessions, eq(sessions.userId, memberships.userId))
    .where(where)
    .groupBy(memberships.tenantId, memberships.userId, users.id, storeRoles.tenantId, storeRoles.id)
    .$dynamic()
}

export type MemberRow = Awaited<ReturnType<typeof selectMembers>>[number]

/** The store's people by words of their name or email and by status, the owner first, then by name. */
export async function searchMembers(
  tx: StoreTx,
  tenantId: string,
  request: Pick<SearchRequest, 'first' | 'after' | 'last' | 'before'>,
  filter: { text: string; suspended?: boolean },
) {
  const page = keysetPage<MemberRow>({
    sort: ownerThenName,
    id: memberships.userId,
    direction: 'asc',
    request,
    sortValueOf: (row) => row.listOrder,
    idOf: (row) => row.userId,
    isValidCursor: cursorOf.text,
  })
  // A store has a few dozen people: no stored search text, the accents are folded on the fly.
  const where = and(
    eq(memberships.tenantId, tenantId),
    matchesEveryWord(foldedSql(sql`${users.name} || ' ' || ${users.email}`), filter.text),
    filter.suspended === undefined
      ? undefined
      : filter.suspended
        ? isNotNull(memberships.suspendedAt)
        : isNull(memberships.suspendedAt),
  )
  const rows = await selectMembers(tx, and(where, page.where))
    .orderBy(...page.orderBy)
    .limit(page.limit)
  const total = await countUpToCap(
    tx,
    tx
      .select({ one: sql`1` })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(where)
      .$dynamic(),
  )
  return { rows, total, page }
}

export async function findMember(tx: StoreTx, tenantId: string, userId: string) {
  const [row] = await selectMembers(
    tx,
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

/** The store's member with this email (accounts keep their email in lower case), if any. */
export async function findMemberByEmail(tx: StoreTx, tenantId: string, email: string) {
  const [row] = await selectMembers(tx, and(eq(memberships.tenantId, tenantId), eq(users.email, email)))
  return row
}

/** Makes the user a member of the store with a role: how a person invited joins it. */
export async function insertMember(
  tx: StoreTx,
  member: {
    tenantId: string
    userId: string
    role: 'admin' | 'staff'
    roleId: string | null
    isDefault: boolean
  },
): Promise<void> {
  await tx.insert(memberships).values(member)
}
