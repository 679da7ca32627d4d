import { problemSchema, tenantSchema } from '@lojista/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { forAudience } from '../../plugins/audiences.ts'

export const tenancyRoutes: FastifyPluginAsyncZod = forAudience('storeMember', async (app) => {
  app.get(
    '/tenant',
    {
      // Which store the person is in and their role there: any member may ask.
      config: { permission: null },
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
    },
    async (request) => ({ tenant: request.tenant }),
  )
})
