import {
  abandonedCheckoutSearchRequestSchema,
  abandonedCheckoutSearchResponseSchema,
  discountRefusalProblemSchema,
  orderSchema,
  problemSchema,
  publicCheckoutSchema,
  publicDiscountCodeRequestSchema,
  publicDiscountCodeResponseSchema,
  publicPayRequestSchema,
  publicPayResponseSchema,
  sendCheckoutRequestSchema,
  sendCheckoutResponseSchema,
} from '@lojista/contracts'
import { draftTimelineEntrySchema } from '@lojista/contracts/sales/timeline'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { idempotencyKeyOf } from '../../lib/idempotency.ts'
import { problems } from '../../lib/problem.ts'
import { imageTypes, sendImage } from '../../lib/send-image.ts'
import { storeScope } from '../../lib/store-scope.ts'
import { forAudience } from '../../plugins/audiences.ts'
import type { ProductMediaService } from '../products/product-media.service.ts'
import type { CheckoutService } from './checkout.service.ts'

const tags = ['checkout']
const errors = {
  400: problemSchema,
  401: problemSchema,
  403: problemSchema,
  404: problemSchema,
  409: problemSchema,
}
const idempotencyHeader = z.object({ 'idempotency-key': z.string().optional() })

/** Staff side: send invoices and quotes, the draft's history, abandoned checkouts. */
export const checkoutRoutes: FastifyPluginAsyncZod<{ checkout: CheckoutService }> = forAudience(
  'storeMember',
  async (app, { checkout }) => {
    // The calls that email a customer: by a role that may send drafts, only from a verified address, and
    // within the store's hourly cap.
    const sending = { audience: 'verifiedStoreMember', permission: 'draft_orders.send' } as const
    const sendingDescription =
      ' Answers 403 until the signed-in user has verified their email address, and 429 with Retry-After ' +
      'once the store has sent its hourly cap of emails (EMAIL_CAP_PER_STORE_PER_HOUR).'

    for (const kind of ['invoice', 'quote'] as const) {
      app.post(
        `/order/send-${kind}`,
        {
          schema: {
            tags,
            summary: `Email the draft as ${kind === 'invoice' ? 'an invoice' : 'a quote'} with a secure checkout link`,
            description:
              '`version` is the draft version the person saw: a draft changed since answers 409 with the current ' +
              'draft in `current`, and nothing is sent.' +
              sendingDescription,
            headers: idempotencyHeader,
            body: sendCheckoutRequestSchema,
            response: {
              200: sendCheckoutResponseSchema,
              422: problemSchema,
              429: problemSchema,
              ...errors,
              409: problemSchema.extend({ current: orderSchema.optional() }),
            },
          },
          config: sending,
        },
        async (request, reply) => {
          const answer = await checkout.send(
            storeScope(request),
            kind,
            request.body,
            idempotencyKeyOf(request),
          )
          return reply.status(answer.statusCode).send(answer.body)
        },
      )
    }

    app.get(
      '/order/history',
      {
        config: { permission: 'draft_orders.view' },
        schema: {
          tags,
          operationId: 'getDraftOrderHistory',
          summary: "A draft's status history: created, invoice or quote sent, recovered, completed",
          querystring: z.strictObject({ id: z.uuid() }),
          response: {
            200: z.object({
              events: z.array(draftTimelineEntrySchema),
            }),
            ...errors,
          },
        },
      },
      async (request) => ({ events: await checkout.history(storeScope(request), request.query.id) }),
    )

    app.post(
      '/order/abandoned-checkout/search',
      {
        // An abandoned checkout is a draft whose link was sent and not paid.
        config: { permission: 'draft_orders.view' },
        schema: {
          tags,
          summary: 'Checkouts the customer opened and did not complete',
          description:
            "Free text matches the draft's number, customer and email, and the address the link was sent to.",
          body: abandonedCheckoutSearchRequestSchema,
          response: { 200: abandonedCheckoutSearchResponseSchema, ...errors },
        },
      },
      async (request) => ({
        abandonedCheckouts: await checkout.searchAbandoned(storeScope(request), request.body),
      }),
    )

    app.post(
      '/order/abandoned-checkout/:id/recover',
      {
        schema: {
          tags,
          summary: 'Email the customer a fresh link to complete the purchase',
          description: `The old link stops working.${sendingDescription}`,
          params: z.strictObject({ id: z.uuid() }),
          response: { 200: sendCheckoutResponseSchema, 429: problemSchema, ...errors },
        },
        config: sending,
      },
      async (request) => {
        const recovered = await checkout.recover(storeScope(request), request.params.id)
        return { checkout: recovered }
      },
    )
  },
)

