import {
  activityExportQuerySchema,
  activityListQuerySchema,
  activityListSchema,
  problemSchema,
} from '@lojista/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { storeScope } from '../../lib/store-scope.ts'
import { forAudience } from '../../plugins/audiences.ts'
import type { ActivityService } from './activity.service.ts'

export const activityRoutes: FastifyPluginAsyncZod<{ activity: ActivityService }> = forAudience(
  'storeMember',
  async (app, { activity }) => {
    app.get(
      '/activity',
      {
        config: { permission: 'activity_log.view' },
        schema: {
          operationId: 'listActivity',
          tags: ['staff'],
          summary: "The store's activity log",
          description:
            'Every change that matters, newest first: who, when, from where, what, and the fields changed ' +
            '(before and after). Filter by words of the subject or person, an area, a person (`person`, their ' +
            'user id) and days of the store’s calendar (`from`, `to`, inclusive).',
          querystring: activityListQuerySchema,
          response: { 200: activityListSchema, 400: problemSchema, 401: problemSchema, 403: problemSchema },
        },
      },
      async (request) => ({ activity: await activity.list(storeScope(request), request.query) }),
    )

    app.get(
      '/activity/export.csv',
      {
        config: { permission: 'activity_log.export' },
        schema: {
          tags: ['staff'],
          summary: "Export the store's activity log as CSV",
          description:
            'Every entry the filters find (the same as the list’s), newest first, up to 100,000: time, person, ' +
            'area, action, subject, the fields changed with their values before and after, and the address.',
          querystring: activityExportQuerySchema,
          produces: ['text/csv'],
          response: {
            200: z.string().describe('CSV with the columns of activityCsvColumns'),
            400: problemSchema,
            401: problemSchema,
            403: problemSchema,
          },
        },
      },
      async (request, reply) => {
        const csv = await activity.exportCsv(storeScope(request), request.query)
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', 'attachment; filename="activity.csv"')
          .header('cache-control', 'no-store')
          .send(csv)
      },
    )
  },
)
