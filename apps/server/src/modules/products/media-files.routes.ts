import { problemSchema } from '@lojista/contracts'
import type { FastifyReply } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { problems } from '../../lib/problem.ts'
import { bearerToken } from '../../plugins/guards.ts'
import type { AuthService } from '../auth/auth.service.ts'
import { MEDIA_COOKIE } from '../media/media.routes.ts'
import type { TenancyService } from '../tenancy/tenancy.service.ts'
import { STORAGE_KEY } from './media-storage.ts'
import type { ProductMediaService } from './product-media.service.ts'

export const imageTypes = ['image/png', 'image/jpeg', 'image/webp', 'image/gif']

/** Sends an image file as it is stored; the route's 200 schema only documents it. */
export function sendImage(
  reply: FastifyReply,
  file: { mimeType: string; size: number; stream: unknown },
  cacheControl: string,
) {
  return reply
    .header('content-type', file.mimeType)
    .header('content-length', file.size)
    .header('content-disposition', 'inline')
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', cacheControl)
    .send(file.stream as never)
}

/**
 * Serves a store's images to its members only: `<img>` tags send the media cookie (set by
 * GET /v1/media/auth-cookie), API clients a bearer token. Another store's image answers 404 like a
 * missing one.
 */
export const mediaFileRoutes: FastifyPluginAsyncZod<{
  auth: AuthService
  tenancy: TenancyService
  media: ProductMediaService
}> = async (app, { auth, tenancy, media }) => {
  app.get(
    '/media/:tenantId/:file',
    {
      schema: {
        tags: ['products'],
        summary: 'An uploaded image, for members of its store',
        params: z.object({ tenantId: z.uuid(), file: z.string().regex(STORAGE_KEY) }),
        produces: imageTypes,
        response: {
          200: z.string().describe('The image, of the type its name ends with'),
          400: problemSchema,
          401: problemSchema,
          404: problemSchema,
        },
      },
    },
    async (request, reply) => {
      const token = bearerToken(request)
      const cookie = request.cookies[MEDIA_COOKIE]
      const who =
        (token ? await auth.authenticate(token) : undefined) ??
        (cookie ? await auth.authenticate(cookie, 'media') : undefined)
      if (!who) throw problems.unauthorized()
      const tenantId = request.params.tenantId.toLowerCase()
      if (!(await tenancy.membership(who.userId, tenantId))) throw problems.notFound()
      const file = await media.file({ tenantId }, request.params.file)
      if (!file) throw problems.notFound()
      // Names are never reused, so a browser may keep the image; `private` keeps shared caches out.
      return sendImage(reply, file, 'private, max-age=31536000, immutable')
    },
  )
}
