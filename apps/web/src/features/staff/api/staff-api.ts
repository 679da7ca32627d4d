import { type AccountSession, accountSessionListSchema } from '@lojista/contracts/auth/account-sessions'
import {
  type AuthResult,
  authResultSchema,
  type Session,
  sessionSchema,
} from '@lojista/contracts/auth/session'
import type { Connection } from '@lojista/contracts/common/pagination'
import { type ActivityEntry, activityListSchema } from '@lojista/contracts/staff/activity'
import {
  type Invitation,
  type InvitationInput,
  type InvitationLink,
  type InvitationSignUp,
  invitationLinkSchema,
  invitationListResultSchema,
  invitationResultSchema,
} from '@lojista/contracts/staff/invitations'
import {
  type Member,
  type MemberRoleChange,
  type MemberStatus,
  memberListResultSchema,
  memberResultSchema,
} from '@lojista/contracts/staff/members'
import {
  type NotificationPreferences,
  notificationPreferencesResultSchema,
} from '@lojista/contracts/staff/notification-preferences'
import type { PermissionArea } from '@lojista/contracts/staff/permissions'
import {
  type Role,
  type RoleDetail,
  type RoleInput,
  type RoleUpdate,
  roleListResultSchema,
  roleResultSchema,
} from '@lojista/contracts/staff/roles'
import { apiDownload, apiRequest } from '@/lib/api/client'
import { queryString } from '@/lib/api/query-string'

export async function listRoles(signal?: AbortSignal): Promise<Role[]> {
  return (await apiRequest('/v1/staff/roles', { schema: roleListResultSchema, signal })).roles
}

export async function getRole(id: string, signal?: AbortSignal): Promise<RoleDetail> {
  const path = `/v1/staff/roles/${encodeURIComponent(id)}`
  return (await apiRequest(path, { schema: roleResultSchema, signal })).role
}

export async function createRole(body: RoleInput): Promise<RoleDetail> {
  return (await apiRequest('/v1/staff/roles', { method: 'POST', body, schema: roleResultSchema })).role
}

/** Against the version read: a 409 carries the role as someone else saved it. */
export async function updateRole(id: string, body: RoleUpdate): Promise<RoleDetail> {
  const path = `/v1/staff/roles/${encodeURIComponent(id)}`
  return (await apiRequest(path, { method: 'PUT', body, schema: roleResultSchema })).role
}

/** Refused with 409 while members hold the role. */
export async function deleteRole(id: string): Promise<void> {
  await apiRequest(`/v1/staff/roles/${encodeURIComponent(id)}`, { method: 'DELETE' })
}

export interface MemberListRequest {
  query: string
  status?: MemberStatus
  first?: number
  after?: string
  last?: number
  before?: string
}

/** The store's people, the owner first, then by name (GET takes its filters and paging in the address). */
export async function listMembers(
  request: MemberListRequest,
  signal?: AbortSignal,
): Promise<Connection<Member>> {
  const answer = await apiRequest(`/v1/staff/members${queryString({ ...request })}`, {
    schema: memberListResultSchema,
    signal,
  })
  return answer.members
}

export async function getMember(userId: string, signal?: AbortSignal): Promise<Member> {
  const path = `/v1/staff/members/${encodeURIComponent(userId)}`
  return (await apiRequest(path, { schema: memberResultSchema, signal })).member
}

/** The signed-in person as a member of the current store: open to every role. */
export async function getOwnMember(signal?: AbortSignal): Promise<Member> {
  return (await apiRequest('/v1/staff/me', { schema: memberResultSchema, signal })).member
}

/** The emails about the current store the signed-in person chose to get. */
export async function getNotificationPreferences(signal?: AbortSignal): Promise<NotificationPreferences> {
  const path = '/v1/staff/me/notifications'
  return (await apiRequest(path, { schema: notificationPreferencesResultSchema, signal })).preferences
}

export async function saveNotificationPreferences(
  body: NotificationPreferences,
): Promise<NotificationPreferences> {
  const path = '/v1/staff/me/notifications'
  return (await apiRequest(path, { method: 'PUT', body, schema: notificationPreferencesResultSchema }))
    .preferences
}

/** Where a member is signed in, newest first (for those who manage the store's people). */
export async function listMemberSessions(userId: string, signal?: AbortSignal): Promise<AccountSession[]> {
  const path = `/v1/staff/members/${encodeURIComponent(userId)}/sessions`
  return (await apiRequest(path, { schema: accountSessionListSchema, signal })).sessions
}

