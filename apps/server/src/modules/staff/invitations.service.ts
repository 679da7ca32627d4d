import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto'
import {
  type AuthResult,
  BUILT_IN_ROLES,
  INVITATION_VALID_DAYS,
  type Invitation,
  type InvitationInput,
  type InvitationLink,
  type InvitationLinkStatus,
  type InvitationSignUp,
  type Session,
  staffMessages,
} from '@lojista/contracts'
import type { Db } from '../../db/client.ts'
import { inScope, type StoreTx } from '../../db/scope.ts'
import { recordActivity } from '../../lib/activity.ts'
import { conflict, conflictOfUnique } from '../../lib/conflict.ts'
import { problems } from '../../lib/problem.ts'
import type { StoreScope } from '../../lib/store-scope.ts'
import { isUuid } from '../../lib/uuid.ts'
import type { Clock } from '../auth/attempts.ts'
import { type AuthService, type ClientInfo, namesOfUsers } from '../auth/auth.service.ts'
import type { MailService } from '../mail/mail.service.ts'
import { storeLanguage } from '../settings/settings.service.ts'
import { storeName } from '../tenancy/tenancy.service.ts'
import { invitationEmail } from './invitation-email.ts'
import * as repo from './invitations.repository.ts'
import { findMemberByEmail, insertMember } from './members.repository.ts'
import { findStoreRole } from './roles.repository.ts'
import { BUILT_IN_TEXT } from './roles.service.ts'
import { noticeRoleOf } from './staff-notification-emails.ts'
import type { StaffNotifier } from './staff-notifications.ts'

const DAY_MS = 24 * 60 * 60 * 1000

function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex')
}

/**
 * The link's token names its store and invitation, so that opening it works in that store's scope
 * like any of its records, and carries a secret of which only the hash is kept.
 */
function parseToken(token: string) {
  const [tenantId = '', id = '', secret = '', ...rest] = token.split('.')
  if (rest.length > 0 || !isUuid(tenantId) || !isUuid(id) || secret.length < 20) return undefined
  return { tenantId: tenantId.toLowerCase(), id: id.toLowerCase(), secret }
}

function sameHash(a: string, b: string): boolean {
  return a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b))
}

const linkInvalid = () => problems.notFound(staffMessages.invitationLinkInvalid)

const CLOSED: Record<Exclude<InvitationLinkStatus, 'pending'>, string> = {
  accepted: staffMessages.invitationAccepted,
  revoked: staffMessages.invitationRevoked,
  expired: staffMessages.invitationExpired,
}

/** A link that no longer joins answers 409 saying why, in words and as the status. */
const closed = (status: Exclude<InvitationLinkStatus, 'pending'>) =>
  conflict(CLOSED[status], { extensions: { invitationStatus: status } })

export interface InvitationsServiceDeps {
  db: Db
  mail: MailService
  /** Tells the team someone joined. */
  notifier: StaffNotifier
  auth: AuthService
  publicUrl: string
  now?: Clock
}

/**
 * Inviting people into the store by email. The invitee gets a link that works for a week; sending the
 * invitation again gives a new link and the older one stops working. Opening the link, a person without
 * an account makes one there, and a person with one signs in first; either way they join with the role
 * they were invited with. Every step is written to the activity log with the change it makes.
 */
