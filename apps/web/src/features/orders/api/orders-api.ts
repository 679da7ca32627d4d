import type { Connection, SearchRequest } from '@lojista/contracts/common/pagination'
import {
  fulfillmentSearchResponseSchema,
  type fulfillmentSummarySchema,
  type OrderSummary,
  orderSearchResponseSchema,
  type PlacedOrder,
  placedOrderSchema,
  type RefundMethod,
} from '@lojista/contracts/sales/orders'
import { z } from 'zod'
import { apiRequest } from '@/lib/api/client'

const orderResponse = z.object({ order: placedOrderSchema })
const unwrap = async (answer: Promise<{ order: PlacedOrder }>) => (await answer).order
/** The server answers the first result again for a key it has seen, so a retry never acts twice. */
const once = (key: string) => ({ 'Idempotency-Key': key })

export type OrderSort = 'createdAt' | 'number' | 'total'

export async function searchOrders(
  request: SearchRequest<OrderSort>,
  signal?: AbortSignal,
): Promise<Connection<OrderSummary>> {
  const answer = await apiRequest('/v1/order/search', {
    method: 'POST',
    body: request,
    schema: orderSearchResponseSchema,
    signal,
  })
  return answer.orders
}

export const getOrder = (id: string, signal?: AbortSignal) =>
  unwrap(apiRequest(`/v1/orders/${encodeURIComponent(id)}`, { schema: orderResponse, signal }))

/** Create Order (payment pending, collected later under the draft's terms) or Mark as paid. */
export const placeOrder = (
  body: { draftOrderId: string; version?: number; paymentPending: boolean },
  idempotencyKey: string,
) =>
  unwrap(
    apiRequest('/v1/orders', {
      method: 'POST',
      body,
      schema: orderResponse,
      headers: once(idempotencyKey),
    }),
  )

/** Collects the whole balance unless an amount is given. */
export const collectPayment = (id: string, idempotencyKey: string, amount?: string) =>
  unwrap(
    apiRequest(`/v1/orders/${encodeURIComponent(id)}/payments`, {
      method: 'POST',
      body: amount === undefined ? {} : { amount },
      schema: orderResponse,
      headers: once(idempotencyKey),
    }),
  )

export interface FulfillInput {
  /** Without lines, every unfulfilled item is fulfilled. */
  lines?: { orderLineId: string; quantity: number }[]
  trackingNumber: string
  carrier: string
}

export const fulfillOrder = (id: string, body: FulfillInput) =>
  unwrap(
    apiRequest(`/v1/orders/${encodeURIComponent(id)}/fulfillments`, {
      method: 'POST',
      body,
      schema: orderResponse,
    }),
  )

/** Records money given back to the customer (all that was collected and not refunded, by default). */
export const refundOrder = (
  id: string,
  body: { amount?: string; method: RefundMethod; note: string },
  idempotencyKey: string,
) =>
  unwrap(
    apiRequest(`/v1/orders/${encodeURIComponent(id)}/refunds`, {
      method: 'POST',
      body,
      schema: orderResponse,
      headers: once(idempotencyKey),
    }),
  )

export type CancelReason = 'customer' | 'inventory' | 'fraud' | 'declined' | 'other'

export const cancelOrder = (id: string, body: { reason: CancelReason; restock: boolean }) =>
  unwrap(
    apiRequest(`/v1/orders/${encodeURIComponent(id)}/cancel`, {
      method: 'POST',
      body,
      schema: orderResponse,
    }),
  )

export const updateOrderNote = (id: string, body: { version: number; note: string }) =>
  unwrap(
    apiRequest(`/v1/orders/${encodeURIComponent(id)}/note`, { method: 'PUT', body, schema: orderResponse }),
  )

export type FulfillmentSummary = z.infer<typeof fulfillmentSummarySchema>

export async function searchFulfillments(
  request: SearchRequest<'createdAt'>,
  signal?: AbortSignal,
): Promise<Connection<FulfillmentSummary>> {
  const answer = await apiRequest('/v1/fulfillment/search', {
    method: 'POST',
    body: request,
    schema: fulfillmentSearchResponseSchema,
    signal,
  })
  return answer.fulfillments
}
