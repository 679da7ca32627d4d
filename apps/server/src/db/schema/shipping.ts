import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  foreignKey,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { products } from './catalog.ts'
import { tenantId, timestamps, version } from './columns.ts'
import { locations } from './inventory.ts'

/** A rate as stored inside its zone: amounts in minor units. */
export interface StoredRate {
  id: string
  name: string
  type: 'flat' | 'weight' | 'price' | 'free_above'
  priceMinor: number
  minWeightGrams: number | null
  maxWeightGrams: number | null
  minSubtotalMinor: number | null
  maxSubtotalMinor: number | null
}

export interface StoredZone {
  id: string
  name: string
  countryCode: string
  provinceCodes: string[]
  postalCodeRanges: { from: string; to: string }[]
  rates: StoredRate[]
}

/**
 * How products ship: the general profile (every product not in a custom one; at most one per store) and
 * custom profiles for some products. Zones and their rates are edited and saved with their profile, as
 * one document with one version (decision 030).
 */
export const shippingProfiles = pgTable(
  'shipping_profiles',
  {
    tenantId: tenantId(),
    id: uuid('id').notNull().defaultRandom(),
    name: text('name').notNull(),
    isGeneral: boolean('is_general').notNull().default(false),
    zones: jsonb('zones').$type<StoredZone[]>().notNull().default(sql`'[]'::jsonb`),
    version: version(),
    ...timestamps(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('shipping_profiles_one_general').on(t.tenantId).where(sql`${t.isGeneral}`),
  ],
)

/** The products of a custom profile; a product is in at most one. */
export const shippingProfileProducts = pgTable(
  'shipping_profile_products',
  {
    tenantId: tenantId(),
    profileId: uuid('profile_id').notNull(),
    productId: uuid('product_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.productId] }),
    foreignKey({
      columns: [t.tenantId, t.profileId],
      foreignColumns: [shippingProfiles.tenantId, shippingProfiles.id],
    }).onDelete('cascade'),
    foreignKey({
      columns: [t.tenantId, t.productId],
      foreignColumns: [products.tenantId, products.id],
    }).onDelete('cascade'),
    index('shipping_profile_products_profile_idx').on(t.tenantId, t.profileId),
  ],
)

/** Local delivery from one location: the CEP ranges it reaches, its fee and the smallest order it takes. */
export const localDeliveries = pgTable(
  'local_deliveries',
  {
    tenantId: tenantId(),
    id: uuid('id').notNull().defaultRandom(),
    locationId: uuid('location_id').notNull(),
    active: boolean('active').notNull().default(true),
    postalCodeRanges: jsonb('postal_code_ranges')
      .$type<{ from: string; to: string }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    feeMinor: bigint('fee_minor', { mode: 'number' }).notNull(),
    minimumOrderMinor: bigint('minimum_order_minor', { mode: 'number' }),
    deliveryNote: text('delivery_note').notNull().default(''),
    version: version(),
    ...timestamps(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('local_deliveries_location_unique').on(t.tenantId, t.locationId),
    foreignKey({
      columns: [t.tenantId, t.locationId],
      foreignColumns: [locations.tenantId, locations.id],
    }).onDelete('cascade'),
  ],
)

/** Pick in store at one location: what customers are told and how soon an order is ready. */
export const pickups = pgTable(
  'pickups',
  {
    tenantId: tenantId(),
    id: uuid('id').notNull().defaultRandom(),
    locationId: uuid('location_id').notNull(),
    active: boolean('active').notNull().default(true),
    instructions: text('instructions').notNull().default(''),
    readyTime: text('ready_time', { enum: ['1h', '2h', '4h', '24h', '2-4d', '5d'] })
      .notNull()
      .default('24h'),
    version: version(),
    ...timestamps(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('pickups_location_unique').on(t.tenantId, t.locationId),
    foreignKey({
      columns: [t.tenantId, t.locationId],
      foreignColumns: [locations.tenantId, locations.id],
    }).onDelete('cascade'),
  ],
)
