import type { ProductSummary } from '@lojista/contracts/catalog/products'
import type { Connection, SearchRequest } from '@lojista/contracts/common/pagination'
import { apiRequest } from '@/lib/api/client'

const schemas = () => import('./answer-schemas')

/** Products with their variants, prices, SKUs, options and featured picture: what the editor adds from. */
export async function searchProducts(
  request: SearchRequest<'title' | 'createdAt' | 'updatedAt'>,
  signal?: AbortSignal,
): Promise<Connection<ProductSummary>> {
  const answer = await apiRequest('/v1/product/search', {
    method: 'POST',
    body: request,
    schema: () => schemas().then((module) => module.productSearchResultSchema),
    signal,
  })
  return answer.products
}

/** The store's tags, offered in the order's Tags card. */
export async function searchTags(
  request: SearchRequest<'name' | 'createdAt'>,
  signal?: AbortSignal,
): Promise<Connection<{ id: string; name: string }>> {
  const answer = await apiRequest('/v1/product/tag/search', {
    method: 'POST',
    body: request,
    schema: () => schemas().then((module) => module.tagSearchResultSchema),
    signal,
  })
  return answer.tags
}
