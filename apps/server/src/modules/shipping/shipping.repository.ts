import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm'
import { products, productVariants } from '../../db/schema/catalog.ts'
import { locations } from '../../db/schema/inventory.ts'
import {
  localDeliveries,
  pickups,
  type StoredZone,
  shippingProfileProducts,
  shippingProfiles,
} from '../../db/schema/shipping.ts'
import type { StoreTx } from '../../db/scope.ts'

export type ProfileRow = typeof shippingProfiles.$inferSelect
export type LocalDeliveryRow = typeof localDeliveries.$inferSelect
export type PickupRow = typeof pickups.$inferSelect
export interface LocationRef {
  id: string
  name: string
  active: boolean
  fulfilsOnlineOrders: boolean
  offersPickup: boolean
}

const locationRef = {
  id: locations.id,
  name: locations.name,
  active: locations.active,
  fulfilsOnlineOrders: locations.fulfilsOnlineOrders,
  offersPickup: locations.offersPickup,
}

// ---- profiles ----

/** The general profile first, then the custom ones by name. */
export function listProfiles(tx: StoreTx, tenantId: string): Promise<ProfileRow[]> {
  return tx
    .select()
    .from(shippingProfiles)
    .where(eq(shippingProfiles.tenantId, tenantId))
    .orderBy(desc(shippingProfiles.isGeneral), asc(shippingProfiles.name), asc(shippingProfiles.id))
}

export async function findProfile(
  tx: StoreTx,
  tenantId: string,
  id: string,
  { lock = false } = {},
): Promise<ProfileRow | undefined> {
  const query = tx
    .select()
    .from(shippingProfiles)
    .where(and(eq(shippingProfiles.tenantId, tenantId), eq(shippingProfiles.id, id)))
  const [row] = await (lock ? query.for('update') : query)
  return row
}

export async function generalProfileExists(tx: StoreTx, tenantId: string): Promise<boolean> {
  const rows = await tx
    .select({ id: shippingProfiles.id })
    .from(shippingProfiles)
    .where(and(eq(shippingProfiles.tenantId, tenantId), eq(shippingProfiles.isGeneral, true)))
  return rows.length > 0
}

export async function insertProfile(
  tx: StoreTx,
  tenantId: string,
  values: { name: string; isGeneral: boolean; zones: StoredZone[] },
): Promise<ProfileRow> {
  const [row] = await tx
    .insert(shippingProfiles)
    .values({ tenantId, ...values })
    .returning()
  return row!
}

/** Writes the profile if it is still at `expectedVersion`; undefined when someone saved it first. */
export async function updateProfile(
  tx: StoreTx,
  tenantId: string,
  id: string,
  values: { name: string; zones: StoredZone[] },
  expectedVersion: number,
): Promise<ProfileRow | undefined> {
  const [row] = await tx
    .update(shippingProfiles)
    .set({ ...values, version: sql`${shippingProfiles.version} + 1`, updatedAt: sql`now()` })
    .where(
      and(
        eq(shippingProfiles.tenantId, tenantId),
        eq(shippingProfiles.id, id),
        eq(shippingProfiles.version, expectedVersion),
      ),
    )
    .returning()
  return row
}

export async function deleteProfile(tx: StoreTx, tenantId: string, id: string) {
  await tx
    .delete(shippingProfiles)
    .where(and(eq(shippingProfiles.tenantId, tenantId), eq(shippingProfiles.id, id)))
}

/** The products of the profiles, with their titles, by profile id. */
export async function profileProducts(
  tx: StoreTx,
  tenantId: string,
  profileIds: string[],
): Promise<Map<string, { id: string; title: string }[]>> {
  const byProfile = new Map<string, { id: string; title: string }[]>()
  if (profileIds.length === 0) return byProfile
  const rows = await tx
    .select({ profileId: shippingProfileProducts.profileId, id: products.id, title: products.title })
    .from(shippingProfileProducts)
    .innerJoin(
      products,
      and(
        eq(products.tenantId, shippingProfileProducts.tenantId),
        eq(products.id, shippingProfileProducts.productId),
      ),
    )
    .where(
      and(
        eq(shippingProfileProducts.tenantId, tenantId),
        inArray(shippingProfileProducts.profileId, profileIds),
      ),
    )
    .orderBy(asc(products.title), asc(products.id))
  for (const row of rows) {
    const list = byProfile.get(row.profileId) ?? []
    list.push({ id: row.id, title: row.title })
    byProfile.set(row.profileId, list)
  }
  return byProfile
}

/** Of the ids given, those that are no product of the store. */
export async function missingProducts(tx: StoreTx, tenantId: string, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return []
  const rows = await tx
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.tenantId, tenantId), inArray(products.id, ids)))
  const found = new Set(rows.map((row) => row.id))
  return ids.filter((id) => !found.has(id))
}

/** Of the ids given, those already in another custom profile. */
export async function productsElsewhere(
  tx: StoreTx,
  tenantId: string,
  ids: string[],
  profileId: string | null,
): Promise<string[]> {
  if (ids.length === 0) return []
  const rows = await tx
    .select({ id: shippingProfileProducts.productId })
    .from(shippingProfileProducts)
    .where(
      and(
        eq(shippingProfileProducts.tenantId, tenantId),
        inArray(shippingProfileProducts.productId, ids),
        profileId ? ne(shippingProfileProducts.profileId, profileId) : undefined,
      ),
    )
  return rows.map((row) => row.id)
}

