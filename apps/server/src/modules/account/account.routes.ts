import { problemSchema, sessionSchema } from '@lojista/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { forAudience } from '../../plugins/audiences.ts'
import type { AuthService } from '../auth/auth.service.ts'

export const accountRoutes: FastifyPluginAsyncZod<{ auth: AuthService }> = forAudience(
  'signedIn',
  async (app, { auth }) => {
    app.get(
      '/account/me',
      {
        schema: {
          tags: ['account'],
          operationId: 'getAccount',
          summary: 'The signed-in user, their stores and default store',
          response: { 200: sessionSchema, 401: problemSchema },
        },
      },
      async (request) => auth.session(request.auth.userId),
    )
  },
)
