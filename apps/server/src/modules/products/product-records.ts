import type { Lookup } from '@lojista/contracts'
import type { StoreTx } from '../../db/scope.ts'
import type { ProductDeps } from './product-deps.ts'
import type { MediaRow, OptionRow, ProductRecord, ProductRow, VariantRow } from './product-shape.ts'
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
 * The records of these products in a handful of queries, whatever their number. Lists read only the
 * first image of each product; `detail` reads every image and the collections too.
 */
export async function loadRecords(
  deps: ProductDeps,
  tx: StoreTx,
  tenantId: string,
  rows: ProductRow[],
  detail = false,
): Promise<Map<string, ProductRecord>> {
  const ids = rows.map((row) => row.id)
  const options = groupBy<OptionRow>(await repo.findOptions(tx, tenantId, ids))
  const variantRows = await repo.findVariants(tx, tenantId, ids)
  const variants = groupBy<VariantRow>(variantRows)
  const tags = groupBy<Lookup & { productId: string }>(await repo.findTags(tx, tenantId, ids))
  const media = groupBy<MediaRow>(await repo.findMedia(tx, tenantId, ids, !detail))
  const available = await deps.stock.availableByVariant(
    tx,
    tenantId,
    variantRows.map((variant) => variant.id),
  )
  const records = new Map<string, ProductRecord>()
  for (const row of rows) {
    records.set(row.id, {
      row,
      options: options.get(row.id) ?? [],
      variants: variants.get(row.id) ?? [],
      tags: (tags.get(row.id) ?? []).map(({ id, name }) => ({ id, name })),
      collections: detail ? await repo.findCollectionsOf(tx, tenantId, row.id) : [],
      media: media.get(row.id) ?? [],
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
