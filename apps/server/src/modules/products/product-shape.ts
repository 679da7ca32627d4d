import {
  DEFAULT_VARIANT_TITLE,
  type Lookup,
  type Media,
  money,
  normalizeSearchText,
  type Product,
  type ProductOption,
  type ProductStatus,
  type ProductSummary,
  type Variant,
  type WeightUnit,
} from '@lojista/contracts'
import { STORAGE_KEY } from './media-storage.ts'

// Rows as the repositories read them, and how they become the API's shapes.

export interface ProductRow {
  id: string
  handle: string
  title: string
  description: string
  status: ProductStatus
  vendorId: string | null
  vendorName: string | null
  categoryId: string | null
  categoryName: string | null
  productType: string
  version: number
  createdAt: Date
  updatedAt: Date
}

export interface VariantRow {
  id: string
  productId: string
  title: string
  optionValues: string[]
  sku: string | null
  barcode: string | null
  priceMinor: number
  compareAtPriceMinor: number | null
  costMinor: number | null
  weightGrams: number | null
  weightUnit: WeightUnit
  taxable: boolean
  physical: boolean
  position: number
}

/** A variant with its units available over every location (`availableOf` of the inventory module). */
export type VariantWithStock = VariantRow & { available: number }

export interface MediaRow {
  id: string
  productId: string
  storageKey: string
  mimeType: string
  byteSize: number
  width: number | null
  height: number | null
  alt: string
  originalName: string
  position: number
  createdAt: Date
}

export interface OptionRow {
  id: string
  productId: string
  name: string
  position: number
  values: string[]
}

/** Everything about one product that its shapes need; lists leave the detail-only parts empty. */
export interface ProductRecord {
  row: ProductRow
  options: OptionRow[]
  variants: VariantWithStock[]
  tags: Lookup[]
  collections: Lookup[]
  media: MediaRow[]
}

const GRAMS_PER_UNIT: Record<WeightUnit, number> = { g: 1, kg: 1000, lb: 453.59237, oz: 28.349523125 }
const DECIMALS: Record<WeightUnit, number> = { g: 0, kg: 3, lb: 2, oz: 2 }

/** Weights are kept as whole grams; the unit the person chose is kept beside them. */
export function toGrams(weight: number | null | undefined, unit: WeightUnit): number | null {
  return weight == null ? null : Math.round(weight * GRAMS_PER_UNIT[unit])
}

export function fromGrams(grams: number | null, unit: WeightUnit): number | null {
  if (grams == null) return null
  const factor = 10 ** DECIMALS[unit]
  return Math.round((grams / GRAMS_PER_UNIT[unit]) * factor) / factor
}

export function variantTitle(optionValues: string[]): string {
  return optionValues.length > 0 ? optionValues.join(' / ') : DEFAULT_VARIANT_TITLE
}

/** What product search matches: title, handle, vendor, type, tags, and every variant's SKU and barcode. */
export function productSearchText(parts: {
  title: string
  handle: string
  vendor: string | null
  productType: string
  tags: string[]
  variants: { sku: string | null; barcode: string | null }[]
}): string {
  return normalizeSearchText(
    [
      parts.title,
      parts.handle,
      parts.vendor ?? '',
      parts.productType,
      ...parts.tags,
      ...parts.variants.flatMap((variant) => [variant.sku ?? '', variant.barcode ?? '']),
    ].join(' '),
  )
}

/** Where a store's image is served: only to its members (see media-files.routes.ts). */
export function mediaUrl(tenantId: string, storageKey: string): string {
  return `/media/${tenantId}/${storageKey}`
}

/** The storage key behind one of the store's own media URLs, or undefined for any other text. */
export function storageKeyOf(tenantId: string, url: string | null | undefined): string | undefined {
  const prefix = mediaUrl(tenantId, '')
  const key = url?.startsWith(prefix) ? url.slice(prefix.length) : undefined
  return key && STORAGE_KEY.test(key) ? key : undefined
}

export function toMedia(tenantId: string, row: MediaRow): Media {
  const url = mediaUrl(tenantId, row.storageKey)
  return {
    id: row.id,
    type: 'IMAGE',
    url,
    name: row.alt || row.originalName || 'image',
    alt: row.alt,
    mimeType: row.mimeType as Media['mimeType'],
    width: row.width,
    height: row.height,
    byteSize: row.byteSize,
    position: row.position,
    preview: { image: { url, width: row.width, height: row.height } },
    createdAt: row.createdAt.toISOString(),
  }
}

function toVariant(record: ProductRecord, row: VariantWithStock, currency: string): Variant {
  const optionNames = [...record.options].sort((a, b) => a.position - b.position).map((option) => option.name)
  return {
    id: row.id,
    productId: row.productId,
    title: row.title,
    position: row.position,
    optionValues: row.optionValues,
    selectedOptions: row.optionValues.map((value, index) => ({
      name: optionNames[index] ?? `Option${index + 1}`,
      value: { name: value },
    })),
    sku: row.sku,
    barcode: row.barcode,
    price: money(row.priceMinor, currency),
    compareAtPrice: row.compareAtPriceMinor == null ? null : money(row.compareAtPriceMinor, currency),
    cost: row.costMinor == null ? null : money(row.costMinor, currency),
    weight: fromGrams(row.weightGrams, row.weightUnit),
    weightUnit: row.weightUnit,
    taxable: row.taxable,
    physical: row.physical,
    available: row.available,
  }
}

export function toProductSummary(tenantId: string, record: ProductRecord, currency: string): ProductSummary {
  const { row } = record
  const variants = [...record.variants].sort((a, b) => a.position - b.position)
  const prices = variants.map((variant) => variant.priceMinor)
  const firstMedia = [...record.media].sort((a, b) => a.position - b.position)[0]
  return {
    id: row.id,
    handle: row.handle,
    title: row.title,
    status: row.status,
    vendor: row.vendorId && row.vendorName != null ? { id: row.vendorId, name: row.vendorName } : null,
    productType: row.productType,
    tags: record.tags,
    featuredMedia: firstMedia ? toMedia(tenantId, firstMedia) : null,
    priceRange: {
      min: money(prices.length ? Math.min(...prices) : 0, currency),
      max: money(prices.length ? Math.max(...prices) : 0, currency),
    },
    totalInventory: variants.reduce((sum, variant) => sum + variant.available, 0),
    variants: variants.map((variant) => toVariant(record, variant, currency)),
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }
}

export function toProduct(tenantId: string, record: ProductRecord, currency: string): Product {
  const { row } = record
  const options: ProductOption[] = [...record.options]
    .sort((a, b) => a.position - b.position)
    .map((option) => ({ id: option.id, name: option.name, position: option.position, values: option.values }))
  return {
    ...toProductSummary(tenantId, record, currency),
    description: row.description,
    category:
      row.categoryId && row.categoryName != null ? { id: row.categoryId, name: row.categoryName } : null,
    collections: record.collections,
    options,
    media: [...record.media].sort((a, b) => a.position - b.position).map((media) => toMedia(tenantId, media)),
  }
}
