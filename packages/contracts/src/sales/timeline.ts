import { z } from 'zod'
import { decimalAmountSchema } from '../common/money.ts'
import { paymentMethodSchema } from '../settings/payments.ts'

// What happened to a draft or an order, as facts: the reader's app makes the sentence in the reader's
// language (apps/web/src/features/orders/components/timeline-text.ts). The server stores and sends the
// same `type` and `params`; it never writes the sentence.

const amount = { amount: decimalAmountSchema, currency: z.string() }

export const cancelReasonSchema = z.enum(['customer', 'inventory', 'fraud', 'declined', 'other'])
export type CancelReason = z.infer<typeof cancelReasonSchema>

/** How a refund reached the customer. */
export const refundMethodSchema = z.enum([
  'original',
  'pix',
  'bank_transfer',
  'cash',
  'store_credit',
  'other',
])
export type RefundMethod = z.infer<typeof refundMethodSchema>

/** Who did it and when, beside what happened. */
const entry = { id: z.string(), author: z.string().nullable(), createdAt: z.string() }

const event = <T extends string, P extends z.ZodRawShape>(type: T, params: P) =>
  z.object({ ...entry, type: z.literal(type), params: z.object(params) })

/** Rows written before events had types of their own keep their English sentence. */
const legacy = event('legacy', { text: z.string() })

/** A line of a draft's history, as GET /v1/order/history answers it. */
export const draftTimelineEntrySchema = z.discriminatedUnion('type', [
  event('created', {}),
  event('invoice_sent', { recipient: z.string() }),
  event('quote_sent', { recipient: z.string() }),
  event('recovery_sent', { recipient: z.string() }),
  /** The draft became an order ('#1001'). */
  event('completed', { orderName: z.string() }),
  legacy,
])
export type DraftTimelineEntry = z.infer<typeof draftTimelineEntrySchema>

/** A line of an order's timeline. */
export const orderTimelineEntrySchema = z.discriminatedUnion('type', [
  /** Created from a draft ('#D12'). */
  event('placed', { draftName: z.string() }),
  event('paid_at_checkout', amount),
  event('marked_paid', amount),
  event('payment_collected', amount),
  /** Placed at checkout with a manual method (Pix, deposit, cash on delivery, boleto): not paid yet. */
  event('awaiting_payment', { method: paymentMethodSchema }),
  /** Staff marked the manual method's payment received. */
  event('payment_received', { ...amount, method: paymentMethodSchema }),
  /** Items shipped in one fulfillment ('#1001-F1'). */
  event('fulfilled', { units: z.number().int(), fulfillmentName: z.string() }),
  event('cancelled', {
    reason: cancelReasonSchema,
    restocked: z.boolean(),
    /** Money collected that the cancellation did not give back, if any. */
    notRefunded: z.object(amount).nullable(),
  }),
  event('refunded', { ...amount, method: refundMethodSchema, note: z.string() }),
  event('note_updated', {}),
  legacy,
])
export type OrderTimelineEntry = z.infer<typeof orderTimelineEntrySchema>

/** The event alone (type and params), as the server records it. */
type EventOf<E> = E extends unknown ? Pick<E, ('type' & keyof E) | ('params' & keyof E)> : never
export type DraftTimelineEvent = EventOf<DraftTimelineEntry>
export type OrderTimelineEvent = EventOf<OrderTimelineEntry>
export type TimelineEvent = DraftTimelineEvent | OrderTimelineEvent
