import {
  type AccountSession,
  BUILT_IN_ROLES,
  type Connection,
  type Member,
  type MemberListQuery,
  type MemberRoleChange,
  staffMessages,
} from '@lojista/contracts'
import type { Db } from '../../db/client.ts'
import { inScope, type StoreTx } from '../../db/scope.ts'
import { recordActivity } from '../../lib/activity.ts'
import { conflict } from '../../lib/conflict.ts'
import { problems } from '../../lib/problem.ts'
import type { StoreScope } from '../../lib/store-scope.ts'
import { splitQuery } from '../../lib/text-search.ts'
import { liveSessionsOf, signOutEverySession } from '../auth/sessions.service.ts'
import * as repo from './members.repository.ts'
import { findStoreRole } from './roles.repository.ts'
import { BUILT_IN_TEXT } from './roles.service.ts'
import { noticeRoleOf, type TeamChange } from './staff-notification-emails.ts'
import type { StaffNotifier } from './staff-notifications.ts'

function present(row: repo.MemberRow): Member {
  return {
    userId: row.userId,
    name: row.name,
    email: row.email,
    avatar: row.avatar,
    roleId: row.storeRoleId ?? row.role,
    roleName: row.storeRoleName ?? BUILT_IN_TEXT[row.role].name,
    isOwner: row.role === 'owner',
    joinedAt: row.joinedAt.toISOString(),
    lastSignInAt: row.lastSignInAt ? new Date(row.lastSignInAt).toISOString() : null,
    status: row.suspendedAt ? 'suspended' : 'active',
  }
}

/**
 * The store's people. The owner's place is fixed (ownership is transferred, never given as a role),
 * and nobody changes their own role or removes themselves, so a store cannot lose its last manager by a
 * slip. A change takes effect on the member's next request: every request reads the membership afresh.
 */