export function createInvitationsService(deps: InvitationsServiceDeps) {
  const { db, mail, auth } = deps
  const now = deps.now ?? (() => new Date())

  function statusOf(row: repo.InvitationRow, at: Date): InvitationLinkStatus {
    if (row.acceptedAt) return 'accepted'
    if (row.revokedAt) return 'revoked'
    return row.expiresAt <= at ? 'expired' : 'pending'
  }

  function roleName(row: repo.InvitationRow): string {
    return row.storeRoleName ?? BUILT_IN_TEXT[row.role].name
  }

  function present(row: repo.InvitationRow, names: Map<string, string>, at: Date): Invitation {
    return {
      id: row.id,
      email: row.email,
      roleId: row.storeRoleId ?? row.role,
      roleName: roleName(row),
      status: statusOf(row, at) === 'expired' ? 'expired' : 'pending',
      sentAt: row.sentAt.toISOString(),
      expiresAt: row.expiresAt.toISOString(),
      invitedBy: (row.invitedBy && names.get(row.invitedBy)) ?? null,
    }
  }

  async function presentOne(tx: StoreTx, row: repo.InvitationRow): Promise<Invitation> {
    return present(row, await namesOfUsers(tx, row.invitedBy ? [row.invitedBy] : []), now())
  }

  /** Makes a new secret for the invitation and emails its link, in the store's language. */
  async function sendLink(tx: StoreTx, scope: StoreScope, row: repo.InvitationRow) {
    const secret = randomBytes(32).toString('base64url')
    const sentAt = now()
    const expiresAt = new Date(sentAt.getTime() + INVITATION_VALID_DAYS * DAY_MS)
    await repo.replaceLink(tx, scope.tenantId, row.id, { tokenHash: sha256(secret), sentAt, expiresAt })
    const token = `${scope.tenantId}.${row.id}.${secret}`
    const inviter = (await namesOfUsers(tx, [scope.userId])).get(scope.userId) ?? ''
    await mail.enqueue(
      tx,
      invitationEmail({
        tenantId: scope.tenantId,
        to: row.email,
        store: await storeName(tx, scope.tenantId),
        inviter,
        role: row.storeRoleName ? { name: row.storeRoleName } : { builtIn: row.role },
        link: `${deps.publicUrl}/invitation?token=${encodeURIComponent(token)}`,
        days: INVITATION_VALID_DAYS,
        language: await storeLanguage(tx, scope.tenantId),
      }),
    )
  }

  async function openInvitation(tx: StoreTx, scope: StoreScope, id: string) {
    const row = await repo.findInvitation(tx, scope.tenantId, id, { lock: true })
    if (!row || row.acceptedAt || row.revokedAt) throw problems.notFound(staffMessages.invitationNotFound)
    return row
  }

  /** The invitation a token opens, in its store's transaction, or 404 when the token opens none. */
  async function byToken(tx: StoreTx, token: { tenantId: string; id: string; secret: string }, lock = false) {
    const row = await repo.findInvitation(tx, token.tenantId, token.id, { lock })
    if (!row || !sameHash(row.tokenHash, sha256(token.secret))) throw linkInvalid()
    return row
  }

  /**
   * Makes the person a member of the invitation's store with its role and marks it accepted, in their
   * name in the activity log. A link that no longer joins answers 409 saying why.
   */
  async function join(
    tx: Db,
    token: { tenantId: string; id: string; secret: string },
    person: { userId: string; email: string; name: string; isDefault: boolean },
    client: ClientInfo,
  ) {
    const scope: StoreScope = {
      tenantId: token.tenantId,
      userId: person.userId,
      currencyCode: '',
      origin: client,
    }
    await inScope(tx, scope, async (scoped) => {
      const row = await byToken(scoped, token, true)
      const status = statusOf(row, now())
      if (status !== 'pending') throw closed(status)
      if (row.email !== person.email) throw problems.forbidden(staffMessages.invitationOtherAccount)
      if (await findMemberByEmail(scoped, token.tenantId, person.email)) {
        throw conflict(staffMessages.alreadyJoined)
      }
      await insertMember(scoped, {
        tenantId: token.tenantId,
        userId: person.userId,
        role: row.role,
        roleId: row.storeRoleId,
        isDefault: person.isDefault,
      })
      await repo.markAccepted(scoped, token.tenantId, row.id, { at: now(), userId: person.userId })
      await recordActivity(scoped, scope, {
        area: 'staff',
        action: 'member.joined',
        subject: { type: 'member', id: person.userId, label: person.name },
        changes: [{ field: 'role', before: null, after: roleName(row) }],
      })
      await deps.notifier.notify(
        scoped,
        token.tenantId,
        { topic: 'staffChanges', change: 'joined', member: person.name, role: noticeRoleOf(row) },
        person.userId,
      )
    })
  }

  return {
    /** The invitations nobody has answered yet, pending or expired. */
    list(scope: StoreScope): Promise<Invitation[]> {
      return inScope(db, scope, async (tx) => {
        const rows = await repo.listOpenInvitations(tx, scope.tenantId)
        const names = await namesOfUsers(
          tx,
          rows.flatMap((row) => (row.invitedBy ? [row.invitedBy] : [])),
        )
        const at = now()
        return rows.map((row) => present(row, names, at))
      })
    },

    /** Invites the address with a role and emails the link; a member or someone invited already is 409. */
    invite(scope: StoreScope, input: InvitationInput): Promise<Invitation> {
      return inScope(db, scope, async (tx) => {
        const emailTaken = (message: string) => conflict(message, { errors: [{ path: 'email', message }] })
        if (await findMemberByEmail(tx, scope.tenantId, input.email)) {
          throw emailTaken(staffMessages.alreadyMember)
        }
        if (await repo.findOpenInvitationByEmail(tx, scope.tenantId, input.email)) {
          throw emailTaken(staffMessages.alreadyInvited)
        }
        const builtIn = (BUILT_IN_ROLES as readonly string[]).includes(input.roleId)
        if (!builtIn && !(await findStoreRole(tx, scope.tenantId, input.roleId))) {
          throw problems.badRequest(staffMessages.roleNotFound, [
            { path: 'roleId', message: staffMessages.roleNotFound },
          ])
        }
        const id = randomUUID()
        try {
          await repo.insertInvitation(tx, {
            tenantId: scope.tenantId,
            id,
            email: input.email,
            ...(builtIn
              ? { role: input.roleId as 'admin' | 'staff', roleId: null }
              : { role: 'staff', roleId: input.roleId }),
            // Replaced at once by the link's, in this transaction.
            tokenHash: sha256(randomBytes(32).toString('base64url')),
            sentAt: now(),
            expiresAt: now(),
            invitedBy: scope.userId,
          })
        } catch (error) {
          throw conflictOfUnique(error, {
            store_invitations_open_email_unique: () => emailTaken(staffMessages.alreadyInvited),
          })
        }
        const row = (await repo.findInvitation(tx, scope.tenantId, id))!
        await sendLink(tx, scope, row)
        await recordActivity(tx, scope, {
          area: 'staff',
          action: 'member.invited',
          subject: { type: 'invitation', id, label: input.email },
          changes: [{ field: 'role', before: null, after: roleName(row) }],
        })
        return presentOne(tx, (await repo.findInvitation(tx, scope.tenantId, id))!)
      })
    },

    /** Emails a new link, valid for another week; the link sent before stops working. */
    resend(scope: StoreScope, id: string): Promise<Invitation> {
      return inScope(db, scope, async (tx) => {
        const row = await openInvitation(tx, scope, id)
        await sendLink(tx, scope, row)
        const sent = (await repo.findInvitation(tx, scope.tenantId, id))!
        await recordActivity(tx, scope, {
          area: 'staff',
          action: 'member.invitation_resent',
          subject: { type: 'invitation', id, label: row.email },
          changes: [
            { field: 'expiresAt', before: row.expiresAt.toISOString(), after: sent.expiresAt.toISOString() },
          ],
        })
        return presentOne(tx, sent)
      })
    },

    /** Withdraws the invitation: its link then says so, and the address may be invited again. */
    revoke(scope: StoreScope, id: string): Promise<void> {
      return inScope(db, scope, async (tx) => {
        const row = await openInvitation(tx, scope, id)
        await repo.markRevoked(tx, scope.tenantId, id, now())
        await recordActivity(tx, scope, {
          area: 'staff',
          action: 'member.invitation_revoked',
          subject: { type: 'invitation', id, label: row.email },
          changes: [{ field: 'role', before: roleName(row), after: null }],
        })
      })
    },

    /** What the link says to whoever opens it; a token that opens nothing (or was replaced) is 404. */
    async lookup(token: string): Promise<InvitationLink> {
      const parsed = parseToken(token)
      if (!parsed) throw linkInvalid()
      const found = await inScope(db, { tenantId: parsed.tenantId }, async (tx) => {
        const row = await byToken(tx, parsed)
        return { row, store: await storeName(tx, parsed.tenantId) }
      })
      return {
        status: statusOf(found.row, now()),
        storeId: parsed.tenantId,
        storeName: found.store,
        email: found.row.email,
        roleName: roleName(found.row),
        hasAccount: await auth.hasAccount(found.row.email),
        expiresAt: found.row.expiresAt.toISOString(),
      }
    },

    /** Makes the invited address's account and joins the store with it, signed in. */
    async acceptWithSignUp(input: InvitationSignUp, client: ClientInfo): Promise<AuthResult> {
      const parsed = parseToken(input.token)
      if (!parsed) throw linkInvalid()
      const row = await inScope(db, { tenantId: parsed.tenantId }, (tx) => byToken(tx, parsed))
      const status = statusOf(row, now())
      // A closed link says why before anything else: its invitee may have made an account since.
      if (status !== 'pending') throw closed(status)
      const { email } = row
      if (await auth.hasAccount(email)) {
        throw conflict(staffMessages.invitationHasAccount, { extensions: { hasAccount: true } })
      }
      return auth.signUpInvited({ email, name: input.name, password: input.password }, client, (tx, userId) =>
        join(tx, parsed, { userId, email, name: input.name, isDefault: true }, client),
      )
    },

    /** Joins the store with the signed-in account, which must be the invited address's. */
    async accept(token: string, userId: string, client: ClientInfo): Promise<Session> {
      const parsed = parseToken(token)
      if (!parsed) throw linkInvalid()
      const { email, name } = (await auth.session(userId)).user
      await join(db, parsed, { userId, email, name, isDefault: false }, client)
      return auth.session(userId)
    },
  }
}

export type InvitationsService = ReturnType<typeof createInvitationsService>
