import {
  type Product,
  type ProductCreateInput,
  type ProductStatus,
  type ProductSummary,
  type ProductUpdateInput,
  productResultSchema,
  productSearchResultSchema,
  productStatusChangeResultSchema,
} from '@lojista/contracts/catalog/products'
import type { Connection, SearchRequest } from '@lojista/contracts/common/pagination'
import { ApiError } from '@/lib/api/api-error'
import { apiRequest } from '@/lib/api/client'

export type ProductSort = 'title' | 'createdAt' | 'updatedAt'

export async function searchProducts(
  request: SearchRequest<ProductSort>,
  signal?: AbortSignal,
): Promise<Connection<ProductSummary>> {
  const answer = await apiRequest('/v1/product/search', {
    method: 'POST',
    body: request,
    schema: productSearchResultSchema,
    signal,
  })
  return answer.products
}

export async function getProduct(id: string, signal?: AbortSignal): Promise<Product> {
  const answer = await apiRequest(`/v1/product?id=${encodeURIComponent(id)}`, {
    schema: productResultSchema,
    signal,
  })
  return answer.product
}

/**
 * Finds a product by the handle in its address. It asks the search first, which answers an empty list
 * for a handle that does not exist, instead of reading by handle, which answers 404: a mistyped address
 * is an ordinary outcome here, not a failed request for the browser to report.
 */
export async function findProductByHandle(handle: string, signal?: AbortSignal): Promise<Product | null> {
  const wanted = handle.trim().toLowerCase()
  if (!wanted) return null
  const found = await searchProducts({ query: wanted, first: 50 }, signal)
  const match = found.edges.find((edge) => edge.node.handle === wanted)
  if (match) return getProduct(match.node.id, signal)
  if (!found.pageInfo.hasNextPage) return null
  // Many products share the words of this handle: read it directly.
  try {
    const answer = await apiRequest(`/v1/product?handle=${encodeURIComponent(wanted)}`, {
      schema: productResultSchema,
      signal,
    })
    return answer.product
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null
    throw error
  }
}

export async function createProduct(body: ProductCreateInput): Promise<Product> {
  const answer = await apiRequest('/v1/product', { method: 'POST', body, schema: productResultSchema })
  return answer.product
}

export async function updateProduct(id: string, body: ProductUpdateInput): Promise<Product> {
  const answer = await apiRequest(`/v1/product/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body,
    schema: productResultSchema,
  })
  return answer.product
}

export type StatusChange = 'archive' | 'unarchive'

export async function changeProductsStatus(
  action: StatusChange,
  ids: string[],
): Promise<{ id: string; status: ProductStatus; version: number }[]> {
  const answer = await apiRequest(`/v1/product/${action}`, {
    method: 'POST',
    body: { ids },
    schema: productStatusChangeResultSchema,
  })
  return answer.products
}
