import {
  type Collection,
  type CollectionCreate,
  type CollectionUpdate,
  collectionProductSearchResultSchema,
  collectionResultSchema,
  collectionSearchResultSchema,
} from '@lojista/contracts/catalog/collections'
import type { Lookup } from '@lojista/contracts/catalog/lookups'
import type { ProductSummary } from '@lojista/contracts/catalog/products'
import type { Connection, SearchRequest } from '@lojista/contracts/common/pagination'
import { apiRequest } from '@/lib/api/client'

export type CollectionSort = 'title' | 'createdAt' | 'updatedAt'

export async function searchCollections(
  request: SearchRequest<CollectionSort>,
  signal?: AbortSignal,
): Promise<Connection<Collection>> {
  const answer = await apiRequest('/v1/product/collection/search', {
    method: 'POST',
    body: request,
    schema: collectionSearchResultSchema,
    signal,
  })
  return answer.collections
}

/** Collections as picker options: lookup options, sorted by title. */
export async function searchCollectionLookups(
  request: SearchRequest<'name' | 'createdAt'>,
  signal?: AbortSignal,
): Promise<Connection<Lookup>> {
  const { orderBy, ...rest } = request
  const found = await searchCollections(
    {
      ...rest,
      orderBy: orderBy && {
        field: orderBy.field === 'name' ? 'title' : 'createdAt',
        direction: orderBy.direction,
      },
    },
    signal,
  )
  return {
    pageInfo: found.pageInfo,
    edges: found.edges.map(({ node, cursor }) => ({ node: { id: node.id, name: node.title }, cursor })),
  }
}

export async function getCollection(id: string, signal?: AbortSignal): Promise<Collection> {
  const answer = await apiRequest(`/v1/product/collection?id=${encodeURIComponent(id)}`, {
    schema: collectionResultSchema,
    signal,
  })
  return answer.collection
}

export async function createCollection(
  body: Partial<CollectionCreate> & { title: string },
): Promise<Collection> {
  const answer = await apiRequest('/v1/product/collection', {
    method: 'POST',
    body,
    schema: collectionResultSchema,
  })
  return answer.collection
}

export async function updateCollection(id: string, body: CollectionUpdate): Promise<Collection> {
  const answer = await apiRequest(`/v1/product/collection/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body,
    schema: collectionResultSchema,
  })
  return answer.collection
}

export async function deleteCollection(id: string): Promise<void> {
  await apiRequest(`/v1/product/collection/${encodeURIComponent(id)}`, { method: 'DELETE' })
}

export async function changeCollectionProducts(
  id: string,
  change: 'add' | 'remove',
  productIds: string[],
): Promise<Collection> {
  const answer = await apiRequest(`/v1/product/collection/${encodeURIComponent(id)}/products/${change}`, {
    method: 'POST',
    body: { productIds },
    schema: collectionResultSchema,
  })
  return answer.collection
}

export async function reorderCollectionProducts(
  id: string,
  version: number,
  productIds: string[],
): Promise<Collection> {
  const answer = await apiRequest(`/v1/product/collection/${encodeURIComponent(id)}/products/order`, {
    method: 'PUT',
    body: { version, productIds },
    schema: collectionResultSchema,
  })
  return answer.collection
}

export async function searchCollectionProducts(
  id: string,
  request: SearchRequest<'position' | 'title'>,
  signal?: AbortSignal,
): Promise<Connection<ProductSummary>> {
  const answer = await apiRequest(`/v1/product/collection/${encodeURIComponent(id)}/products/search`, {
    method: 'POST',
    body: request,
    schema: collectionProductSearchResultSchema,
    signal,
  })
  return answer.products
}
