import type { ProductSummary } from '@lojista/contracts/catalog/products'
import type { SearchRequest } from '@lojista/contracts/common/pagination'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { mainLoad } from '@/lib/api/page-load'
import { useQueryKeys } from '@/lib/query-keys'
import {
  type CollectionSort,
  getCollection,
  searchCollectionProducts,
  searchCollections,
} from './collections-api'

export function useCollectionSearch(request: SearchRequest<CollectionSort>) {
  const keys = useQueryKeys()
  return useQuery({
    // The page's main load: a server failure shows the server-error screen.
    ...mainLoad,
    queryKey: keys.collections.search(request),
    queryFn: ({ signal }) => searchCollections(request, signal),
    placeholderData: keepPreviousData,
  })
}

export function useCollection(id: string, enabled = true) {
  const keys = useQueryKeys()
  return useQuery({
    queryKey: keys.collections.detail(id),
    queryFn: ({ signal }) => getCollection(id, signal),
    enabled,
  })
}

/** Every product of a manual collection in its order: reordering sends them all. */
export function useCollectionProducts(id: string) {
  const keys = useQueryKeys()
  return useQuery({
    queryKey: keys.collections.products(id),
    queryFn: async ({ signal }) => {
      const products: ProductSummary[] = []
      let after: string | undefined
      for (;;) {
        const page = await searchCollectionProducts(
          id,
          { query: '', first: 250, after, orderBy: { field: 'position', direction: 'asc' } },
          signal,
        )
        products.push(...page.edges.map((edge) => edge.node))
        if (!page.pageInfo.hasNextPage) return products
        after = page.pageInfo.endCursor ?? undefined
      }
    },
  })
}
