import { z } from 'zod'
import { moneySchema } from '../common/money.ts'
import { addressSchema } from '../order/api.ts'
import { paymentMethodSchema } from '../settings/payments.ts'
import { storefrontSchema } from '../settings/storefront.ts'
import { financialStatusSchema, fulfillmentStatusSchema } from './orders.ts'

// The order-status page a customer opens from their confirmation email (decision 035): the link's
// token is the only credential, so the page shows this one order and nothing else of the store.

/** GET /v1/public/stores/{storeId}/orders/{token}. */
export const publicOrderStatusSchema = z.object({
  storeName: z.string(),
  /** The customer's language ('pt-BR') when their profile names one: the page speaks it to a first visit. */
  language: z.string().nullable(),
  orderName: z.string(),
  placedAt: z.string(),
  financialStatus: financialStatusSchema,
  fulfillmentStatus: fulfillmentStatusSchema,
  cancelled: z.boolean(),
  lines: z.array(
    z.object({
      title: z.string(),
      variantTitle: z.string(),
      quantity: z.number().int(),
      total: moneySchema,
    }),
  ),
  subtotal: moneySchema,
  discounts: moneySchema,
  shipping: moneySchema,
  tax: moneySchema,
  taxesIncluded: z.boolean(),
  total: moneySchema,
  shippingAddress: addressSchema.nullable(),
  /** How the customer chose to pay at checkout; null for an order the store placed itself. */
  paymentMethod: paymentMethodSchema.nullable(),
  /**
   * While a manual payment is awaited: the store's instructions and, for Pix, the BR Code to copy or
   * scan. Null once paid (or cancelled).
   */
  payment: z
    .object({
      method: paymentMethodSchema,
      instructions: z.string(),
      pix: z.object({ code: z.string(), txid: z.string() }).nullable(),
    })
    .nullable(),
  /** The store's brand and the policies it links. */
  storefront: storefrontSchema,
})
export type PublicOrderStatus = z.infer<typeof publicOrderStatusSchema>

/** Why a status link opens nothing; the page says only this, never anything of an order. */
export const orderStatusMessages = {
  linkInvalid: 'This order link is not valid. Check the link in your email.',
  linkExpired: 'This order link has expired. Contact the store to know about your order.',
  linkOff: 'This store no longer shows orders through a link. Contact the store to know about your order.',
} as const

/** The 410 of a link that no longer opens its order: too old, or the store turned the links off. */
export const orderStatusGoneReasonSchema = z.enum(['expired', 'off'])
export type OrderStatusGoneReason = z.infer<typeof orderStatusGoneReasonSchema>

/** Where the status page of an order lives, for the link in the customer's email. */
export function orderStatusPath(storeId: string, token: string): string {
  return `/s/${storeId}/orders/${token}`
}
