import type { Connection } from '@lojista/contracts/common/pagination'
import {
  type CountryOption,
  type LanguageOption,
  type ProvinceOption,
  type ReferenceEntity,
  type ReferenceSearchRequest,
  referenceResultKeys,
  referenceSearchResponseSchema,
} from '@lojista/contracts/reference/lookup'
import { apiRequest } from './client'

interface ReferenceNodes {
  language: LanguageOption
  country: CountryOption
  state: ProvinceOption
}

/**
 * `POST /v1/catalog/search` for one reference list. Reference data is the same for every store, so the
 * call carries no store header.
 */
export async function searchReference<E extends keyof ReferenceNodes>(
  entity: E,
  request: Omit<ReferenceSearchRequest, 'entity'>,
  signal?: AbortSignal,
): Promise<Connection<ReferenceNodes[E]>> {
  const answer = await apiRequest('/v1/catalog/search', {
    method: 'POST',
    body: { ...request, entity },
    schema: referenceSearchResponseSchema,
    signal,
    tenantScoped: false,
  })
  const key = referenceResultKeys[entity as ReferenceEntity]
  return (answer as Record<string, Connection<ReferenceNodes[E]>>)[key]!
}

/** The states query: what was typed, narrowed to one country with the API's `country:XX` filter. */
export function stateQuery(text: string, countryCode: string | null | undefined): string {
  return countryCode ? `${text.trim()} country:${countryCode}`.trim() : text.trim()
}

/**
 * The option with exactly this id (a stored code such as 'pt-BR', 'BR' or 'BR-SP'), for showing a stored
 * code by its name. Null when the list has no such entry.
 */
export async function findReference<E extends keyof ReferenceNodes>(
  entity: E,
  id: string,
  signal?: AbortSignal,
): Promise<ReferenceNodes[E] | null> {
  const code = entity === 'state' ? id.slice(id.indexOf('-') + 1) : id
  const country = entity === 'state' ? id.slice(0, id.indexOf('-')) : null
  const page = await searchReference(entity, { query: stateQuery(code, country), first: 50 }, signal)
  return page.edges.find((edge) => edge.node.id === id)?.node ?? null
}
