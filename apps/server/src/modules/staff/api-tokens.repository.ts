import { and, desc, eq, isNull, lt, or, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import { apiTokens } from '../../db/schema/api-tokens.ts'
import { memberships, storeRoles, tenants } from '../../db/schema/tenancy.ts'
import type { StoreTx } from '../../db/scope.ts'

const tokenRole = alias(storeRoles, 'token_role')
const creatorRole = alias(storeRoles, 'creator_role')
const maker = alias(memberships, 'maker')

const tokenColumns = {
  id: apiTokens.id,
  name: apiTokens.name,
  role: apiTokens.role,
  storeRoleId: apiTokens.roleId,
  storeRoleName: tokenRole.name,
  createdBy: apiTokens.createdBy,
  createdAt: apiTokens.createdAt,
  expiresAt: apiTokens.expiresAt,
  lastUsedAt: apiTokens.lastUsedAt,
  revokedAt: apiTokens.revokedAt,
  /** Whether its maker is still a member of the store and not suspended: the token works only then. */
  makerActive: sql<boolean>`${maker.userId} is not null`,
}

function selectTokens(tx: StoreTx) {
  return tx
    .select(tokenColumns)
    .from(apiTokens)
    .leftJoin(tokenRole, and(eq(tokenRole.tenantId, apiTokens.tenantId), eq(tokenRole.id, apiTokens.roleId)))
    .leftJoin(
      maker,
      and(
        eq(maker.tenantId, apiTokens.tenantId),
        eq(maker.userId, apiTokens.createdBy),
        isNull(maker.suspendedAt),
      ),
    )
    .$dynamic()
}

export type ApiTokenRow = Awaited<ReturnType<typeof selectTokens>>[number]

/** Every token of the store, revoked ones included, newest first. */
export function listTokens(tx: StoreTx, tenantId: string): Promise<ApiTokenRow[]> {
  return selectTokens(tx)
    .where(eq(apiTokens.tenantId, tenantId))
    .orderBy(desc(apiTokens.createdAt), desc(apiTokens.id))
}

export async function findToken(
  tx: StoreTx,
  tenantId: string,
  id: string,
  { lock = false }: { lock?: boolean } = {},
): Promise<ApiTokenRow | undefined> {
  const query = selectTokens(tx).where(and(eq(apiTokens.tenantId, tenantId), eq(apiTokens.id, id)))
  const [row] = await (lock ? query.for('update', { of: apiTokens }) : query)
  return row
}

export async function insertToken(
  tx: StoreTx,
  token: {
    tenantId: string
    id: string
    name: string
    role: 'admin' | 'staff' | 'custom'
    roleId: string | null
    tokenHash: string
    createdBy: string
    createdAt: Date
    expiresAt: Date | null
  },
): Promise<void> {
  await tx.insert(apiTokens).values(token)
}

export async function markRevoked(
  tx: StoreTx,
  tenantId: string,
  id: string,
  revoked: { at: Date; userId: string },
): Promise<void> {
  await tx
    .update(apiTokens)
    .set({ revokedAt: revoked.at, revokedBy: revoked.userId })
    .where(and(eq(apiTokens.tenantId, tenantId), eq(apiTokens.id, id)))
}

/**
 * What a call made with a token needs: its hash, state and role, and its maker's place in the store
 * (absent once they left it or while they are suspended), with the store itself.
 */
export async function findTokenForCall(tx: StoreTx, tenantId: string, id: string) {
  const [row] = await tx
    .select({
      id: apiTokens.id,
      name: apiTokens.name,
      tokenHash: apiTokens.tokenHash,
      role: apiTokens.role,
      storeRolePermissions: tokenRole.permissions,
      expiresAt: apiTokens.expiresAt,
      revokedAt: apiTokens.revokedAt,
      createdBy: apiTokens.createdBy,
      creatorRole: memberships.role,
      creatorStoreRolePermissions: creatorRole.permissions,
      store: {
        id: tenants.id,
        name: tenants.name,
        plan: tenants.plan,
        currencyCode: tenants.currencyCode,
        requireTwoFactor: tenants.requireTwoFactor,
      },
    })
    .from(apiTokens)
    .innerJoin(tenants, eq(tenants.id, apiTokens.tenantId))
    .leftJoin(tokenRole, and(eq(tokenRole.tenantId, apiTokens.tenantId), eq(tokenRole.id, apiTokens.roleId)))
    .leftJoin(
      memberships,
      and(
        eq(memberships.tenantId, apiTokens.tenantId),
        eq(memberships.userId, apiTokens.createdBy),
        isNull(memberships.suspendedAt),
      ),
    )
    .leftJoin(
      creatorRole,
      and(eq(creatorRole.tenantId, memberships.tenantId), eq(creatorRole.id, memberships.roleId)),
    )
    .where(and(eq(apiTokens.tenantId, tenantId), eq(apiTokens.id, id)))
  return row
}

/**
 * Notes that the token was used, at most once a minute: a busy integration would otherwise write its
 * row on every call.
 */
export async function touchLastUsed(tx: StoreTx, tenantId: string, id: string, at: Date): Promise<void> {
  await tx
    .update(apiTokens)
    .set({ lastUsedAt: at })
    .where(
      and(
        eq(apiTokens.tenantId, tenantId),
        eq(apiTokens.id, id),
        or(
          isNull(apiTokens.lastUsedAt),
          lt(apiTokens.lastUsedAt, sql`${at.toISOString()}::timestamptz - interval '1 minute'`),
        ),
      ),
    )
}
