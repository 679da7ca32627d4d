import { sql } from 'drizzle-orm'
import { boolean, check, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core'
import { tenantId, timestamps, version } from './columns.ts'
import { tenants } from './tenancy.ts'

const requirement = { enum: ['off', 'optional', 'required'] as const }

/**
 * What a store asks of its customers at checkout and shows them: the Checkout, Customer accounts, Pricing
 * and Customer privacy pages, one row per store written on the first save of any of them (a store
 * without one reads the defaults). Each page has its own version, so saving one never makes another's
 * open page stale (decision 032).
 */
export const checkoutSettings = pgTable(
  'checkout_settings',
  {
    tenantId: uuid('tenant_id')
      .primaryKey()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    phoneField: text('phone_field', requirement).notNull().default('optional'),
    companyField: text('company_field', requirement).notNull().default('off'),
    taxIdField: text('tax_id_field', requirement).notNull().default('off'),
    marketingConsentDefault: boolean('marketing_consent_default').notNull().default(false),
    orderNote: boolean('order_note').notNull().default(true),
    policyLinks: text('policy_links')
      .array()
      .notNull()
      .default(sql`'{refund,privacy,terms,shipping,contact}'`),
    checkoutVersion: integer('checkout_version').notNull().default(1),
    orderStatusLink: boolean('order_status_link').notNull().default(true),
    orderStatusLinkDays: integer('order_status_link_days').notNull().default(90),
    accountsVersion: integer('accounts_version').notNull().default(1),
    showCompareAtPrices: boolean('show_compare_at_prices').notNull().default(true),
    pricingVersion: integer('pricing_version').notNull().default(1),
    dataKept: text('data_kept').notNull().default(''),
    privacyVersion: integer('privacy_version').notNull().default(1),
    ...timestamps(),
  },
  (t) => [
    check(
      'checkout_settings_fields_known',
      sql`${t.phoneField} in ('off', 'optional', 'required') and ${t.companyField} in ('off', 'optional', 'required') and ${t.taxIdField} in ('off', 'optional', 'required')`,
    ),
    check('checkout_settings_link_days', sql`${t.orderStatusLinkDays} between 1 and 365`),
  ],
)

/** A store's policies (refund, privacy, terms, shipping, contact): HTML cleaned when saved. */
export const storePolicies = pgTable(
  'store_policies',
  {
    tenantId: tenantId(),
    kind: text('kind', { enum: ['refund', 'privacy', 'terms', 'shipping', 'contact'] }).notNull(),
    body: text('body').notNull().default(''),
    version: version(),
    ...timestamps(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.kind] }),
    check(
      'store_policies_kind_known',
      sql`${t.kind} in ('refund', 'privacy', 'terms', 'shipping', 'contact')`,
    ),
  ],
)
