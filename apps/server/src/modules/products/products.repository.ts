import { randomUUID } from 'node:crypto'
import type { Lookup, ProductStatus } from '@lojista/contracts'
import {
  and,
  asc,
  eq,
  getTableName,
  inArray,
  isNotNull,
  ne,
  notInArray,
  or,
  type SQL,
  type SQLWrapper,
  sql,
} from 'drizzle-orm'
import {
  categories,
  collectionProducts,
  collections,
  productMedia,
  productOptions,
  products,
  productTags,
  productVariants,
  tags,
  vendors,
} from '../../db/schema/catalog.ts'
import type { StoreTx } from '../../db/scope.ts'
import { escapeLike } from '../../lib/text-search.ts'
import type { MediaRow, OptionRow, ProductRow, VariantRow, VariantWithStock } from './product-shape.ts'

export const productColumns = {
  id: products.id,
  handle: products.handle,
  title: products.title,
  description: products.description,
  status: products.status,
  vendorId: products.vendorId,
  vendorName: vendors.name,
  categoryId: products.categoryId,
  categoryName: categories.name,
  productType: products.productType,
  version: products.version,
  createdAt: products.createdAt,
  updatedAt: products.updatedAt,
}

/** Products with their vendor's and category's names (and any extra columns). */
/** `source` is the transaction, or its `with(...)` when the query starts with a CTE (lib/found-first.ts). */
export function selectProducts<Extra extends Record<string, SQL.Aliased | SQL>>(
  source: Pick<StoreTx, 'select'>,
  extra?: Extra,
) {
  return source
    .select({ ...productColumns, ...(extra as Extra) })
    .from(products)
    .leftJoin(vendors, and(eq(vendors.tenantId, products.tenantId), eq(vendors.id, products.vendorId)))
    .leftJoin(
      categories,
      and(eq(categories.tenantId, products.tenantId), eq(categories.id, products.categoryId)),
    )
    .$dynamic()
}

export function findProduct(
  tx: StoreTx,
  tenantId: string,
  by: { id: string } | { handle: string },
): Promise<ProductRow | undefined>
/** With its parts beside it (`productPartsColumns`), in the same statement. */
export function findProduct(
  tx: StoreTx,
  tenantId: string,
  by: { id: string } | { handle: string },
  parts: ReturnType<typeof productPartsColumns>,
): Promise<(ProductRow & PartsColumns) | undefined>
export async function findProduct(
  tx: StoreTx,
  tenantId: string,
  by: { id: string } | { handle: string },
  parts?: ReturnType<typeof productPartsColumns>,
) {
  const match = 'id' in by ? eq(products.id, by.id) : eq(products.handle, by.handle)
  const [row] = await selectProducts(tx, parts).where(and(eq(products.tenantId, tenantId), match))
  return row
}

export function findOptions(tx: StoreTx, tenantId: string, productIds: string[]): Promise<OptionRow[]> {
  if (productIds.length === 0) return Promise.resolve([])
  return tx
    .select({
      id: productOptions.id,
      productId: productOptions.productId,
      name: productOptions.name,
      position: productOptions.position,
      values: productOptions.values,
    })
    .from(productOptions)
    .where(and(eq(productOptions.tenantId, tenantId), inArray(productOptions.productId, productIds)))
    .orderBy(asc(productOptions.position))
}

const variantColumns = {
  id: productVariants.id,
  productId: productVariants.productId,
  title: productVariants.title,
  optionValues: productVariants.optionValues,
  sku: productVariants.sku,
  barcode: productVariants.barcode,
  priceMinor: productVariants.priceMinor,
  compareAtPriceMinor: productVariants.compareAtPriceMinor,
  costMinor: productVariants.costMinor,
  weightGrams: productVariants.weightGrams,
  weightUnit: productVariants.weightUnit,
  taxable: productVariants.taxable,
  physical: productVariants.physical,
  position: productVariants.position,
}

export function findVariants(tx: StoreTx, tenantId: string, productIds: string[]): Promise<VariantRow[]> {
  if (productIds.length === 0) return Promise.resolve([])
  return tx
    .select(variantColumns)
    .from(productVariants)
    .where(and(eq(productVariants.tenantId, tenantId), inArray(productVariants.productId, productIds)))
    .orderBy(asc(productVariants.productId), asc(productVariants.position))
}

/** A product's variants, options, tags and images, read beside its row by `productPartsColumns`. */
export interface ProductParts {
  variants: VariantWithStock[]
  options: OptionRow[]
  tags: Lookup[]
  media: MediaRow[]
}

/** The parts as `productPartsColumns` reads them: JSON arrays, without the product's id in each item. */
export interface PartsColumns {
  variants: Omit<VariantWithStock, 'productId'>[]
  options: Omit<OptionRow, 'productId'>[]
  tags: Lookup[]
  media: (Omit<MediaRow, 'productId' | 'createdAt'> & { createdAt: string })[]
}

