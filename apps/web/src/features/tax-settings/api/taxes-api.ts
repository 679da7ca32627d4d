import { connectionSchema } from '@lojista/contracts/common/pagination'
import {
  type TaxRegion,
  type TaxRegionInput,
  type TaxSettings,
  taxRegionResultSchema,
  taxSettingsResultSchema,
} from '@lojista/contracts/taxes/settings'
import { z } from 'zod'
import { apiRequest } from '@/lib/api/client'

export async function getTaxSettings(signal?: AbortSignal): Promise<TaxSettings> {
  return (await apiRequest('/v1/settings/taxes', { schema: taxSettingsResultSchema, signal })).settings
}

/** Refused with 409 when someone saved the settings since they were read. */
export async function saveTaxChoices(body: {
  taxesIncluded: boolean
  shippingTaxed: boolean
  version: number
}): Promise<TaxSettings> {
  return (await apiRequest('/v1/settings/taxes', { method: 'PUT', body, schema: taxSettingsResultSchema }))
    .settings
}

export async function createTaxRegion(body: TaxRegionInput): Promise<TaxRegion> {
  return (
    await apiRequest('/v1/settings/taxes/regions', { method: 'POST', body, schema: taxRegionResultSchema })
  ).region
}

export async function updateTaxRegion(
  id: string,
  body: TaxRegionInput & { version: number },
): Promise<TaxRegion> {
  return (
    await apiRequest(`/v1/settings/taxes/regions/${encodeURIComponent(id)}`, {
      method: 'PUT',
      body,
      schema: taxRegionResultSchema,
    })
  ).region
}

export async function deleteTaxRegion(id: string): Promise<void> {
  await apiRequest(`/v1/settings/taxes/regions/${encodeURIComponent(id)}`, { method: 'DELETE' })
}

/** A product or collection an override can name: its id and title. */
export interface OverrideTarget {
  id: string
  title: string
}
const targetNode = z.object({ id: z.string(), title: z.string() })
const productsAnswer = z.object({ products: connectionSchema(targetNode) })
const collectionsAnswer = z.object({ collections: connectionSchema(targetNode) })

/** A page of the store's products or collections, by title, for choosing what an override names. */
export async function searchOverrideTargets(
  target: 'product' | 'collection',
  request: { query: string; first: number; after?: string },
  signal?: AbortSignal,
) {
  if (target === 'product') {
    const answer = await apiRequest('/v1/product/search', {
      method: 'POST',
      body: request,
      schema: productsAnswer,
      signal,
    })
    return answer.products
  }
  const answer = await apiRequest('/v1/product/collection/search', {
    method: 'POST',
    body: request,
    schema: collectionsAnswer,
    signal,
  })
  return answer.collections
}
