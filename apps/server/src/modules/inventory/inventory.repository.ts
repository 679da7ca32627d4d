import type { AdjustmentReason, InventoryAdjustment, InventoryLevel, SearchRequest } from '@lojista/contracts'
import { and, asc, eq, inArray, type SQL, type SQLWrapper, sql } from 'drizzle-orm'
import { products, productVariants } from '../../db/schema/catalog.ts'
import { users } from '../../db/schema/identity.ts'
import { inventoryAdjustments, inventoryLevels, locations } from '../../db/schema/inventory.ts'
import type { StoreTx } from '../../db/scope.ts'
import { cappedCount, countUpToCap, totalOf } from '../../lib/capped-count.ts'
import { cursorOf, sortText } from '../../lib/cursor-values.ts'
import { keysetPage } from '../../lib/keyset.ts'
import { matchesEveryWord } from '../../lib/text-search.ts'

/**
 * A level of 0 at every active location of the store for each of the variants that has none there, in
 * one statement: a parameter a variant, however many locations the store has (a list of every pair
 * would pass the database's limit of parameters past a few hundred locations).
 */
export async function stockAtActiveLocations(tx: StoreTx, tenantId: string, variantIds: string[]) {
  if (variantIds.length === 0) return
  await tx.execute(sql`
    insert into inventory_levels (tenant_id, variant_id, location_id, available)
    select v.tenant_id, v.id, l.id, 0
    from product_variants v join locations l on l.tenant_id = v.tenant_id and l.active
    where v.tenant_id = ${tenantId} and v.id in (${sql.join(
      variantIds.map((id) => sql`${id}`),
      sql`, `,
    )})
    on conflict do nothing`)
}

/** Levels of 0 where none exist yet. */
async function insertZeroLevels(
  tx: StoreTx,
  tenantId: string,
  pairs: { variantId: string; locationId: string }[],
) {
  if (pairs.length === 0) return
  await tx
    .insert(inventoryLevels)
    .values(pairs.map((pair) => ({ tenantId, ...pair, available: 0 })))
    .onConflictDoNothing()
}

/** A level of 0 at the location for every variant of the store that has none there. */
export async function stockLocation(tx: StoreTx, tenantId: string, locationId: string) {
  await tx.execute(sql`
    insert into inventory_levels (tenant_id, variant_id, location_id, available)
    select v.tenant_id, v.id, ${locationId}::uuid, 0 from product_variants v where v.tenant_id = ${tenantId}
    on conflict do nothing`)
}

/**
 * Units available of the variant over every location, as a column another module's query selects: a
 * product list reads its variants and their stock in one statement instead of two.
 */
export function availableOf(tenantId: string, variantId: SQLWrapper): SQL<number> {
  return sql`(select coalesce(sum(${inventoryLevels.available}), 0) from ${inventoryLevels}
    where ${inventoryLevels.tenantId} = ${tenantId} and ${inventoryLevels.variantId} = ${variantId})`.mapWith(
    Number,
  )
}

/**
 * Locks the level of a variant at a location (making it at 0 first when missing) and answers the units
 * there. Concurrent adjustments of the same level wait here for each other, so none is lost.
 */
export async function lockLevel(
  tx: StoreTx,
  tenantId: string,
  variantId: string,
  locationId: string,
): Promise<number> {
  await insertZeroLevels(tx, tenantId, [{ variantId, locationId }])
  return (await lockExistingLevel(tx, tenantId, variantId, locationId))!
}

/**
 * Locks every level of the variant, in a fixed order (by location), for an order taking its units:
 * concurrent orders for the same variant queue here and then read what is left.
 */
export function lockVariantLevels(tx: StoreTx, tenantId: string, variantId: string) {
  return tx
    .select({ locationId: inventoryLevels.locationId, available: inventoryLevels.available })
    .from(inventoryLevels)
    .where(and(eq(inventoryLevels.tenantId, tenantId), eq(inventoryLevels.variantId, variantId)))
    .orderBy(asc(inventoryLevels.locationId))
    .for('update')
}

/** Locks the level of the variant at the location, if there is one, and answers its units. */
export async function lockExistingLevel(
  tx: StoreTx,
  tenantId: string,
  variantId: string,
  locationId: string,
): Promise<number | undefined> {
  const [level] = await tx
    .select({ available: inventoryLevels.available })
    .from(inventoryLevels)
    .where(
      and(
        eq(inventoryLevels.tenantId, tenantId),
        eq(inventoryLevels.variantId, variantId),
        eq(inventoryLevels.locationId, locationId),
      ),
    )
    .for('update')
  return level?.available
}

export async function recordAdjustment(
  tx: StoreTx,
  tenantId: string,
  change: {
    variantId: string
    locationId: string
    delta: number
    availableAfter: number
    reason: AdjustmentReason
    note: string
    userId: string | null
  },
): Promise<string> {
  await tx
    .update(inventoryLevels)
    .set({ available: change.availableAfter, updatedAt: sql`clock_timestamp()` })
    .where(
      and(
        eq(inventoryLevels.tenantId, tenantId),
        eq(inventoryLevels.variantId, change.variantId),
        eq(inventoryLevels.locationId, change.locationId),
      ),
    )
  const [row] = await tx
    .insert(inventoryAdjustments)
    // The time the change was applied (after the lock), not when its transaction began: the history
    // then lists concurrent adjustments in the order they changed the level.
    .values({ tenantId, ...change, createdAt: sql`clock_timestamp()` })
    .returning({ id: inventoryAdjustments.id })
  return row!.id
}

