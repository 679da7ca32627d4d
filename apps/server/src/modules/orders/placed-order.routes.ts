import {
  cancelOrderRequestSchema,
  collectPaymentRequestSchema,
  createOrderRequestSchema,
  fulfillmentSearchRequestSchema,
  fulfillmentSearchResponseSchema,
  fulfillRequestSchema,
  orderNoteRequestSchema,
  orderSearchRequestSchema,
  orderSearchResponseSchema,
  placedOrderSchema,
  problemSchema,
} from '@lojista/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { idempotencyKeyOf } from '../../lib/idempotency.ts'
import { pricedScope } from '../../lib/store-scope.ts'
import type { PlacedOrderService } from './placed-order.service.ts'

const tags = ['orders']
const errors = {
  400: problemSchema,
  401: problemSchema,
  403: problemSchema,
  404: problemSchema,
  409: problemSchema,
}
const orderResponse = z.object({ order: placedOrderSchema })
const idParams = z.strictObject({ id: z.uuid() })
const idempotencyHeader = z.object({ 'idempotency-key': z.string().optional() })

export const placedOrderRoutes: FastifyPluginAsyncZod<{ orders: PlacedOrderService }> = async (
  app,
  { orders },
) => {
  const preHandler = [app.authenticate, app.requireTenant]

  app.post(
    '/orders',
    {
      schema: {
        tags,
        summary: 'Create an order from a draft (Create Order, or Mark as paid)',
        description:
          'Takes the stock, numbers the order (#1001, ...) and closes the draft. Send an Idempotency-Key: the same ' +
          'key answers the first result again, the same key with another body is refused with 422.',
        headers: idempotencyHeader,
        body: createOrderRequestSchema,
        response: {
          201: orderResponse,
          422: problemSchema,
          ...errors,
          // A draft that is already an order names that order.
          409: problemSchema.extend({ orderId: z.string().optional() }),
        },
      },
      preHandler,
    },
    async (request, reply) => {
      const answer = await orders.create(pricedScope(request), request.body, idempotencyKeyOf(request))
      return reply.status(answer.statusCode).send(answer.body)
    },
  )

  app.get(
    '/orders/:id',
    {
      schema: {
        tags,
        summary: 'An order with its lines, payments, fulfilments and timeline',
        params: idParams,
        response: { 200: orderResponse, ...errors },
      },
      preHandler,
    },
    async (request) => ({ order: await orders.get(pricedScope(request), request.params.id) }),
  )

  app.post(
    '/order/search',
    {
      schema: {
        tags,
        summary: 'Orders, newest first',
        description:
          'Free text finds an order by number, customer name or email. Filters: financial_status:, fulfillment_status:, ' +
          'created_from:YYYY-MM-DD, created_to:YYYY-MM-DD, customer:<id>, status:open|cancelled.',
        body: orderSearchRequestSchema,
        response: { 200: orderSearchResponseSchema, ...errors },
      },
      preHandler,
    },
    async (request) => ({ orders: await orders.search(pricedScope(request), request.body) }),
  )

  app.post(
    '/orders/:id/payments',
    {
      schema: {
        tags,
        summary: 'Collect the balance (all of it by default)',
        params: idParams,
        headers: idempotencyHeader,
        body: collectPaymentRequestSchema,
        response: { 200: orderResponse, 422: problemSchema, ...errors },
      },
      preHandler,
    },
    async (request, reply) => {
      const answer = await orders.collectPayment(
        pricedScope(request),
        request.params.id,
        request.body,
        idempotencyKeyOf(request),
      )
      return reply.status(answer.statusCode).send(answer.body)
    },
  )

  app.post(
    '/orders/:id/fulfillments',
    {
      schema: {
        tags,
        summary: 'Fulfil all or some lines',
        params: idParams,
        body: fulfillRequestSchema,
        response: { 200: orderResponse, ...errors },
      },
      preHandler,
    },
    async (request) => ({
      order: await orders.fulfill(pricedScope(request), request.params.id, request.body),
    }),
  )

  app.post(
    '/orders/:id/cancel',
    {
      schema: {
        tags,
        summary: 'Cancel an order, restocking its items',
        params: idParams,
        body: cancelOrderRequestSchema,
        response: { 200: orderResponse, ...errors },
      },
      preHandler,
    },
    async (request) => ({
      order: await orders.cancel(pricedScope(request), request.params.id, request.body),
    }),
  )

  app.put(
    '/orders/:id/note',
    {
      schema: {
        tags,
        summary: "Change an order's note",
        params: idParams,
        body: orderNoteRequestSchema,
        response: { 200: orderResponse, ...errors },
      },
      preHandler,
    },
    async (request) => ({
      order: await orders.updateNote(pricedScope(request), request.params.id, request.body),
    }),
  )

  app.post(
    '/fulfillment/search',
    {
      schema: {
        tags,
        summary: 'Fulfilments, newest first (shipping labels)',
        body: fulfillmentSearchRequestSchema,
        response: { 200: fulfillmentSearchResponseSchema, ...errors },
      },
      preHandler,
    },
    async (request) => ({
      fulfillments: await orders.searchFulfillments(pricedScope(request), request.body),
    }),
  )
}
