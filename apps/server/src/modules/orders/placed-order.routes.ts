import {
  cancelOrderRequestSchema,
  collectPaymentRequestSchema,
  createOrderRequestSchema,
  discountRefusalProblemSchema,
  fulfillmentSearchRequestSchema,
  fulfillmentSearchResponseSchema,
  fulfillRequestSchema,
  orderNoteRequestSchema,
  orderSchema,
  orderSearchRequestSchema,
  orderSearchResponseSchema,
  placedOrderSchema,
  problemSchema,
  refundRequestSchema,
} from '@lojista/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { idempotencyKeyOf } from '../../lib/idempotency.ts'
import { assertPermission } from '../../lib/permissions.ts'
import { storeScope } from '../../lib/store-scope.ts'
import { forAudience } from '../../plugins/audiences.ts'
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

export const placedOrderRoutes: FastifyPluginAsyncZod<{ orders: PlacedOrderService }> = forAudience(
  'storeMember',
  async (app, { orders }) => {
    app.post(
      '/orders',
      {
        // Completes a draft: whoever may prepare drafts may turn one into an order; marking it paid
        // records a payment, which needs orders.collect_payment too (checked in the handler).
        config: { permission: 'draft_orders.edit' },
        schema: {
          tags,
          summary: 'Create an order from a draft (Create Order, or Mark as paid)',
          description:
            'Takes the stock, numbers the order (#1001, ...) and closes the draft. `version` is the draft version the ' +
            'person saw: a draft changed since answers 409 with the current draft in `current`, and no order is made. ' +
            'Send an Idempotency-Key: the same key answers the first result again, the same key with another body is ' +
            'refused with 422. Each saved discount on the draft (a chosen code, an automatic discount) is counted as a use ' +
            'of it; a code that no longer applies (ended, switched off, limit reached, minimum not met), or an automatic ' +
            'discount that would now change the total, answers 409 saying why in `discountRefusal` (`changed` when its ' +
            'amount would). Marking the order paid (`paymentPending: false`) records a payment: it also needs ' +
            '`orders.collect_payment`.',
          headers: idempotencyHeader,
          body: createOrderRequestSchema,
          response: {
            201: orderResponse,
            422: problemSchema,
            ...errors,
            // A draft that is already an order names that order.
            // A stale version names the draft as it is now; a discount that no longer applies says why.
            409: problemSchema.extend({
              orderId: z.string().optional(),
              current: orderSchema.optional(),
              discountRefusal: discountRefusalProblemSchema.optional(),
            }),
          },
        },
      },
      async (request, reply) => {
        if (!request.body.paymentPending) assertPermission(request, 'orders.collect_payment')
        const answer = await orders.create(storeScope(request), request.body, idempotencyKeyOf(request))
        return reply.status(answer.statusCode).send(answer.body)
      },
    )

    app.get(
      '/orders/:id',
      {
        config: { permission: 'orders.view' },
        schema: {
          tags,
          summary: 'An order with its lines, payments, fulfilments and timeline',
          params: idParams,
          response: { 200: orderResponse, ...errors },
        },
      },
      async (request) => ({ order: await orders.get(storeScope(request), request.params.id) }),
    )

    app.post(
      '/order/search',
      {
        config: { permission: 'orders.view' },
        schema: {
          tags,
          summary: 'Orders, newest first',
          description:
            'Free text finds an order by number, customer name or email. Filters: financial_status:, fulfillment_status:, ' +
            'created_from:YYYY-MM-DD, created_to:YYYY-MM-DD, customer:<id>, status:open|cancelled.',
          body: orderSearchRequestSchema,
          response: { 200: orderSearchResponseSchema, ...errors },
        },
      },
      async (request) => ({ orders: await orders.search(storeScope(request), request.body) }),
    )

    app.post(
      '/orders/:id/payments',
      {
        config: { permission: 'orders.collect_payment' },
        schema: {
          tags,
          summary: 'Collect the balance (all of it by default)',
          params: idParams,
          headers: idempotencyHeader,
          body: collectPaymentRequestSchema,
          response: { 200: orderResponse, 422: problemSchema, ...errors },
        },
      },
      async (request, reply) => {
        const answer = await orders.collectPayment(
          storeScope(request),
          request.params.id,
          request.body,
          idempotencyKeyOf(request),
        )
        return reply.status(answer.statusCode).send(answer.body)
      },
    )

    app.post(
      '/orders/:id/refunds',
      {
        config: { permission: 'orders.refund' },
        schema: {
          tags,
          summary: 'Record money given back to the customer (all that was collected by default), and how',
          description:
            'Cancelling an order gives nothing back by itself: a refund is this separate step, allowed on open ' +
            'and cancelled orders up to what was collected and not yet refunded. Send an Idempotency-Key.',
          params: idParams,
          headers: idempotencyHeader,
          body: refundRequestSchema,
          response: { 200: orderResponse, 422: problemSchema, ...errors },
        },
      },
      async (request, reply) => {
        const answer = await orders.refund(
          storeScope(request),
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
        config: { permission: 'orders.fulfill' },
        schema: {
          tags,
          summary: 'Fulfil all or some lines',
          params: idParams,
          body: fulfillRequestSchema,
          response: { 200: orderResponse, ...errors },
        },
      },
      async (request) => ({
        order: await orders.fulfill(storeScope(request), request.params.id, request.body),
      }),
    )

    app.post(
      '/orders/:id/cancel',
      {
        config: { permission: 'orders.cancel' },
        schema: {
          tags,
          summary: 'Cancel an order, restocking its items',
          params: idParams,
          body: cancelOrderRequestSchema,
          response: { 200: orderResponse, ...errors },
        },
      },
      async (request) => ({
        order: await orders.cancel(storeScope(request), request.params.id, request.body),
      }),
    )

    app.put(
      '/orders/:id/note',
      {
        config: { permission: 'orders.edit' },
        schema: {
          tags,
          summary: "Change an order's note",
          params: idParams,
          body: orderNoteRequestSchema,
          response: { 200: orderResponse, ...errors },
        },
      },
      async (request) => ({
        order: await orders.updateNote(storeScope(request), request.params.id, request.body),
      }),
    )

    app.post(
      '/fulfillment/search',
      {
        config: { permission: 'orders.view' },
        schema: {
          tags,
          summary: 'Fulfilments, newest first (shipping labels)',
          description: "Free text matches the order's number, customer and email, and the tracking number.",
          body: fulfillmentSearchRequestSchema,
          response: { 200: fulfillmentSearchResponseSchema, ...errors },
        },
      },
      async (request) => ({
        fulfillments: await orders.searchFulfillments(storeScope(request), request.body),
      }),
    )
  },
)
