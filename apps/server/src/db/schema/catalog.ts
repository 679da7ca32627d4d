import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { tenantId, timestamps, version } from './columns.ts'
import { nameText } from './name-text.ts'

// Catalog: products with options, variants and media, and the tenant-level lists they draw from
// (vendors, categories, tags, collections, option names, attributes). Every table is tenant-owned.
// `search_text` columns hold normalizeSearchText() of the searchable fields, indexed with pg_trgm.

export const productStatuses = ['active', 'draft', 'archived'] as const

export const vendors = pgTable(
  'vendors',
  {
    tenantId: tenantId(),
    id: uuid('id').notNull().defaultRandom(),
    name: text('name').notNull(),
    searchText: text('search_text').notNull(),
    ...timestamps(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('vendors_name_unique').on(t.tenantId, t.searchText),
  ],
)

export const categories = pgTable(
  'categories',
  {
    tenantId: tenantId(),
    id: uuid('id').notNull().defaultRandom(),
    name: text('name').notNull(),
    parentId: uuid('parent_id'),
    searchText: text('search_text').notNull(),
    ...timestamps(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.parentId], foreignColumns: [t.tenantId, t.id] }).onDelete(
      'set null',
    ),
    uniqueIndex('categories_name_unique').on(t.tenantId, t.searchText),
  ],
)

export const tags = pgTable(
  'tags',
  {
    tenantId: tenantId(),
    id: uuid('id').notNull().defaultRandom(),
    name: text('name').notNull(),
    searchText: text('search_text').notNull(),
    ...timestamps(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('tags_name_unique').on(t.tenantId, t.searchText),
  ],
)

/** Reusable option names with their usual values (Size: P, M, G), offered when adding options to a product. */
export const options = pgTable(
  'options',
  {
    tenantId: tenantId(),
    id: uuid('id').notNull().defaultRandom(),
    name: text('name').notNull(),
    values: text('values').array().notNull().default(sql`'{}'::text[]`),
    searchText: text('search_text').notNull(),
    ...timestamps(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('options_name_unique').on(t.tenantId, t.searchText),
  ],
)

export const attributes = pgTable(
  'attributes',
  {
    tenantId: tenantId(),
    id: uuid('id').notNull().defaultRandom(),
    name: text('name').notNull(),
    searchText: text('search_text').notNull(),
    ...timestamps(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('attributes_name_unique').on(t.tenantId, t.searchText),
  ],
)

export const attributeValues = pgTable(
  'attribute_values',
  {
    tenantId: tenantId(),
    id: uuid('id').notNull().defaultRandom(),
    attributeId: uuid('attribute_id').notNull(),
    value: text('value').notNull(),
    searchText: text('search_text').notNull(),
    ...timestamps(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      columns: [t.tenantId, t.attributeId],
      foreignColumns: [attributes.tenantId, attributes.id],
    }).onDelete('cascade'),
    uniqueIndex('attribute_values_unique').on(t.tenantId, t.attributeId, t.searchText),
  ],
)

export const collections = pgTable(
  'collections',
  {
    tenantId: tenantId(),
    id: uuid('id').notNull().defaultRandom(),
    handle: text('handle').notNull(),
    title: nameText('title').notNull(),
    description: text('description').notNull().default(''),
    searchText: text('search_text').notNull(),
    version: version(),
    ...timestamps(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('collections_handle_unique').on(t.tenantId, t.handle),
  ],
)

export const products = pgTable(
  'products',
  {
    tenantId: tenantId(),
    id: uuid('id').notNull().defaultRandom(),
    handle: text('handle').notNull(),
    title: nameText('title').notNull(),
    description: text('description').notNull().default(''),
    status: text('status', { enum: productStatuses }).notNull().default('draft'),
    vendorId: uuid('vendor_id'),
    categoryId: uuid('category_id'),
    productType: text('product_type').notNull().default(''),
    /** Title, handle, vendor, type, tags and every variant's SKU and barcode, normalised. */
    searchText: text('search_text').notNull(),
    version: version(),
    ...timestamps(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('products_handle_unique').on(t.tenantId, t.handle),
    foreignKey({
      columns: [t.tenantId, t.vendorId],
      foreignColumns: [vendors.tenantId, vendors.id],
    }).onDelete('set null'),
    foreignKey({
      columns: [t.tenantId, t.categoryId],
      foreignColumns: [categories.tenantId, categories.id],
    }).onDelete('set null'),
    index('products_title_idx').on(t.tenantId, t.title, t.id),
    index('products_updated_idx').on(t.tenantId, t.updatedAt, t.id),
    index('products_created_idx').on(t.tenantId, t.createdAt, t.id),
    index('products_status_idx').on(t.tenantId, t.status),
    index('products_search_trgm').using('gin', sql`${t.searchText} gin_trgm_ops`).with({ fastupdate: false }),
  ],
)

export const productTags = pgTable(
  'product_tags',
  {
    tenantId: tenantId(),
    productId: uuid('product_id').notNull(),
    tagId: uuid('tag_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.productId, t.tagId] }),
    foreignKey({
      columns: [t.tenantId, t.productId],
      foreignColumns: [products.tenantId, products.id],
    }).onDelete('cascade'),
    foreignKey({ columns: [t.tenantId, t.tagId], foreignColumns: [tags.tenantId, tags.id] }).onDelete(
      'cascade',
    ),
    index('product_tags_tag_idx').on(t.tenantId, t.tagId),
  ],
)

export const collectionProducts = pgTable(
  'collection_products',
  {
    tenantId: tenantId(),
    collectionId: uuid('collection_id').notNull(),
    productId: uuid('product_id').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.collectionId, t.productId] }),
    foreignKey({
      columns: [t.tenantId, t.collectionId],
      foreignColumns: [collections.tenantId, collections.id],
    }).onDelete('cascade'),
    foreignKey({
      columns: [t.tenantId, t.productId],
      foreignColumns: [products.tenantId, products.id],
    }).onDelete('cascade'),
    index('collection_products_product_idx').on(t.tenantId, t.productId),
  ],
)

/** A product's options in order (Size, Color), each with the values its variants use. */
export const productOptions = pgTable(
  'product_options',
  {
    tenantId: tenantId(),
    id: uuid('id').notNull().defaultRandom(),
    productId: uuid('product_id').notNull(),
    name: text('name').notNull(),
    position: integer('position').notNull(),
    values: text('values').array().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      columns: [t.tenantId, t.productId],
      foreignColumns: [products.tenantId, products.id],
    }).onDelete('cascade'),
    uniqueIndex('product_options_position_unique').on(t.tenantId, t.productId, t.position),
  ],
)

