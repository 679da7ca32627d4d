import { z } from 'zod'
import { versionSchema } from '../common/integers.ts'
import { decimalAmountSchema, moneySchema } from '../common/money.ts'
import { connectionSchema, searchRequestSchema } from '../common/pagination.ts'
import { discountRefusalSchema } from '../discounts/refusal-schema.ts'
import { addressSchema, paymentTermTypeSchema } from '../order/api.ts'
import { paymentMethodSchema } from '../settings/payments.ts'
import { checkoutDetailsSchema, storefrontSchema } from '../settings/storefront.ts'
import { readyTimes } from '../shipping/shipping.ts'
import { shippingKinds } from '../shipping/source.ts'

// Invoices and quotes with a secure link to a public checkout page, and the abandoned checkouts list.

/** POST /v1/order/send-invoice and /v1/order/send-quote. Accept an Idempotency-Key. */
export const sendCheckoutRequestSchema = z.strictObject({
  draftOrderId: z.uuid(),
  /** The draft version staff saw: a draft changed since is refused with 409 and the current draft. */
  version: versionSchema,
  /** Defaults to the draft's email (the customer's). */
  to: z.email().optional(),
  subject: z.string().trim().max(200).optional(),
  message: z.string().trim().max(2000).default(''),
  /** Quotes only: how long the offer stands. Invoices' links last 30 days. */
  expiresInDays: z.number().int().min(1).max(365).optional(),
})

export const sendCheckoutMessages = {
  invalidEmail: 'Invalid email',
  daysRange: 'From 1 to 365 days',
} as const

const quoteDaysSchema = z
  .number({ error: sendCheckoutMessages.daysRange })
  .int(sendCheckoutMessages.daysRange)
  .min(1, sendCheckoutMessages.daysRange)
  .max(365, sendCheckoutMessages.daysRange)

/**
 * The Send Invoice / Send Quote form: what staff type before `sendCheckoutRequestSchema` is sent. A
 * quote's days are required; an invoice has none (its link lasts 30 days).
 */
export const sendCheckoutFormSchema = (kind: 'invoice' | 'quote') =>
  z.object({
    to: z.string().trim().pipe(z.email(sendCheckoutMessages.invalidEmail)),
    subject: z.string().trim().max(200),
    message: z.string().trim().max(2000),
    expiresInDays: kind === 'quote' ? quoteDaysSchema : z.number().nullable(),
  })

export const sendCheckoutResponseSchema = z.object({
  checkout: z.object({
    id: z.string(),
    kind: z.enum(['invoice', 'quote']),
    to: z.string(),
    expiresAt: z.string(),
  }),
})

/** One of the store's shipping options on the checkout page, with what the order comes to with it. */
export const checkoutShippingOptionSchema = z.object({
  kind: z.enum(shippingKinds),
  sourceId: z.string(),
  /** A rate's name, or the location's name for local delivery and pickup. */
  title: z.string(),
  /** The delivery note or the pickup instructions. */
  note: z.string(),
  readyTime: z.enum(readyTimes).nullable(),
  shipping: moneySchema,
  tax: moneySchema,
  total: moneySchema,
})
export type CheckoutShippingOption = z.infer<typeof checkoutShippingOptionSchema>

/** What the customer sees on the public checkout page: nothing of the store but this order. */
export const publicCheckoutSchema = z.object({
  kind: z.enum(['invoice', 'quote']),
  /** What the customer is looking at: paying sends it back, so nobody pays a total they did not see. */
  version: z.number().int(),
  storeName: z.string(),
  draftName: z.string(),
  expiresAt: z.string(),
  customerName: z.string().nullable(),
  email: z.string(),
  lines: z.array(
    z.object({
      title: z.string(),
      variantTitle: z.string(),
      quantity: z.number().int(),
      imageUrl: z.string().nullable(),
      discountedTotal: moneySchema,
      /**
       * The line's compare-at price times its quantity, when the variant had one above its price as the
       * line was added; the page strikes it through when the store shows compare-at prices.
       */
      compareAtTotal: moneySchema.nullable().optional(),
    }),
  ),
  subtotal: moneySchema,
  discounts: moneySchema,
  shipping: moneySchema,
  tax: moneySchema,
  taxesIncluded: z.boolean(),
  total: moneySchema,
  shippingAddress: addressSchema.nullable(),
  billingAddress: addressSchema.nullable(),
  /** The customer's language ('pt-BR') when their profile names one: the page speaks it to a first visit. */
  language: z.string().nullable(),
  /** The code the customer entered, when the order is shown worked out with it, and what it takes off. */
  discountCode: z.object({ code: z.string(), title: z.string(), amount: moneySchema }).nullable(),
  /** The terms the customer pays under; the page writes them in the customer's own language. */
  paymentTerm: z
    .object({
      type: paymentTermTypeSchema,
      dueInDays: z.number().int().nullable(),
      dueAt: z.string().nullable(),
    })
    .nullable(),
  /**
   * The ways the store takes payment, in the order to offer them, each with what the store tells the
   * customer about it. Optional so that answers recorded before it still read (they offered the card).
   */
  paymentMethods: z.array(z.object({ method: paymentMethodSchema, instructions: z.string() })).optional(),
  /** The store's brand, the customer fields it asks for and the policies it links. */
  storefront: storefrontSchema,
  /** The shipping staff chose for the order (shown as it is, not as a choice); null when there is none. */
  shippingTitle: z.string().nullable().optional(),
  /**
   * The store's shipping options for the order's address, when staff chose none and the order has items
   * to ship (decision 036), each with the order's figures once chosen; empty when none applies (the
   * customer cannot pay and is told to contact the store); null when there is nothing to choose.
   */
  shippingOptions: z.array(checkoutShippingOptionSchema).nullable().optional(),
})
export type PublicCheckout = z.infer<typeof publicCheckoutSchema>

