import type { Connection, SearchRequest } from '@lojista/contracts/common/pagination'
import {
  type abandonedCheckoutSchema,
  abandonedCheckoutSearchResponseSchema,
  sendCheckoutResponseSchema,
} from '@lojista/contracts/sales/checkout'
import { draftTimelineEntrySchema } from '@lojista/contracts/sales/timeline'
import { z } from 'zod'
import { apiRequest } from '@/lib/api/client'

export type CheckoutKind = 'invoice' | 'quote'

export interface SendCheckoutInput {
  draftOrderId: string
  version?: number
  to?: string
  subject?: string
  message: string
  /** Quotes only: how long the offer stands. */
  expiresInDays?: number
}

export type SentCheckout = z.infer<typeof sendCheckoutResponseSchema>['checkout']

/** Send Invoice / Send Quote: emails the draft with a secure link to the public checkout page. */
export async function sendCheckout(
  kind: CheckoutKind,
  body: SendCheckoutInput,
  idempotencyKey: string,
): Promise<SentCheckout> {
  const answer = await apiRequest(`/v1/order/send-${kind}`, {
    method: 'POST',
    body,
    schema: sendCheckoutResponseSchema,
    headers: { 'Idempotency-Key': idempotencyKey },
  })
  return answer.checkout
}

const historySchema = z.object({ events: z.array(draftTimelineEntrySchema) })
export type DraftHistoryEvent = z.infer<typeof historySchema>['events'][number]

/** The draft's status history, newest first: created, invoice or quote sent, recovered, completed. */
export async function getDraftHistory(draftOrderId: string, signal?: AbortSignal) {
  const answer = await apiRequest(`/v1/order/history?id=${encodeURIComponent(draftOrderId)}`, {
    schema: historySchema,
    signal,
  })
  return answer.events
}

export type AbandonedCheckout = z.infer<typeof abandonedCheckoutSchema>

export async function searchAbandonedCheckouts(
  request: SearchRequest<'openedAt'>,
  signal?: AbortSignal,
): Promise<Connection<AbandonedCheckout>> {
  const answer = await apiRequest('/v1/order/abandoned-checkout/search', {
    method: 'POST',
    body: request,
    schema: abandonedCheckoutSearchResponseSchema,
    signal,
  })
  return answer.abandonedCheckouts
}

/** Emails the customer a fresh link to complete the purchase. */
export async function recoverCheckout(id: string): Promise<SentCheckout> {
  const answer = await apiRequest(`/v1/order/abandoned-checkout/${encodeURIComponent(id)}/recover`, {
    method: 'POST',
    schema: sendCheckoutResponseSchema,
  })
  return answer.checkout
}
