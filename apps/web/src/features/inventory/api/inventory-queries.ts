import type { SearchRequest } from '@lojista/contracts/common/pagination'
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query'
import { type InventorySort, listLocations, searchInventory, stockHistory } from './inventory-api'

/** Stock belongs to the catalog: under 'products', so product changes refresh it, and it them. */
export const inventoryKeys = {
  all: ['products', 'inventory'] as const,
  levels: (request: SearchRequest<InventorySort>) => ['products', 'inventory', 'levels', request] as const,
  locations: ['products', 'inventory', 'locations'] as const,
  history: (variantId: string) => ['products', 'inventory', 'history', variantId] as const,
}

export function useInventoryLevels(request: SearchRequest<InventorySort>) {
  return useQuery({
    queryKey: inventoryKeys.levels(request),
    queryFn: ({ signal }) => searchInventory(request, signal),
    placeholderData: keepPreviousData,
  })
}

export function useLocations() {
  return useQuery({ queryKey: inventoryKeys.locations, queryFn: ({ signal }) => listLocations(signal) })
}

const HISTORY_PAGE = 20

/** A variant's stock changes at every location, newest first, a page at a time. */
export function useStockHistory(variantId: string | null) {
  return useInfiniteQuery({
    queryKey: inventoryKeys.history(variantId ?? ''),
    enabled: variantId !== null,
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      stockHistory(
        {
          query: `variant:${variantId}`,
          first: HISTORY_PAGE,
          after: pageParam,
          orderBy: { field: 'createdAt', direction: 'desc' },
        },
        signal,
      ),
    getNextPageParam: (last) =>
      last.pageInfo.hasNextPage ? (last.pageInfo.endCursor ?? undefined) : undefined,
  })
}
