import type { StoreTx } from '../../db/scope.ts'
import { mediaUrl } from './product-shape.ts'
import { findSnapshotRows } from './products.repository.ts'

export interface VariantSnapshot {
  variantId: string
  productId: string
  title: string
  variantTitle: string
  sku: string
  unitPrice: number
  /** The price the variant is shown reduced from, or null. */
  compareAtPrice: number | null
  taxable: boolean
  physical: boolean
  weightGrams: number | null
  selectedOptions: { name: string; value: string }[]
  imageUrl: string | null
}

/**
 * What a draft line copies from the catalog when a variant is added: the order keeps these values even
 * if the product changes later. Read inside the caller's store transaction; orders reach it through
 * the products service.
 */
export async function variantSnapshots(
  tx: StoreTx,
  tenantId: string,
  variantIds: string[],
): Promise<Map<string, VariantSnapshot>> {
  const found = new Map<string, VariantSnapshot>()
  if (variantIds.length === 0) return found
  const { rows, optionRows, mediaRows } = await findSnapshotRows(tx, tenantId, variantIds)
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
      compareAtPrice: row.compareAtPriceMinor,
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
