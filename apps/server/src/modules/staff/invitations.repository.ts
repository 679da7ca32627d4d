import { and, asc, eq, isNull } from 'drizzle-orm'
import { storeInvitations, storeRoles } from '../../db/schema/tenancy.ts'
import type { StoreTx } from '../../db/scope.ts'

const invitationColumns = {
  id: storeInvitations.id,
  email: storeInvitations.email,
  role: storeInvitations.role,
  storeRoleId: storeInvitations.roleId,
  storeRoleName: storeRoles.name,
  tokenHash: storeInvitations.tokenHash,
  sentAt: storeInvitations.sentAt,
  expiresAt: storeInvitations.expiresAt,
  invitedBy: storeInvitations.invitedBy,
  acceptedAt: storeInvitations.acceptedAt,
  revokedAt: storeInvitations.revokedAt,
}

function selectInvitations(tx: StoreTx) {
  return tx
    .select(invitationColumns)
    .from(storeInvitations)
    .leftJoin(
      storeRoles,
      and(eq(storeRoles.tenantId, storeInvitations.tenantId), eq(storeRoles.id, storeInvitations.roleId)),
    )
    .$dynamic()
}

export type InvitationRow = Awaited<ReturnType<typeof selectInvitations>>[number]

const open = and(isNull(storeInvitations.acceptedAt), isNull(storeInvitations.revokedAt))

/** The invitations nobody has accepted or withdrawn, by email. */
export function listOpenInvitations(tx: StoreTx, tenantId: string): Promise<InvitationRow[]> {
  return selectInvitations(tx)
    .where(and(eq(storeInvitations.tenantId, tenantId), open))
    .orderBy(asc(storeInvitations.email))
}

/** One invitation, answered or not; `lock` holds it until the transaction ends (accepting, sending again). */
export async function findInvitation(
  tx: StoreTx,
  tenantId: string,
  id: string,
  { lock = false }: { lock?: boolean } = {},
): Promise<InvitationRow | undefined> {
  const query = selectInvitations(tx).where(
    and(eq(storeInvitations.tenantId, tenantId), eq(storeInvitations.id, id)),
  )
  const [row] = await (lock ? query.for('update', { of: storeInvitations }) : query)
  return row
}

export async function findOpenInvitationByEmail(tx: StoreTx, tenantId: string, email: string) {
  const [row] = await selectInvitations(tx).where(
    and(eq(storeInvitations.tenantId, tenantId), eq(storeInvitations.email, email), open),
  )
  return row
}

export async function insertInvitation(
  tx: StoreTx,
  invitation: {
    tenantId: string
    id: string
    email: string
    role: 'admin' | 'staff'
    roleId: string | null
    tokenHash: string
    sentAt: Date
    expiresAt: Date
    invitedBy: string | null
  },
): Promise<void> {
  await tx.insert(storeInvitations).values(invitation)
}

/** A new link for the invitation: the older one's secret no longer matches. */
export async function replaceLink(
  tx: StoreTx,
  tenantId: string,
  id: string,
  link: { tokenHash: string; sentAt: Date; expiresAt: Date },
): Promise<void> {
  await tx
    .update(storeInvitations)
    .set(link)
    .where(and(eq(storeInvitations.tenantId, tenantId), eq(storeInvitations.id, id)))
}

export async function markRevoked(tx: StoreTx, tenantId: string, id: string, at: Date): Promise<void> {
  await tx
    .update(storeInvitations)
    .set({ revokedAt: at })
    .where(and(eq(storeInvitations.tenantId, tenantId), eq(storeInvitations.id, id)))
}

export async function markAccepted(
  tx: StoreTx,
  tenantId: string,
  id: string,
  accepted: { at: Date; userId: string },
): Promise<void> {
  await tx
    .update(storeInvitations)
    .set({ acceptedAt: accepted.at, acceptedBy: accepted.userId })
    .where(and(eq(storeInvitations.tenantId, tenantId), eq(storeInvitations.id, id)))
}

/** How many open invitations would join with this store role: while any do, it cannot be deleted. */
export async function countOpenWithRole(tx: StoreTx, tenantId: string, roleId: string): Promise<number> {
  const rows = await tx
    .select({ id: storeInvitations.id })
    .from(storeInvitations)
    .where(and(eq(storeInvitations.tenantId, tenantId), eq(storeInvitations.roleId, roleId), open))
  return rows.length
}
