import { type ProductStatus, productStatusSchema } from '@lojista/contracts/catalog/products'
import type { SearchRequest } from '@lojista/contracts/common/pagination'
import type { ProductSort } from '../api/products-api'

export const PRODUCT_PAGE_SIZE = 25

export const productSorts = [
  'title_asc',
  'title_desc',
  'updatedAt_desc',
  'updatedAt_asc',
  'createdAt_desc',
  'createdAt_asc',
] as const
export type ProductSortKey = (typeof productSorts)[number]

/** The list's search, filters, sort and page, kept in the address so that Back and links keep them. */
export interface ProductListParams {
  q: string
  status: ProductStatus | null
  vendor: string | null
  tag: string | null
  sort: ProductSortKey
  after: string | null
  before: string | null
}

export function readListParams(search: URLSearchParams): ProductListParams {
  const status = productStatusSchema.safeParse(search.get('status'))
  const sort = search.get('sort')
  return {
    q: search.get('q') ?? '',
    status: status.success ? status.data : null,
    vendor: search.get('vendor') || null,
    tag: search.get('tag') || null,
    sort: productSorts.find((key) => key === sort) ?? 'title_asc',
    after: search.get('after') || null,
    before: search.get('before') || null,
  }
}

export function writeListParams(params: ProductListParams): URLSearchParams {
  const search = new URLSearchParams()
  if (params.q) search.set('q', params.q)
  if (params.status) search.set('status', params.status)
  if (params.vendor) search.set('vendor', params.vendor)
  if (params.tag) search.set('tag', params.tag)
  if (params.sort !== 'title_asc') search.set('sort', params.sort)
  if (params.after) search.set('after', params.after)
  else if (params.before) search.set('before', params.before)
  return search
}

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
  pageSize = PRODUCT_PAGE_SIZE,
): SearchRequest<ProductSort> {
  const [field, direction] = params.sort.split('_') as [ProductSort, 'asc' | 'desc']
  const query = productQueryText(params)
  if (params.before) return { query, last: pageSize, before: params.before, orderBy: { field, direction } }
  return {
    query,
    first: pageSize,
    ...(params.after ? { after: params.after } : {}),
    orderBy: { field, direction },
  }
}

export function hasFilters(params: ProductListParams): boolean {
  return Boolean(params.q.trim() || params.status || params.vendor || params.tag)
}
