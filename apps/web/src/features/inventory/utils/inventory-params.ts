import type { SearchRequest } from '@lojista/contracts/common/pagination'
import type { InventorySort } from '../api/inventory-api'

export const INVENTORY_PAGE_SIZE = 25

export const inventorySorts = ['product_asc', 'available_asc', 'available_desc', 'updatedAt_desc'] as const
export type InventorySortKey = (typeof inventorySorts)[number]

/** The page's search, filters, sort and page, kept in the address (the product page links here). */
export interface InventoryParams {
  q: string
  location: string | null
  product: string | null
  sort: InventorySortKey
  after: string | null
  before: string | null
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const id = (value: string | null) => (value && UUID.test(value) ? value : null)

export function readInventoryParams(search: URLSearchParams): InventoryParams {
  const sort = search.get('sort')
  return {
    q: search.get('q') ?? '',
    location: id(search.get('location')),
    product: id(search.get('product')),
    sort: inventorySorts.find((key) => key === sort) ?? 'product_asc',
    after: search.get('after') || null,
    before: search.get('before') || null,
  }
}

export function writeInventoryParams(params: InventoryParams): URLSearchParams {
  const search = new URLSearchParams()
  if (params.q) search.set('q', params.q)
  if (params.location) search.set('location', params.location)
  if (params.product) search.set('product', params.product)
  if (params.sort !== 'product_asc') search.set('sort', params.sort)
  if (params.after) search.set('after', params.after)
  else if (params.before) search.set('before', params.before)
  return search
}

export function toInventoryRequest(
  params: InventoryParams,
  pageSize = INVENTORY_PAGE_SIZE,
): SearchRequest<InventorySort> {
  const [field, direction] = params.sort.split('_') as [InventorySort, 'asc' | 'desc']
  const query = [
    params.q.trim(),
    params.location ? `location:${params.location}` : '',
    params.product ? `product:${params.product}` : '',
  ]
    .filter(Boolean)
    .join(' ')
  const orderBy = { field, direction }
  if (params.before) return { query, last: pageSize, before: params.before, orderBy }
  return { query, first: pageSize, ...(params.after ? { after: params.after } : {}), orderBy }
}

/** "Jan 5, 2026, 3:04 PM": stock changes need the time of day, not only the date. */
export function formatDateTime(value: string | Date): string {
  return new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(new Date(value))
}
