import type { Connection, ProductLookupSearchRequest } from '@lojista/contracts'
import { and, eq, inArray, sql } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import { attributes, attributeValues, categories, options, tags, vendors } from '../../db/schema/catalog.ts'
import type { StoreTx } from '../../db/scope.ts'
import { cappedCount, totalOf } from '../../lib/capped-count.ts'
import { cursorOf, sortText } from '../../lib/cursor-values.ts'
import { keysetPage } from '../../lib/keyset.ts'
import { matchesEveryWord } from '../../lib/text-search.ts'

export interface LookupRow {
  id: string
  name: string
  searchText: string
  createdAt: Date
  cursorValue: string
  parentId?: string | null
  values?: string[]
  attributeId?: string
}

/** What differs between the lists: the table and its columns; search, paging and counting are shared. */
interface LookupTable {
  table: PgTable
  tenantId: PgColumn
  id: PgColumn
  name: PgColumn
  searchText: PgColumn
  createdAt: PgColumn
  extra?: Record<string, PgColumn>
}

export const lookupTables = {
  vendor: { table: vendors, ...pick(vendors, vendors.name) },
  tag: { table: tags, ...pick(tags, tags.name) },
  category: {
    table: categories,
    ...pick(categories, categories.name),
    extra: { parentId: categories.parentId },
  },
  option: { table: options, ...pick(options, options.name), extra: { values: options.values } },
  attribute: { table: attributes, ...pick(attributes, attributes.name) },
  attributeValue: {
    table: attributeValues,
    ...pick(attributeValues, attributeValues.value),
    extra: { attributeId: attributeValues.attributeId },
  },
} satisfies Record<string, LookupTable>
export type LookupKind = keyof typeof lookupTables

function pick(
  table: { tenantId: PgColumn; id: PgColumn; searchText: PgColumn; createdAt: PgColumn },
  name: PgColumn,
) {
  return {
    tenantId: table.tenantId,
    id: table.id,
    name,
    searchText: table.searchText,
    createdAt: table.createdAt,
  }
}

export async function searchLookups(
  tx: StoreTx,
  tenantId: string,
  kind: LookupKind,
  request: ProductLookupSearchRequest,
  /** `attributeId`: only the values of that attribute (the picker of the attribute being edited). */
  filter: { text: string; attributeId?: string },
): Promise<Connection<LookupRow>> {
  const t: LookupTable = lookupTables[kind]
  const byName = (request.orderBy?.field ?? 'name') === 'name'
  // Sorting by the normalised name keeps "Álvaro" beside "Alvaro" and uses the (tenant, search_text) index.
  const sort = byName ? t.searchText : t.createdAt
  const page = keysetPage<LookupRow>({
    sort,
    id: t.id,
    direction: request.orderBy?.direction ?? 'asc',
    request,
    sortValueOf: (row) => row.cursorValue,
    idOf: (row) => row.id,
    isValidCursor: byName ? cursorOf.text : cursorOf.timestamp,
  })
  const where = and(
    eq(t.tenantId, tenantId),
    matchesEveryWord(t.searchText, filter.text),
    filter.attributeId === undefined ? undefined : eq(attributeValues.attributeId, filter.attributeId),
  )
  const matches = tx.select({ one: sql`1` }).from(t.table).where(where).$dynamic()
  const rows = (await tx
    .select({
      total: cappedCount(matches),
      id: t.id,
      name: t.name,
      searchText: t.searchText,
      createdAt: t.createdAt,
      cursorValue: sortText(sort),
      ...t.extra,
    })
    .from(t.table)
    .where(and(where, page.where))
    .orderBy(...page.orderBy)
    .limit(page.limit)) as (LookupRow & { total: number })[]
  const total = await totalOf(tx, rows, matches)
  return page.toConnection(rows, total, (row) => row)
}

/** Inserts by normalised name, or finds the one already there; `created` tells which. */
export async function findOrInsertNamed(
  tx: StoreTx,
  tenantId: string,
  kind: 'vendor' | 'tag' | 'attribute',
  entries: { name: string; searchText: string }[],
): Promise<{ id: string; name: string; searchText: string; created: boolean }[]> {
  if (entries.length === 0) return []
  const table = { vendor: vendors, tag: tags, attribute: attributes }[kind]
  return tx
    .insert(table)
    .values(entries.map((entry) => ({ tenantId, ...entry })))
    .onConflictDoUpdate({
      target: [table.tenantId, table.searchText],
      // A no-op write, so that RETURNING gives the existing row too.
      set: { searchText: sql`excluded.search_text` },
    })
    .returning({
      id: table.id,
      name: table.name,
      searchText: table.searchText,
      created: sql<boolean>`(xmax = 0)`,
    })
}

export async function findOrInsertCategory(
  tx: StoreTx,
  tenantId: string,
  entry: { name: string; searchText: string; parentId: string | null },
) {
  const [row] = await tx
    .insert(categories)
    .values({ tenantId, ...entry })
    .onConflictDoUpdate({
      target: [categories.tenantId, categories.searchText],
      set: { searchText: sql`excluded.search_text` },
    })
    .returning({
      id: categories.id,
      name: categories.name,
      parentId: categories.parentId,
      created: sql<boolean>`(xmax = 0)`,
    })
  return row!
}

export async function findOrInsertAttributeValue(
  tx: StoreTx,
  tenantId: string,
  entry: { attributeId: string; value: string; searchText: string },
) {
  const [row] = await tx
    .insert(attributeValues)
    .values({ tenantId, ...entry })
    .onConflictDoUpdate({
      target: [attributeValues.tenantId, attributeValues.attributeId, attributeValues.searchText],
      set: { searchText: sql`excluded.search_text` },
    })
    .returning({
      id: attributeValues.id,
      name: attributeValues.value,
      attributeId: attributeValues.attributeId,
      created: sql<boolean>`(xmax = 0)`,
    })
  return row!
}

/**
 * Inserts an option name, or adds the new values to the one already there, keeping the order in which
 * values first appeared (P, M, G stay in that order).
 */
export async function upsertOption(
  tx: StoreTx,
  tenantId: string,
  entry: { name: string; searchText: string; values: string[] },
) {
  const [row] = await tx
    .insert(options)
    .values({ tenantId, ...entry })
    .onConflictDoUpdate({
      target: [options.tenantId, options.searchText],
      set: {
        values: sql`array(select v from unnest(${options.values} || excluded.values) with ordinality as u(v, n) group by v order by min(n))`,
        updatedAt: sql`now()`,
      },
    })
    .returning({
      id: options.id,
      name: options.name,
      values: options.values,
      created: sql<boolean>`(xmax = 0)`,
    })
  return row!
}

export async function findLookups(
  tx: StoreTx,
  tenantId: string,
  kind: 'category' | 'attribute',
  ids: string[],
) {
  if (ids.length === 0) return []
  const table = kind === 'category' ? categories : attributes
  return tx
    .select({ id: table.id, name: table.name })
    .from(table)
    .where(and(eq(table.tenantId, tenantId), inArray(table.id, ids)))
}
