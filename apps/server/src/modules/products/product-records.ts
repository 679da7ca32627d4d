import type { StoreTx } from '../../db/scope.ts'
import type { ProductDeps } from './product-deps.ts'
import type { ProductRecord, ProductRow, VariantRow } from './product-shape.ts'
import * as repo from './products.repository.ts'

function groupBy<T extends { productId: string }>(rows: T[]): Map<string, T[]> {
  const groups = new Map<string, T[]>()
  for (const row of rows) {
    const group = groups.get(row.productId)
    if (group) group.push(row)
    else groups.set(row.productId, [row])
  }
  return groups
}

/**
 * The records of these products in two queries, whatever their number: the variants with their stock,
 * then the options, tags and images. Lists read only the first image of each product; `detail` reads
 * every image and the collections too.
 */
export async function loadRecords(
  deps: ProductDeps,
  tx: StoreTx,
  tenantId: string,
  rows: ProductRow[],
  detail = false,
): Promise<Map<string, ProductRecord>> {
  const ids = rows.map((row) => row.id)
  const variantRows = await repo.findVariantsWithStock(tx, tenantId, ids, deps.stock.availableOf)
  const variants = groupBy<VariantRow>(variantRows)
  const available = new Map(variantRows.map((variant) => [variant.id, variant.available]))
  const parts = await repo.findProductParts(tx, tenantId, ids, !detail)
  const records = new Map<string, ProductRecord>()
  for (const row of rows) {
    const part = parts.get(row.id)
    records.set(row.id, {
      row,
      options: part?.options ?? [],
      variants: variants.get(row.id) ?? [],
      tags: part?.tags ?? [],
      collections: detail ? await repo.findCollectionsOf(tx, tenantId, row.id) : [],
      media: part?.media ?? [],
      available,
    })
  }
  return records
}

export async function loadRecord(
  deps: ProductDeps,
  tx: StoreTx,
  tenantId: string,
  by: { id: string } | { handle: string },
): Promise<ProductRecord | undefined> {
  const row = await repo.findProduct(tx, tenantId, by)
  if (!row) return undefined
  return (await loadRecords(deps, tx, tenantId, [row], true)).get(row.id)
}
