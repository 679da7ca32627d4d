import type { Connection, Location, LocationCreate, LocationUpdate, SearchRequest } from '@lojista/contracts'
import { and, eq, ne, sql } from 'drizzle-orm'
import { inventoryLevels, locations } from '../../db/schema/inventory.ts'
import type { StoreTx } from '../../db/scope.ts'
import { cappedCount, totalOf } from '../../lib/capped-count.ts'
import { cursorOf, sortText } from '../../lib/cursor-values.ts'
import { keysetPage } from '../../lib/keyset.ts'
import { foldedSql, matchesEveryWord } from '../../lib/text-search.ts'

const columns = {
  id: locations.id,
  name: locations.name,
  address1: locations.address1,
  city: locations.city,
  provinceCode: locations.provinceCode,
  countryCode: locations.countryCode,
  postalCode: locations.postalCode,
  active: locations.active,
  fulfilsOnlineOrders: locations.fulfilsOnlineOrders,
  offersPickup: locations.offersPickup,
  createdAt: locations.createdAt,
  updatedAt: locations.updatedAt,
}
export type LocationRow = Omit<Location, 'createdAt' | 'updatedAt'> & { createdAt: Date; updatedAt: Date }

export function toLocation(row: LocationRow): Location {
  return { ...row, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() }
}

export async function findLocation(
  tx: StoreTx,
  tenantId: string,
  id: string,
): Promise<LocationRow | undefined> {
  const [row] = await tx
    .select(columns)
    .from(locations)
    .where(and(eq(locations.tenantId, tenantId), eq(locations.id, id)))
  return row
}

export async function nameTaken(tx: StoreTx, tenantId: string, name: string, exceptId?: string) {
  const rows = await tx
    .select({ id: locations.id })
    .from(locations)
    .where(
      and(
        eq(locations.tenantId, tenantId),
        eq(locations.name, name),
        exceptId ? ne(locations.id, exceptId) : undefined,
      ),
    )
  return rows.length > 0
}

export async function insertLocation(
  tx: StoreTx,
  tenantId: string,
  values: LocationCreate,
): Promise<LocationRow> {
  const [row] = await tx
    .insert(locations)
    .values({ tenantId, ...values })
    .returning(columns)
  return row!
}

export async function updateLocation(tx: StoreTx, tenantId: string, id: string, values: LocationUpdate) {
  const [row] = await tx
    .update(locations)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(locations.tenantId, tenantId), eq(locations.id, id)))
    .returning(columns)
  return row
}

export async function deleteLocation(tx: StoreTx, tenantId: string, id: string) {
  await tx.delete(locations).where(and(eq(locations.tenantId, tenantId), eq(locations.id, id)))
}

/** Whether any variant has stock (other than 0) at the location. */
export async function hasStock(tx: StoreTx, tenantId: string, id: string) {
  const rows = await tx
    .select({ one: sql`1` })
    .from(inventoryLevels)
    .where(
      and(
        eq(inventoryLevels.tenantId, tenantId),
        eq(inventoryLevels.locationId, id),
        ne(inventoryLevels.available, 0),
      ),
    )
    .limit(1)
  return rows.length > 0
}

export async function searchLocations(
  tx: StoreTx,
  tenantId: string,
  request: SearchRequest<'name' | 'createdAt'>,
  filter: { text: string; active?: boolean },
): Promise<Connection<Location>> {
  const byName = (request.orderBy?.field ?? 'name') === 'name'
  const sort = byName ? locations.name : locations.createdAt
  const page = keysetPage<LocationRow & { cursorValue: string; total: number }>({
    sort,
    id: locations.id,
    direction: request.orderBy?.direction ?? 'asc',
    request,
    sortValueOf: (row) => row.cursorValue,
    idOf: (row) => row.id,
    isValidCursor: byName ? cursorOf.text : cursorOf.timestamp,
  })
  // Stores have a handful of locations: no stored search text, the accents are folded on the fly.
  const text = foldedSql(
    sql`${locations.name} || ' ' || ${locations.city} || ' ' || ${locations.provinceCode}`,
  )
  const where = and(
    eq(locations.tenantId, tenantId),
    matchesEveryWord(text, filter.text),
    filter.active === undefined ? undefined : eq(locations.active, filter.active),
  )
  const matches = tx.select({ one: sql`1` }).from(locations).where(where).$dynamic()
  const rows = await tx
    .select({ ...columns, cursorValue: sortText(sort), total: cappedCount(matches) })
    .from(locations)
    .where(and(where, page.where))
    .orderBy(...page.orderBy)
    .limit(page.limit)
  const total = await totalOf(tx, rows, matches)
  return page.toConnection(rows, total, ({ cursorValue: _, total: __, ...row }) => toLocation(row))
}
