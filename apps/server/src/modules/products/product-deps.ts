import type { SQL, SQLWrapper } from 'drizzle-orm'
import type { StoreTx } from '../../db/scope.ts'
import type { ProductLookupsService } from '../product-lookups/product-lookups.service.ts'

/** What products need of the other catalog modules, through their services, inside a product write. */
export interface ProductDeps {
  lookups: ProductLookupsService
  stock: {
    /** Gives new variants a level of 0 at every active location. */
    stockNewVariants(tx: StoreTx, tenantId: string, variantIds: string[]): Promise<void>
    /** Units available of a variant over every location, as a column of the product's own query. */
    availableOf(tenantId: string, variantId: SQLWrapper): SQL<number>
  }
  collections: {
    existingIds(tx: StoreTx, tenantId: string, ids: string[]): Promise<string[]>
    /** Makes the product a member of exactly these collections (appended at the end of new ones). */
    placeProduct(tx: StoreTx, tenantId: string, productId: string, collectionIds: string[]): Promise<void>
  }
}
