import { bigint, pgTable, primaryKey, text } from 'drizzle-orm/pg-core'
import { tenantId } from './columns.ts'

/**
 * How many rows of a table each store has, kept by triggers on that table (migration 0046): each
 * statement notes its change per store in `store_row_count_changes`, added to the count at commit. A
 * whole list reads its total here instead of counting its rows. Counted: `products` (migration 0044),
 * `orders` and `draft_orders` (0045).
 */
export const storeRowCounts = pgTable(
  'store_row_counts',
  {
    tenantId: tenantId(),
    tableName: text('table_name').notNull(),
    rowCount: bigint('row_count', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.tableName] })],
)
