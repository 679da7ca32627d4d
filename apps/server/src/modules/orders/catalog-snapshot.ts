import { and, asc, eq, inArray } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { productMedia, productOptions, products, productVariants } from '../../db/schema/index.ts'
import { mediaUrl } from '../products/product-shape.ts'

export interface VariantSnapshot {
  variantId: string
  productId: string
  title: string
  variantTitle: string
  sku: string
  unitPrice: number
  taxable: boolean
  physical: boolean
  weightGrams: number | null
  selectedOptions: { name: string; value: string }[]
  imageUrl: string | null
}

/**
 * What a draft line copies from the catalog when a variant is added: the order keeps these values even
 * if the product changes later. A read of the catalog's tables, in the caller's store scope.
 */
export async function variantSnapshots(
  tx: Db,
  tenantId: string,
  variantIds: string[],
): Promise<Map<string, VariantSnapshot>> {
  const found = new Map<string, VariantSnapshot>()
  if (variantIds.length === 0) return found
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
  if (rows.length === 0) return found
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
  for (const row of rows) {
    const optionNames = optionRows
      .filter((option) => option.productId === row.productId)
      .map((option) => option.name)
    const image = mediaRows.find((media) => media.productId === row.productId)
    found.set(row.variantId, {
      variantId: row.variantId,
      productId: row.productId,
      title: row.title,
      variantTitle: row.optionValues.length > 0 ? row.variantTitle : '',
      sku: row.sku ?? '',
      unitPrice: row.priceMinor,
      taxable: row.taxable,
      physical: row.physical,
      weightGrams: row.weightGrams,
      selectedOptions: row.optionValues.map((value, index) => ({
        name: optionNames[index] ?? `Option ${index + 1}`,
        value,
      })),
      imageUrl: image ? mediaUrl(tenantId, image.storageKey) : null,
    })
  }
  return found
}
