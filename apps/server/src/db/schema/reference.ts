import { numeric, pgTable, primaryKey, text } from 'drizzle-orm/pg-core'
import { nameText } from './name-text.ts'

// Reference data shared by every store, loaded by migration: answered by POST /v1/catalog/search.

export const languages = pgTable('languages', {
  /** BCP 47 tag: 'pt-BR', 'en-US'. */
  code: text('code').primaryKey(),
  name: nameText('name').notNull(),
  searchText: text('search_text').notNull(),
})

export const countries = pgTable('countries', {
  /** ISO 3166-1 alpha-2. */
  code: text('code').primaryKey(),
  name: nameText('name').notNull(),
  searchText: text('search_text').notNull(),
})

export const provinces = pgTable(
  'provinces',
  {
    countryCode: text('country_code')
      .notNull()
      .references(() => countries.code),
    /** ISO 3166-2 subdivision code without the country: 'SP', 'CA'. */
    code: text('code').notNull(),
    name: nameText('name').notNull(),
    searchText: text('search_text').notNull(),
  },
  (t) => [primaryKey({ columns: [t.countryCode, t.code] })],
)

export const taxCodes = pgTable('tax_codes', {
  code: text('code').primaryKey(),
  name: nameText('name').notNull(),
  /** Default rate as a percentage, e.g. 17.00; stores may apply their own. */
  defaultRate: numeric('default_rate', { precision: 6, scale: 3 }).notNull(),
  searchText: text('search_text').notNull(),
})
