import {
  abandonedCheckoutSearchRequestSchema,
  abandonedCheckoutSearchResponseSchema,
  problemSchema,
  publicCheckoutSchema,
  publicPayRequestSchema,
  publicPayResponseSchema,
  sendCheckoutRequestSchema,
  sendCheckoutResponseSchema,
} from '@lojista/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { idempotencyKeyOf } from '../../lib/idempotency.ts'
import { problems } from '../../lib/problem.ts'
import { pricedScope } from '../../lib/store-scope.ts'
import { imageTypes, sendImage } from '../products/media-files.routes.ts'
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
export const checkoutRoutes: FastifyPluginAsyncZod<{ checkout: CheckoutService }> = async (
  app,
  { checkout },
) => {
  const preHandler = [app.authenticate, app.requireTenant]

  for (const kind of ['invoice', 'quote'] as const) {
    app.post(
      `/order/send-${kind}`,
      {
        schema: {
          tags,
          summary: `Email the draft as ${kind === 'invoice' ? 'an invoice' : 'a quote'} with a secure checkout link`,
          headers: idempotencyHeader,
          body: sendCheckoutRequestSchema,
          response: { 200: sendCheckoutResponseSchema, 422: problemSchema, ...errors },
        },
        preHandler,
      },
      async (request, reply) => {
        const answer = await checkout.send(
          pricedScope(request),
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
      schema: {
        tags,
        summary: "A draft's status history: created, invoice or quote sent, recovered, completed",
        querystring: z.strictObject({ id: z.uuid() }),
        response: {
          200: z.object({
            events: z.array(
              z.object({
                id: z.string(),
                type: z.string(),
                message: z.string(),
                author: z.string().nullable(),
                createdAt: z.string(),
              }),
            ),
          }),
          ...errors,
        },
      },
      preHandler,
    },
    async (request) => ({ events: await checkout.history(pricedScope(request), request.query.id) }),
  )

  app.post(
    '/order/abandoned-checkout/search',
    {
      schema: {
        tags,
        summary: 'Checkouts the customer opened and did not complete',
        body: abandonedCheckoutSearchRequestSchema,
        response: { 200: abandonedCheckoutSearchResponseSchema, ...errors },
      },
      preHandler,
    },
    async (request) => ({
      abandonedCheckouts: await checkout.searchAbandoned(pricedScope(request), request.body),
    }),
  )

  app.post(
    '/order/abandoned-checkout/:id/recover',
    {
      schema: {
        tags,
        summary: 'Email the customer a fresh link to complete the purchase',
        params: z.strictObject({ id: z.uuid() }),
        response: { 200: sendCheckoutResponseSchema, ...errors },
      },
      preHandler,
    },
    async (request) => {
      const recovered = await checkout.recover(pricedScope(request), request.params.id)
      return { checkout: recovered }
    },
  )
}

/** Customer side, without sign-in: the link's token is the only credential. */
export const publicCheckoutRoutes: FastifyPluginAsyncZod<{
  checkout: CheckoutService
  media: ProductMediaService
}> = async (app, { checkout, media }) => {
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
        params,
        response: { 200: z.object({ checkout: publicCheckoutSchema }), ...publicErrors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      return { checkout: await checkout.view(request.params.token) }
    },
  )

  app.post(
    '/public/checkout/:token/pay',
    {
      schema: {
        tags,
        summary: "Pay with the store's test payment method; the draft becomes a paid order",
        params,
        body: publicPayRequestSchema,
        response: { 200: publicPayResponseSchema, ...publicErrors },
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
}
