import type { Party } from '@lojista/contracts/party/party'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { findReference } from '@/lib/api/reference-api'
import { countryName, languageName } from '@/lib/format/display-names'
import { useQueryKeys } from '@/lib/query-keys'
import type { ReferenceNames } from '../model/customer-edit-form'

/** The states a customer's addresses name ('BR-SP'): Intl names countries and languages, not states. */
function stateCodesOf(party: Party): string[] {
  const codes = party.addresses
    .filter((address) => address.countryCode && address.provinceCode)
    .map((address) => `${address.countryCode}-${address.provinceCode}`)
  return [...new Set(codes)]
}

/**
 * The names of the language, countries and states a customer's record stores as codes, so the pickers
 * can show "Brazilian Portuguese" rather than "pt-BR": languages and countries in the interface language
 * through Intl, states as the API names them. A name that cannot be found shows as its code.
 */
export function useReferenceNames(party: Party | undefined, known: ReadonlyMap<string, string>) {
  const keys = useQueryKeys()
  const states = party ? stateCodesOf(party) : null
  const query = useQuery({
    queryKey: keys.referenceNames(states),
    enabled: states !== null,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
    // A saved record's new codes are usually known already (see `known`), so the old answer stands in.
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }) => {
      const names = new Map<string, string>()
      await Promise.all(
        (states ?? []).map(async (id) => {
          if (known.has(`state:${id}`)) return
          const found = await findReference('state', id, signal).catch(() => null)
          if (found) names.set(`state:${id}`, found.name)
        }),
      )
      return names
    },
  })
  const found = query.data
  const resolved: ReferenceNames | null = found
    ? {
        language: (code) => languageName(code),
        country: (code) => countryName(code),
        state: (id) => known.get(`state:${id}`) ?? found.get(`state:${id}`) ?? id,
      }
    : null
  return { names: resolved, pending: query.isPending && states !== null }
}