export async function variantExists(tx: StoreTx, tenantId: string, variantId: string) {
  const rows = await tx
    .select({ id: productVariants.id })
    .from(productVariants)
    .where(and(eq(productVariants.tenantId, tenantId), eq(productVariants.id, variantId)))
  return rows.length > 0
}

const levelColumns = {
  productId: products.id,
  productTitle: products.title,
  productHandle: products.handle,
  variantId: productVariants.id,
  variantTitle: productVariants.title,
  sku: productVariants.sku,
  barcode: productVariants.barcode,
  locationId: locations.id,
  locationName: locations.name,
  available: inventoryLevels.available,
  updatedAt: inventoryLevels.updatedAt,
}
interface LevelRow {
  productId: string
  productTitle: string
  productHandle: string
  variantId: string
  variantTitle: string
  sku: string | null
  barcode: string | null
  locationId: string
  locationName: string
  available: number
  updatedAt: Date
}

function toLevel(row: LevelRow): InventoryLevel {
  return {
    product: { id: row.productId, title: row.productTitle, handle: row.productHandle },
    variant: { id: row.variantId, title: row.variantTitle, sku: row.sku, barcode: row.barcode },
    location: { id: row.locationId, name: row.locationName },
    available: row.available,
    updatedAt: row.updatedAt.toISOString(),
  }
}

/** Levels with their variant, product and location; `fields` default to a level's. */
function selectLevels<Fields extends Record<string, unknown> = typeof levelColumns>(
  tx: StoreTx,
  fields?: Fields,
) {
  return tx
    .select((fields ?? levelColumns) as typeof levelColumns)
    .from(inventoryLevels)
    .innerJoin(
      productVariants,
      and(
        eq(productVariants.tenantId, inventoryLevels.tenantId),
        eq(productVariants.id, inventoryLevels.variantId),
      ),
    )
    .innerJoin(
      products,
      and(eq(products.tenantId, productVariants.tenantId), eq(products.id, productVariants.productId)),
    )
    .innerJoin(
      locations,
      and(eq(locations.tenantId, inventoryLevels.tenantId), eq(locations.id, inventoryLevels.locationId)),
    )
    .$dynamic()
}

export async function findLevel(tx: StoreTx, tenantId: string, variantId: string, locationId: string) {
  const [row] = await selectLevels(tx).where(
    and(
      eq(inventoryLevels.tenantId, tenantId),
      eq(inventoryLevels.variantId, variantId),
      eq(inventoryLevels.locationId, locationId),
    ),
  )
  return row && toLevel(row)
}

const LEVEL_KEY = /^[0-9a-f-]{36}:\d{6}:[0-9a-f-]{36}:[0-9a-f-]{36}$/i

/** What the stock list filters by: words of the product, and ids or SKUs named in the query. */
export interface LevelFilter {
  text: string
  productIds?: string[]
  variantIds?: string[]
  locationIds?: string[]
  skus?: string[]
}

function levelConditions(filter: LevelFilter): SQL[] {
  const where: (SQL | undefined)[] = [matchesEveryWord(products.searchText, filter.text)]
  if (filter.productIds) where.push(inArray(products.id, filter.productIds))
  if (filter.variantIds) where.push(inArray(inventoryLevels.variantId, filter.variantIds))
  if (filter.locationIds) where.push(inArray(inventoryLevels.locationId, filter.locationIds))
  if (filter.skus) {
    where.push(
      inArray(
        productVariants.skuKey,
        filter.skus.map((sku) => sku.toLowerCase()),
      ),
    )
  }
  return where.filter((condition): condition is SQL => condition !== undefined)
}

