import type { DiscountRefusal } from '@lojista/contracts'
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

/** Per-store counters for human numbers (#D1, #1001): taken with UPDATE ... RETURNING, so never reused. */
export const tenantCounters = pgTable(
  'tenant_counters',
  {
    tenantId: tenantId(),
    name: text('name').notNull(),
    value: bigint('value', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.name] })],
)

export const draftStatuses = ['open', 'invoice_sent', 'completed'] as const

export type StoredAddress = {
  firstName: string
  lastName: string
  company: string
  address1: string
  address2: string
  city: string
  provinceCode: string
  countryCode: string
  postalCode: string
  phone: string
}
export type StoredDiscount = {
  type: 'fixed-amount' | 'percentage'
  value: number
  title: string
  discountId?: string
}
/**
 * A saved discount on a draft as the discounts' application function decided it when the draft was saved:
 * a code staff chose (`refusal` says why it takes nothing, while it does not apply) or an automatic
 * discount of the store that applies. Amounts are minor units.
 */
export type StoredDiscountApplication = {
  discountId: string
  /** Null for an automatic discount. */
  code: string | null
  title: string
  class: 'product' | 'order' | 'shipping'
  lines: { lineId: string; amount: number }[]
  shipping: number
  refusal: DiscountRefusal | null
}
export type StoredResolvedTaxes = {
  lines: { lineId: string; rates: { title: string; ratePpm: number }[] }[]
  shipping: { title: string; ratePpm: number }[]
}
/**
 * Where a chosen shipping option came from (decision 036): a profile's rate (or rates joined by `+`), a
 * local delivery or a pickup, and the location of the last two. Custom shipping typed by staff has none.
 */
export type StoredShippingSource = {
  kind: 'rate' | 'local_delivery' | 'pickup'
  sourceId: string
  locationId: string | null
  /** Where a pickup is taxed: its location's country and state, as of the last save. */
  taxAddress?: { countryCode: string; provinceCode: string } | null
}
/**
 * A draft's shipping line: what it shows and charges (minor units) and, when chosen from the store's
 * options, which one; `unavailable` when the last save found it no longer applies to the order.
 */
export type StoredShippingLine = {
  title: string
  price: number
  source?: StoredShippingSource | null
  unavailable?: boolean
}
export type StoredPaymentTerm = {
  type: 'fixed' | 'fulfillment' | 'receipt' | 'net'
  dueInDays: number | null
  issuedAt: string
  dueAt: string | null
}

/**
 * A draft order: what staff build before it becomes an order. The editable inputs are stored as given;
 * the totals are the server's calculateOrder over them, stored so lists need no recalculation.
 */
export const draftOrders = pgTable(
  'draft_orders',
  {
    tenantId: tenantId(),
    id: uuid('id').notNull().defaultRandom(),
    number: integer('number').notNull(),
    /** '#D7': the number with the prefix and suffix of the store's settings when it was given. */
    name: text('name').notNull().default(''),
    status: text('status', { enum: draftStatuses }).notNull().default('open'),
    customerId: uuid('customer_id'),
    email: text('email').notNull().default(''),
    note: text('note').notNull().default(''),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    currencyCode: text('currency_code').notNull(),
    taxesIncluded: boolean('taxes_included').notNull().default(false),
    taxExempt: boolean('tax_exempt').notNull().default(false),
    /** Staff typed the tax lines (`taxLines`); otherwise the store's tax settings give them (decision 029). */
    taxesByHand: boolean('taxes_by_hand').notNull().default(false),
    /** The store's rates at the draft's address, per line and for shipping, as worked out at the last save. */
    resolvedTaxes: jsonb('resolved_taxes').$type<StoredResolvedTaxes | null>(),
    pricesLocked: boolean('prices_locked').notNull().default(false),
    orderDiscount: jsonb('order_discount').$type<StoredDiscount | null>(),
    /** The codes chosen and the automatic discounts that apply, as worked out when the draft was saved. */
    discountApplications: jsonb('discount_applications')
      .$type<StoredDiscountApplication[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    shippingLine: jsonb('shipping_line').$type<StoredShippingLine | null>(),
    taxLines: jsonb('tax_lines')
      .$type<{ title: string; ratePpm: number }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    paymentTerm: jsonb('payment_term').$type<StoredPaymentTerm | null>(),
    shippingAddress: jsonb('shipping_address').$type<StoredAddress | null>(),
    billingAddress: jsonb('billing_address').$type<StoredAddress | null>(),
    totalQuantity: integer('total_quantity').notNull().default(0),
    subtotalMinor: bigint('subtotal_minor', { mode: 'number' }).notNull().default(0),
    totalDiscountsMinor: bigint('total_discounts_minor', { mode: 'number' }).notNull().default(0),
    totalShippingMinor: bigint('total_shipping_minor', { mode: 'number' }).notNull().default(0),
    totalTaxMinor: bigint('total_tax_minor', { mode: 'number' }).notNull().default(0),
    totalMinor: bigint('total_minor', { mode: 'number' }).notNull().default(0),
    searchText: text('search_text').notNull().default(''),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    version: version(),
    ...timestamps(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('draft_orders_number_unique').on(t.tenantId, t.number),
    foreignKey({
      columns: [t.tenantId, t.customerId],
      foreignColumns: [parties.tenantId, parties.id],
    }).onDelete('set null'),
    index('draft_orders_updated_idx').on(t.tenantId, t.updatedAt, t.id),
    index('draft_orders_search_trgm')
      .using('gin', sql`${t.searchText} gin_trgm_ops`)
      .with({ fastupdate: false }),
  ],
)

/**
 * A draft's line: a catalog variant or a custom item. Title, options, SKU, image and unit price are
 * snapshotted when the line is added, so later catalog edits do not change a quote already sent.
 */
export const draftOrderLines = pgTable(
  'draft_order_lines',
  {
    tenantId: tenantId(),
    id: uuid('id').notNull(),
    draftOrderId: uuid('draft_order_id').notNull(),
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
    description: text('description').notNull().default(''),
    quantity: integer('quantity').notNull(),
    unitPriceMinor: bigint('unit_price_minor', { mode: 'number' }).notNull(),
    /** The variant's compare-at price when the line was added (null for none, and for custom items). */
    compareAtPriceMinor: bigint('compare_at_price_minor', { mode: 'number' }),
    taxable: boolean('taxable').notNull().default(true),
    physical: boolean('physical').notNull().default(true),
    weightGrams: integer('weight_grams'),
    discount: jsonb('discount').$type<StoredDiscount | null>(),
    discountedTotalMinor: bigint('discounted_total_minor', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Line ids are made by the browser: they only need to be unique within their draft.
    primaryKey({ columns: [t.tenantId, t.draftOrderId, t.id] }),
    foreignKey({
      columns: [t.tenantId, t.draftOrderId],
      foreignColumns: [draftOrders.tenantId, draftOrders.id],
    }).onDelete('cascade'),
    foreignKey({
      columns: [t.tenantId, t.variantId],
      foreignColumns: [productVariants.tenantId, productVariants.id],
    }).onDelete('set null'),
    index('draft_order_lines_draft_idx').on(t.tenantId, t.draftOrderId, t.position),
  ],
)

export const paymentTermTypes = ['fixed', 'fulfillment', 'receipt', 'net'] as const

/** The payment terms staff choose from (global reference data, loaded by migration). */
export const paymentTermTemplates = pgTable('payment_term_templates', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  type: text('type', { enum: paymentTermTypes }).notNull(),
  dueInDays: integer('due_in_days'),
  position: integer('position').notNull(),
  searchText: text('search_text').notNull(),
})
