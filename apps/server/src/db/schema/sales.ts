import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { productVariants } from './catalog.ts'
import { tenantId, timestamps, version } from './columns.ts'
import { parties } from './customers.ts'
import { users } from './identity.ts'
import { locations } from './inventory.ts'
import type { StoredAddress, StoredDiscount, StoredPaymentTerm, StoredShippingLine } from './orders.ts'
import { draftOrders } from './orders.ts'

// Orders: what a draft becomes once staff create it or the customer pays its invoice. Lines, totals and
// terms are copied from the draft at that moment; payments, fulfilments and the timeline follow.

export const financialStatuses = [
  'pending',
  'paid',
  'partially_paid',
  'partially_refunded',
  'refunded',
  'voided',
] as const
export const fulfillmentStatuses = ['unfulfilled', 'partially_fulfilled', 'fulfilled'] as const

export const orders = pgTable(
  'orders',
  {
    tenantId: tenantId(),
    id: uuid('id').notNull().defaultRandom(),
    number: integer('number').notNull(),
    /** '#1001': the number with the prefix and suffix of the store's settings when it was placed. */
    name: text('name').notNull().default(''),
    draftOrderId: uuid('draft_order_id'),
    customerId: uuid('customer_id'),
    customerName: text('customer_name').notNull().default(''),
    email: text('email').notNull().default(''),
    currencyCode: text('currency_code').notNull(),
    financialStatus: text('financial_status', { enum: financialStatuses }).notNull(),
    /** How the customer chose to pay at checkout ('pix', 'card', ...); empty for orders staff created. */
    paymentMethod: text('payment_method').notNull().default(''),
    fulfillmentStatus: text('fulfillment_status', { enum: fulfillmentStatuses })
      .notNull()
      .default('unfulfilled'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelReason: text('cancel_reason'),
    note: text('note').notNull().default(''),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    taxesIncluded: boolean('taxes_included').notNull().default(false),
    taxExempt: boolean('tax_exempt').notNull().default(false),
    orderDiscount: jsonb('order_discount').$type<StoredDiscount | null>(),
    shippingLine: jsonb('shipping_line').$type<StoredShippingLine | null>(),
    taxLines: jsonb('tax_lines')
      .$type<{ title: string; ratePpm: number; amount: number }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    paymentTerm: jsonb('payment_term').$type<StoredPaymentTerm | null>(),
    /** When the balance falls due (from the payment term); null when paid at once or due on an event. */
    dueAt: timestamp('due_at', { withTimezone: true }),
    shippingAddress: jsonb('shipping_address').$type<StoredAddress | null>(),
    billingAddress: jsonb('billing_address').$type<StoredAddress | null>(),
    /** The CPF or CNPJ the customer gave at checkout (its characters), or empty. */
    customerTaxId: text('customer_tax_id').notNull().default(''),
    /** Whether the customer asked at checkout for the store's news. */
    acceptsMarketing: boolean('accepts_marketing').notNull().default(false),
    totalQuantity: integer('total_quantity').notNull(),
    subtotalMinor: bigint('subtotal_minor', { mode: 'number' }).notNull(),
    totalDiscountsMinor: bigint('total_discounts_minor', { mode: 'number' }).notNull(),
    totalShippingMinor: bigint('total_shipping_minor', { mode: 'number' }).notNull(),
    totalTaxMinor: bigint('total_tax_minor', { mode: 'number' }).notNull(),
    totalMinor: bigint('total_minor', { mode: 'number' }).notNull(),
    paidMinor: bigint('paid_minor', { mode: 'number' }).notNull().default(0),
    /** What went back to the customer, out of paidMinor; only a refund moves it, never a cancellation. */
    refundedMinor: bigint('refunded_minor', { mode: 'number' }).notNull().default(0),
    searchText: text('search_text').notNull().default(''),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    version: version(),
    ...timestamps(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('orders_number_unique').on(t.tenantId, t.number),
    // One order per draft, whatever retries or races happen.
    uniqueIndex('orders_draft_unique').on(t.tenantId, t.draftOrderId),
    foreignKey({ columns: [t.tenantId, t.customerId], foreignColumns: [parties.tenantId, parties.id] }),
    foreignKey({
      columns: [t.tenantId, t.draftOrderId],
      foreignColumns: [draftOrders.tenantId, draftOrders.id],
    }),
    index('orders_created_idx').on(t.tenantId, t.createdAt, t.id),
    index('orders_number_idx').on(t.tenantId, t.number, t.id),
    index('orders_total_idx').on(t.tenantId, t.totalMinor, t.id),
    index('orders_financial_idx').on(t.tenantId, t.financialStatus, t.createdAt, t.id),
    index('orders_fulfillment_idx').on(t.tenantId, t.fulfillmentStatus, t.createdAt, t.id),
    index('orders_customer_idx').on(t.tenantId, t.customerId),
    index('orders_search_trgm').using('gin', sql`${t.searchText} gin_trgm_ops`).with({ fastupdate: false }),
  ],
)

export const orderLines = pgTable(
  'order_lines',
  {
    tenantId: tenantId(),
    id: uuid('id').notNull(),
    orderId: uuid('order_id').notNull(),
    position: integer('position').notNull(),
    variantId: uuid('variant_id'),
    productId: uuid('product_id'),
    title: text('title').notNull(),
    variantTitle: text('variant_title').notNull().default(''),
    sku: text('sku').notNull().default(''),
    selectedOptions: jsonb('selected_options')
      .$type<{ name: string; value: string }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    imageUrl: text('image_url'),
    quantity: integer('quantity').notNull(),
    fulfilledQuantity: integer('fulfilled_quantity').notNull().default(0),
    unitPriceMinor: bigint('unit_price_minor', { mode: 'number' }).notNull(),
    discountedTotalMinor: bigint('discounted_total_minor', { mode: 'number' }).notNull(),
    taxMinor: bigint('tax_minor', { mode: 'number' }).notNull().default(0),
    taxable: boolean('taxable').notNull().default(true),
    physical: boolean('physical').notNull().default(true),
    /** Where its stock was taken from, so a cancellation puts it back there. */
    locationId: uuid('location_id'),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.orderId], foreignColumns: [orders.tenantId, orders.id] }).onDelete(
      'cascade',
    ),
    // The line is a copy: a variant removed from its product leaves the line without its link (the
    // migration nulls variant_id only, as drizzle-kit cannot say).
    foreignKey({
      columns: [t.tenantId, t.variantId],
      foreignColumns: [productVariants.tenantId, productVariants.id],
    }).onDelete('set null'),
    foreignKey({ columns: [t.tenantId, t.locationId], foreignColumns: [locations.tenantId, locations.id] }),
    index('order_lines_order_idx').on(t.tenantId, t.orderId, t.position),
  ],
)

