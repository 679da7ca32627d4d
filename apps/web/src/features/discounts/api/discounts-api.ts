import { collectionResultSchema, collectionSearchResultSchema } from '@lojista/contracts/catalog/collections'
import type { Lookup } from '@lojista/contracts/catalog/lookups'
import type { Connection } from '@lojista/contracts/common/pagination'
import {
  type Discount,
  type DiscountDefinitionInput,
  type DiscountKind,
  type DiscountMethod,
  type DiscountStatus,
  discountListSchema,
  discountResultSchema,
} from '@lojista/contracts/discounts/index'
import { apiRequest } from '@/lib/api/client'
import { queryString } from '@/lib/api/query-string'

export interface DiscountListRequest {
  query: string
  status?: DiscountStatus
  type?: DiscountKind
  method?: DiscountMethod
  first?: number
  after?: string
  last?: number
  before?: string
}

export async function listDiscounts(
  request: DiscountListRequest,
  signal?: AbortSignal,
): Promise<Connection<Discount>> {
  const answer = await apiRequest(`/v1/discounts${queryString({ ...request })}`, {
    schema: discountListSchema,
    signal,
  })
  return answer.discounts
}

const at = (id: string) => `/v1/discounts/${encodeURIComponent(id)}`

export async function getDiscount(id: string, signal?: AbortSignal): Promise<Discount> {
  const answer = await apiRequest(at(id), { schema: discountResultSchema, signal })
  return answer.discount
}

export async function createDiscount(body: DiscountDefinitionInput): Promise<Discount> {
  const answer = await apiRequest('/v1/discounts', { method: 'POST', body, schema: discountResultSchema })
  return answer.discount
}

export async function updateDiscount(
  id: string,
  body: { version: number; discount: DiscountDefinitionInput },
): Promise<Discount> {
  const answer = await apiRequest(at(id), { method: 'PATCH', body, schema: discountResultSchema })
  return answer.discount
}

export async function deactivateDiscount(id: string, version: number): Promise<Discount> {
  const answer = await apiRequest(`${at(id)}/deactivate`, {
    method: 'POST',
    body: { version },
    schema: discountResultSchema,
  })
  return answer.discount
}

/** Refused with 409 once orders used it: it is deactivated instead. */
export async function deleteDiscount(id: string): Promise<void> {
  await apiRequest(at(id), { method: 'DELETE' })
}

/** Collections as the editor's picker offers them, by title. */
export async function searchCollectionOptions(
  request: { query: string; first: number; after?: string },
  signal?: AbortSignal,
): Promise<Connection<Lookup>> {
  const answer = await apiRequest('/v1/product/collection/search', {
    method: 'POST',
    body: { ...request, orderBy: { field: 'title', direction: 'asc' } },
    schema: collectionSearchResultSchema,
    signal,
  })
  return {
    pageInfo: answer.collections.pageInfo,
    edges: answer.collections.edges.map(({ node, cursor }) => ({
      node: { id: node.id, name: node.title },
      cursor,
    })),
  }
}

/** The title of one collection a discount names. */
export async function getCollectionTitle(id: string, signal?: AbortSignal): Promise<string> {
  const answer = await apiRequest(`/v1/product/collection?id=${encodeURIComponent(id)}`, {
    schema: collectionResultSchema,
    signal,
  })
  return answer.collection.title
}
