import type { Party } from '@lojista/contracts/party/party'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { findReference } from '@/lib/api/reference-api'
import type { ReferenceNames } from '../model/customer-edit-form'

interface Codes {
  language: string[]
  country: string[]
  state: string[]
}

function codesOf(party: Party): Codes {
  const codes: Codes = { language: party.locale ? [party.locale] : [], country: [], state: [] }
  for (const address of party.addresses) {
    if (address.countryCode) codes.country.push(address.countryCode)
    if (address.countryCode && address.provinceCode)
      codes.state.push(`${address.countryCode}-${address.provinceCode}`)
  }
  return {
    language: [...new Set(codes.language)],
    country: [...new Set(codes.country)],
    state: [...new Set(codes.state)],
  }
}

/**
 * The names of the language, countries and states a customer's record stores as codes, so the pickers
 * can show "Brazilian Portuguese" rather than "pt-BR". A name that cannot be found shows as its code.
 */
export function useReferenceNames(party: Party | undefined, known: ReadonlyMap<string, string>) {
  const codes = party ? codesOf(party) : null
  const query = useQuery({
    queryKey: ['reference-names', codes],
    enabled: codes !== null,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
    // A saved record's new codes are usually known already (see `known`), so the old answer stands in.
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }) => {
      const names = new Map<string, string>()
      const look = (entity: 'language' | 'country' | 'state', ids: string[]) =>
        ids.map(async (id) => {
          if (known.has(`${entity}:${id}`)) return
          const found = await findReference(entity, id, signal).catch(() => null)
          if (found) names.set(`${entity}:${id}`, found.name)
        })
      await Promise.all([
        ...look('language', codes?.language ?? []),
        ...look('country', codes?.country ?? []),
        ...look('state', codes?.state ?? []),
      ])
      return names
    },
  })
  const found = query.data
  const name = (key: string, fallback: string) => known.get(key) ?? found?.get(key) ?? fallback
  const resolved: ReferenceNames | null = found
    ? {
        language: (code) => name(`language:${code}`, code),
        country: (code) => name(`country:${code}`, code),
        state: (id) => name(`state:${id}`, id),
      }
    : null
  return { names: resolved, pending: query.isPending && codes !== null }
}