/** The order's timeline: what happened and who did it. */
export const orderEvents = pgTable(
  'order_events',
  {
    tenantId: tenantId(),
    id: uuid('id').notNull().defaultRandom(),
    orderId: uuid('order_id').notNull(),
    // The event as a fact (packages/contracts/src/sales/timeline.ts); the reader's app words it.
    type: text('type').notNull(),
    params: jsonb('params').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.orderId], foreignColumns: [orders.tenantId, orders.id] }).onDelete(
      'cascade',
    ),
    index('order_events_order_idx').on(t.tenantId, t.orderId, t.createdAt),
  ],
)

export const paymentKinds = ['sale', 'capture'] as const
/** Money in (a payment) or money back to the customer (a refund): both are kept, neither is deleted. */
export const paymentDirections = ['payment', 'refund'] as const
/** How a refund reached the customer, as staff record it. */
export const refundMethods = ['original', 'pix', 'bank_transfer', 'cash', 'store_credit', 'other'] as const

export const orderPayments = pgTable(
  'order_payments',
  {
    tenantId: tenantId(),
    id: uuid('id').notNull().defaultRandom(),
    orderId: uuid('order_id').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    direction: text('direction', { enum: paymentDirections }).notNull().default('payment'),
    /** 'manual' when staff mark it paid, 'test' for the store's test payment method at checkout. */
    gateway: text('gateway').notNull(),
    /**
     * A refund's way back to the customer; for a payment staff mark received, the manual method the
     * customer chose at checkout ('pix'); empty for other payments.
     */
    method: text('method').notNull().default(''),
    note: text('note').notNull().default(''),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    reference: text('reference').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.orderId], foreignColumns: [orders.tenantId, orders.id] }).onDelete(
      'cascade',
    ),
    index('order_payments_order_idx').on(t.tenantId, t.orderId),
  ],
)

