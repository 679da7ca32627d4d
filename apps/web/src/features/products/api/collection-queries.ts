import type { ProductSummary } from '@lojista/contracts/catalog/products'
import type { SearchRequest } from '@lojista/contracts/common/pagination'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import {
  type CollectionSort,
  getCollection,
  searchCollectionProducts,
  searchCollections,
} from './collections-api'

/** Collections are part of the catalog: 'products' first, so product changes refresh them too. */
export const collectionKeys = {
  all: ['products', 'collections'] as const,
  search: (request: SearchRequest<CollectionSort>) => ['products', 'collections', 'search', request] as const,
  detail: (id: string) => ['products', 'collections', 'detail', id] as const,
  products: (id: string) => ['products', 'collections', 'products', id] as const,
}

export function useCollectionSearch(request: SearchRequest<CollectionSort>) {
  return useQuery({
    queryKey: collectionKeys.search(request),
    queryFn: ({ signal }) => searchCollections(request, signal),
    placeholderData: keepPreviousData,
  })
}

export function useCollection(id: string, enabled = true) {
  return useQuery({
    queryKey: collectionKeys.detail(id),
    queryFn: ({ signal }) => getCollection(id, signal),
    enabled,
  })
}

/** Every product of a manual collection in its order: reordering sends them all. */
export function useCollectionProducts(id: string) {
  return useQuery({
    queryKey: collectionKeys.products(id),
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