/**
 * The variants (with their stock), options, tags and images (every image, or only the first with
 * `featuredOnly`) of each product, as columns to add to a select of products (`selectProducts`): each
 * part is a JSON array built by a subquery on the product's id, so a page of products and all their
 * parts come in one statement. Behind a sort and a limit the database builds them for the page's rows only.
 */
export function productPartsColumns(
  tenantId: string,
  options: { featuredOnly: boolean; availableOf: (tenantId: string, variantId: SQLWrapper) => SQL<number> },
) {
  // Named with its table: a select of products alone would write its own columns without it.
  const id = sql`${sql.identifier(getTableName(products))}.id`
  return {
    variants: sql<PartsColumns['variants']>`(select coalesce(json_agg(json_build_object('id', v.id,
        'title', v.title, 'optionValues', v.option_values, 'sku', v.sku, 'barcode', v.barcode,
        'priceMinor', v.price_minor, 'compareAtPriceMinor', v.compare_at_price_minor,
        'costMinor', v.cost_minor, 'weightGrams', v.weight_grams, 'weightUnit', v.weight_unit,
        'taxable', v.taxable, 'physical', v.physical, 'position', v.position,
        'available', ${options.availableOf(tenantId, sql`v.id`)}) order by v.position), '[]')
      from product_variants v where v.tenant_id = ${tenantId} and v.product_id = ${id})`,
    options: sql<PartsColumns['options']>`(select coalesce(json_agg(json_build_object('id', o.id,
        'name', o.name, 'position', o.position, 'values', o.values) order by o.position), '[]')
      from product_options o where o.tenant_id = ${tenantId} and o.product_id = ${id})`,
    tags: sql<PartsColumns['tags']>`(select coalesce(json_agg(json_build_object('id', t.id, 'name', t.name)
        order by t.search_text), '[]')
      from product_tags pt join tags t on t.tenant_id = pt.tenant_id and t.id = pt.tag_id
      where pt.tenant_id = ${tenantId} and pt.product_id = ${id})`,
    media: sql<PartsColumns['media']>`(select coalesce(json_agg(m order by m.position, m.id), '[]') from (
        select pm.id, pm.storage_key as "storageKey", pm.mime_type as "mimeType",
          pm.byte_size as "byteSize", pm.width, pm.height, pm.alt, pm.original_name as "originalName",
          pm.position, pm.created_at as "createdAt"
        from product_media pm where pm.tenant_id = ${tenantId} and pm.product_id = ${id}
        order by pm.position, pm.id ${options.featuredOnly ? sql`limit 1` : sql``}) m)`,
  }
}

/** The parts of one product from the columns `productPartsColumns` added to its row. */
export function partsOf(productId: string, columns: PartsColumns): ProductParts {
  return {
    variants: columns.variants.map((variant) => ({ ...variant, productId })),
    options: columns.options.map((option) => ({ ...option, productId })),
    tags: columns.tags,
    media: columns.media.map((image) => ({ ...image, productId, createdAt: new Date(image.createdAt) })),
  }
}

export function findTags(
  tx: StoreTx,
  tenantId: string,
  productIds: string[],
): Promise<(Lookup & { productId: string })[]> {
  if (productIds.length === 0) return Promise.resolve([])
  return tx
    .select({ productId: productTags.productId, id: tags.id, name: tags.name })
    .from(productTags)
    .innerJoin(tags, and(eq(tags.tenantId, productTags.tenantId), eq(tags.id, productTags.tagId)))
    .where(and(eq(productTags.tenantId, tenantId), inArray(productTags.productId, productIds)))
    .orderBy(asc(tags.searchText))
}

export function findCollectionsOf(tx: StoreTx, tenantId: string, productId: string): Promise<Lookup[]> {
  return tx
    .select({ id: collections.id, name: collections.title })
    .from(collectionProducts)
    .innerJoin(
      collections,
      and(
        eq(collections.tenantId, collectionProducts.tenantId),
        eq(collections.id, collectionProducts.collectionId),
      ),
    )
    .where(and(eq(collectionProducts.tenantId, tenantId), eq(collectionProducts.productId, productId)))
    .orderBy(asc(collections.title))
}

export const mediaColumns = {
  id: productMedia.id,
  productId: productMedia.productId,
  storageKey: productMedia.storageKey,
  mimeType: productMedia.mimeType,
  byteSize: productMedia.byteSize,
  width: productMedia.width,
  height: productMedia.height,
  alt: productMedia.alt,
  originalName: productMedia.originalName,
  position: productMedia.position,
  createdAt: productMedia.createdAt,
}

