import type { StoreTx } from '../../db/scope.ts'
import type { ProductDeps } from './product-deps.ts'
import type { ProductRecord, ProductRow } from './product-shape.ts'
import * as repo from './products.repository.ts'

/**
 * The records of these products in one query, whatever their number: the variants with their stock, the
 * options, tags and images. Lists read only the first image of each product; `detail` reads every image
 * and the collections too.
 */
export async function loadRecords(
  deps: ProductDeps,
  tx: StoreTx,
  tenantId: string,
  rows: ProductRow[],
  detail = false,
): Promise<Map<string, ProductRecord>> {
  const parts = await repo.findProductParts(
    tx,
    tenantId,
    rows.map((row) => row.id),
    { featuredOnly: !detail, availableOf: deps.stock.availableOf },
  )
  const available = new Map<string, number>()
  for (const part of parts.values())
    for (const variant of part.variants) available.set(variant.id, variant.available)
  const records = new Map<string, ProductRecord>()
  for (const row of rows) {
    const part = parts.get(row.id)
    records.set(row.id, {
      row,
      options: part?.options ?? [],
      variants: part?.variants ?? [],
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
