import type { DiscountKind, DiscountRule } from '@lojista/contracts'
import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
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
import { tenantId, timestamps, version } from './columns.ts'

/**
 * What a discount applies and when, beside the columns lists filter on, as the application function
 * reads it (integers: minor units, millionths). Discount codes saved before discounts had types have
 * `{}`: an amount off the order of their `type` and `value`, for everyone, without conditions.
 */
export type StoredDiscountConditions = Partial<
  Pick<DiscountRule, 'effect' | 'minimum' | 'eligibility' | 'usageLimit' | 'combinesWith'>
>

const kinds = [
  'amount_off_products',
  'amount_off_order',
  'buy_x_get_y',
  'free_shipping',
] as const satisfies readonly DiscountKind[]

/**
 * The store's discounts: codes customers or staff enter, and automatic ones. The draft editor's picker of
 * saved codes reads their headline `type` and `value`.
 */
export const discounts = pgTable(
  'discounts',
  {
    tenantId: tenantId(),
    id: uuid('id').notNull().defaultRandom(),
    /** Upper case; null for an automatic discount. */
    code: text('code'),
    title: text('title').notNull(),
    method: text('method', { enum: ['code', 'automatic'] })
      .notNull()
      .default('code'),
    kind: text('kind', { enum: kinds }).notNull().default('amount_off_order'),
    /**
     * The value an amount-off discount takes off (minor units for fixed amounts, millionths for
     * percentages); for buy X get Y the percentage off the items got, for free shipping 100%.
     */
    type: text('type', { enum: ['fixed-amount', 'percentage'] }).notNull(),
    value: bigint('value', { mode: 'number' }).notNull(),
    conditions: jsonb('conditions').$type<StoredDiscountConditions>().notNull().default({}),
    /** Switched off by staff (deactivate): it stays on record for the orders that used it. */
    active: boolean('active').notNull().default(true),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull().defaultNow(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    /** Placed orders that used it, and what it took off them (minor units), counted as orders are placed. */
    usageCount: integer('usage_count').notNull().default(0),
    amountGiven: bigint('amount_given', { mode: 'number' }).notNull().default(0),
    searchText: text('search_text').notNull(),
    version: version(),
    ...timestamps(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('discounts_code_unique').on(t.tenantId, t.code),
    // The discounts list, newest first.
    index('discounts_created_idx').on(t.tenantId, t.createdAt, t.id),
    // The automatic discounts switched on, which every save of a draft weighs.
    index('discounts_automatic_idx')
      .on(t.tenantId, t.startsAt)
      .where(sql`${t.method} = 'automatic' AND ${t.active}`),
  ],
)
