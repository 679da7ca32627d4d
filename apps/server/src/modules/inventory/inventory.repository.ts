import type { AdjustmentReason, InventoryAdjustment, InventoryLevel, SearchRequest } from '@lojista/contracts'
import { and, count, eq, inArray, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import {
  inventoryAdjustments,
  inventoryLevels,
  locations,
  products,
  productVariants,
  users,
} from '../../db/schema/index.ts'
import { cursorOf, sortText } from '../../lib/cursor-values.ts'
import { keysetPage } from '../../lib/keyset.ts'

export async function activeLocationIds(tx: Db, tenantId: string): Promise<string[]> {
  const rows = await tx
    .select({ id: locations.id })
    .from(locations)
    .where(and(eq(locations.tenantId, tenantId), eq(locations.active, true)))
  return rows.map((row) => row.id)
}

/** Levels of 0 where none exist yet. */
export async function insertZeroLevels(
  tx: Db,
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
export async function stockLocation(tx: Db, tenantId: string, locationId: string) {
  await tx.execute(sql`
    insert into inventory_levels (tenant_id, variant_id, location_id, available)
    select v.tenant_id, v.id, ${locationId}::uuid, 0 from product_variants v where v.tenant_id = ${tenantId}
    on conflict do nothing`)
}

export async function availableByVariant(tx: Db, tenantId: string, variantIds: string[]) {
  if (variantIds.length === 0) return new Map<string, number>()
  const rows = await tx
    .select({
      variantId: inventoryLevels.variantId,
      available: sql<string>`sum(${inventoryLevels.available})`,
    })
    .from(inventoryLevels)
    .where(and(eq(inventoryLevels.tenantId, tenantId), inArray(inventoryLevels.variantId, variantIds)))
    .groupBy(inventoryLevels.variantId)
  return new Map(rows.map((row) => [row.variantId, Number(row.available)]))
}

/**
 * Locks the level of a variant at a location (making it at 0 first when missing) and answers the units
 * there. Concurrent adjustments of the same level wait here for each other, so none is lost.
 */
export async function lockLevel(
  tx: Db,
  tenantId: string,
  variantId: string,
  locationId: string,
): Promise<number> {
  await insertZeroLevels(tx, tenantId, [{ variantId, locationId }])
  const [row] = await tx
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
  return row!.available
}

export async function recordAdjustment(
  tx: Db,
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

export async function variantExists(tx: Db, tenantId: string, variantId: string) {
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
function selectLevels<Fields extends Record<string, unknown> = typeof levelColumns>(tx: Db, fields?: Fields) {
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

export async function findLevel(tx: Db, tenantId: string, variantId: string, locationId: string) {
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

export async function searchLevels(
  tx: Db,
  tenantId: string,
  request: SearchRequest<'product' | 'available' | 'updatedAt'>,
  where: SQL[],
) {
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
  const rows = (await selectLevels(tx, { ...levelColumns, cursorValue: sortText(sort), levelKey })
    .where(and(filter, page.where))
    .orderBy(...page.orderBy)
    .limit(page.limit)) as unknown as (LevelRow & { cursorValue: string; levelKey: string })[]
  const [total] = (await selectLevels(tx, { total: count() }).where(filter)) as unknown as { total: number }[]
  return page.toConnection(rows, total?.total ?? 0, toLevel)
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

function selectAdjustments(tx: Db, extra: Record<string, SQL> = {}) {
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

export async function findAdjustment(tx: Db, tenantId: string, id: string) {
  const [row] = await selectAdjustments(tx).where(
    and(eq(inventoryAdjustments.tenantId, tenantId), eq(inventoryAdjustments.id, id)),
  )
  return row && toAdjustment(row as AdjustmentRow)
}

export async function searchAdjustments(
  tx: Db,
  tenantId: string,
  request: SearchRequest<'createdAt'>,
  where: SQL[],
) {
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
  const [total] = await tx.select({ total: count() }).from(inventoryAdjustments).where(filter)
  return page.toConnection(
    rows as (AdjustmentRow & { cursorValue: string })[],
    total?.total ?? 0,
    toAdjustment,
  )
}