export async function handleTaken(tx: StoreTx, tenantId: string, handle: string, exceptId?: string) {
  const rows = await tx
    .select({ id: products.id })
    .from(products)
    .where(
      and(
        eq(products.tenantId, tenantId),
        eq(products.handle, handle),
        exceptId ? ne(products.id, exceptId) : undefined,
      ),
    )
    .limit(1)
  return rows.length > 0
}

/** Those of the handles that products of the store have. */
export async function takenHandles(tx: StoreTx, tenantId: string, handles: string[]): Promise<string[]> {
  if (handles.length === 0) return []
  const rows = await tx
    .select({ handle: products.handle })
    .from(products)
    .where(and(eq(products.tenantId, tenantId), inArray(products.handle, handles)))
  return rows.map((row) => row.handle)
}

/** Handles that are the base or the base with a number: "caneca", "caneca-2", ... */
export async function handlesLike(tx: StoreTx, tenantId: string, base: string): Promise<string[]> {
  const rows = await tx
    .select({ handle: products.handle })
    .from(products)
    .where(
      and(
        eq(products.tenantId, tenantId),
        or(eq(products.handle, base), sql`${products.handle} like ${`${escapeLike(base)}-%`}`),
      ),
    )
  return rows.map((row) => row.handle)
}

/** Of these SKUs, those another product's variants (or, on update, variants not kept) already use. */
export async function skusTaken(
  tx: StoreTx,
  tenantId: string,
  skus: string[],
  keptVariantIds: string[] = [],
): Promise<string[]> {
  if (skus.length === 0) return []
  const rows = await tx
    .select({ sku: productVariants.sku })
    .from(productVariants)
    .where(
      and(
        eq(productVariants.tenantId, tenantId),
        inArray(productVariants.sku, skus),
        keptVariantIds.length ? notInArray(productVariants.id, keptVariantIds) : undefined,
      ),
    )
  return rows.map((row) => row.sku!)
}

type ProductValues = {
  handle: string
  title: string
  description: string
  status: ProductStatus
  vendorId: string | null
  categoryId: string | null
  productType: string
  searchText: string
}

/** Inserts products whose ids the caller chose, in one statement however many. */
export async function insertProducts(
  tx: StoreTx,
  tenantId: string,
  rows: (ProductValues & { id: string })[],
): Promise<void> {
  if (rows.length === 0) return
  await tx.insert(products).values(rows.map((row) => ({ tenantId, ...row })))
}

/**
 * Claims the product for a write: bumps its version only when `version` is the current one. The row
 * stays locked until the transaction ends, so concurrent writers queue and the later one sees a new version.
 */
export async function claimVersion(
  tx: StoreTx,
  tenantId: string,
  id: string,
  version: number,
): Promise<boolean> {
  const rows = await tx
    .update(products)
    .set({ version: sql`${products.version} + 1`, updatedAt: sql`now()` })
    .where(and(eq(products.tenantId, tenantId), eq(products.id, id), eq(products.version, version)))
    .returning({ id: products.id })
  return rows.length > 0
}

export async function updateProduct(
  tx: StoreTx,
  tenantId: string,
  id: string,
  values: Partial<ProductValues>,
) {
  if (Object.keys(values).length === 0) return
  await tx
    .update(products)
    .set(values)
    .where(and(eq(products.tenantId, tenantId), eq(products.id, id)))
}

export async function replaceOptions(
  tx: StoreTx,
  tenantId: string,
  productId: string,
  options: { name: string; values: string[] }[],
) {
  await tx
    .delete(productOptions)
    .where(and(eq(productOptions.tenantId, tenantId), eq(productOptions.productId, productId)))
  await insertOptions(
    tx,
    tenantId,
    options.map((option, position) => ({ productId, position, ...option })),
  )
}

/** Options of new products, in one statement however many. */
export async function insertOptions(
  tx: StoreTx,
  tenantId: string,
  rows: { productId: string; position: number; name: string; values: string[] }[],
) {
  if (rows.length === 0) return
  await tx.insert(productOptions).values(rows.map((row) => ({ tenantId, ...row })))
}

export type VariantValues = Omit<VariantRow, 'id' | 'productId'>

export async function insertVariants(
  tx: StoreTx,
  tenantId: string,
  productId: string,
  variants: VariantValues[],
): Promise<string[]> {
  const rows = variants.map((variant) => ({ id: randomUUID(), productId, ...variant }))
  await insertVariantRows(tx, tenantId, rows)
  return rows.map((row) => row.id)
}

/** Variants of one or more products, their ids chosen by the caller, in one statement however many. */
export async function insertVariantRows(
  tx: StoreTx,
  tenantId: string,
  rows: (VariantValues & { id: string; productId: string })[],
): Promise<void> {
  if (rows.length === 0) return
  await tx.insert(productVariants).values(rows.map((row) => ({ tenantId, ...row })))
}

