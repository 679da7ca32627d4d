import {
  authResultSchema,
  invitationClosedProblemSchema,
  invitationInputSchema,
  invitationLinkSchema,
  invitationListResultSchema,
  invitationResultSchema,
  invitationSignUpSchema,
  invitationTokenSchema,
  problemSchema,
  sessionSchema,
} from '@lojista/contracts'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { storeScope } from '../../lib/store-scope.ts'
import { forAudience } from '../../plugins/audiences.ts'
import type { InvitationsService } from './invitations.service.ts'

const tags = ['staff']
const errors = { 400: problemSchema, 401: problemSchema, 403: problemSchema }
const invitationParams = z.object({ id: z.uuid() })

function clientInfo(request: FastifyRequest) {
  return { ip: request.ip ?? null, userAgent: request.headers['user-agent']?.slice(0, 500) ?? null }
}

/** The store's side of invitations: who is invited, inviting, sending again and withdrawing. */
export const invitationRoutes: FastifyPluginAsyncZod<{ invitations: InvitationsService }> = forAudience(
  'storeMember',
  async (app, { invitations }) => {
    app.get(
      '/staff/invitations',
      {
        config: { permission: 'staff.view' },
        schema: {
          operationId: 'listStaffInvitations',
          tags,
          summary: 'The people invited who have not joined yet',
          description:
            'Invitations nobody has accepted or withdrawn, by email: `pending` while the link works, ' +
            '`expired` once its week has passed (send it again for a new link).',
          response: { 200: invitationListResultSchema, ...errors },
        },
      },
      async (request) => ({ invitations: await invitations.list(storeScope(request)) }),
    )

    app.post(
      '/staff/invitations',
      {
        config: { permission: 'staff.manage' },
        schema: {
          tags,
          operationId: 'inviteStaff',
          summary: 'Invite a person by email',
          description:
            '`roleId` is `admin`, `staff` or a store role’s id. Emails a link, in the store’s language, that ' +
            'works for 7 days. A member of the store, or an address already invited, is refused with 409 and ' +
            'a field error on `email`.',
          body: invitationInputSchema,
          response: { 201: invitationResultSchema, ...errors, 409: problemSchema, 429: problemSchema },
        },
      },
      async (request, reply) =>
        reply.status(201).send({ invitation: await invitations.invite(storeScope(request), request.body) }),
    )

    app.post(
      '/staff/invitations/:id/resend',
      {
        config: { permission: 'staff.manage' },
        schema: {
          tags,
          operationId: 'resendStaffInvitation',
          summary: 'Send an invitation again',
          description: 'Emails a new link that works for 7 days; the link sent before stops working.',
          params: invitationParams,
          response: { 200: invitationResultSchema, ...errors, 404: problemSchema, 429: problemSchema },
        },
      },
      async (request) => ({ invitation: await invitations.resend(storeScope(request), request.params.id) }),
    )

    app.post(
      '/staff/invitations/:id/revoke',
      {
        config: { permission: 'staff.manage' },
        schema: {
          tags,
          operationId: 'revokeStaffInvitation',
          summary: 'Withdraw an invitation',
          description: 'Its link then says it was withdrawn; the address may be invited again.',
          params: invitationParams,
          response: { 204: z.null(), ...errors, 404: problemSchema },
        },
      },
      async (request, reply) => {
        await invitations.revoke(storeScope(request), request.params.id)
        return reply.status(204).send(null)
      },
    )
  },
)

const CLOSED_LINK =
  'An invitation accepted, withdrawn or expired answers 409 naming which in `invitationStatus`; a link that opens ' +
  'no invitation, or was replaced by one sent since, answers 404.'

/**
 * The invitee's side: the emailed link's token is their credential. Opening and signing up are for
 * anyone holding the link; joining with an account needs that account signed in. Said per route.
 */
export const invitationLinkRoutes: FastifyPluginAsyncZod<{ invitations: InvitationsService }> = async (
  app,
  { invitations },
) => {
  app.post(
    '/invitations/open',
    {
      config: { audience: 'anyone' },
      schema: {
        tags,
        operationId: 'openInvitation',
        summary: 'What an invitation link says',
        description:
          'The store, the invited address and role, whether the address has an account (then sign in and ' +
          'accept; otherwise sign up with the link), and the status: `pending`, `expired`, `accepted` or ' +
          '`revoked`. A link that opens no invitation, or was replaced by one sent since, answers 404.',
        body: invitationTokenSchema,
        response: { 200: invitationLinkSchema, 400: problemSchema, 404: problemSchema },
      },
    },
    async (request) => invitations.lookup(request.body.token),
  )

  app.post(
    '/invitations/accept/sign-up',
    {
      config: { audience: 'anyone' },
      schema: {
        tags,
        operationId: 'acceptInvitationWithSignUp',
        summary: 'Accept an invitation with a new account',
        description:
          'Makes the account of the invited address (verified: the link reached it) with no store of its ' +
          'own, joins the store with the invited role and signs in. An address that has an account answers ' +
          `409: sign in and accept instead. ${CLOSED_LINK}`,
        body: invitationSignUpSchema,
        response: {
          201: authResultSchema,
          400: problemSchema,
          404: problemSchema,
          409: invitationClosedProblemSchema,
        },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await invitations.acceptWithSignUp(request.body, clientInfo(request))),
  )

  app.post(
    '/invitations/accept',
    {
      config: { audience: 'signedIn' },
      schema: {
        tags,
        operationId: 'acceptInvitation',
        summary: 'Accept an invitation as the signed-in account',
        description:
          'Joins the store with the invited role; the account must be the invited address’s (403 ' +
          `otherwise). Answers the account with its stores, the new one among them. ${CLOSED_LINK}`,
        body: invitationTokenSchema,
        response: {
          200: sessionSchema,
          400: problemSchema,
          401: problemSchema,
          403: problemSchema,
          404: problemSchema,
          409: invitationClosedProblemSchema,
        },
      },
    },
    async (request) => invitations.accept(request.body.token, request.auth.userId, clientInfo(request)),
  )
}
