import { foreignKey, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { tenantId, timestamps } from './columns.ts'
import { memberships } from './tenancy.ts'

/**
 * A person's named search of one list in one store (its filters and sort, as the list writes them in
 * its address). It belongs to the membership: a person who leaves the store loses their views of it.
 */
export const savedViews = pgTable(
  'saved_views',
  {
    tenantId: tenantId(),
    id: uuid('id').notNull().defaultRandom(),
    userId: uuid('user_id').notNull(),
    listKey: text('list_key').notNull(),
    name: text('name').notNull(),
    params: jsonb('params').$type<Record<string, string>>().notNull(),
    ...timestamps(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      columns: [t.tenantId, t.userId],
      foreignColumns: [memberships.tenantId, memberships.userId],
    }).onDelete('cascade'),
    uniqueIndex('saved_views_name_unique').on(t.tenantId, t.userId, t.listKey, t.name),
  ],
)
