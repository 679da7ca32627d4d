import type { Collection, Connection, SearchRequest } from '@lojista/contracts'
import { and, eq, inArray, ne, notInArray, or, sql } from 'drizzle-orm'
import { collectionProducts, collections, products } from '../../db/schema/catalog.ts'
import type { StoreTx } from '../../db/scope.ts'
import { cappedCount, totalOf } from '../../lib/capped-count.ts'
import { cursorOf, sortText } from '../../lib/cursor-values.ts'
import { keysetPage } from '../../lib/keyset.ts'
import { escapeLike, matchesEveryWord } from '../../lib/text-search.ts'

const productsCount = sql<number>`(select count(*)::int from collection_products cp where cp.tenant_id = ${collections.tenantId} and cp.collection_id = ${collections.id})`

const columns = {
  id: collections.id,
  title: collections.title,
  handle: collections.handle,
  description: collections.description,
  productsCount,
  version: collections.version,
  createdAt: collections.createdAt,
  updatedAt: collections.updatedAt,
}
type CollectionRow = Omit<Collection, 'name' | 'createdAt' | 'updatedAt'> & {
  createdAt: Date
  updatedAt: Date
}

export function toCollection(row: CollectionRow): Collection {
  return {
    id: row.id,
    name: row.title,
    title: row.title,
    handle: row.handle,
    description: row.description,
    productsCount: row.productsCount,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }
}

export async function findCollection(tx: StoreTx, tenantId: string, by: { id: string } | { handle: string }) {
  const match = 'id' in by ? eq(collections.id, by.id) : eq(collections.handle, by.handle)
  const [row] = await tx
    .select(columns)
    .from(collections)
    .where(and(eq(collections.tenantId, tenantId), match))
  return row && toCollection(row)
}

export async function existingIds(tx: StoreTx, tenantId: string, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return []
  const rows = await tx
    .select({ id: collections.id })
    .from(collections)
    .where(and(eq(collections.tenantId, tenantId), inArray(collections.id, ids)))
  return rows.map((row) => row.id)
}

export async function handleTaken(tx: StoreTx, tenantId: string, handle: string, exceptId?: string) {
  const rows = await tx
    .select({ id: collections.id })
    .from(collections)
    .where(
      and(
        eq(collections.tenantId, tenantId),
        eq(collections.handle, handle),
        exceptId ? ne(collections.id, exceptId) : undefined,
      ),
    )
  return rows.length > 0
}

export async function handlesLike(tx: StoreTx, tenantId: string, base: string): Promise<string[]> {
  const rows = await tx
    .select({ handle: collections.handle })
    .from(collections)
    .where(
      and(
        eq(collections.tenantId, tenantId),
        or(eq(collections.handle, base), sql`${collections.handle} like ${`${escapeLike(base)}-%`}`),
      ),
    )
  return rows.map((row) => row.handle)
}

export async function insertCollection(
  tx: StoreTx,
  tenantId: string,
  values: { title: string; handle: string; description: string; searchText: string },
) {
  const [row] = await tx
    .insert(collections)
    .values({ tenantId, ...values })
    .returning({ id: collections.id })
  return row!.id
}

/** Bumps the version when it is the one given (and locks the row); false when stale or missing. */
export async function claimVersion(tx: StoreTx, tenantId: string, id: string, version: number) {
  const rows = await tx
    .update(collections)
    .set({ version: sql`${collections.version} + 1`, updatedAt: sql`now()` })
    .where(and(eq(collections.tenantId, tenantId), eq(collections.id, id), eq(collections.version, version)))
    .returning({ id: collections.id })
  return rows.length > 0
}

/** A change without a version (adding or removing products): still a new version for editors. */
export async function bumpVersions(tx: StoreTx, tenantId: string, ids: string[]) {
  if (ids.length === 0) return
  await tx
    .update(collections)
    .set({ version: sql`${collections.version} + 1`, updatedAt: sql`now()` })
    .where(and(eq(collections.tenantId, tenantId), inArray(collections.id, ids)))
}

export async function updateCollection(
  tx: StoreTx,
  tenantId: string,
  id: string,
  values: Partial<{ title: string; handle: string; description: string; searchText: string }>,
) {
  if (Object.keys(values).length === 0) return
  await tx
    .update(collections)
    .set(values)
    .where(and(eq(collections.tenantId, tenantId), eq(collections.id, id)))
}

export async function deleteCollection(tx: StoreTx, tenantId: string, id: string) {
  const rows = await tx
    .delete(collections)
    .where(and(eq(collections.tenantId, tenantId), eq(collections.id, id)))
    .returning({ id: collections.id })
  return rows.length > 0
}

export async function existingProductIds(tx: StoreTx, tenantId: string, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return []
  const rows = await tx
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.tenantId, tenantId), inArray(products.id, ids)))
  return rows.map((row) => row.id)
}

