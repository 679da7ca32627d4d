import { z } from 'zod'
import { int4Schema, versionSchema } from '../common/integers.ts'
import { amountInputSchema, moneySchema } from '../common/money.ts'
import { connectionSchema, searchRequestSchema } from '../common/pagination.ts'
import { addressSchema, appliedDiscountSchema, paymentTermSchema } from '../order/api.ts'
import { paymentMethodSchema } from '../settings/payments.ts'
import { cancelReasonSchema, orderTimelineEntrySchema, refundMethodSchema } from './timeline.ts'

// Placed orders: what a draft becomes on Create Order, Mark as paid or a paid checkout.

export const financialStatusSchema = z.enum([
  'pending',
  'paid',
  'partially_paid',
  'partially_refunded',
  'refunded',
  'voided',
])
export type FinancialStatus = z.infer<typeof financialStatusSchema>
export const fulfillmentStatusSchema = z.enum(['unfulfilled', 'partially_fulfilled', 'fulfilled'])
export type FulfillmentStatus = z.infer<typeof fulfillmentStatusSchema>

/** POST /v1/orders: turn a draft into an order. Send an Idempotency-Key: a retry never makes two orders. */
export const createOrderRequestSchema = z.strictObject({
  draftOrderId: z.uuid(),
  /** The draft version staff saw: a draft changed since is refused with 409 and the current draft. */
  version: versionSchema,
  /** true: Create Order, the balance is collected later under the draft's payment terms. false: Mark as paid. */
  paymentPending: z.boolean(),
})

export const orderLineSchema = z.object({
  id: z.string(),
  variantId: z.string().nullable(),
  productId: z.string().nullable(),
  title: z.string(),
  variantTitle: z.string(),
  sku: z.string(),
  imageUrl: z.string().nullable(),
  selectedOptions: z.array(z.object({ name: z.string(), value: z.string() })),
  quantity: z.number().int(),
  fulfilledQuantity: z.number().int(),
  unitPrice: moneySchema,
  discountedTotal: moneySchema,
  tax: moneySchema,
})

export const orderEventSchema = orderTimelineEntrySchema

export const fulfillmentSchema = z.object({
  id: z.string(),
  name: z.string(),
  trackingNumber: z.string(),
  carrier: z.string(),
  lines: z.array(z.object({ orderLineId: z.string(), title: z.string(), quantity: z.number().int() })),
  createdAt: z.string(),
})

export const placedOrderSchema = z.object({
  id: z.string(),
  /** '#1001'. */
  name: z.string(),
  number: z.number().int(),
  draftOrderId: z.string().nullable(),
  draftName: z.string().nullable(),
  customer: z.object({ id: z.string(), displayName: z.string() }).nullable(),
  email: z.string(),
  financialStatus: financialStatusSchema,
  /**
   * How the customer chose to pay at checkout (a manual method leaves the order pending until staff mark
   * it received); null for orders staff created. Optional so that answers recorded before it still read.
   */
  paymentMethod: paymentMethodSchema.nullable().optional(),
  fulfillmentStatus: fulfillmentStatusSchema,
  cancelledAt: z.string().nullable(),
  cancelReason: z.string().nullable(),
  note: z.string(),
  tags: z.array(z.string()),
  currencyCode: z.string(),
  lines: z.array(orderLineSchema),
  appliedDiscount: appliedDiscountSchema.omit({ amountSet: true }).nullable(),
  shippingLine: z.object({ title: z.string(), price: moneySchema }).nullable(),
  taxLines: z.array(z.object({ title: z.string(), rate: z.string(), amount: moneySchema })),
  taxesIncluded: z.boolean(),
  paymentTerm: paymentTermSchema.nullable(),
  dueAt: z.string().nullable(),
  shippingAddress: addressSchema.nullable(),
  billingAddress: addressSchema.nullable(),
  totalQuantity: z.number().int(),
  subtotal: moneySchema,
  totalDiscounts: moneySchema,
  totalShipping: moneySchema,
  totalTax: moneySchema,
  total: moneySchema,
  paid: moneySchema,
  /** What went back to the customer, out of `paid`. */
  refunded: moneySchema,
  balance: moneySchema,
  fulfillments: z.array(fulfillmentSchema),
  events: z.array(orderEventSchema),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type PlacedOrder = z.infer<typeof placedOrderSchema>

export const orderSummarySchema = placedOrderSchema.pick({
  id: true,
  name: true,
  number: true,
  customer: true,
  email: true,
  financialStatus: true,
  fulfillmentStatus: true,
  cancelledAt: true,
  totalQuantity: true,
  total: true,
  dueAt: true,
  createdAt: true,
})
export type OrderSummary = z.infer<typeof orderSummarySchema>

/**
 * POST /v1/order/search. Free text finds an order by number (#1001), customer name or email. Filters in
 * the query: `financial_status:paid`, `fulfillment_status:unfulfilled`, `created_from:2026-01-01`,
 * `created_to:2026-01-31`, `customer:<id>`, `status:open|cancelled`.
 */
export const orderSearchRequestSchema = searchRequestSchema(['createdAt', 'number', 'total'])
export const orderSearchResponseSchema = z.object({ orders: connectionSchema(orderSummarySchema) })

export const collectPaymentRequestSchema = z.strictObject({
  /** Defaults to the whole balance. */
  amount: amountInputSchema('Must be 0 or greater').optional(),
})

export const fulfillRequestSchema = z.strictObject({
  /** Defaults to every line's unfulfilled quantity. */
  lines: z
    .array(
      z.strictObject({
        orderLineId: z.uuid(),
        quantity: int4Schema(1, 'Quantity must be at least 1'),
      }),
    )
    .max(500)
    .optional(),
  trackingNumber: z.string().trim().max(100).default(''),
  carrier: z.string().trim().max(100).default(''),
})

export const cancelOrderRequestSchema = z.strictObject({
  reason: cancelReasonSchema.default('other'),
  /** Put the stock taken by the order back where it came from. */
  restock: z.boolean().default(true),
})

export { type RefundMethod, refundMethodSchema } from './timeline.ts'

/**
 * POST /v1/orders/{id}/refunds: records money given back to the customer. Cancelling an order gives
 * nothing back by itself; this is the separate step that says how much went back and how.
 */
export const refundRequestSchema = z.strictObject({
  /** Defaults to everything collected and not yet refunded. */
  amount: amountInputSchema('Enter an amount like 10.00').optional(),
  method: refundMethodSchema,
  note: z.string().trim().max(500).default(''),
})

export const orderNoteRequestSchema = z.strictObject({
  version: versionSchema,
  note: z.string().max(5000),
})

export const fulfillmentSearchRequestSchema = searchRequestSchema(['createdAt'])
export const fulfillmentSummarySchema = fulfillmentSchema.extend({
  orderId: z.string(),
  orderName: z.string(),
  shippingAddress: addressSchema.nullable(),
  customerName: z.string(),
})
export const fulfillmentSearchResponseSchema = z.object({
  fulfillments: connectionSchema(fulfillmentSummarySchema),
})
