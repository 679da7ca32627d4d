import {
  emailSearchRequestSchema,
  emailSearchResponseSchema,
  outboxEmailSchema,
  problemSchema,
} from '@lojista/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { OutboxService } from './outbox.service.ts'

const errors = { 400: problemSchema, 401: problemSchema, 403: problemSchema, 404: problemSchema }

export const outboxRoutes: FastifyPluginAsyncZod<{ outbox: OutboxService }> = async (app, { outbox }) => {
  const preHandler = [app.authenticate, app.requireTenant]
  const scope = (request: { tenant: { id: string }; auth: { userId: string } }) => ({
    tenantId: request.tenant.id,
    userId: request.auth.userId,
  })

  app.post(
    '/email/search',
    {
      schema: {
        tags: ['email'],
        summary: "The store's emails, newest first",
        description: 'Free text over recipient and subject; filter status:queued|sent|failed|held.',
        body: emailSearchRequestSchema,
        response: { 200: emailSearchResponseSchema, ...errors },
      },
      preHandler,
    },
    async (request) => ({ emails: await outbox.search(scope(request), request.body) }),
  )

  app.get(
    '/email/:id',
    {
      schema: {
        tags: ['email'],
        summary: 'One email of the store',
        params: z.strictObject({ id: z.uuid() }),
        response: { 200: z.object({ email: outboxEmailSchema }), ...errors },
      },
      preHandler,
    },
    async (request) => ({ email: await outbox.get(scope(request), request.params.id) }),
  )
}
