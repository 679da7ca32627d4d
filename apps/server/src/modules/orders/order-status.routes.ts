import { orderStatusGoneReasonSchema, problemSchema, publicOrderStatusSchema } from '@lojista/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { forAudience } from '../../plugins/audiences.ts'
import type { OrderStatusService } from './order-status.service.ts'

/** The customer's order page, without sign-in: the link's token in the path is the only credential. */
export const orderStatusRoutes: FastifyPluginAsyncZod<{ orderStatus: OrderStatusService }> = forAudience(
  'checkoutLink',
  async (app, { orderStatus }) => {
    app.get(
      '/public/stores/:storeId/orders/:token',
      {
        schema: {
          tags: ['checkout'],
          summary: 'The order behind the link of a confirmation email',
          description:
            'Answers the order as its customer follows it: payment and fulfilment status, lines, totals, the ' +
            'shipping address and, while a manual payment is awaited, what to pay (the Pix code). An unknown ' +
            "token, or one of another store, answers 404; a link past the store's days, or of a store that " +
            'turned order links off, answers 410 saying which in `reason`.',
          params: z.strictObject({ storeId: z.uuid(), token: z.string().max(200) }),
          response: {
            200: z.object({ order: publicOrderStatusSchema }),
            400: problemSchema,
            404: problemSchema,
            410: problemSchema.extend({ reason: orderStatusGoneReasonSchema.optional() }),
          },
        },
      },
      async (request, reply) => {
        // The page changes as the store takes the payment and ships: never kept by a cache.
        reply.header('cache-control', 'no-store')
        return { order: await orderStatus.view(request.params.storeId, request.params.token) }
      },
    )
  },
)
