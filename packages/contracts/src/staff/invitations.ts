import { z } from 'zod'
import { newPasswordSchema, PASSWORD_MAX_LENGTH } from '../auth/requests.ts'
import { problemSchema } from '../common/problem.ts'
import { memberRoleChangeSchema } from './members.ts'

/** How long an invitation's link works; sending it again starts the days over with a new link. */
export const INVITATION_VALID_DAYS = 7

/** An invitation not yet answered: pending while its link works, expired once it no longer does. */
export const invitationStatuses = ['pending', 'expired'] as const
export type InvitationStatus = (typeof invitationStatuses)[number]

/** What the link says when opened: still to accept, or why it no longer joins the store. */
export const invitationLinkStatuses = ['pending', 'expired', 'accepted', 'revoked'] as const
export type InvitationLinkStatus = (typeof invitationLinkStatuses)[number]

/** A person invited to the store who has not joined yet, as the Users page lists them. */
export const invitationSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  /** A built-in role's name or the store role's id, as for members. */
  roleId: z.string(),
  roleName: z.string(),
  status: z.enum(invitationStatuses),
  /** When the link now in the invitee's inbox was sent. */
  sentAt: z.iso.datetime({ offset: true }),
  expiresAt: z.iso.datetime({ offset: true }),
  /** Who invited them, as they are named now (null once that person's account is gone). */
  invitedBy: z.string().nullable(),
})
export type Invitation = z.infer<typeof invitationSchema>

export const invitationListResultSchema = z.object({ invitations: z.array(invitationSchema) })
export const invitationResultSchema = z.object({ invitation: invitationSchema })

/** POST /v1/staff/invitations: who to invite and the role they will join with (never owner). */
export const invitationInputSchema = z.strictObject({
  // Accounts keep their email in lower case. Written as an email (not trimmed first) so that the API
  // document says so.
  email: z
    .email('Invalid email')
    .max(254)
    .transform((email) => email.toLowerCase()),
  roleId: memberRoleChangeSchema.shape.roleId,
})
export type InvitationInput = z.infer<typeof invitationInputSchema>

const token = z.string().min(1, 'Required').max(300)

/** The emailed link's token, which is the invitee's only credential until they join. */
export const invitationTokenSchema = z.strictObject({ token })
export type InvitationToken = z.infer<typeof invitationTokenSchema>

/** What the invitee sees on opening the link. */
export const invitationLinkSchema = z.object({
  status: z.enum(invitationLinkStatuses),
  /** The store's id, to open it once joined. */
  storeId: z.uuid(),
  storeName: z.string(),
  email: z.string(),
  roleName: z.string(),
  /** Whether the invited address already has an account: they sign in instead of signing up. */
  hasAccount: z.boolean(),
  expiresAt: z.iso.datetime({ offset: true }),
})
export type InvitationLink = z.infer<typeof invitationLinkSchema>

/** Accepting without an account: the account is made for the invited address. */
export const invitationSignUpSchema = z.strictObject({
  token,
  name: z.string().trim().min(1, 'Required').max(120),
  password: newPasswordSchema,
})
export type InvitationSignUp = z.infer<typeof invitationSignUpSchema>

/** Accepting with the account the invited address already has: its password. */
export const invitationSignInSchema = z.strictObject({
  token,
  password: z.string().min(1, 'Required').max(PASSWORD_MAX_LENGTH),
})
export type InvitationSignIn = z.infer<typeof invitationSignInSchema>

/** A link that no longer joins the store answers 409 saying why, in words and as a status. */
export const invitationClosedProblemSchema = problemSchema.extend({
  invitationStatus: z.enum(invitationLinkStatuses).optional(),
})
