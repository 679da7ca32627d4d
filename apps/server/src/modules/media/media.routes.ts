import { problemSchema } from '@lojista/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { forAudience } from '../../plugins/audiences.ts'
import type { AuthService } from '../auth/auth.service.ts'
import { MEDIA_COOKIE } from './media-cookie.ts'

export const mediaRoutes: FastifyPluginAsyncZod<{ auth: AuthService }> = forAudience(
  'signedIn',
  async (app, { auth }) => {
    app.get(
      '/media/auth-cookie',
      {
        schema: {
          tags: ['media'],
          operationId: 'setMediaCookie',
          summary: 'Set the cookie that authorises media downloads in <img> tags',
          response: { 204: z.null(), 401: problemSchema },
        },
      },
      async (request, reply) => {
        reply.setCookie(MEDIA_COOKIE, auth.mediaToken(request.auth), {
          httpOnly: true,
          sameSite: 'strict',
          secure: request.protocol === 'https',
          path: '/media',
          expires: new Date(request.auth.expiresAt * 1000),
        })
        return reply.status(204).send(null)
      },
    )
  },
)
