import {
  type Connection,
  catalogMessages,
  type Product,
  type ProductCreate,
  type ProductSummary,
  type ProductUpdate,
  type SearchRequest,
} from '@lojista/contracts'
import { eq, ne } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { products } from '../../db/schema/index.ts'
import { inScope } from '../../db/scope.ts'
import { uniqueViolation } from '../../lib/db-errors.ts'
import { HttpProblem, problems } from '../../lib/problem.ts'
import type { PricedScope, StoreScope } from '../../lib/store-scope.ts'
import { splitQuery } from '../../lib/text-search.ts'
import type { ProductDeps } from './product-deps.ts'
import { loadRecord, loadRecords } from './product-records.ts'
import {
  PRODUCT_FILTERS,
  productFilters,
  type SortField,
  searchProductRows,
} from './product-search.repository.ts'
import { toProduct, toProductSummary } from './product-shape.ts'
import { createProductIn, updateProductIn } from './product-writer.ts'
import * as repo from './products.repository.ts'

/** A write that lost a race on a unique index answers 409 like the checks before it would have. */
export function conflictFromUnique(error: unknown): HttpProblem | undefined {
  const index = uniqueViolation(error)
  if (index === 'products_handle_unique') {
    return problems.conflict(catalogMessages.handleTaken, [
      { path: 'handle', message: catalogMessages.handleTaken },
    ])
  }
  if (index === 'product_variants_sku_unique') {
    return problems.conflict(catalogMessages.skuTaken, [
      { path: 'variants', message: catalogMessages.skuTaken },
    ])
  }
  return undefined
}

export function staleVersion(current: unknown) {
  return new HttpProblem(409, 'Conflict', {
    detail: catalogMessages.staleVersion,
    errors: [{ path: 'version', message: catalogMessages.staleVersion }],
    extensions: { current },
  })
}

export function createProductsService(db: Db, deps: ProductDeps) {
  async function write<T>(scope: StoreScope, work: (tx: Db) => Promise<T>): Promise<T> {
    try {
      return await inScope(db, scope, work)
    } catch (error) {
      throw conflictFromUnique(error) ?? error
    }
  }

  async function readIn(tx: Db, scope: PricedScope, by: { id: string } | { handle: string }) {
    const record = await loadRecord(deps, tx, scope.tenantId, by)
    return record && toProduct(scope.tenantId, record, scope.currencyCode)
  }

  async function searchIn(
    tx: Db,
    scope: PricedScope,
    request: SearchRequest<SortField>,
    collectionId?: string,
  ): Promise<Connection<ProductSummary>> {
    const { text, filters } = splitQuery(request.query, PRODUCT_FILTERS)
    const where = productFilters(scope.tenantId, filters)
    const { rows, total, page } = await searchProductRows(tx, scope.tenantId, request, {
      text,
      where,
      collectionId,
    })
    const records = await loadRecords(deps, tx, scope.tenantId, rows)
    return page.toConnection(rows, total, (row) =>
      toProductSummary(scope.tenantId, records.get(row.id)!, scope.currencyCode),
    )
  }

  return {
    async create(scope: PricedScope, input: ProductCreate): Promise<Product> {
      return write(scope, async (tx) => {
        const id = await createProductIn(deps, tx, scope.tenantId, input)
        return (await readIn(tx, scope, { id }))!
      })
    },

    async get(scope: PricedScope, by: { id: string } | { handle: string }): Promise<Product> {
      const product = await inScope(db, scope, (tx) => readIn(tx, scope, by))
      if (!product) throw problems.notFound(catalogMessages.unknownProduct)
      return product
    },

    async update(scope: PricedScope, id: string, input: ProductUpdate): Promise<Product> {
      const { version, ...changes } = input
      return write(scope, async (tx) => {
        if (!(await repo.claimVersion(tx, scope.tenantId, id, version))) {
          const current = await readIn(tx, scope, { id })
          throw current ? staleVersion(current) : problems.notFound(catalogMessages.unknownProduct)
        }
        await updateProductIn(deps, tx, scope.tenantId, id, changes)
        return (await readIn(tx, scope, { id }))!
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
        const changed =
          action === 'archive'
            ? await repo.changeStatus(tx, scope.tenantId, unique, 'archived', ne(products.status, 'archived'))
            : await repo.changeStatus(tx, scope.tenantId, unique, 'draft', eq(products.status, 'archived'))
        const byId = new Map([...found, ...changed].map((row) => [row.id, row]))
        return unique.map((id) => byId.get(id)!)
      })
    },

    search(scope: PricedScope, request: SearchRequest<SortField>) {
      return inScope(db, scope, (tx) => searchIn(tx, scope, request))
    },

    /** A collection's products, in the collection's order by default. */
    searchInCollection(scope: PricedScope, collectionId: string, request: SearchRequest<SortField>) {
      return inScope(db, scope, async (tx) => {
        const [exists] = await deps.collections.existingIds(tx, scope.tenantId, [collectionId])
        if (!exists) throw problems.notFound('No such collection.')
        return searchIn(tx, scope, request, collectionId)
      })
    },
  }
}

export type ProductsService = ReturnType<typeof createProductsService>
