import { problemSchema } from '@lojista/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { problems } from '../../lib/problem.ts'
import { imageTypes, sendImage } from '../../lib/send-image.ts'
import { storeScope } from '../../lib/store-scope.ts'
import { forAudience } from '../../plugins/audiences.ts'
import { STORAGE_KEY } from './media-storage.ts'
import type { ProductMediaService } from './product-media.service.ts'

/**
 * Serves a store's images to its members only (the `mediaViewer` audience): `<img>` tags send the media
 * cookie (set by GET /v1/media/auth-cookie), API clients a bearer token. Another store's image answers
 * 404 like a missing one.
 */
export const mediaFileRoutes: FastifyPluginAsyncZod<{
  media: ProductMediaService
}> = forAudience('mediaViewer', async (app, { media }) => {
  app.get(
    '/media/:tenantId/:file',
    {
      schema: {
        tags: ['products'],
        operationId: 'getMediaFile',
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
      const file = await media.file(storeScope(request), request.params.file)
      if (!file) throw problems.notFound()
      // Names are never reused, so a browser may keep the image; `private` keeps shared caches out.
      return sendImage(reply, file, 'private, max-age=31536000, immutable')
    },
  )
})
