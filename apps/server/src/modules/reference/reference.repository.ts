import type { SearchRequest, SortDirection } from '@lojista/contracts'
import { and, inArray, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { countries, languages, provinces, taxCodes } from '../../db/schema/reference.ts'
import { countUpToCap } from '../../lib/capped-count.ts'
import { keysetPage } from '../../lib/keyset.ts'
import { containsAllWords } from '../../lib/text-search.ts'

export interface ReferenceRow {
  id: string
  name: string
  code: string
  countryCode: string | null
  rate: string | null
  /** The sort column's value, for the page cursor. */
  sortKey: string
}

// Every list is read through the same five columns, so one query shape serves the four entities.
const sources = {
  language: {
    table: languages,
    columns: {
      id: sql`${languages.code}`,
      name: sql`${languages.name}`,
      code: sql`${languages.code}`,
      searchText: sql`${languages.searchText}`,
      countryCode: sql`null::text`,
    },
    rate: sql<string | null>`null::text`,
  },
  country: {
    table: countries,
    columns: {
      id: sql`${countries.code}`,
      name: sql`${countries.name}`,
      code: sql`${countries.code}`,
      searchText: sql`${countries.searchText}`,
      countryCode: sql`null::text`,
    },
    rate: sql<string | null>`null::text`,
  },
  state: {
    table: provinces,
    columns: {
      // The ISO 3166-2 code: unique across countries, unlike the code alone.
      id: sql`${provinces.countryCode} || '-' || ${provinces.code}`,
      name: sql`${provinces.name}`,
      code: sql`${provinces.code}`,
      searchText: sql`${provinces.searchText}`,
      countryCode: sql`${provinces.countryCode}`,
    },
    rate: sql<string | null>`null::text`,
  },
  'tax-code': {
    table: taxCodes,
    columns: {
      id: sql`${taxCodes.code}`,
      name: sql`${taxCodes.name}`,
      code: sql`${taxCodes.code}`,
      searchText: sql`${taxCodes.searchText}`,
      countryCode: sql`null::text`,
    },
    rate: sql<string | null>`${taxCodes.defaultRate}::text`,
  },
} as const

export type ReferenceSource = keyof typeof sources

export interface ReferenceSearch {
  words: string[]
  /** Only states have a country; empty means every country. */
  countryCodes: string[]
  sort: 'name' | 'code'
  direction: SortDirection
  paging: Pick<SearchRequest, 'first' | 'after' | 'last' | 'before'>
}

const isPlainText = (value: unknown) => typeof value === 'string' && !value.includes('\u0000')

/** One page of a reference list and the number of rows matching the same conditions. */
export async function searchReference(tx: Db, entity: ReferenceSource, search: ReferenceSearch) {
  const { table, columns, rate } = sources[entity]
  const filter = and(
    containsAllWords(columns.searchText, search.words),
    search.countryCodes.length ? inArray(columns.countryCode, search.countryCodes) : undefined,
  )
  const page = keysetPage<ReferenceRow>({
    sort: columns[search.sort],
    id: columns.id,
    direction: search.direction,
    request: search.paging,
    sortValueOf: (row) => row.sortKey,
    idOf: (row) => row.id,
    isValidCursor: (value, id) => isPlainText(value) && isPlainText(id),
  })
  const rows = await tx
    .select({
      id: sql<string>`${columns.id}`,
      name: sql<string>`${columns.name}`,
      code: sql<string>`${columns.code}`,
      countryCode: sql<string | null>`${columns.countryCode}`,
      rate,
      sortKey: sql<string>`${columns[search.sort]}`,
    })
    .from(table)
    .where(and(filter, page.where))
    .orderBy(...page.orderBy)
    .limit(page.limit)
  const total = await countUpToCap(tx, tx.select({ one: sql`1` }).from(table).where(filter).$dynamic())
  return { rows, total, page }
}

export interface KnownCodes {
  /** By lower-case code: the code as listed ('pt-br' -> 'pt-BR'). */
  languages: Map<string, string>
  countries: Set<string>
  /** 'BR-SP' for each known state. */
  provinces: Set<string>
  /** Countries whose states are listed: an address there must name one of them. */
  countriesWithProvinces: Set<string>
}

/** Which of the given codes exist in the reference lists. */
export async function findKnownCodes(
  tx: Db,
  codes: { languages: string[]; countries: string[] },
): Promise<KnownCodes> {
  const known: KnownCodes = {
    languages: new Map(),
    countries: new Set(),
    provinces: new Set(),
    countriesWithProvinces: new Set(),
  }
  if (codes.languages.length) {
    const wanted = codes.languages.map((code) => code.toLowerCase())
    const rows = await tx
      .select({ code: languages.code })
      .from(languages)
      .where(inArray(sql`lower(${languages.code})`, wanted))
    for (const row of rows) known.languages.set(row.code.toLowerCase(), row.code)
  }
  if (codes.countries.length) {
    const rows = await tx
      .select({ code: countries.code })
      .from(countries)
      .where(inArray(countries.code, codes.countries))
    for (const row of rows) known.countries.add(row.code)
    const states = await tx
      .select({ countryCode: provinces.countryCode, code: provinces.code })
      .from(provinces)
      .where(inArray(provinces.countryCode, codes.countries))
    for (const state of states) {
      known.provinces.add(`${state.countryCode}-${state.code}`)
      known.countriesWithProvinces.add(state.countryCode)
    }
  }
  return known
}