/** The store's test payment method: the card 4242 4242 4242 4242 pays; 4000 0000 0000 0002 is declined. */
export const TEST_CARD_APPROVED = '4242424242424242'
export const TEST_CARD_DECLINED = '4000000000000002'

const customerCodeSchema = z.string().trim().min(1, 'Enter a code').max(255)

export const publicPayRequestSchema = z
  .strictObject({
    /** The `version` of the checkout the customer saw; the order changed since is refused with 409. */
    version: versionSchema,
    /**
     * The discount code the customer entered, and the total they saw with it: a code that no longer applies
     * is refused with 409 and why, and another total with 409 and the order as it is now.
     */
    discount: z.strictObject({ code: customerCodeSchema, total: decimalAmountSchema }).optional(),
    /**
     * The shipping option the customer chose (when the page offered a choice) and the total they saw
     * with it: one that no longer applies to the address paid with, or another total, is refused with 409.
     */
    shipping: z
      .strictObject({
        kind: z.enum(shippingKinds),
        sourceId: z.string().trim().min(1).max(200),
        total: decimalAmountSchema,
      })
      .optional(),
    shippingAddress: addressSchema,
    billingAddress: addressSchema.nullable().default(null),
    /** CPF/CNPJ, marketing consent and note, as the store's checkout settings ask (400 naming a missing one). */
    details: checkoutDetailsSchema.default({ taxId: '', acceptsMarketing: false, note: '' }),
    /** How the customer pays: the card (the default) is charged now; the others place the order pending. */
    method: paymentMethodSchema.default('card'),
    /** Required with the card, left out otherwise. */
    card: z
      .strictObject({
        number: z
          .string()
          .transform((value) => value.replace(/[\s-]/g, ''))
          .pipe(z.string().regex(/^\d{12,19}$/, 'Enter a card number')),
        name: z.string().trim().min(1, 'Required').max(120),
      })
      .optional(),
  })
  .refine((body) => body.method !== 'card' || body.card !== undefined, {
    message: 'Required',
    path: ['card'],
  })

/** POST /v1/public/checkout/{token}/discount-code: would the code the customer typed apply to this order? */
export const publicDiscountCodeRequestSchema = z.strictObject({ code: customerCodeSchema })

/** Why the code the customer typed does not apply: as a discount refuses, or no discount of the store has it. */
export const checkoutCodeRefusalSchema = z.union([
  discountRefusalSchema,
  z.object({ reason: z.literal('unknown_code') }),
])
export type CheckoutCodeRefusal = z.infer<typeof checkoutCodeRefusalSchema>

export const publicDiscountCodeResponseSchema = z.object({
  applies: z.boolean(),
  /** Null when it applies. */
  refusal: checkoutCodeRefusalSchema.nullable(),
  /** The order worked out with the code when it applies, else as it is. Nothing is counted yet. */
  checkout: publicCheckoutSchema,
})
export type PublicDiscountCodeResult = z.infer<typeof publicDiscountCodeResponseSchema>

/**
 * The placed order. Paid by card, it is paid; by a manual method, it is pending and `payment` tells the
 * customer what to do: the store's instructions and, for Pix, the BR Code to copy or scan. Optional
 * fields so that answers recorded before them still read.
 */
export const publicPayResponseSchema = z.object({
  orderName: z.string(),
  total: moneySchema,
  financialStatus: z.enum(['paid', 'pending']).optional(),
  payment: z
    .object({
      method: paymentMethodSchema,
      instructions: z.string(),
      /** The Pix copy-and-paste code (what the QR code holds) and the id it gives the payment. */
      pix: z.object({ code: z.string(), txid: z.string() }).nullable(),
    })
    .optional(),
})

export const checkoutMessages = {
  linkInvalid: 'This link is not valid. Ask the store for a new one.',
  linkExpired: 'This link has expired. Ask the store for a new one.',
  linkUsed: 'This order has already been paid. Thank you!',
  cardDeclined: 'The card was declined. Try another card.',
  orderChanged: 'The store changed this order after you opened it. Review the new total and pay again.',
  unknownCode: 'No discount has this code.',
  methodUnavailable: 'The store does not take this way of paying. Choose another.',
  awaitingPayment: 'This order is placed and awaits your payment.',
  shippingUnavailable:
    'The shipping option you chose is no longer available for this address. Choose another.',
  shippingRequired: 'Choose how to receive your order.',
  noShipping: 'The store has no shipping for this address. Contact the store to finish your order.',
  storeShippingUnavailable:
    'The shipping chosen for this order is no longer available. Contact the store to finish your order.',
} as const

export const abandonedCheckoutSearchRequestSchema = searchRequestSchema(['openedAt'])
export const abandonedCheckoutSchema = z.object({
  id: z.string(),
  draftOrderId: z.string(),
  draftName: z.string(),
  kind: z.enum(['invoice', 'quote']),
  recipient: z.string(),
  customerName: z.string().nullable(),
  total: moneySchema,
  openedAt: z.string(),
  expiresAt: z.string(),
  recoverySentAt: z.string().nullable(),
})
export const abandonedCheckoutSearchResponseSchema = z.object({
  abandonedCheckouts: connectionSchema(abandonedCheckoutSchema),
})
