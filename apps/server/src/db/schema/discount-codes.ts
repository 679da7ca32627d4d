import {
  foreignKey,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { tenantId } from './columns.ts'
import { discounts } from './discounts.ts'

/**
 * Codes generated in batches for a code discount: each one is the discount's under its rules (its usage
 * limits count every code together). A code is unique in its store among these and the discounts' own
 * codes; the index holds it here, and generating or saving a code checks the other table under a per-store
 * lock.
 */
export const discountCodes = pgTable(
  'discount_codes',
  {
    tenantId: tenantId(),
    id: uuid('id').notNull().defaultRandom(),
    discountId: uuid('discount_id').notNull(),
    /** Upper case, of the unambiguous characters (no O, 0, I or 1) after the batch's prefix. */
    code: text('code').notNull(),
    /** The batch it was generated in. */
    batchId: uuid('batch_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      columns: [t.tenantId, t.discountId],
      foreignColumns: [discounts.tenantId, discounts.id],
    }).onDelete('cascade'),
    uniqueIndex('discount_codes_code_unique').on(t.tenantId, t.code),
    index('discount_codes_discount_idx').on(t.tenantId, t.discountId, t.code),
  ],
)
