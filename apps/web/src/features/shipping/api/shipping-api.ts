import { type Location, locationSearchResultSchema } from '@lojista/contracts/catalog/inventory'
import { type ProductSummary, productSearchResultSchema } from '@lojista/contracts/catalog/products'
import type { Connection } from '@lojista/contracts/common/pagination'
import {
  type LocalDelivery,
  localDeliveryResultSchema,
  type Pickup,
  pickupResultSchema,
  type ShippingProfile,
  type ShippingSettings,
  shippingProfileResultSchema,
  shippingSettingsSchema,
} from '@lojista/contracts/shipping/shipping'
import { apiRequest } from '@/lib/api/client'

const BASE = '/v1/settings/shipping'

export function getShippingSettings(signal?: AbortSignal): Promise<ShippingSettings> {
  return apiRequest(BASE, { schema: shippingSettingsSchema, signal })
}

export async function getProfile(id: string, signal?: AbortSignal): Promise<ShippingProfile> {
  return (await apiRequest(`${BASE}/profiles/${id}`, { schema: shippingProfileResultSchema, signal })).profile
}

/** Creates the profile (no id) or saves it on the version read (refused with 409 when stale). */
export async function saveProfile(id: string | null, body: object): Promise<ShippingProfile> {
  const answer = await apiRequest(id ? `${BASE}/profiles/${id}` : `${BASE}/profiles`, {
    method: id ? 'PUT' : 'POST',
    body,
    schema: shippingProfileResultSchema,
  })
  return answer.profile
}

export async function deleteProfile(id: string): Promise<void> {
  await apiRequest(`${BASE}/profiles/${id}`, { method: 'DELETE' })
}

export async function getLocalDelivery(id: string, signal?: AbortSignal): Promise<LocalDelivery> {
  return (await apiRequest(`${BASE}/local-deliveries/${id}`, { schema: localDeliveryResultSchema, signal }))
    .localDelivery
}

export async function saveLocalDelivery(id: string | null, body: object): Promise<LocalDelivery> {
  const answer = await apiRequest(id ? `${BASE}/local-deliveries/${id}` : `${BASE}/local-deliveries`, {
    method: id ? 'PUT' : 'POST',
    body,
    schema: localDeliveryResultSchema,
  })
  return answer.localDelivery
}

export async function deleteLocalDelivery(id: string): Promise<void> {
  await apiRequest(`${BASE}/local-deliveries/${id}`, { method: 'DELETE' })
}

export async function getPickup(id: string, signal?: AbortSignal): Promise<Pickup> {
  return (await apiRequest(`${BASE}/pickups/${id}`, { schema: pickupResultSchema, signal })).pickup
}

export async function savePickup(id: string | null, body: object): Promise<Pickup> {
  const answer = await apiRequest(id ? `${BASE}/pickups/${id}` : `${BASE}/pickups`, {
    method: id ? 'PUT' : 'POST',
    body,
    schema: pickupResultSchema,
  })
  return answer.pickup
}

export async function deletePickup(id: string): Promise<void> {
  await apiRequest(`${BASE}/pickups/${id}`, { method: 'DELETE' })
}

/** The store's active locations, for choosing where local delivery or pickup is set up. */
export async function activeLocations(signal?: AbortSignal): Promise<Location[]> {
  const answer = await apiRequest('/v1/location/search', {
    method: 'POST',
    body: { query: 'active:true', first: 100 },
    schema: locationSearchResultSchema,
    signal,
  })
  return answer.locations.edges.map((edge) => edge.node)
}

/** Products by title, for a custom profile's picker. */
export async function searchProducts(
  request: { query: string; first: number; after?: string },
  signal?: AbortSignal,
): Promise<Connection<ProductSummary>> {
  const answer = await apiRequest('/v1/product/search', {
    method: 'POST',
    body: { ...request, orderBy: { field: 'title', direction: 'asc' } },
    schema: productSearchResultSchema,
    signal,
  })
  return answer.products
}
