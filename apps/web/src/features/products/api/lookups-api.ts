import {
  type Category,
  categorySearchResultSchema,
  type Lookup,
  lookupSchema,
  tagSearchResultSchema,
  vendorSearchResultSchema,
} from '@lojista/contracts/catalog/lookups'
import type { Connection, SearchRequest } from '@lojista/contracts/common/pagination'
import { z } from 'zod'
import { apiRequest } from '@/lib/api/client'

export type LookupSearch = SearchRequest<'name' | 'createdAt'>

const byName = { field: 'name', direction: 'asc' } as const

export async function searchVendors(
  request: LookupSearch,
  signal?: AbortSignal,
): Promise<Connection<Lookup>> {
  const answer = await apiRequest('/v1/product/vendor/search', {
    method: 'POST',
    body: { orderBy: byName, ...request },
    schema: vendorSearchResultSchema,
    signal,
  })
  return answer.vendors
}

export async function searchTags(request: LookupSearch, signal?: AbortSignal): Promise<Connection<Lookup>> {
  const answer = await apiRequest('/v1/product/tag/search', {
    method: 'POST',
    body: { orderBy: byName, ...request },
    schema: tagSearchResultSchema,
    signal,
  })
  return answer.tags
}

export async function searchCategories(
  request: LookupSearch,
  signal?: AbortSignal,
): Promise<Connection<Category>> {
  const answer = await apiRequest('/v1/product/category/search', {
    method: 'POST',
    body: { orderBy: byName, ...request },
    schema: categorySearchResultSchema,
    signal,
  })
  return answer.categories
}

/** Adds a vendor, or answers the one of that name: the picker's "Add value" then simply selects it. */
export async function createVendor(name: string): Promise<Lookup> {
  const answer = await apiRequest('/v1/product/vendor', {
    method: 'POST',
    body: { name },
    schema: z.object({ vendor: lookupSchema }),
  })
  return answer.vendor
}

export async function createTag(name: string): Promise<Lookup> {
  const answer = await apiRequest('/v1/product/tag', {
    method: 'POST',
    body: { name },
    schema: z.object({ tag: lookupSchema }),
  })
  return answer.tag
}

export async function createCategory(name: string): Promise<Lookup> {
  const answer = await apiRequest('/v1/product/category', {
    method: 'POST',
    body: { name },
    schema: z.object({ category: lookupSchema }),
  })
  return answer.category
}
