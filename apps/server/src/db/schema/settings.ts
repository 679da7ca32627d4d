import { integer, pgTable, text, uuid } from 'drizzle-orm/pg-core'
import { timestamps } from './columns.ts'
import { tenants } from './tenancy.ts'

/**
 * A store's General and Brand settings, one row per store, written the first time either page is saved
 * (a store without one reads the defaults). The store's name and currency stay on `tenants`, their one
 * home (decision 020). General and Brand are saved by separate pages, so each has its own version: saving
 * one never makes the other's open page stale.
 */
export const storeSettings = pgTable('store_settings', {
  tenantId: uuid('tenant_id')
    .primaryKey()
    .references(() => tenants.id, { onDelete: 'cascade' }),
  contactEmail: text('contact_email').notNull().default(''),
  contactPhone: text('contact_phone').notNull().default(''),
  legalName: text('legal_name').notNull().default(''),
  cnpj: text('cnpj').notNull().default(''),
  address1: text('address1').notNull().default(''),
  city: text('city').notNull().default(''),
  provinceCode: text('province_code').notNull().default(''),
  countryCode: text('country_code').notNull().default('BR'),
  postalCode: text('postal_code').notNull().default(''),
  timeZone: text('time_zone').notNull().default('America/Sao_Paulo'),
  unitSystem: text('unit_system', { enum: ['metric', 'imperial'] })
    .notNull()
    .default('metric'),
  weightUnit: text('weight_unit', { enum: ['g', 'kg', 'lb', 'oz'] })
    .notNull()
    .default('kg'),
  orderNumberPrefix: text('order_number_prefix').notNull().default('#'),
  orderNumberSuffix: text('order_number_suffix').notNull().default(''),
  draftNumberPrefix: text('draft_number_prefix').notNull().default('#D'),
  draftNumberSuffix: text('draft_number_suffix').notNull().default(''),
  generalVersion: integer('general_version').notNull().default(1),
  logoUrl: text('logo_url').notNull().default(''),
  primaryColor: text('primary_color').notNull().default('#1F2937'),
  accentColor: text('accent_color').notNull().default('#2563EB'),
  shortDescription: text('short_description').notNull().default(''),
  brandVersion: integer('brand_version').notNull().default(1),
  ...timestamps(),
})
