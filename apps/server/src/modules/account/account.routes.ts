import {
  accountSessionListSchema,
  passwordChangeSchema,
  problemSchema,
  recoveryCodesSchema,
  sessionSchema,
  twoFactorConfirmSchema,
  twoFactorDisableSchema,
  twoFactorSetupSchema,
  twoFactorStatusSchema,
} from '@lojista/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { clientInfo } from '../../lib/client-info.ts'
import { forAudience } from '../../plugins/audiences.ts'
import type { AuthService } from '../auth/auth.service.ts'
import type { TwoFactorService } from '../auth/two-factor.service.ts'

const tags = ['account']
const denied = { 401: problemSchema }

export const accountRoutes: FastifyPluginAsyncZod<{ auth: AuthService; twoFactor: TwoFactorService }> =
  forAudience('signedIn', async (app, { auth, twoFactor }) => {
    app.get(
      '/account/me',
      {
        schema: {
          tags,
          operationId: 'getAccount',
          summary: 'The signed-in user, their stores and default store',
          response: { 200: sessionSchema, ...denied },
        },
      },
      async (request) => auth.session(request.auth.userId),
    )

    app.get(
      '/account/sessions',
      {
        schema: {
          tags,
          summary: 'The browsers and devices signed in as this person',
          description:
            'Live sessions, newest first, with where they signed in from; `current` marks this one.',
          response: { 200: accountSessionListSchema, ...denied },
        },
      },
      async (request) => ({ sessions: await auth.sessions(request.auth) }),
    )

    app.delete(
      '/account/sessions/:id',
      {
        schema: {
          tags,
          summary: 'Sign one of this person’s sessions out',
          description: 'Its next request is refused. A session not theirs, or not open, answers 404.',
          params: z.strictObject({ id: z.uuid() }),
          response: { 204: z.null(), ...denied, 400: problemSchema, 404: problemSchema },
        },
      },
      async (request, reply) => {
        await auth.signOutSession(request.auth, request.params.id)
        return reply.status(204).send(null)
      },
    )

    app.post(
      '/account/sessions/sign-out-others',
      {
        schema: {
          tags,
          summary: 'Sign every other session of this person out',
          description: 'Keeps the session making the request.',
          response: { 204: z.null(), ...denied },
        },
      },
      async (request, reply) => {
        await auth.signOutOthers(request.auth)
        return reply.status(204).send(null)
      },
    )

    app.put(
      '/account/password',
      {
        schema: {
          tags,
          summary: 'Change the password',
          description:
            'Needs the current password (a wrong one answers 400 on `currentPassword`; guesses are limited, ' +
            'then 429). Every other session is signed out; this one stays.',
          body: passwordChangeSchema,
          response: { 204: z.null(), ...denied, 400: problemSchema, 429: problemSchema },
        },
      },
      async (request, reply) => {
        await auth.changePassword(request.auth, request.body)
        return reply.status(204).send(null)
      },
    )

    app.get(
      '/account/two-factor',
      {
        schema: {
          tags,
          summary: 'Whether this person signs in with a second factor',
          description: 'With how many of their recovery codes are still unused.',
          response: { 200: twoFactorStatusSchema, ...denied },
        },
      },
      async (request) => twoFactor.status(request.auth.userId),
    )

    app.post(
      '/account/two-factor/setup',
      {
        schema: {
          tags,
          summary: 'Start setting up two-factor authentication',
          description:
            'Answers a new authenticator key and its otpauth:// address (for a QR code); nothing changes at ' +
            'sign-in until a code from it is confirmed (POST /v1/account/two-factor/enable). Starting again ' +
            'replaces the key. 409 while two-factor authentication is on.',
          response: { 200: twoFactorSetupSchema, ...denied, 409: problemSchema },
        },
      },
      async (request) => twoFactor.setUp(request.auth.userId),
    )

    app.post(
      '/account/two-factor/enable',
      {
        schema: {
          tags,
          summary: 'Turn two-factor authentication on with a code from the new key',
          description:
            'Answers 10 one-time recovery codes, this once (only their hashes are kept). A wrong code answers ' +
            '400 on `code`; guesses are limited, then 429. Written to the activity log of the person’s stores.',
          body: twoFactorConfirmSchema,
          response: {
            200: recoveryCodesSchema,
            ...denied,
            400: problemSchema,
            409: problemSchema,
            429: problemSchema,
          },
        },
      },
      async (request) => twoFactor.enable(request.auth.userId, request.body.code, clientInfo(request)),
    )

    app.post(
      '/account/two-factor/recovery-codes',
      {
        schema: {
          tags,
          summary: 'Replace the recovery codes',
          description:
            'Answers 10 new one-time recovery codes, this once; the old ones stop working. Needs a current code ' +
            '(or a recovery code) or the password, as turning it off does: a wrong one answers 400 on that field; ' +
            'guesses are limited, then 429. 409 while two-factor authentication is off. Written to the activity ' +
            'log of the person’s stores.',
          body: twoFactorDisableSchema,
          response: {
            200: recoveryCodesSchema,
            ...denied,
            400: problemSchema,
            409: problemSchema,
            429: problemSchema,
          },
        },
      },
      async (request) =>
        twoFactor.replaceRecoveryCodes(request.auth.userId, request.body, clientInfo(request)),
    )

    app.post(
      '/account/two-factor/disable',
      {
        schema: {
          tags,
          summary: 'Turn two-factor authentication off',
          description:
            'Needs a current code (or a recovery code) or the password: a wrong one answers 400 on that field; ' +
            'guesses are limited, then 429. The key and the recovery codes are deleted. Written to the ' +
            'activity log of the person’s stores; a store that requires it refuses them until they turn it on again.',
          body: twoFactorDisableSchema,
          response: { 204: z.null(), ...denied, 400: problemSchema, 409: problemSchema, 429: problemSchema },
        },
      },
      async (request, reply) => {
        await twoFactor.disable(request.auth.userId, request.body, clientInfo(request))
        return reply.status(204).send(null)
      },
    )
  })
