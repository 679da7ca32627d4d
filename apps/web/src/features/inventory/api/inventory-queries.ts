import type { SearchRequest } from '@lojista/contracts/common/pagination'
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query'
import { mainLoad } from '@/lib/api/page-load'
import { useQueryKeys } from '@/lib/query-keys'
import { type InventorySort, listLocations, searchInventory, stockHistory } from './inventory-api'

export function useInventoryLevels(request: SearchRequest<InventorySort>) {
  const keys = useQueryKeys()
  return useQuery({
    // The page's main load: a server failure shows the server-error screen.
    ...mainLoad,
    queryKey: keys.inventory.levels(request),
    queryFn: ({ signal }) => searchInventory(request, signal),
    placeholderData: keepPreviousData,
  })
}

export function useLocations() {
  const keys = useQueryKeys()
  return useQuery({ queryKey: keys.inventory.locations, queryFn: ({ signal }) => listLocations(signal) })
}

const HISTORY_PAGE = 20

/** A variant's stock changes at every location, newest first, a page at a time. */
export function useStockHistory(variantId: string | null) {
  const keys = useQueryKeys()
  return useInfiniteQuery({
    queryKey: keys.inventory.history(variantId ?? ''),
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