export function createMembersService(db: Db, notifier: StaffNotifier) {
  /** Tells the store's people (those who asked) what `scope`'s person did to a colleague. */
  async function tellTeam(tx: StoreTx, scope: StoreScope, change: TeamChange, member: repo.MemberRow) {
    const by = await repo.findMember(tx, scope.tenantId, scope.userId)
    await notifier.notify(
      tx,
      scope.tenantId,
      { topic: 'staffChanges', change, member: member.name, by: by?.name, role: noticeRoleOf(member) },
      scope.userId,
    )
  }

  async function changeable(tx: StoreTx, scope: StoreScope, userId: string) {
    const member = await repo.findMember(tx, scope.tenantId, userId)
    if (!member) throw problems.notFound(staffMessages.memberNotFound)
    if (userId === scope.userId) throw conflict(staffMessages.ownRoleFixed)
    return member
  }

  return {
    list(scope: StoreScope, query: MemberListQuery): Promise<Connection<Member>> {
      const { text } = splitQuery(query.query, [])
      return inScope(db, scope, async (tx) => {
        const { rows, total, page } = await repo.searchMembers(tx, scope.tenantId, query, {
          text,
          ...(query.status ? { suspended: query.status === 'suspended' } : {}),
        })
        return page.toConnection(rows, total, present)
      })
    },

    get(scope: StoreScope, userId: string): Promise<Member> {
      return inScope(db, scope, async (tx) => {
        const member = await repo.findMember(tx, scope.tenantId, userId)
        if (!member) throw problems.notFound(staffMessages.memberNotFound)
        return present(member)
      })
    },

    /** The caller's own place in the store: anyone sees their own, whatever their role. */
    mine(scope: StoreScope): Promise<Member> {
      return inScope(db, scope, async (tx) => {
        const member = await repo.findMember(tx, scope.tenantId, scope.userId)
        if (!member) throw problems.notFound(staffMessages.memberNotFound)
        return present(member)
      })
    },

    /**
     * Where a member of this store is signed in. Only a member of the store: a person who left it, or
     * never joined, is nobody's business here. `currentSessionId` marks the caller's own session.
     */
    sessions(scope: StoreScope, userId: string, currentSessionId: string): Promise<AccountSession[]> {
      return inScope(db, scope, async (tx) => {
        const member = await repo.findMember(tx, scope.tenantId, userId)
        if (!member) throw problems.notFound(staffMessages.memberNotFound)
        return liveSessionsOf(tx, userId, currentSessionId)
      })
    },

    /**
     * Signs a member out of every browser and device, say after a lost phone: they sign in again with
     * their password. Sessions are the person's, not the store's, so this signs them out of their other
     * stores too. One's own are signed out on the Security page, and the owner's only by the owner.
     */
    signOutEverywhere(scope: StoreScope, userId: string): Promise<void> {
      return inScope(db, scope, async (tx) => {
        const member = await repo.findMember(tx, scope.tenantId, userId)
        if (!member) throw problems.notFound(staffMessages.memberNotFound)
        if (userId === scope.userId) throw conflict(staffMessages.ownSessionsOnSecurityPage)
        if (member.role === 'owner') throw conflict(staffMessages.ownerNotSignedOut)
        await signOutEverySession(tx, userId)
        await recordActivity(tx, scope, {
          area: 'staff',
          action: 'member.signed_out_everywhere',
          subject: { type: 'member', id: userId, label: member.name },
        })
      })
    },

    changeRole(scope: StoreScope, userId: string, change: MemberRoleChange): Promise<Member> {
      return inScope(db, scope, async (tx) => {
        const member = await changeable(tx, scope, userId)
        if (member.role === 'owner') throw conflict(staffMessages.ownerRoleFixed)
        const builtIn = (BUILT_IN_ROLES as readonly string[]).includes(change.roleId)
        if (!builtIn && !(await findStoreRole(tx, scope.tenantId, change.roleId))) {
          throw problems.badRequest(staffMessages.roleNotFound, [
            { path: 'roleId', message: staffMessages.roleNotFound },
          ])
        }
        await repo.setMemberRole(
          tx,
          scope.tenantId,
          userId,
          builtIn
            ? { role: change.roleId as 'admin' | 'staff', roleId: null }
            : { role: 'staff', roleId: change.roleId },
        )
        const changedRow = (await repo.findMember(tx, scope.tenantId, userId))!
        const changed = present(changedRow)
        const before = present(member)
        await recordActivity(tx, scope, {
          area: 'staff',
          action: 'member.role_changed',
          subject: { type: 'member', id: userId, label: changed.name },
          changes: [{ field: 'role', before: before.roleName, after: changed.roleName }],
        })
        await tellTeam(tx, scope, 'role_changed', changedRow)
        return changed
      })
    },

    /**
     * Suspends a member (or lifts it): they keep their role and history but cannot open the store, from
     * their next request on. Suspending twice, or reactivating an active member, changes nothing.
     */
    setSuspended(scope: StoreScope, userId: string, suspended: boolean): Promise<Member> {
      return inScope(db, scope, async (tx) => {
        const member = await changeable(tx, scope, userId)
        if (member.role === 'owner') throw conflict(staffMessages.ownerNotSuspendable)
        if ((member.suspendedAt !== null) === suspended) return present(member)
        await repo.setSuspended(tx, scope.tenantId, userId, suspended ? new Date() : null)
        const changedRow = (await repo.findMember(tx, scope.tenantId, userId))!
        const changed = present(changedRow)
        await recordActivity(tx, scope, {
          area: 'staff',
          action: suspended ? 'member.suspended' : 'member.reactivated',
          subject: { type: 'member', id: userId, label: changed.name },
          changes: [{ field: 'status', before: suspended ? 'active' : 'suspended', after: changed.status }],
        })
        await tellTeam(tx, scope, suspended ? 'suspended' : 'reactivated', changedRow)
        return changed
      })
    },

    /**
     * The owner hands the store to another member, and stays on as an admin. A store has one owner at
     * every moment: both changes are made in one transaction.
     */
    transferOwnership(scope: StoreScope, userId: string): Promise<Member> {
      return inScope(db, scope, async (tx) => {
        const me = await repo.findMember(tx, scope.tenantId, scope.userId)
        // An API token never hands the store over, even one its owner made: only the owner in person.
        if (scope.apiToken || me?.role !== 'owner') throw problems.forbidden(staffMessages.ownerOnlyTransfers)
        const member = await changeable(tx, scope, userId)
        if (member.suspendedAt) throw conflict(staffMessages.suspendedCannotOwn)
        await repo.transferOwnership(tx, scope.tenantId, scope.userId, userId)
        const ownerRow = (await repo.findMember(tx, scope.tenantId, userId))!
        const owner = present(ownerRow)
        await recordActivity(tx, scope, {
          area: 'staff',
          action: 'member.made_owner',
          subject: { type: 'member', id: userId, label: owner.name },
          changes: [{ field: 'role', before: present(member).roleName, after: owner.roleName }],
        })
        await tellTeam(tx, scope, 'made_owner', ownerRow)
        return owner
      })
    },

    remove(scope: StoreScope, userId: string): Promise<void> {
      return inScope(db, scope, async (tx) => {
        const member = await changeable(tx, scope, userId)
        if (member.role === 'owner') throw conflict(staffMessages.ownerNotRemovable)
        await repo.deleteMember(tx, scope.tenantId, userId)
        await recordActivity(tx, scope, {
          area: 'staff',
          action: 'member.removed',
          subject: { type: 'member', id: userId, label: member.name },
          changes: [{ field: 'role', before: present(member).roleName, after: null }],
        })
        await tellTeam(tx, scope, 'removed', member)
      })
    },
  }
}

export type MembersService = ReturnType<typeof createMembersService>
