import type { Lookup } from '@lojista/contracts'
import type { StoreTx } from '../../db/scope.ts'
import type { ProductDeps } from './product-deps.ts'
import type { ProductRecord, ProductRow } from './product-shape.ts'
import * as repo from './products.repository.ts'

/** A product's row with its parts beside it, as a select with `partsColumns` reads it. */
export type RowWithParts = ProductRow & repo.PartsColumns

/**
 * The columns that bring each product's variants with their stock, options, tags and images along with
 * its row. Lists read only the first image of each product; `detail` reads every image.
 */
export function partsColumns(deps: ProductDeps, tenantId: string, detail = false) {
  return repo.productPartsColumns(tenantId, { featuredOnly: !detail, availableOf: deps.stock.availableOf })
}

/** The record of a product read with `partsColumns`; only a product's own page adds its collections. */
export function recordOf(row: RowWithParts, collections: Lookup[] = []): ProductRecord {
  const parts = repo.partsOf(row.id, row)
  return {
    row,
    options: parts.options,
    variants: parts.variants,
    tags: parts.tags,
    collections,
    media: parts.media,
  }
}

/** One product with every image and its collections: its row and parts in one statement, then the collections. */
export async function loadRecord(
  deps: ProductDeps,
  tx: StoreTx,
  tenantId: string,
  by: { id: string } | { handle: string },
): Promise<ProductRecord | undefined> {
  const row = await repo.findProduct(tx, tenantId, by, partsColumns(deps, tenantId, true))
  if (!row) return undefined
  return recordOf(row, await repo.findCollectionsOf(tx, tenantId, row.id))
}
