import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { collections, products } from './catalog.ts'
import { tenantId, timestamps, version } from './columns.ts'
import { tenants } from './tenancy.ts'

/** How a store's prices are entered and whether its shipping is taxed; written on the first save. */
export const taxSettings = pgTable('tax_settings', {
  tenantId: uuid('tenant_id')
    .primaryKey()
    .references(() => tenants.id, { onDelete: 'cascade' }),
  taxesIncluded: boolean('taxes_included').notNull().default(false),
  shippingTaxed: boolean('shipping_taxed').notNull().default(false),
  version: version(),
  ...timestamps(),
})

export type StoredTaxRate = { title: string; ratePpm: number }

/** A country, or one of its states ('' for the whole country), and the rates an order there pays. */
export const taxRegions = pgTable(
  'tax_regions',
  {
    tenantId: tenantId(),
    id: uuid('id').notNull().defaultRandom(),
    countryCode: text('country_code').notNull(),
    provinceCode: text('province_code').notNull().default(''),
    rates: jsonb('rates').$type<StoredTaxRate[]>().notNull().default(sql`'[]'::jsonb`),
    version: version(),
    ...timestamps(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('tax_regions_place_unique').on(t.tenantId, t.countryCode, t.provinceCode),
  ],
)

/** A product or collection taxed otherwise in a region: at its own rate, or not at all (no rate). */
export const taxOverrides = pgTable(
  'tax_overrides',
  {
    tenantId: tenantId(),
    regionId: uuid('region_id').notNull(),
    position: integer('position').notNull(),
    productId: uuid('product_id'),
    collectionId: uuid('collection_id'),
    rateTitle: text('rate_title'),
    ratePpm: integer('rate_ppm'),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.regionId, t.position] }),
    check('tax_overrides_one_target', sql`(${t.productId} IS NULL) <> (${t.collectionId} IS NULL)`),
    check('tax_overrides_rate_whole', sql`(${t.rateTitle} IS NULL) = (${t.ratePpm} IS NULL)`),
    foreignKey({
      name: 'tax_overrides_region_fk',
      columns: [t.tenantId, t.regionId],
      foreignColumns: [taxRegions.tenantId, taxRegions.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'tax_overrides_product_fk',
      columns: [t.tenantId, t.productId],
      foreignColumns: [products.tenantId, products.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'tax_overrides_collection_fk',
      columns: [t.tenantId, t.collectionId],
      foreignColumns: [collections.tenantId, collections.id],
    }).onDelete('cascade'),
    index('tax_overrides_product_idx').on(t.tenantId, t.productId),
    index('tax_overrides_collection_idx').on(t.tenantId, t.collectionId),
  ],
)
