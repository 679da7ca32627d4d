import {
  connectionSchema,
  draftSearchRequestSchema,
  draftSummarySchema,
  getOrderQuerySchema,
  orderInputSchema,
  orderLookupSearchRequestSchema,
  orderSchema,
  paymentTermTemplateSchema,
  problemSchema,
  savedDiscountInputSchema,
  savedDiscountSchema,
} from '@lojista/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { pricedScope } from '../../lib/store-scope.ts'
import type { DraftService } from './draft.service.ts'
import type { OrderLookupsService } from './lookups.service.ts'

const tags = ['orders']
const errors = { 400: problemSchema, 401: problemSchema, 403: problemSchema, 404: problemSchema }

export const orderRoutes: FastifyPluginAsyncZod<{
  drafts: DraftService
  lookups: OrderLookupsService
}> = async (app, { drafts, lookups }) => {
  const preHandler = [app.authenticate, app.requireTenant]

  app.get(
    '/order',
    {
      schema: {
        tags,
        summary: 'A draft order, as the order editor shows it',
        querystring: getOrderQuerySchema,
        response: { 200: z.object({ order: orderSchema }), ...errors },
      },
      preHandler,
    },
    async (request) => ({ order: await drafts.get(pricedScope(request), request.query.id) }),
  )

  app.post(
    '/order',
    {
      schema: {
        tags,
        summary: 'Create or update a draft order with its line items',
        description:
          'Without id (or with a new client-made id and no version) creates a draft; with id and version replaces ' +
          'its editable content. The server snapshots new catalog lines and recomputes every total. A version ' +
          'older than the stored one answers 409 with the current draft in `current`.',
        body: orderInputSchema,
        response: {
          200: z.object({ order: orderSchema }),
          201: z.object({ order: orderSchema }),
          409: problemSchema.extend({ current: orderSchema.optional() }),
          ...errors,
        },
      },
      preHandler,
    },
    async (request, reply) => {
      const { order, created } = await drafts.save(pricedScope(request), request.body)
      return reply.status(created ? 201 : 200).send({ order })
    },
  )

  app.delete(
    '/order',
    {
      schema: {
        tags,
        summary: 'Delete a draft order',
        description: 'A draft that is already an order answers 409.',
        querystring: z.strictObject({ id: z.uuid() }),
        response: { 204: z.null(), ...errors, 409: problemSchema },
      },
      preHandler,
    },
    async (request, reply) => {
      await drafts.remove(pricedScope(request), request.query.id)
      return reply.status(204).send(null)
    },
  )

  app.post(
    '/order/draft/search',
    {
      schema: {
        tags,
        summary: 'Draft orders, newest first by default',
        description:
          'Free text finds a draft by number (#D12), customer name or email. Filters: status:open, customer:<id>.',
        body: draftSearchRequestSchema,
        response: { 200: z.object({ draftOrders: connectionSchema(draftSummarySchema) }), ...errors },
      },
      preHandler,
    },
    async (request) => ({ draftOrders: await drafts.search(pricedScope(request), request.body) }),
  )

  app.post(
    '/order/payment-term/search',
    {
      schema: {
        tags,
        summary: 'Payment terms staff can choose for a draft',
        body: orderLookupSearchRequestSchema,
        response: { 200: z.object({ paymentTerms: connectionSchema(paymentTermTemplateSchema) }), ...errors },
      },
      preHandler,
    },
    async (request) => ({ paymentTerms: await lookups.searchPaymentTerms(request.body) }),
  )

  app.post(
    '/order/discounts/search',
    {
      schema: {
        tags,
        summary: 'Saved discount codes of the store',
        body: orderLookupSearchRequestSchema,
        response: { 200: z.object({ discounts: connectionSchema(savedDiscountSchema) }), ...errors },
      },
      preHandler,
    },
    async (request) => ({ discounts: await lookups.searchDiscounts(pricedScope(request), request.body) }),
  )

  app.post(
    '/order/discounts',
    {
      schema: {
        tags,
        summary: 'Save a discount code',
        body: savedDiscountInputSchema,
        response: { 201: z.object({ discount: savedDiscountSchema }), 409: problemSchema, ...errors },
      },
      preHandler,
    },
    async (request, reply) =>
      reply.status(201).send({ discount: await lookups.createDiscount(pricedScope(request), request.body) }),
  )
}
