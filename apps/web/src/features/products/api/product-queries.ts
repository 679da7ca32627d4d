import type { SearchRequest } from '@lojista/contracts/common/pagination'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { mainLoad } from '@/lib/api/page-load'
import { useQueryKeys } from '@/lib/query-keys'
import { findProductByHandle, type ProductSort, searchProducts } from './products-api'
import { productStockLevels } from './stock-api'

/** `page`: the products list's own main load. */
export function useProductSearch(request: SearchRequest<ProductSort>, page: Partial<typeof mainLoad> = {}) {
  const keys = useQueryKeys()
  return useQuery({
    ...page,
    queryKey: keys.products.search(request),
    queryFn: ({ signal }) => searchProducts(request, signal),
    // The table keeps the last page on screen while the next search is on its way.
    placeholderData: keepPreviousData,
  })
}

export function useProductByHandle(handle: string) {
  const keys = useQueryKeys()
  return useQuery({
    // The page's main load: a server failure shows the server-error screen.
    ...mainLoad,
    queryKey: keys.products.byHandle(handle),
    queryFn: ({ signal }) => findProductByHandle(handle, signal),
    // An edited form must not be reset under the user by a background refetch.
    refetchOnWindowFocus: false,
    staleTime: Number.POSITIVE_INFINITY,
  })
}

export function useProductStock(productId: string | undefined) {
  const keys = useQueryKeys()
  return useQuery({
    queryKey: keys.products.stock(productId ?? ''),
    queryFn: ({ signal }) => productStockLevels(productId!, signal),
    enabled: Boolean(productId),
  })
}