export async function setProfileProducts(tx: StoreTx, tenantId: string, profileId: string, ids: string[]) {
  await tx
    .delete(shippingProfileProducts)
    .where(
      and(eq(shippingProfileProducts.tenantId, tenantId), eq(shippingProfileProducts.profileId, profileId)),
    )
  if (ids.length > 0) {
    await tx
      .insert(shippingProfileProducts)
      .values(ids.map((productId) => ({ tenantId, profileId, productId })))
  }
}

// ---- local delivery and pickup ----

export async function findLocationRef(
  tx: StoreTx,
  tenantId: string,
  id: string,
): Promise<LocationRef | undefined> {
  const [row] = await tx
    .select(locationRef)
    .from(locations)
    .where(and(eq(locations.tenantId, tenantId), eq(locations.id, id)))
  return row
}

export async function listLocalDeliveries(
  tx: StoreTx,
  tenantId: string,
  id?: string,
): Promise<{ row: LocalDeliveryRow; location: LocationRef }[]> {
  return tx
    .select({ row: localDeliveries, location: locationRef })
    .from(localDeliveries)
    .innerJoin(
      locations,
      and(eq(locations.tenantId, localDeliveries.tenantId), eq(locations.id, localDeliveries.locationId)),
    )
    .where(and(eq(localDeliveries.tenantId, tenantId), id ? eq(localDeliveries.id, id) : undefined))
    .orderBy(asc(locations.name), asc(locations.id))
}

export async function insertLocalDelivery(
  tx: StoreTx,
  tenantId: string,
  values: Omit<typeof localDeliveries.$inferInsert, 'tenantId'>,
) {
  const [row] = await tx
    .insert(localDeliveries)
    .values({ tenantId, ...values })
    .returning()
  return row!
}

export async function updateLocalDelivery(
  tx: StoreTx,
  tenantId: string,
  id: string,
  values: Omit<typeof localDeliveries.$inferInsert, 'tenantId' | 'locationId'>,
  expectedVersion: number,
) {
  const [row] = await tx
    .update(localDeliveries)
    .set({ ...values, version: sql`${localDeliveries.version} + 1`, updatedAt: sql`now()` })
    .where(
      and(
        eq(localDeliveries.tenantId, tenantId),
        eq(localDeliveries.id, id),
        eq(localDeliveries.version, expectedVersion),
      ),
    )
    .returning()
  return row
}

export async function deleteLocalDelivery(tx: StoreTx, tenantId: string, id: string) {
  await tx
    .delete(localDeliveries)
    .where(and(eq(localDeliveries.tenantId, tenantId), eq(localDeliveries.id, id)))
}

export async function listPickups(
  tx: StoreTx,
  tenantId: string,
  id?: string,
): Promise<{ row: PickupRow; location: LocationRef }[]> {
  return tx
    .select({ row: pickups, location: locationRef })
    .from(pickups)
    .innerJoin(locations, and(eq(locations.tenantId, pickups.tenantId), eq(locations.id, pickups.locationId)))
    .where(and(eq(pickups.tenantId, tenantId), id ? eq(pickups.id, id) : undefined))
    .orderBy(asc(locations.name), asc(locations.id))
}

export async function insertPickup(
  tx: StoreTx,
  tenantId: string,
  values: Omit<typeof pickups.$inferInsert, 'tenantId'>,
) {
  const [row] = await tx
    .insert(pickups)
    .values({ tenantId, ...values })
    .returning()
  return row!
}

export async function updatePickup(
  tx: StoreTx,
  tenantId: string,
  id: string,
  values: Omit<typeof pickups.$inferInsert, 'tenantId' | 'locationId'>,
  expectedVersion: number,
) {
  const [row] = await tx
    .update(pickups)
    .set({ ...values, version: sql`${pickups.version} + 1`, updatedAt: sql`now()` })
    .where(and(eq(pickups.tenantId, tenantId), eq(pickups.id, id), eq(pickups.version, expectedVersion)))
    .returning()
  return row
}

export async function deletePickup(tx: StoreTx, tenantId: string, id: string) {
  await tx.delete(pickups).where(and(eq(pickups.tenantId, tenantId), eq(pickups.id, id)))
}

/** The product and weight (grams, null when it has none) of each variant named, by variant id. */
export async function variantWeights(
  tx: StoreTx,
  tenantId: string,
  ids: string[],
): Promise<Map<string, { productId: string; grams: number | null }>> {
  if (ids.length === 0) return new Map()
  const rows = await tx
    .select({
      id: productVariants.id,
      productId: productVariants.productId,
      grams: productVariants.weightGrams,
    })
    .from(productVariants)
    .where(and(eq(productVariants.tenantId, tenantId), inArray(productVariants.id, ids)))
  return new Map(rows.map((row) => [row.id, { productId: row.productId, grams: row.grams }]))
}

/** Where each location named is, for taxing an order picked up there; by location id. */
export async function locationAddresses(
  tx: StoreTx,
  tenantId: string,
  ids: string[],
): Promise<Map<string, { countryCode: string; provinceCode: string }>> {
  if (ids.length === 0) return new Map()
  const rows = await tx
    .select({ id: locations.id, countryCode: locations.countryCode, provinceCode: locations.provinceCode })
    .from(locations)
    .where(and(eq(locations.tenantId, tenantId), inArray(locations.id, ids)))
  return new Map(rows.map(({ id, ...address }) => [id, address]))
}
