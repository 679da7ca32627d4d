import {
  emailSearchRequestSchema,
  emailSearchResponseSchema,
  outboxEmailSchema,
  problemSchema,
} from '@lojista/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { storeScope } from '../../lib/store-scope.ts'
import { forAudience } from '../../plugins/audiences.ts'
import type { OutboxService } from './outbox.service.ts'

const errors = { 400: problemSchema, 401: problemSchema, 403: problemSchema, 404: problemSchema }

export const outboxRoutes: FastifyPluginAsyncZod<{ outbox: OutboxService }> = forAudience(
  'storeMember',
  async (app, { outbox }) => {
    app.post(
      '/email/search',
      {
        // The emails the store sent: part of its notification settings.
        config: { permission: 'settings.notifications' },
        schema: {
          tags: ['email'],
          summary: "The store's emails, newest first",
          description:
            'Free text over recipient and subject; filter status:queued|sent|failed|held|cancelled.',
          body: emailSearchRequestSchema,
          response: { 200: emailSearchResponseSchema, ...errors },
        },
      },
      async (request) => ({ emails: await outbox.search(storeScope(request), request.body) }),
    )

    app.get(
      '/email/:id',
      {
        config: { permission: 'settings.notifications' },
        schema: {
          tags: ['email'],
          summary: 'One email of the store',
          params: z.strictObject({ id: z.uuid() }),
          response: { 200: z.object({ email: outboxEmailSchema }), ...errors },
        },
      },
      async (request) => ({ email: await outbox.get(storeScope(request), request.params.id) }),
    )
  },
)
