import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import { collectionProducts, collections, products } from '../../db/schema/catalog.ts'
import { type StoredTaxRate, taxOverrides, taxRegions, taxSettings } from '../../db/schema/taxes.ts'
import type { StoreTx } from '../../db/scope.ts'

export type TaxSettingsRow = typeof taxSettings.$inferSelect
export type TaxRegionRow = typeof taxRegions.$inferSelect

/** An override as stored, with the title of the product or collection it names. */
export interface OverrideRow {
  regionId: string
  productId: string | null
  collectionId: string | null
  targetTitle: string
  rateTitle: string | null
  ratePpm: number | null
}

export async function findTaxSettings(
  tx: StoreTx,
  tenantId: string,
  { lock = false } = {},
): Promise<TaxSettingsRow | undefined> {
  const query = tx.select().from(taxSettings).where(eq(taxSettings.tenantId, tenantId))
  const [row] = await (lock ? query.for('update') : query)
  return row
}

/**
 * Writes the two choices and bumps the version, creating the row on the first save. A first save racing
 * another inserts nothing and answers undefined, which the caller turns into a conflict.
 */
export async function writeTaxSettings(
  tx: StoreTx,
  tenantId: string,
  values: { taxesIncluded: boolean; shippingTaxed: boolean },
  expectedVersion: number,
): Promise<TaxSettingsRow | undefined> {
  const [row] = await tx
    .insert(taxSettings)
    .values({ tenantId, ...values, version: expectedVersion + 1 })
    .onConflictDoUpdate({
      target: taxSettings.tenantId,
      set: { ...values, version: sql`${taxSettings.version} + 1`, updatedAt: sql`now()` },
      setWhere: eq(taxSettings.version, expectedVersion),
    })
    .returning()
  return row
}

/** The store's regions, by country then state (the whole country first). */
export function listRegions(tx: StoreTx, tenantId: string): Promise<TaxRegionRow[]> {
  return tx
    .select()
    .from(taxRegions)
    .where(eq(taxRegions.tenantId, tenantId))
    .orderBy(asc(taxRegions.countryCode), asc(taxRegions.provinceCode))
}

export async function findRegion(
  tx: StoreTx,
  tenantId: string,
  id: string,
  { lock = false } = {},
): Promise<TaxRegionRow | undefined> {
  const query = tx
    .select()
    .from(taxRegions)
    .where(and(eq(taxRegions.tenantId, tenantId), eq(taxRegions.id, id)))
  const [row] = await (lock ? query.for('update') : query)
  return row
}

/** The region of a country and state, if the store has one. */
export async function findRegionAt(
  tx: StoreTx,
  tenantId: string,
  countryCode: string,
  provinceCode: string,
): Promise<TaxRegionRow | undefined> {
  const [row] = await tx
    .select()
    .from(taxRegions)
    .where(
      and(
        eq(taxRegions.tenantId, tenantId),
        eq(taxRegions.countryCode, countryCode),
        eq(taxRegions.provinceCode, provinceCode),
      ),
    )
  return row
}

export async function insertRegion(
  tx: StoreTx,
  values: { tenantId: string; countryCode: string; provinceCode: string; rates: StoredTaxRate[] },
): Promise<TaxRegionRow> {
  const [row] = await tx.insert(taxRegions).values(values).returning()
  if (!row) throw new Error('The tax region was not inserted')
  return row
}

/** Writes a region at the version read; undefined when another save got there first. */
export async function updateRegion(
  tx: StoreTx,
  tenantId: string,
  id: string,
  values: { countryCode: string; provinceCode: string; rates: StoredTaxRate[] },
  expectedVersion: number,
): Promise<TaxRegionRow | undefined> {
  const [row] = await tx
    .update(taxRegions)
    .set({ ...values, version: sql`${taxRegions.version} + 1`, updatedAt: sql`now()` })
    .where(
      and(eq(taxRegions.tenantId, tenantId), eq(taxRegions.id, id), eq(taxRegions.version, expectedVersion)),
    )
    .returning()
  return row
}

export async function deleteRegion(tx: StoreTx, tenantId: string, id: string): Promise<boolean> {
  const rows = await tx
    .delete(taxRegions)
    .where(and(eq(taxRegions.tenantId, tenantId), eq(taxRegions.id, id)))
    .returning({ id: taxRegions.id })
  return rows.length > 0
}

/** Replaces a region's overrides with the ones given, in their order. */
export async function replaceOverrides(
  tx: StoreTx,
  tenantId: string,
  regionId: string,
  overrides: readonly {
    productId: string | null
    collectionId: string | null
    rateTitle: string | null
    ratePpm: number | null
  }[],
): Promise<void> {
  await tx
    .delete(taxOverrides)
    .where(and(eq(taxOverrides.tenantId, tenantId), eq(taxOverrides.regionId, regionId)))
  if (overrides.length === 0) return
  await tx
    .insert(taxOverrides)
    .values(overrides.map((override, position) => ({ tenantId, regionId, position, ...override })))
}

/** The overrides of the given regions, in their order, each with its product's or collection's title. */
export async function listOverrides(
  tx: StoreTx,
  tenantId: string,
  regionIds: readonly string[],
): Promise<OverrideRow[]> {
  if (regionIds.length === 0) return []
  return tx
    .select({
      regionId: taxOverrides.regionId,
      productId: taxOverrides.productId,
      collectionId: taxOverrides.collectionId,
      targetTitle: sql<string>`coalesce(${products.title}, ${collections.title}, '')`,
      rateTitle: taxOverrides.rateTitle,
      ratePpm: taxOverrides.ratePpm,
    })
    .from(taxOverrides)
    .leftJoin(
      products,
      and(eq(products.tenantId, taxOverrides.tenantId), eq(products.id, taxOverrides.productId)),
    )
    .leftJoin(
      collections,
      and(eq(collections.tenantId, taxOverrides.tenantId), eq(collections.id, taxOverrides.collectionId)),
    )
    .where(and(eq(taxOverrides.tenantId, tenantId), inArray(taxOverrides.regionId, [...regionIds])))
    .orderBy(asc(taxOverrides.regionId), asc(taxOverrides.position))
}

/** Which of the ids are this store's products, and which its collections. */
export async function existingTargets(
  tx: StoreTx,
  tenantId: string,
  ids: { products: string[]; collections: string[] },
): Promise<Set<string>> {
  const found = new Set<string>()
  if (ids.products.length > 0) {
    const rows = await tx
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.tenantId, tenantId), inArray(products.id, ids.products)))
    for (const row of rows) found.add(`product:${row.id}`)
  }
  if (ids.collections.length > 0) {
    const rows = await tx
      .select({ id: collections.id })
      .from(collections)
      .where(and(eq(collections.tenantId, tenantId), inArray(collections.id, ids.collections)))
    for (const row of rows) found.add(`collection:${row.id}`)
  }
  return found
}

/** The products of each of the given collections. */
export async function productsOfCollections(
  tx: StoreTx,
  tenantId: string,
  collectionIds: readonly string[],
): Promise<{ collectionId: string; productId: string }[]> {
  if (collectionIds.length === 0) return []
  return tx
    .select({ collectionId: collectionProducts.collectionId, productId: collectionProducts.productId })
    .from(collectionProducts)
    .where(
      and(
        eq(collectionProducts.tenantId, tenantId),
        inArray(collectionProducts.collectionId, [...collectionIds]),
      ),
    )
}