export async function updateVariant(tx: StoreTx, tenantId: string, id: string, values: VariantValues) {
  await tx
    .update(productVariants)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(productVariants.tenantId, tenantId), eq(productVariants.id, id)))
}

/** Removes the product's variants that are not kept (their stock levels and history go with them). */
export async function deleteVariantsExcept(
  tx: StoreTx,
  tenantId: string,
  productId: string,
  keptIds: string[],
) {
  await tx
    .delete(productVariants)
    .where(
      and(
        eq(productVariants.tenantId, tenantId),
        eq(productVariants.productId, productId),
        keptIds.length ? notInArray(productVariants.id, keptIds) : undefined,
      ),
    )
}

/**
 * Clears the SKUs of these variants before they are written again, so that two variants may swap SKUs
 * in one update without tripping the unique index halfway.
 */
export async function clearSkus(tx: StoreTx, tenantId: string, ids: string[]) {
  if (ids.length === 0) return
  await tx
    .update(productVariants)
    .set({ sku: null })
    .where(
      and(
        eq(productVariants.tenantId, tenantId),
        inArray(productVariants.id, ids),
        isNotNull(productVariants.sku),
      ),
    )
}

export async function replaceTags(tx: StoreTx, tenantId: string, productId: string, tagIds: string[]) {
  await tx
    .delete(productTags)
    .where(and(eq(productTags.tenantId, tenantId), eq(productTags.productId, productId)))
  await insertProductTags(
    tx,
    tenantId,
    tagIds.map((tagId) => ({ productId, tagId })),
  )
}

/** Tags of new products, in one statement however many. */
export async function insertProductTags(
  tx: StoreTx,
  tenantId: string,
  rows: { productId: string; tagId: string }[],
) {
  if (rows.length === 0) return
  await tx.insert(productTags).values(rows.map((row) => ({ tenantId, ...row })))
}

export async function lockProducts(tx: StoreTx, tenantId: string, ids: string[]) {
  return tx
    .select({ id: products.id, status: products.status, version: products.version, title: products.title })
    .from(products)
    .where(and(eq(products.tenantId, tenantId), inArray(products.id, ids)))
    .for('update')
}

/** Sets the status of those products whose status `from` allows; bumps their version. */
/**
 * Archives the products, or brings archived ones back as drafts; a product already where it is asked
 * to go is left alone (its version too). Answers the products it changed.
 */
export async function changeStatus(tx: StoreTx, tenantId: string, ids: string[], to: 'archived' | 'draft') {
  const from = to === 'archived' ? ne(products.status, 'archived') : eq(products.status, 'archived')
  return tx
    .update(products)
    .set({ status: to, version: sql`${products.version} + 1`, updatedAt: sql`now()` })
    .where(and(eq(products.tenantId, tenantId), inArray(products.id, ids), from))
    .returning({ id: products.id, status: products.status, version: products.version })
}

export async function existingProductIds(tx: StoreTx, tenantId: string, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return []
  const rows = await tx
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.tenantId, tenantId), inArray(products.id, ids)))
  return rows.map((row) => row.id)
}

/** A variant's product, its options' names and its first pictures: what a draft line copies (see variantSnapshots). */
export async function findSnapshotRows(tx: StoreTx, tenantId: string, variantIds: string[]) {
  const rows = await tx
    .select({
      variantId: productVariants.id,
      productId: products.id,
      title: products.title,
      status: products.status,
      variantTitle: productVariants.title,
      optionValues: productVariants.optionValues,
      sku: productVariants.sku,
      priceMinor: productVariants.priceMinor,
      compareAtPriceMinor: productVariants.compareAtPriceMinor,
      taxable: productVariants.taxable,
      physical: productVariants.physical,
      weightGrams: productVariants.weightGrams,
    })
    .from(productVariants)
    .innerJoin(
      products,
      and(eq(products.tenantId, productVariants.tenantId), eq(products.id, productVariants.productId)),
    )
    .where(and(eq(productVariants.tenantId, tenantId), inArray(productVariants.id, variantIds)))
  if (rows.length === 0) return { rows, optionRows: [], mediaRows: [] }
  const productIds = [...new Set(rows.map((row) => row.productId))]
  const optionRows = await tx
    .select({
      productId: productOptions.productId,
      name: productOptions.name,
      position: productOptions.position,
    })
    .from(productOptions)
    .where(and(eq(productOptions.tenantId, tenantId), inArray(productOptions.productId, productIds)))
    .orderBy(asc(productOptions.position))
  const mediaRows = await tx
    .select({
      productId: productMedia.productId,
      storageKey: productMedia.storageKey,
      position: productMedia.position,
    })
    .from(productMedia)
    .where(and(eq(productMedia.tenantId, tenantId), inArray(productMedia.productId, productIds)))
    .orderBy(asc(productMedia.position))
  return { rows, optionRows, mediaRows }
}
