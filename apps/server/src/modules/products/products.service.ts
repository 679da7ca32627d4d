import {
  type Connection,
  catalogMessages,
  type Product,
  type ProductCreate,
  type ProductSummary,
  type ProductUpdate,
  type SearchRequest,
} from '@lojista/contracts'
import type { Db } from '../../db/client.ts'
import { inScope, type StoreTx } from '../../db/scope.ts'
import { changedFields, recordActivity } from '../../lib/activity.ts'
import { conflictOfUnique } from '../../lib/conflict.ts'
import { problems } from '../../lib/problem.ts'
import type { StoreScope } from '../../lib/store-scope.ts'
import { splitQuery } from '../../lib/text-search.ts'
import { productUniqueConflicts, staleProduct } from './product-conflicts.ts'
import type { ProductDeps } from './product-deps.ts'
import { loadRecord, partsColumns, recordOf } from './product-records.ts'
import {
  isSelective,
  PRODUCT_FILTERS,
  productFilters,
  type SortField,
  searchProductRows,
} from './product-search.repository.ts'
import { toProduct, toProductSummary } from './product-shape.ts'
import { createProductIn, updateProductIn } from './product-writer.ts'
import * as repo from './products.repository.ts'

// What a draft line copies of a variant, inside the order's store transaction; and the stored picture
// a line's image address names, which a customer's checkout page fetches.
export { storageKeyOf } from './product-shape.ts'
export { type VariantSnapshot, variantSnapshots } from './variant-snapshots.ts'

/** What the activity log says changed on a product: its own fields, names rather than ids. */
const LOGGED_FIELDS = [
  'title',
  'status',
  'vendor',
  'productType',
  'category',
  'tags',
  'collections',
  'description',
  'variants',
] as const

function loggedFields(product: Product): Record<(typeof LOGGED_FIELDS)[number], unknown> {
  return {
    title: product.title,
    status: product.status,
    vendor: product.vendor?.name ?? null,
    productType: product.productType,
    category: product.category?.name ?? null,
    tags: product.tags.map((tag) => tag.name),
    collections: product.collections.map((collection) => collection.name),
    // The beginning of a long text is enough to tell one version from another.
    description: product.description.slice(0, 120),
    variants: product.variants.map((variant) =>
      [variant.title, variant.sku, variant.price.amount].filter(Boolean).join(' '),
    ),
  }
}

export function createProductsService(db: Db, deps: ProductDeps) {
  async function write<T>(scope: StoreScope, work: (tx: StoreTx) => Promise<T>): Promise<T> {
    try {
      return await inScope(db, scope, work)
    } catch (error) {
      throw conflictOfUnique(error, productUniqueConflicts)
    }
  }

  async function readIn(tx: StoreTx, scope: StoreScope, by: { id: string } | { handle: string }) {
    const record = await loadRecord(deps, tx, scope.tenantId, by)
    return record && toProduct(scope.tenantId, record, scope.currencyCode)
  }

  async function searchIn(
    tx: StoreTx,
    scope: StoreScope,
    request: SearchRequest<SortField>,
    collectionId?: string,
  ): Promise<Connection<ProductSummary>> {
    const { text, filters } = splitQuery(request.query, PRODUCT_FILTERS)
    const where = productFilters(scope.tenantId, filters)
    const { rows, total, page } = await searchProductRows(
      tx,
      scope.tenantId,
      request,
      { text, where, collectionId, selective: isSelective(text, filters, collectionId) },
      { parts: partsColumns(deps, scope.tenantId), description: false },
    )
    return page.toConnection(rows, total, (row) =>
      toProductSummary(scope.tenantId, recordOf(row), scope.currencyCode),
    )
  }

  return {
    async create(scope: StoreScope, input: ProductCreate): Promise<Product> {
      return write(scope, async (tx) => {
        const id = await createProductIn(deps, tx, scope.tenantId, input)
        const product = (await readIn(tx, scope, { id }))!
        await recordActivity(tx, scope, {
          area: 'products',
          action: 'product.created',
          subject: { type: 'product', id, label: product.title },
        })
        return product
      })
    },

    async get(scope: StoreScope, by: { id: string } | { handle: string }): Promise<Product> {
      const product = await inScope(db, scope, (tx) => readIn(tx, scope, by))
      if (!product) throw problems.notFound(catalogMessages.unknownProduct)
      return product
    },

    async update(scope: StoreScope, id: string, input: ProductUpdate): Promise<Product> {
      const { version, ...changes } = input
      return write(scope, async (tx) => {
        if (!(await repo.claimVersion(tx, scope.tenantId, id, version))) {
          const current = await readIn(tx, scope, { id })
          throw current ? staleProduct(current) : problems.notFound(catalogMessages.unknownProduct)
        }
        const before = (await readIn(tx, scope, { id }))!
        await updateProductIn(deps, tx, scope.tenantId, id, changes)
        const after = (await readIn(tx, scope, { id }))!
        await recordActivity(tx, scope, {
          area: 'products',
          action: 'product.updated',
          subject: { type: 'product', id, label: after.title },
          changes: changedFields(loggedFields(before), loggedFields(after), LOGGED_FIELDS),
        })
        return after
      })
    },

    /**
     * Archives (or brings back as drafts) every product named, or none: an id of no product of this
     * store answers 404 and changes nothing.
     */
    async changeStatus(scope: StoreScope, ids: string[], action: 'archive' | 'unarchive') {
      const unique = [...new Set(ids)]
      return inScope(db, scope, async (tx) => {
        const found = await repo.lockProducts(tx, scope.tenantId, unique)
        if (found.length !== unique.length) throw problems.notFound(catalogMessages.unknownProduct)
        const changed = await repo.changeStatus(
          tx,
          scope.tenantId,
          unique,
          action === 'archive' ? 'archived' : 'draft',
        )
        const titles = new Map(found.map((row) => [row.id, row.title]))
        for (const row of changed) {
          await recordActivity(tx, scope, {
            area: 'products',
            action: action === 'archive' ? 'product.archived' : 'product.unarchived',
            subject: { type: 'product', id: row.id, label: titles.get(row.id) ?? '' },
          })
        }
        const byId = new Map([...found, ...changed].map((row) => [row.id, row]))
        return unique.map((id) => byId.get(id)!)
      })
    },

    search(scope: StoreScope, request: SearchRequest<SortField>) {
      return inScope(db, scope, (tx) => searchIn(tx, scope, request))
    },

    /** A collection's products, in the collection's order by default. */
    searchInCollection(scope: StoreScope, collectionId: string, request: SearchRequest<SortField>) {
      return inScope(db, scope, async (tx) => {
        const [exists] = await deps.collections.existingIds(tx, scope.tenantId, [collectionId])
        if (!exists) throw problems.notFound('No such collection.')
        return searchIn(tx, scope, request, collectionId)
      })
    },
  }
}

export type ProductsService = ReturnType<typeof createProductsService>
