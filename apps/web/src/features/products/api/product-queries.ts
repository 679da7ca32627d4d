import type { SearchRequest } from '@lojista/contracts/common/pagination'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { findProductByHandle, type ProductSort, searchProducts } from './products-api'
import { productStockLevels } from './stock-api'

/** Every cached catalog answer starts with 'products', so one invalidation refreshes them all. */
export const productKeys = {
  all: ['products'] as const,
  search: (request: SearchRequest<ProductSort>) => ['products', 'search', request] as const,
  byHandle: (handle: string) => ['products', 'handle', handle] as const,
  stock: (productId: string) => ['products', 'stock', productId] as const,
}

export function useProductSearch(request: SearchRequest<ProductSort>) {
  return useQuery({
    queryKey: productKeys.search(request),
    queryFn: ({ signal }) => searchProducts(request, signal),
    // The table keeps the last page on screen while the next search is on its way.
    placeholderData: keepPreviousData,
  })
}

export function useProductByHandle(handle: string) {
  return useQuery({
    queryKey: productKeys.byHandle(handle),
    queryFn: ({ signal }) => findProductByHandle(handle, signal),
    // An edited form must not be reset under the user by a background refetch.
    refetchOnWindowFocus: false,
    staleTime: Number.POSITIVE_INFINITY,
  })
}

export function useProductStock(productId: string | undefined) {
  return useQuery({
    queryKey: productKeys.stock(productId ?? ''),
    queryFn: ({ signal }) => productStockLevels(productId!, signal),
    enabled: Boolean(productId),
  })
}
