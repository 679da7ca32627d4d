import {
  accountSessionListSchema,
  passwordChangeSchema,
  problemSchema,
  sessionSchema,
} from '@lojista/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { forAudience } from '../../plugins/audiences.ts'
import type { AuthService } from '../auth/auth.service.ts'

const tags = ['account']
const denied = { 401: problemSchema }

export const accountRoutes: FastifyPluginAsyncZod<{ auth: AuthService }> = forAudience(
  'signedIn',
  async (app, { auth }) => {
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
  },
)
