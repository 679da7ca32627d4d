import { catalogMessages } from '@lojista/contracts'
import { conflict } from '../../lib/conflict.ts'

export const handleTaken = () =>
  conflict(catalogMessages.handleTaken, {
    errors: [{ path: 'handle', message: catalogMessages.handleTaken }],
  })

/**
 * The conflict of each unique index a product write can run into: a write that lost a race answers
 * like the check before it would have (see conflictOfUnique).
 */
export const productUniqueConflicts = {
  products_handle_unique: handleTaken,
  product_variants_sku_unique: () =>
    conflict(catalogMessages.skuTaken, { errors: [{ path: 'variants', message: catalogMessages.skuTaken }] }),
}

/** A write on an older version of the product: 409 with the product as it is now. */
export function staleProduct(current: unknown) {
  return conflict(catalogMessages.staleVersion, {
    errors: [{ path: 'version', message: catalogMessages.staleVersion }],
    current,
  })
}
