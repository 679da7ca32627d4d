import {
  type Location,
  type LocationCreate,
  type LocationUpdate,
  locationResultSchema,
  locationSearchResultSchema,
} from '@lojista/contracts/catalog/inventory'
import type { Connection, SearchRequest } from '@lojista/contracts/common/pagination'
import { apiRequest } from '@/lib/api/client'

export type LocationSort = 'name' | 'createdAt'

export async function searchLocations(
  request: SearchRequest<LocationSort>,
  signal?: AbortSignal,
): Promise<Connection<Location>> {
  const answer = await apiRequest('/v1/location/search', {
    method: 'POST',
    body: request,
    schema: locationSearchResultSchema,
    signal,
  })
  return answer.locations
}

export async function getLocation(id: string, signal?: AbortSignal): Promise<Location> {
  const answer = await apiRequest(`/v1/location?id=${encodeURIComponent(id)}`, {
    schema: locationResultSchema,
    signal,
  })
  return answer.location
}

export async function createLocation(body: LocationCreate): Promise<Location> {
  const answer = await apiRequest('/v1/location', { method: 'POST', body, schema: locationResultSchema })
  return answer.location
}

export async function updateLocation(id: string, body: LocationUpdate): Promise<Location> {
  const answer = await apiRequest(`/v1/location/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body,
    schema: locationResultSchema,
  })
  return answer.location
}

/** Refused with 409 while the location holds stock. */
export async function deleteLocation(id: string): Promise<void> {
  await apiRequest(`/v1/location/${encodeURIComponent(id)}`, { method: 'DELETE' })
}
