import {
  type InventoryAdjust,
  type InventoryAdjustment,
  type InventoryLevel,
  inventoryAdjustResultSchema,
  inventoryHistorySearchResultSchema,
  inventorySearchResultSchema,
  type Location,
  locationSearchResultSchema,
} from '@lojista/contracts/catalog/inventory'
import type { Connection, SearchRequest } from '@lojista/contracts/common/pagination'
import { apiRequest } from '@/lib/api/client'

export type InventorySort = 'product' | 'available' | 'updatedAt'

export async function searchInventory(
  request: SearchRequest<InventorySort>,
  signal?: AbortSignal,
): Promise<Connection<InventoryLevel>> {
  const answer = await apiRequest('/v1/inventory/search', {
    method: 'POST',
    body: request,
    schema: inventorySearchResultSchema,
    signal,
  })
  return answer.inventoryLevels
}

/** Every location of the store (a store has a handful), sorted by name. */
export async function listLocations(signal?: AbortSignal): Promise<Location[]> {
  const locations: Location[] = []
  let after: string | undefined
  for (;;) {
    const answer = await apiRequest('/v1/location/search', {
      method: 'POST',
      body: { query: '', first: 250, after, orderBy: { field: 'name', direction: 'asc' } },
      schema: locationSearchResultSchema,
      signal,
    })
    locations.push(...answer.locations.edges.map((edge) => edge.node))
    if (!answer.locations.pageInfo.hasNextPage) return locations
    after = answer.locations.pageInfo.endCursor ?? undefined
  }
}

export function adjustStock(body: InventoryAdjust) {
  return apiRequest('/v1/inventory/adjust', { method: 'POST', body, schema: inventoryAdjustResultSchema })
}

export async function stockHistory(
  request: SearchRequest<'createdAt'>,
  signal?: AbortSignal,
): Promise<Connection<InventoryAdjustment>> {
  const answer = await apiRequest('/v1/inventory/history/search', {
    method: 'POST',
    body: request,
    schema: inventoryHistorySearchResultSchema,
    signal,
  })
  return answer.adjustments
}