export const weightUnits = ['g', 'kg', 'lb', 'oz'] as const

export const productVariants = pgTable(
  'product_variants',
  {
    tenantId: tenantId(),
    id: uuid('id').notNull().defaultRandom(),
    productId: uuid('product_id').notNull(),
    title: text('title').notNull(),
    /** Values in the order of the product's options: ['M', 'Azul']. */
    optionValues: text('option_values').array().notNull().default(sql`'{}'::text[]`),
    sku: text('sku'),
    /** The SKU in lower case, kept by the database, which the sku: filter compares (decision 028). */
    skuKey: text('sku_key').generatedAlwaysAs(sql`lower(sku)`),
    barcode: text('barcode'),
    priceMinor: bigint('price_minor', { mode: 'number' }).notNull(),
    compareAtPriceMinor: bigint('compare_at_price_minor', { mode: 'number' }),
    costMinor: bigint('cost_minor', { mode: 'number' }),
    /** Grams, as an integer: weights are converted on the way in and out. */
    weightGrams: integer('weight_grams'),
    weightUnit: text('weight_unit', { enum: weightUnits }).notNull().default('kg'),
    taxable: boolean('taxable').notNull().default(true),
    physical: boolean('physical').notNull().default(true),
    position: integer('position').notNull(),
    ...timestamps(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      columns: [t.tenantId, t.productId],
      foreignColumns: [products.tenantId, products.id],
    }).onDelete('cascade'),
    index('product_variants_product_idx').on(t.tenantId, t.productId, t.position),
    uniqueIndex('product_variants_sku_unique').on(t.tenantId, t.sku).where(sql`${t.sku} is not null`),
    index('product_variants_barcode_idx').on(t.tenantId, t.barcode),
    index('product_variants_sku_key_idx').on(t.tenantId, t.skuKey),
  ],
)

/** Uploaded images. Files live under DATA_DIR/media with a server-made name; only metadata is here. */
export const productMedia = pgTable(
  'product_media',
  {
    tenantId: tenantId(),
    id: uuid('id').notNull().defaultRandom(),
    productId: uuid('product_id').notNull(),
    storageKey: text('storage_key').notNull(),
    mimeType: text('mime_type').notNull(),
    byteSize: integer('byte_size').notNull(),
    width: integer('width'),
    height: integer('height'),
    alt: text('alt').notNull().default(''),
    originalName: text('original_name').notNull().default(''),
    position: integer('position').notNull(),
    ...timestamps(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      columns: [t.tenantId, t.productId],
      foreignColumns: [products.tenantId, products.id],
    }).onDelete('cascade'),
    index('product_media_product_idx').on(t.tenantId, t.productId, t.position),
  ],
)
