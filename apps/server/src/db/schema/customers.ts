import { sql } from 'drizzle-orm'
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
import { tenantId, timestamps, version } from './columns.ts'
import { nameText } from './name-text.ts'

// Customers are parties, as the API's payloads name them: a person or organisation with contacts,
// roles (customer, ...), addresses and communication preferences.

export const partyTypes = ['individual', 'organization'] as const
export const partyStatuses = ['active', 'archived'] as const

export const parties = pgTable(
  'parties',
  {
    tenantId: tenantId(),
    id: uuid('id').notNull().defaultRandom(),
    type: text('type', { enum: partyTypes }).notNull().default('individual'),
    status: text('status', { enum: partyStatuses }).notNull().default('active'),
    displayName: nameText('display_name').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    company: text('company').notNull().default(''),
    /** Language for notifications, a reference `languages.code` such as 'pt-BR'. */
    locale: text('locale'),
    /** CPF (11 digits) or CNPJ (14 digits), digits only, check digits verified. */
    taxId: text('tax_id'),
    taxExempt: boolean('tax_exempt').notNull().default(false),
    /** Why the customer pays no tax (a reseller's certificate, an exempt body); '' when not given. */
    taxExemptReason: text('tax_exempt_reason').notNull().default(''),
    note: text('note').notNull().default(''),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    /** What the party is to the store ('customer', 'supplier', ...), sorted, each once. */
    roles: text('roles').array().notNull().default(sql`'{}'::text[]`),
    loyaltyPoints: integer('loyalty_points'),
    tier: text('tier'),
    /** Display name, names, company, emails, phones (digits too) and tax id, normalised. */
    searchText: text('search_text').notNull(),
    /** When the store erased the person's data: the row stays as a stub that orders still name. */
    erasedAt: timestamp('erased_at', { withTimezone: true }),
    version: version(),
    ...timestamps(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('parties_name_idx').on(t.tenantId, t.displayName, t.id),
    index('parties_updated_idx').on(t.tenantId, t.updatedAt, t.id),
    index('parties_created_idx').on(t.tenantId, t.createdAt, t.id),
    index('parties_search_trgm').using('gin', sql`${t.searchText} gin_trgm_ops`).with({ fastupdate: false }),
  ],
)

export const contactTypes = ['email', 'phone'] as const

export const partyContacts = pgTable(
  'party_contacts',
  {
    tenantId: tenantId(),
    id: uuid('id').notNull().defaultRandom(),
    partyId: uuid('party_id').notNull(),
    type: text('type', { enum: contactTypes }).notNull(),
    value: text('value').notNull(),
    isPrimary: boolean('is_primary').notNull().default(false),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.partyId], foreignColumns: [parties.tenantId, parties.id] }).onDelete(
      'cascade',
    ),
    index('party_contacts_party_idx').on(t.tenantId, t.partyId),
    index('party_contacts_value_idx').on(t.tenantId, t.type, t.value),
  ],
)

export const communicationChannels = ['email', 'sms'] as const

export const partyCommunicationPreferences = pgTable(
  'party_communication_preferences',
  {
    tenantId: tenantId(),
    partyId: uuid('party_id').notNull(),
    channel: text('channel', { enum: communicationChannels }).notNull(),
    enabled: boolean('enabled').notNull(),
    frequency: text('frequency').notNull().default('daily'),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.partyId, t.channel] }),
    foreignKey({ columns: [t.tenantId, t.partyId], foreignColumns: [parties.tenantId, parties.id] }).onDelete(
      'cascade',
    ),
  ],
)

export const addressKinds = ['shipping', 'billing'] as const

export const partyAddresses = pgTable(
  'party_addresses',
  {
    tenantId: tenantId(),
    id: uuid('id').notNull().defaultRandom(),
    partyId: uuid('party_id').notNull(),
    kind: text('kind', { enum: addressKinds }).notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    company: text('company').notNull().default(''),
    address1: text('address1').notNull().default(''),
    address2: text('address2').notNull().default(''),
    city: text('city').notNull().default(''),
    provinceCode: text('province_code').notNull().default(''),
    countryCode: text('country_code').notNull().default(''),
    postalCode: text('postal_code').notNull().default(''),
    phone: text('phone').notNull().default(''),
    ...timestamps(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.partyId], foreignColumns: [parties.tenantId, parties.id] }).onDelete(
      'cascade',
    ),
    index('party_addresses_party_idx').on(t.tenantId, t.partyId),
    uniqueIndex('party_addresses_one_default').on(t.tenantId, t.partyId, t.kind).where(sql`${t.isDefault}`),
  ],
)