export async function searchLevels(
  tx: StoreTx,
  tenantId: string,
  request: SearchRequest<'product' | 'available' | 'updatedAt'>,
  levelFilter: LevelFilter,
) {
  const where = levelConditions(levelFilter)
  const field = request.orderBy?.field ?? 'product'
  const sort =
    field === 'available'
      ? inventoryLevels.available
      : field === 'updatedAt'
        ? inventoryLevels.updatedAt
        : products.title
  // Rows that tie on the sort column keep a product's levels together, its variants in their own order
  // (P, M, G, not by id), each at every location: product, variant position, variant and location.
  const levelKey = sql<string>`(${products.id}::text || ':' || lpad(${productVariants.position}::text, 6, '0') || ':' || ${inventoryLevels.variantId}::text || ':' || ${inventoryLevels.locationId}::text)`
  const check =
    field === 'available' ? cursorOf.integer : field === 'updatedAt' ? cursorOf.timestamp : cursorOf.text
  const page = keysetPage<LevelRow & { cursorValue: string; levelKey: string }>({
    sort,
    id: levelKey,
    direction: request.orderBy?.direction ?? 'asc',
    request,
    sortValueOf: (row) => row.cursorValue,
    idOf: (row) => row.levelKey,
    isValidCursor: (value, id) => LEVEL_KEY.test(id) && check(value, id.slice(0, 36)),
  })
  const filter = and(eq(inventoryLevels.tenantId, tenantId), ...where)
  // Every level has its variant, product and location (foreign keys), so a list filtered only by level
  // columns counts the levels alone instead of joining three tables for each of up to 10,000 rows.
  const levelsOnly = !levelFilter.text && !levelFilter.productIds && !levelFilter.skus
  const matches = levelsOnly
    ? tx.select({ one: sql`1` }).from(inventoryLevels).where(filter).$dynamic()
    : selectLevels(tx, { one: sql`1` }).where(filter).$dynamic()
  const rows = (await selectLevels(tx, {
    ...levelColumns,
    cursorValue: sortText(sort),
    levelKey,
    total: cappedCount(matches),
  })
    .where(and(filter, page.where))
    .orderBy(...page.orderBy)
    .limit(page.limit)) as unknown as (LevelRow & { cursorValue: string; levelKey: string; total: number })[]
  const total = await totalOf(tx, rows, matches)
  return page.toConnection(rows, total, toLevel)
}

const adjustmentColumns = {
  id: inventoryAdjustments.id,
  variantId: inventoryAdjustments.variantId,
  locationId: inventoryAdjustments.locationId,
  locationName: locations.name,
  delta: inventoryAdjustments.delta,
  availableAfter: inventoryAdjustments.availableAfter,
  reason: inventoryAdjustments.reason,
  note: inventoryAdjustments.note,
  userId: users.id,
  userName: users.name,
  createdAt: inventoryAdjustments.createdAt,
}
interface AdjustmentRow {
  id: string
  variantId: string
  locationId: string
  locationName: string
  delta: number
  availableAfter: number
  reason: AdjustmentReason
  note: string
  userId: string | null
  userName: string | null
  createdAt: Date
}

function toAdjustment(row: AdjustmentRow): InventoryAdjustment {
  return {
    id: row.id,
    variantId: row.variantId,
    location: { id: row.locationId, name: row.locationName },
    delta: row.delta,
    availableAfter: row.availableAfter,
    reason: row.reason,
    note: row.note,
    user: row.userId && row.userName != null ? { id: row.userId, name: row.userName } : null,
    createdAt: row.createdAt.toISOString(),
  }
}

function selectAdjustments(tx: StoreTx, extra: Record<string, SQL> = {}) {
  return tx
    .select({ ...adjustmentColumns, ...extra })
    .from(inventoryAdjustments)
    .innerJoin(
      locations,
      and(
        eq(locations.tenantId, inventoryAdjustments.tenantId),
        eq(locations.id, inventoryAdjustments.locationId),
      ),
    )
    .leftJoin(users, eq(users.id, inventoryAdjustments.userId))
    .$dynamic()
}

export async function findAdjustment(tx: StoreTx, tenantId: string, id: string) {
  const [row] = await selectAdjustments(tx).where(
    and(eq(inventoryAdjustments.tenantId, tenantId), eq(inventoryAdjustments.id, id)),
  )
  return row && toAdjustment(row as AdjustmentRow)
}

/** What the stock history filters by: the variants, locations and reasons named in the query. */
export interface AdjustmentFilter {
  variantIds?: string[]
  locationIds?: string[]
  reasons?: AdjustmentReason[]
}

export async function searchAdjustments(
  tx: StoreTx,
  tenantId: string,
  request: SearchRequest<'createdAt'>,
  adjustmentFilter: AdjustmentFilter,
) {
  const where: SQL[] = []
  const { variantIds, locationIds, reasons } = adjustmentFilter
  if (variantIds) where.push(inArray(inventoryAdjustments.variantId, variantIds))
  if (locationIds) where.push(inArray(inventoryAdjustments.locationId, locationIds))
  if (reasons) where.push(inArray(inventoryAdjustments.reason, reasons))
  const sort = inventoryAdjustments.createdAt
  const page = keysetPage<AdjustmentRow & { cursorValue: string }>({
    sort,
    id: inventoryAdjustments.id,
    direction: request.orderBy?.direction ?? 'desc',
    request,
    sortValueOf: (row) => row.cursorValue,
    idOf: (row) => row.id,
    isValidCursor: cursorOf.timestamp,
  })
  const filter = and(eq(inventoryAdjustments.tenantId, tenantId), ...where)
  const rows = await selectAdjustments(tx, { cursorValue: sortText(sort) })
    .where(and(filter, page.where))
    .orderBy(...page.orderBy)
    .limit(page.limit)
  const total = await countUpToCap(
    tx,
    tx.select({ one: sql`1` }).from(inventoryAdjustments).where(filter).$dynamic(),
  )
  return page.toConnection(rows as (AdjustmentRow & { cursorValue: string })[], total, toAdjustment)
}
