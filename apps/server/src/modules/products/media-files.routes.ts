import { problemSchema } from '@lojista/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { problems } from '../../lib/problem.ts'
import { bearerToken } from '../../plugins/guards.ts'
import type { AuthService } from '../auth/auth.service.ts'
import { MEDIA_COOKIE } from '../media/media.routes.ts'
import type { TenancyService } from '../tenancy/tenancy.service.ts'
import { STORAGE_KEY } from './media-storage.ts'
import type { ProductMediaService } from './product-media.service.ts'

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
        produces: ['image/png', 'image/jpeg', 'image/webp', 'image/gif'],
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
      const file = await media.file({ tenantId, userId: who.userId }, request.params.file)
      if (!file) throw problems.notFound()
      return (
        reply
          .header('content-type', file.mimeType)
          .header('content-length', file.size)
          .header('content-disposition', 'inline')
          .header('x-content-type-options', 'nosniff')
          // Names are never reused, so a browser may keep the image; `private` keeps shared caches out.
          .header('cache-control', 'private, max-age=31536000, immutable')
          // A file stream, sent as it is: the 200 schema only documents it.
          .send(file.stream as never)
      )
    },
  )
}
