import { problemSchema, tenantSchema } from '@lojista/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'

export const tenancyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/tenant',
    {
      schema: {
        tags: ['account'],
        summary: 'The store this request works in (X-Tenant-Id, or the default store) and the role in it',
        response: {
          200: z.object({ tenant: tenantSchema }),
          400: problemSchema,
          401: problemSchema,
          403: problemSchema,
        },
      },
      preHandler: [app.authenticate, app.requireTenant],
    },
    async (request) => ({ tenant: request.tenant }),
  )
}
