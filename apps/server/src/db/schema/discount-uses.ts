import { bigint, foreignKey, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { tenantId } from './columns.ts'
import { discounts } from './discounts.ts'
import { orders } from './sales.ts'

/**
 * One row per discount a placed order used, written in the order's own transaction; a cancelled order's
 * rows go, giving the use back. Once-per-customer limits are read here; `discounts.usage_count` and
 * `amount_given` are kept in step with these rows.
 */
export const discountUses = pgTable(
  'discount_uses',
  {
    tenantId: tenantId(),
    discountId: uuid('discount_id').notNull(),
    orderId: uuid('order_id').notNull(),
    customerId: uuid('customer_id'),
    /** What it took off the order, in minor units. */
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    /** The generated code the order used (null: the discount's own code, or an automatic discount). */
    code: text('code'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.discountId, t.orderId] }),
    foreignKey({
      columns: [t.tenantId, t.discountId],
      foreignColumns: [discounts.tenantId, discounts.id],
    }),
    foreignKey({ columns: [t.tenantId, t.orderId], foreignColumns: [orders.tenantId, orders.id] }).onDelete(
      'cascade',
    ),
    index('discount_uses_customer_idx').on(t.tenantId, t.discountId, t.customerId),
    index('discount_uses_order_idx').on(t.tenantId, t.orderId),
    index('discount_uses_code_idx').on(t.tenantId, t.discountId, t.code),
  ],
)
