import { z } from 'zod'
import { connectionSchema, searchRequestSchema } from '../common/pagination.ts'
import { problemSchema } from '../common/problem.ts'
import { emailStatusSchema } from '../sales/outbox.ts'
import { activityEntrySchema } from '../staff/activity.ts'
import { partyAddressSchema, partySchema } from './party.ts'

// A customer's privacy requests (LGPD art. 18; Settings → Customer privacy): a copy of everything the
// store holds about one person, and the erasure of their personal data. Money is decimal text.

const money = z.string().describe('A decimal amount, such as "149.90"')
const address = partyAddressSchema.omit({ id: true, kind: true, isDefault: true }).nullable()

const exportedLineSchema = z.object({
  title: z.string(),
  variantTitle: z.string(),
  sku: z.string(),
  quantity: z.number().int(),
  unitPrice: money,
  total: money,
})

export const exportedOrderSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  placedAt: z.iso.datetime({ offset: true }),
  currencyCode: z.string(),
  financialStatus: z.string(),
  fulfillmentStatus: z.string(),
  cancelledAt: z.iso.datetime({ offset: true }).nullable(),
  email: z.string(),
  customerTaxId: z.string(),
  acceptsMarketing: z.boolean(),
  note: z.string(),
  shippingAddress: address,
  billingAddress: address,
  lines: z.array(exportedLineSchema),
  subtotal: money,
  discounts: money,
  shipping: money,
  tax: money,
  total: money,
  paid: money,
  refunded: money,
  payments: z.array(
    z.object({
      at: z.iso.datetime({ offset: true }),
      direction: z.enum(['payment', 'refund']),
      amount: money,
      method: z.string(),
    }),
  ),
})

export const exportedDraftSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  status: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
  email: z.string(),
  note: z.string(),
  shippingAddress: address,
  billingAddress: address,
  lines: z.array(exportedLineSchema),
  total: money,
  /** Invoices and quotes emailed to the customer; one opened and never paid is an abandoned checkout. */
  checkouts: z.array(
    z.object({
      kind: z.enum(['invoice', 'quote']),
      sentAt: z.iso.datetime({ offset: true }),
      openedAt: z.iso.datetime({ offset: true }).nullable(),
      completedAt: z.iso.datetime({ offset: true }).nullable(),
      abandoned: z.boolean(),
    }),
  ),
})

/** An email the store wrote the customer: what and when, never its body or links. */
export const exportedEmailSchema = z.object({
  to: z.string(),
  subject: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
  sentAt: z.iso.datetime({ offset: true }).nullable(),
  status: emailStatusSchema,
})

/** GET /v1/party/{id}/data-export: the file staff hand the customer. */
export const customerDataExportSchema = z.object({
  exportedAt: z.iso.datetime({ offset: true }),
  store: z.object({ id: z.uuid(), name: z.string() }),
  customer: partySchema,
  orders: z.array(exportedOrderSchema),
  drafts: z.array(exportedDraftSchema),
  emails: z.array(exportedEmailSchema),
  activity: z.array(activityEntrySchema),
})
export type CustomerDataExport = z.infer<typeof customerDataExportSchema>

/** POST /v1/party/{id}/erase: what the erasure did. */
export const customerErasureSchema = z.object({
  customerId: z.uuid(),
  erasedAt: z.iso.datetime({ offset: true }),
  ordersAnonymised: z.number().int(),
  draftsRemoved: z.number().int(),
  checkoutLinksRevoked: z.number().int(),
  emailsCancelled: z.number().int(),
})
export const customerErasureResponseSchema = z.object({ erasure: customerErasureSchema })
export type CustomerErasure = z.infer<typeof customerErasureSchema>

/** 409 while the customer has orders still open: the orders to finish (or cancel) first. */
export const customerErasureConflictSchema = problemSchema.extend({
  openOrders: z.array(z.object({ id: z.uuid(), name: z.string() })).optional(),
})

export const privacyRequestKinds = ['export', 'erasure'] as const

/** One privacy request as the privacy page lists it. */
export const privacyRequestSchema = z.object({
  id: z.uuid(),
  at: z.iso.datetime({ offset: true }),
  kind: z.enum(privacyRequestKinds),
  /** The customer; `name` is null once their data was erased ("Erased customer"). */
  customer: z.object({ id: z.string().nullable(), name: z.string().nullable() }),
  actor: z.object({ name: z.string() }),
})
export type PrivacyRequest = z.infer<typeof privacyRequestSchema>

/** POST /v1/privacy-requests/search: the store's exports and erasures, newest first. */
export const privacyRequestSearchSchema = searchRequestSchema(['at'])
export const privacyRequestSearchResponseSchema = z.object({
  requests: connectionSchema(privacyRequestSchema),
})

export const privacyMessages = {
  alreadyErased: "This customer's personal data was already erased.",
  erased: "This customer's personal data was erased: there is nothing to change.",
  openOrders: (names: string[]) =>
    `This customer has orders that are still open (${names.join(', ')}). Finish or cancel them before erasing the customer's data.`,
} as const
