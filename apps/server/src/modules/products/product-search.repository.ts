import {
  normalizeSearchText,
  type ProductStatus,
  productStatusSchema,
  type SearchRequest,
} from '@lojista/contracts'
import { and, eq, exists, inArray, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm'
import { QueryBuilder } from 'drizzle-orm/pg-core'
import { reusingPlan } from '../../db/reused-plans.ts'
import {
  categories,
  collectionProducts,
  collections,
  products,
  productTags,
  productVariants,
  tags,
  vendors,
} from '../../db/schema/catalog.ts'
import type { StoreTx } from '../../db/scope.ts'
import { listTotal } from '../../lib/capped-count.ts'
import { cursorOf, sortText } from '../../lib/cursor-values.ts'
import { pageAndTotal } from '../../lib/found-first.ts'
import { keysetPage } from '../../lib/keyset.ts'
import { problems } from '../../lib/problem.ts'
import { matchesEveryWord } from '../../lib/text-search.ts'
import { isUuid } from '../../lib/uuid.ts'
import type { ProductRow } from './product-shape.ts'
import { type PartsColumns, type productPartsColumns, selectProducts } from './products.repository.ts'

export const PRODUCT_FILTERS = ['status', 'vendor', 'tag', 'collection', 'sku', 'category'] as const

/** The conditions of a product search's filters; a key given twice matches either value. */
export function productFilters(tenantId: string, filters: Record<string, string[]>): SQL[] {
  const where: SQL[] = []
  const status = filters.status
  if (status) {
    const parsed = status.map((value) => productStatusSchema.safeParse(value.toLowerCase()))
    if (parsed.some((result) => !result.success)) {
      throw problems.badRequest('Unknown product status in the search.', [
        { path: 'query', message: 'status: takes active, draft or archived' },
      ])
    }
    where.push(inArray(products.status, parsed.map((result) => result.data) as ProductStatus[]))
  }
  if (filters.vendor) {
    const names = filters.vendor.map(normalizeSearchText)
    where.push(
      exists(
        selectOne(vendors).where(
          and(
            eq(vendors.tenantId, tenantId),
            eq(vendors.id, products.vendorId),
            inArray(vendors.searchText, names),
          ),
        ),
      ),
    )
  }
  if (filters.tag) {
    const names = filters.tag.map(normalizeSearchText)
    where.push(
      exists(
        selectOne(productTags)
          .innerJoin(tags, and(eq(tags.tenantId, productTags.tenantId), eq(tags.id, productTags.tagId)))
          .where(
            and(
              eq(productTags.tenantId, tenantId),
              eq(productTags.productId, products.id),
              inArray(tags.searchText, names),
            ),
          ),
      ),
    )
  }
  if (filters.collection) {
    where.push(
      exists(
        selectOne(collectionProducts)
          .innerJoin(
            collections,
            and(
              eq(collections.tenantId, collectionProducts.tenantId),
              eq(collections.id, collectionProducts.collectionId),
            ),
          )
          .where(
            and(
              eq(collectionProducts.tenantId, tenantId),
              eq(collectionProducts.productId, products.id),
              idOrName(collections.id, collections.handle, filters.collection, (value) =>
                value.toLowerCase(),
              ),
            ),
          ),
      ),
    )
  }
  if (filters.category) {
    where.push(
      exists(
        selectOne(categories).where(
          and(
            eq(categories.tenantId, tenantId),
            eq(categories.id, products.categoryId),
            idOrName(categories.id, categories.searchText, filters.category, normalizeSearchText),
          ),
        ),
      ),
    )
  }
  if (filters.sku) {
    const skus = filters.sku.map((sku) => sku.toLowerCase())
    where.push(
      exists(
        selectOne(productVariants).where(
          and(
            eq(productVariants.tenantId, tenantId),
            eq(productVariants.productId, products.id),
            inArray(productVariants.skuKey, skus),
          ),
        ),
      ),
    )
  }
  return where
}

/** Whether a search leaves few products: words or a filter, but not status:, which most products pass. */
export function isSelective(text: string, filters: Record<string, string[]>, collectionId?: string) {
  return text !== '' || collectionId !== undefined || Object.keys(filters).some((key) => key !== 'status')
}

// Subqueries are only built, never run on their own.
const subquery = new QueryBuilder()
function selectOne(table: Parameters<ReturnType<QueryBuilder['select']>['from']>[0]) {
  return subquery.select({ one: sql`1` }).from(table).$dynamic()
}

/** Values that look like ids match the id; any value matches the name column (in its normalised form). */
function idOrName(id: SQLWrapper, name: SQLWrapper, values: string[], normalise: (value: string) => string) {
  const ids = values.filter((value) => isUuid(value)).map((value) => value.toLowerCase())
  const names = values.map(normalise)
  return or(ids.length ? inArray(id as never, ids) : undefined, inArray(name as never, names))
}

/** A row of a page of products: the product, its parts and the value the page is sorted by. */
type PageRow = ProductRow & PartsColumns & { cursorValue: string }
type ProductPage = ReturnType<typeof keysetPage<PageRow>>

export type SortField = 'title' | 'createdAt' | 'updatedAt' | 'position'

/**
 * A page of products and how many match, each product's parts read beside its row in the same statement
 * (`parts`: see `productPartsColumns`). A list of summaries leaves out the description, which it does not
 * show and which would be most of what the page reads.
 */
export async function searchProductRows(
  tx: StoreTx,
  tenantId: string,
  request: SearchRequest<SortField>,
  filter: {
    text: string
    where: SQL[]
    collectionId?: string
    /** See isSelective. */
    selective: boolean
  },
  read: { parts: ReturnType<typeof productPartsColumns>; description: boolean },
): Promise<{
  rows: PageRow[]
  total: number
  page: ProductPage
}> {
  const field = request.orderBy?.field ?? (filter.collectionId ? 'position' : 'title')
  const sort =
    field === 'position' && filter.collectionId
      ? sql`(select cp.position from collection_products cp where cp.tenant_id = ${tenantId} and cp.collection_id = ${filter.collectionId} and cp.product_id = ${products.id})`
      : field === 'createdAt'
        ? products.createdAt
        : field === 'updatedAt'
          ? products.updatedAt
          : products.title
  const page = keysetPage<PageRow>({
    sort,
    id: products.id,
    direction: request.orderBy?.direction ?? 'asc',
    request,
    sortValueOf: (row) => row.cursorValue,
    idOf: (row) => row.id,
    isValidCursor:
      field === 'title' ? cursorOf.text : field === 'position' ? cursorOf.integer : cursorOf.timestamp,
  })
  const inCollection = filter.collectionId
    ? exists(
        selectOne(collectionProducts).where(
          and(
            eq(collectionProducts.tenantId, tenantId),
            eq(collectionProducts.collectionId, filter.collectionId),
            eq(collectionProducts.productId, products.id),
          ),
        ),
      )
    : undefined
  const narrowing = [matchesEveryWord(products.searchText, filter.text), inCollection, ...filter.where]
  const where = and(eq(products.tenantId, tenantId), ...narrowing)
  const matches = tx.select({ one: sql`1` }).from(products).where(where).$dynamic()
  const columns = {
    ...read.parts,
    description: read.description ? sql<string>`${products.description}` : sql<string>`''`,
    cursorValue: sortText(sort),
  }
  // A search that narrows the list reads its matches first (see lib/found-first.ts).
  const { rows, total } = await pageAndTotal(tx, matches, {
    foundFirst: filter.selective
      ? {
          tenantId,
          table: products,
          id: products.id,
          sort,
          where,
          keyset: { direction: request.orderBy?.direction ?? 'asc', request },
          fromFound: (found) =>
            reusingPlan(
              selectProducts(found.source, { ...columns, total: found.total })
                .innerJoin(found.page, found.joins(products.tenantId, products.id))
                .orderBy(...page.orderBy),
            ),
        }
      : undefined,
    alongSort: () =>
      reusingPlan(
        selectProducts(tx, { ...columns, total: listTotal(tenantId, products, narrowing, matches) })
          .where(and(where, page.where))
          .orderBy(...page.orderBy)
          .limit(page.limit),
      ),
  })
  return { rows, total, page }
}