/** Signs the member out of every browser and device; they sign in again with their password. */
export async function signOutMemberEverywhere(userId: string): Promise<void> {
  const path = `/v1/staff/members/${encodeURIComponent(userId)}/sign-out-everywhere`
  await apiRequest(path, { method: 'POST' })
}

export async function changeMemberRole(userId: string, body: MemberRoleChange): Promise<Member> {
  const path = `/v1/staff/members/${encodeURIComponent(userId)}/role`
  return (await apiRequest(path, { method: 'PUT', body, schema: memberResultSchema })).member
}

/** Suspends a member (they cannot open the store until reactivated) or lifts the suspension. */
export async function setMemberSuspended(userId: string, suspended: boolean): Promise<Member> {
  const path = `/v1/staff/members/${encodeURIComponent(userId)}/${suspended ? 'suspend' : 'reactivate'}`
  return (await apiRequest(path, { method: 'POST', schema: memberResultSchema })).member
}

/** Gives the store to a member; the owner until now stays on as an admin. */
export async function transferOwnership(userId: string): Promise<Member> {
  const path = `/v1/staff/members/${encodeURIComponent(userId)}/transfer-ownership`
  return (await apiRequest(path, { method: 'POST', schema: memberResultSchema })).member
}

export async function removeMember(userId: string): Promise<void> {
  await apiRequest(`/v1/staff/members/${encodeURIComponent(userId)}`, { method: 'DELETE' })
}

export interface ActivityRequest {
  query: string
  area?: PermissionArea
  person?: string
  first?: number
  after?: string
  last?: number
  before?: string
}

/** The store's activity log, newest first (GET takes its filters and paging in the address). */
export async function listActivity(
  request: ActivityRequest,
  signal?: AbortSignal,
): Promise<Connection<ActivityEntry>> {
  const answer = await apiRequest(`/v1/activity${queryString({ ...request })}`, {
    schema: activityListSchema,
    signal,
  })
  return answer.activity
}

/** The entries the filters find, every page, as CSV. */
export function exportActivityCsv(filters: { query: string; area?: PermissionArea }): Promise<Blob> {
  return apiDownload(`/v1/activity/export.csv${queryString({ ...filters })}`)
}

/** The people invited who have not joined yet, pending or expired. */
export async function listInvitations(signal?: AbortSignal): Promise<Invitation[]> {
  return (await apiRequest('/v1/staff/invitations', { schema: invitationListResultSchema, signal }))
    .invitations
}

/** Emails the invitation; a member or an address already invited is refused on the email field. */
export async function inviteStaff(body: InvitationInput): Promise<Invitation> {
  const path = '/v1/staff/invitations'
  return (await apiRequest(path, { method: 'POST', body, schema: invitationResultSchema })).invitation
}

/** Emails a new link; the one sent before stops working. */
export async function resendInvitation(id: string): Promise<Invitation> {
  const path = `/v1/staff/invitations/${encodeURIComponent(id)}/resend`
  return (await apiRequest(path, { method: 'POST', schema: invitationResultSchema })).invitation
}

export async function revokeInvitation(id: string): Promise<void> {
  await apiRequest(`/v1/staff/invitations/${encodeURIComponent(id)}/revoke`, { method: 'POST' })
}

// The invitee's calls belong to no store yet: the link names the store.
const accountCall = { tenantScoped: false, method: 'POST' } as const

/** What the emailed link says: the store, the role, and whether it still joins. */
export function openInvitation(token: string, signal?: AbortSignal): Promise<InvitationLink> {
  return apiRequest('/v1/invitations/open', {
    ...accountCall,
    body: { token },
    schema: invitationLinkSchema,
    signal,
  })
}

/** Makes the invited address's account, joined to the store, and signs it in. */
export function acceptInvitationWithSignUp(body: InvitationSignUp): Promise<AuthResult> {
  return apiRequest('/v1/invitations/accept/sign-up', { ...accountCall, body, schema: authResultSchema })
}

/** Joins the store as the signed-in account; answers its stores, the new one among them. */
export function acceptInvitation(token: string): Promise<Session> {
  return apiRequest('/v1/invitations/accept', { ...accountCall, body: { token }, schema: sessionSchema })
}
