import type { SearchRequest } from '@lojista/contracts/common/pagination'
import {
  type ListPage,
  type ListParams,
  listParam,
  listSchema,
  orderByOf,
  pageRequest,
} from '@/lib/list-params'
import type { InventorySort } from '../api/inventory-api'

export const INVENTORY_PAGE_SIZE = 25

export const inventorySorts = ['product_asc', 'available_asc', 'available_desc', 'updatedAt_desc'] as const

/** The page's search, filters and sort, kept in the address (the product page links here). */
export const inventoryListParams = listSchema({
  q: listParam.text(),
  location: listParam.id(),
  product: listParam.id(),
  sort: listParam.oneOfOr(inventorySorts, 'product_asc'),
})
export type InventoryParams = ListParams<typeof inventoryListParams>

export function toInventoryRequest(
  params: InventoryParams,
  page: ListPage,
  pageSize = INVENTORY_PAGE_SIZE,
): SearchRequest<InventorySort> {
  const query = [
    params.q.trim(),
    params.location ? `location:${params.location}` : '',
    params.product ? `product:${params.product}` : '',
  ]
    .filter(Boolean)
    .join(' ')
  return { query, orderBy: orderByOf<InventorySort>(params.sort), ...pageRequest(page, pageSize) }
}
