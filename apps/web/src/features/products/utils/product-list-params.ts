import { productStatusSchema } from '@lojista/contracts/catalog/products'
import type { SearchRequest } from '@lojista/contracts/common/pagination'
import {
  type ListPage,
  type ListParams,
  listParam,
  listSchema,
  orderByOf,
  pageRequest,
} from '@/lib/list-params'
import type { ProductSort } from '../api/products-api'

export const PRODUCT_PAGE_SIZE = 25

/** How the products list, and the collections list (same fields), can be sorted. */
export const productSorts = [
  'title_asc',
  'title_desc',
  'updatedAt_desc',
  'updatedAt_asc',
  'createdAt_desc',
  'createdAt_asc',
] as const
export type ProductSortKey = (typeof productSorts)[number]

/** The list's search, filters and sort, kept in the address so that Back and links keep them. */
export const productListParams = listSchema({
  q: listParam.text(),
  status: listParam.oneOf(productStatusSchema.options),
  vendor: listParam.name(),
  tag: listParam.name(),
  sort: listParam.oneOfOr(productSorts, 'title_asc'),
})
export type ProductListParams = ListParams<typeof productListParams>

/** A filter term of the search text: `vendor:"Casa Nobre"`, quoted so a value may hold spaces. */
export function filterTerm(key: string, value: string): string {
  const clean = value.trim()
  if (!clean.includes('"')) return `${key}:"${clean}"`
  if (!clean.includes("'")) return `${key}:'${clean}'`
  return `${key}:"${clean.replaceAll('"', '')}"`
}

/** The text the product search (and the export) takes: what was typed, then the filters. */
export function productQueryText(params: Pick<ProductListParams, 'q' | 'status' | 'vendor' | 'tag'>): string {
  return [
    params.q.trim(),
    params.status ? `status:${params.status}` : '',
    params.vendor ? filterTerm('vendor', params.vendor) : '',
    params.tag ? filterTerm('tag', params.tag) : '',
  ]
    .filter(Boolean)
    .join(' ')
}

export function toSearchRequest(
  params: ProductListParams,
  page: ListPage,
  pageSize = PRODUCT_PAGE_SIZE,
): SearchRequest<ProductSort> {
  return {
    query: productQueryText(params),
    orderBy: orderByOf<ProductSort>(params.sort),
    ...pageRequest(page, pageSize),
  }
}
