import type { TenantRole } from '@lojista/contracts'
import { and, asc, eq, isNull, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { memberships, storeRoles, tenants } from '../../db/schema/tenancy.ts'
import type { StoreTx } from '../../db/scope.ts'

export interface MembershipRow {
  id: string
  name: string
  plan: string | null
  currencyCode: string
  requireTwoFactor: boolean
  role: TenantRole
  /** The permissions of the store's own role the member holds, or null for a built-in role. */
  storeRolePermissions: string[] | null
  isDefault: boolean
}

const membershipColumns = {
  id: tenants.id,
  name: tenants.name,
  plan: tenants.plan,
  currencyCode: tenants.currencyCode,
  requireTwoFactor: tenants.requireTwoFactor,
  role: memberships.role,
  storeRolePermissions: storeRoles.permissions,
  isDefault: memberships.isDefault,
}

const storeRoleOfMember = and(
  eq(storeRoles.tenantId, memberships.tenantId),
  eq(storeRoles.id, memberships.roleId),
)

/**
 * The stores a user belongs to and may open (a suspended membership is left out, so suspending takes the
 * store away on the member's next request); run in the user's scope (row-level security lets them read
 * their own).
 */
export function listMemberships(tx: Db, userId: string): Promise<MembershipRow[]> {
  return tx
    .select(membershipColumns)
    .from(memberships)
    .innerJoin(tenants, eq(tenants.id, memberships.tenantId))
    .leftJoin(storeRoles, storeRoleOfMember)
    .where(and(eq(memberships.userId, userId), isNull(memberships.suspendedAt)))
    .orderBy(asc(tenants.name), asc(tenants.id))
}

export async function findMembership(
  tx: Db,
  tenantId: string,
  userId: string,
): Promise<MembershipRow | undefined> {
  const rows = await tx
    .select(membershipColumns)
    .from(memberships)
    .innerJoin(tenants, eq(tenants.id, memberships.tenantId))
    .leftJoin(storeRoles, storeRoleOfMember)
    .where(
      and(
        eq(memberships.tenantId, tenantId),
        eq(memberships.userId, userId),
        isNull(memberships.suspendedAt),
      ),
    )
  return rows[0]
}

/** Creates a store and makes the user a member; run in the new store's scope. */
export async function insertTenantWithMember(
  tx: StoreTx,
  tenant: { id: string; name: string; plan?: string | null },
  member: { userId: string; role: TenantRole; isDefault: boolean },
): Promise<void> {
  await tx.insert(tenants).values({ id: tenant.id, name: tenant.name, plan: tenant.plan ?? null })
  await tx.insert(memberships).values({ tenantId: tenant.id, ...member })
}

export async function findStoreName(tx: StoreTx, tenantId: string): Promise<string | undefined> {
  const [tenant] = await tx.select({ name: tenants.name }).from(tenants).where(eq(tenants.id, tenantId))
  return tenant?.name
}

export async function updateStoreName(tx: StoreTx, tenantId: string, name: string): Promise<void> {
  await tx.update(tenants).set({ name }).where(eq(tenants.id, tenantId))
}

/** What `app_session_member` (migration 0041) answers: the session's liveness, then the membership, if any. */
export interface SessionMemberRow {
  sessionLive: boolean
  /** Null when the person is no active member of the store. */
  membership: MembershipRow | null
  hasTwoFactor: boolean
  emailVerified: boolean
}

/**
 * Whether the session is live and its person an active member of the store, in one statement (see the
 * migration): the check before every store request. Runs on the unscoped connection; the function sets
 * the store and person's scope for row-level security itself.
 */
export async function findSessionMember(
  db: Db,
  check: { sessionId: string; userId: string; tenantId: string; now: Date },
): Promise<SessionMemberRow> {
  const result = (await db.execute(
    sql`select * from app_session_member(${check.sessionId}::uuid, ${check.userId}::uuid, ${check.tenantId}::uuid, ${check.now.toISOString()}::timestamptz)`,
  )) as unknown as { rows: Record<string, unknown>[] }
  const row = result.rows[0]
  if (!row?.session_live)
    return { sessionLive: false, membership: null, hasTwoFactor: false, emailVerified: false }
  return {
    sessionLive: true,
    hasTwoFactor: row.has_two_factor === true,
    emailVerified: row.email_verified === true,
    membership:
      row.id === null
        ? null
        : {
            id: row.id as string,
            name: row.name as string,
            plan: row.plan as string | null,
            currencyCode: row.currency_code as string,
            requireTwoFactor: row.require_two_factor as boolean,
            role: row.role as TenantRole,
            storeRolePermissions: row.store_role_permissions as string[] | null,
            isDefault: row.is_default as boolean,
          },
  }
}
