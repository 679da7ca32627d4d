import {
  boolean,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { productVariants } from './catalog.ts'
import { tenantId, timestamps } from './columns.ts'
import { users } from './identity.ts'
import { nameText } from './name-text.ts'

/** Where stock is kept: shops, warehouses. */
export const locations = pgTable(
  'locations',
  {
    tenantId: tenantId(),
    id: uuid('id').notNull().defaultRandom(),
    name: nameText('name').notNull(),
    address1: text('address1').notNull().default(''),
    city: text('city').notNull().default(''),
    provinceCode: text('province_code').notNull().default(''),
    countryCode: text('country_code').notNull().default('BR'),
    postalCode: text('postal_code').notNull().default(''),
    active: boolean('active').notNull().default(true),
    fulfilsOnlineOrders: boolean('fulfils_online_orders').notNull().default(true),
    offersPickup: boolean('offers_pickup').notNull().default(false),
    ...timestamps(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('locations_name_unique').on(t.tenantId, t.name),
  ],
)

/** Units available of one variant at one location. Changed only together with an adjustment row. */
export const inventoryLevels = pgTable(
  'inventory_levels',
  {
    tenantId: tenantId(),
    variantId: uuid('variant_id').notNull(),
    locationId: uuid('location_id').notNull(),
    available: integer('available').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.variantId, t.locationId] }),
    foreignKey({
      columns: [t.tenantId, t.variantId],
      foreignColumns: [productVariants.tenantId, productVariants.id],
    }).onDelete('cascade'),
    foreignKey({
      columns: [t.tenantId, t.locationId],
      foreignColumns: [locations.tenantId, locations.id],
    }).onDelete('cascade'),
    index('inventory_levels_location_idx').on(t.tenantId, t.locationId),
  ],
)

export const adjustmentReasons = [
  'correction',
  'received',
  'damaged',
  'theft',
  'sold',
  'returned',
  'restock',
  'import',
] as const

/** The history of stock changes: who changed what, by how much, why, and the level after it. */
export const inventoryAdjustments = pgTable(
  'inventory_adjustments',
  {
    tenantId: tenantId(),
    id: uuid('id').notNull().defaultRandom(),
    variantId: uuid('variant_id').notNull(),
    locationId: uuid('location_id').notNull(),
    delta: integer('delta').notNull(),
    availableAfter: integer('available_after').notNull(),
    reason: text('reason', { enum: adjustmentReasons }).notNull(),
    note: text('note').notNull().default(''),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      columns: [t.tenantId, t.variantId, t.locationId],
      foreignColumns: [inventoryLevels.tenantId, inventoryLevels.variantId, inventoryLevels.locationId],
    }).onDelete('cascade'),
    index('inventory_adjustments_variant_idx').on(t.tenantId, t.variantId, t.createdAt),
  ],
)