export async function memberIds(tx: StoreTx, tenantId: string, collectionId: string): Promise<string[]> {
  const rows = await tx
    .select({ productId: collectionProducts.productId })
    .from(collectionProducts)
    .where(and(eq(collectionProducts.tenantId, tenantId), eq(collectionProducts.collectionId, collectionId)))
    .orderBy(collectionProducts.position, collectionProducts.productId)
  return rows.map((row) => row.productId)
}

/** Appends products at the end of the collection, in the order given; members already in stay where they are. */
export async function appendMembers(
  tx: StoreTx,
  tenantId: string,
  collectionId: string,
  productIds: string[],
) {
  if (productIds.length === 0) return
  const [last] = await tx
    .select({ position: sql<number | null>`max(${collectionProducts.position})` })
    .from(collectionProducts)
    .where(and(eq(collectionProducts.tenantId, tenantId), eq(collectionProducts.collectionId, collectionId)))
  const start = (last?.position ?? -1) + 1
  await tx
    .insert(collectionProducts)
    .values(
      productIds.map((productId, index) => ({ tenantId, collectionId, productId, position: start + index })),
    )
    .onConflictDoNothing()
}

export async function removeMembers(
  tx: StoreTx,
  tenantId: string,
  collectionId: string,
  productIds: string[],
) {
  if (productIds.length === 0) return
  await tx
    .delete(collectionProducts)
    .where(
      and(
        eq(collectionProducts.tenantId, tenantId),
        eq(collectionProducts.collectionId, collectionId),
        inArray(collectionProducts.productId, productIds),
      ),
    )
}

export async function setPositions(
  tx: StoreTx,
  tenantId: string,
  collectionId: string,
  productIds: string[],
) {
  for (const [position, productId] of productIds.entries()) {
    await tx
      .update(collectionProducts)
      .set({ position })
      .where(
        and(
          eq(collectionProducts.tenantId, tenantId),
          eq(collectionProducts.collectionId, collectionId),
          eq(collectionProducts.productId, productId),
        ),
      )
  }
}

export async function collectionsOfProduct(
  tx: StoreTx,
  tenantId: string,
  productId: string,
): Promise<string[]> {
  const rows = await tx
    .select({ id: collectionProducts.collectionId })
    .from(collectionProducts)
    .where(and(eq(collectionProducts.tenantId, tenantId), eq(collectionProducts.productId, productId)))
  return rows.map((row) => row.id)
}

export async function leaveCollections(tx: StoreTx, tenantId: string, productId: string, keep: string[]) {
  const rows = await tx
    .delete(collectionProducts)
    .where(
      and(
        eq(collectionProducts.tenantId, tenantId),
        eq(collectionProducts.productId, productId),
        keep.length ? notInArray(collectionProducts.collectionId, keep) : undefined,
      ),
    )
    .returning({ id: collectionProducts.collectionId })
  return rows.map((row) => row.id)
}

export async function searchCollections(
  tx: StoreTx,
  tenantId: string,
  request: SearchRequest<'title' | 'createdAt' | 'updatedAt'>,
  /** `productIds`: only the collections holding any of these products. */
  filter: { text: string; productIds?: string[] },
): Promise<Connection<Collection>> {
  const field = request.orderBy?.field ?? 'title'
  const sort =
    field === 'createdAt'
      ? collections.createdAt
      : field === 'updatedAt'
        ? collections.updatedAt
        : collections.title
  const page = keysetPage<CollectionRow & { cursorValue: string }>({
    sort,
    id: collections.id,
    direction: request.orderBy?.direction ?? 'asc',
    request,
    sortValueOf: (row) => row.cursorValue,
    idOf: (row) => row.id,
    isValidCursor: field === 'title' ? cursorOf.text : cursorOf.timestamp,
  })
  const ids = sql.join(
    (filter.productIds ?? []).map((id) => sql`${id}::uuid`),
    sql`, `,
  )
  const where = and(
    eq(collections.tenantId, tenantId),
    matchesEveryWord(collections.searchText, filter.text),
    filter.productIds
      ? sql`exists (select 1 from collection_products cp where cp.tenant_id = ${tenantId} and cp.collection_id = ${collections.id} and cp.product_id in (${ids}))`
      : undefined,
  )
  const matches = tx.select({ one: sql`1` }).from(collections).where(where).$dynamic()
  const rows = await tx
    .select({ ...columns, cursorValue: sortText(sort), total: cappedCount(matches) })
    .from(collections)
    .where(and(where, page.where))
    .orderBy(...page.orderBy)
    .limit(page.limit)
  const total = await totalOf(tx, rows, matches)
  return page.toConnection(rows, total, toCollection)
}