export const fulfillments = pgTable(
  'fulfillments',
  {
    tenantId: tenantId(),
    id: uuid('id').notNull().defaultRandom(),
    orderId: uuid('order_id').notNull(),
    number: integer('number').notNull(),
    trackingNumber: text('tracking_number').notNull().default(''),
    carrier: text('carrier').notNull().default(''),
    lines: jsonb('lines').$type<{ orderLineId: string; quantity: number }[]>().notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.orderId], foreignColumns: [orders.tenantId, orders.id] }).onDelete(
      'cascade',
    ),
    uniqueIndex('fulfillments_number_unique').on(t.tenantId, t.orderId, t.number),
    index('fulfillments_created_idx').on(t.tenantId, t.createdAt, t.id),
  ],
)

/**
 * Answers already given to a retried write (create order, mark as paid, send invoice): the same key
 * gives the same answer; the same key with another body is refused.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    tenantId: tenantId(),
    key: text('key').notNull(),
    operation: text('operation').notNull(),
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code').notNull(),
    responseBody: jsonb('response_body').$type<unknown>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.operation, t.key] })],
)

export const checkoutKinds = ['invoice', 'quote'] as const

/**
 * The secure link of an invoice or quote: only a SHA-256 of its token is kept. Opened and not completed
 * is an abandoned checkout.
 */
export const checkoutLinks = pgTable(
  'checkout_links',
  {
    tenantId: tenantId(),
    id: uuid('id').notNull().defaultRandom(),
    draftOrderId: uuid('draft_order_id').notNull(),
    kind: text('kind', { enum: checkoutKinds }).notNull(),
    tokenHash: text('token_hash').notNull(),
    recipient: text('recipient').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    openedAt: timestamp('opened_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    recoverySentAt: timestamp('recovery_sent_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      columns: [t.tenantId, t.draftOrderId],
      foreignColumns: [draftOrders.tenantId, draftOrders.id],
    }).onDelete('cascade'),
    index('checkout_links_draft_idx').on(t.tenantId, t.draftOrderId),
    // The abandoned checkouts, and their count, from the index alone (migration 0043).
    index('checkout_links_abandoned_idx')
      .on(t.tenantId, t.openedAt, t.id)
      .where(sql`${t.openedAt} is not null and ${t.completedAt} is null and ${t.revokedAt} is null`),
  ],
)

/** Token lookups come before the store is known: the hash is unique across stores. */
export const checkoutTokens = pgTable('checkout_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  tenantId: uuid('tenant_id').notNull(),
  linkId: uuid('link_id').notNull(),
})

/**
 * The order-status links of confirmation emails: looked up before the store is known, like checkout
 * tokens, so only the token's hash is kept, unique across stores (migration 0039).
 */
export const orderStatusTokens = pgTable('order_status_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  tenantId: uuid('tenant_id').notNull(),
  orderId: uuid('order_id').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

/** A draft's status history (created, invoice sent, quote sent, completed) with who did it. */
export const draftOrderEvents = pgTable(
  'draft_order_events',
  {
    tenantId: tenantId(),
    id: uuid('id').notNull().defaultRandom(),
    draftOrderId: uuid('draft_order_id').notNull(),
    // The event as a fact (packages/contracts/src/sales/timeline.ts); the reader's app words it.
    type: text('type').notNull(),
    params: jsonb('params').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      columns: [t.tenantId, t.draftOrderId],
      foreignColumns: [draftOrders.tenantId, draftOrders.id],
    }).onDelete('cascade'),
    index('draft_order_events_draft_idx').on(t.tenantId, t.draftOrderId, t.createdAt),
  ],
)