/** Customer side, without sign-in: the link's token is the only credential. */
export const publicCheckoutRoutes: FastifyPluginAsyncZod<{
  checkout: CheckoutService
  media: ProductMediaService
}> = forAudience('checkoutLink', async (app, { checkout, media }) => {
  const params = z.strictObject({ token: z.string().max(200) })
  const publicErrors = {
    400: problemSchema,
    402: problemSchema,
    404: problemSchema,
    409: problemSchema,
    410: problemSchema,
  }

  app.get(
    '/public/checkout/:token',
    {
      schema: {
        tags,
        summary: 'The order behind an invoice or quote link',
        description:
          'A link already used answers 409; when its order was placed with a manual method and still awaits ' +
          'the payment, the 409 carries in `placed` what paying answered (the Pix code, the instructions).',
        params,
        response: {
          200: z.object({ checkout: publicCheckoutSchema }),
          ...publicErrors,
          409: problemSchema.extend({ placed: publicPayResponseSchema.optional() }),
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      return { checkout: await checkout.view(request.params.token) }
    },
  )

  app.post(
    '/public/checkout/:token/discount-code',
    {
      schema: {
        tags,
        summary: 'Whether a discount code the customer typed applies to the order, and the order with it',
        description:
          'Weighs the code (any case) with the application function, beside the codes the store chose on the ' +
          "order and the store's automatic discounts: `applies` with the order worked out with it, or the " +
          '`refusal` saying why not (`unknown_code` when no discount has it). Nothing is counted: paying with ' +
          '`discount` weighs it again and counts it once with the order.',
        params,
        body: publicDiscountCodeRequestSchema,
        response: { 200: publicDiscountCodeResponseSchema, ...publicErrors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      return checkout.checkCode(request.params.token, request.body.code)
    },
  )

  app.post(
    '/public/checkout/:token/pay',
    {
      schema: {
        tags,
        summary:
          'Pay with a method the store offers; the draft becomes an order, paid or awaiting the payment',
        description:
          '`version` is the checkout version the customer saw (from GET): if the store changed the order since, ' +
          'the answer is 409 with the order as it is now in `current`, and nothing is charged. A discount code on ' +
          'the order that no longer applies, or an automatic discount that would now change the total, answers 409 ' +
          'saying why in `discountRefusal`. A `discount` code that no longer applies answers the same way, one no ' +
          'discount has answers 400, and a total other than the one the customer saw with it answers 409 with ' +
          "the order as it is now in `current`. `method` is one of the checkout's `paymentMethods` (the card " +
          "by default, charged through the store's card provider, 402 when declined); a method the store does " +
          'not offer answers 422. A manual method (Pix, bank deposit, cash on delivery, boleto) places the order ' +
          'pending and answers what the customer must do, with the Pix BR Code for Pix.',
        params,
        body: publicPayRequestSchema,
        response: {
          200: publicPayResponseSchema,
          ...publicErrors,
          422: problemSchema,
          409: problemSchema.extend({
            current: publicCheckoutSchema.optional(),
            discountRefusal: discountRefusalProblemSchema.optional(),
          }),
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      return checkout.pay(request.params.token, request.body)
    },
  )

  app.get(
    '/public/checkout/:token/lines/:index/image',
    {
      schema: {
        tags,
        summary: "The picture of one of the checkout's lines, for the customer's browser",
        params: params.extend({ index: z.coerce.number().int().min(0).max(999) }),
        produces: imageTypes,
        response: { 200: z.string().describe('The image, of the type its name ends with'), ...publicErrors },
      },
    },
    async (request, reply) => {
      const found = await checkout.lineImage(request.params.token, request.params.index)
      const file = found && (await media.file({ tenantId: found.tenantId }, found.storageKey))
      if (!file) throw problems.notFound()
      // Kept only briefly: the link stops working once paid or expired.
      return sendImage(reply, file, 'private, max-age=600')
    },
  )
})
