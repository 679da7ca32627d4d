import {
  type Connection,
  type ReferenceEntity,
  type ReferenceSearchResponse,
  referenceResultKeys,
  type SearchRequest,
} from '@lojista/contracts'
import type { Db } from '../../db/client.ts'
import { inScope } from '../../db/scope.ts'
import { problems } from '../../lib/problem.ts'
import { searchWords, splitQuery } from '../../lib/text-search.ts'
import {
  findKnownCodes,
  type KnownCodes,
  type ReferenceRow,
  searchReference,
} from './reference.repository.ts'

const COUNTRY_CODE = /^[A-Z]{2}$/

type ReferenceNode =
  | { id: string; name: string; code: string }
  | { id: string; name: string; code: string; countryCode: string }
  | { id: string; name: string; code: string; rate: number }

function toNode(entity: ReferenceEntity, row: ReferenceRow): ReferenceNode {
  const base = { id: row.id, name: row.name, code: row.code }
  if (entity === 'state') return { ...base, countryCode: row.countryCode ?? '' }
  if (entity === 'tax-code') return { ...base, rate: Number(row.rate) }
  return base
}

/** The states filter: `country:BR` (repeatable); only states have one. */
function countryFilter(filters: Record<string, string[]>): string[] {
  const codes = (filters.country ?? []).map((code) => code.trim().toUpperCase())
  const bad = codes.find((code) => !COUNTRY_CODE.test(code))
  if (bad !== undefined)
    throw problems.badRequest('The country filter needs a two-letter country code.', [
      { path: 'query', message: `"${bad}" is not a country code, e.g. country:BR` },
    ])
  return codes
}

export function createReferenceService(db: Db) {
  return {
    /** `POST /v1/catalog/search`: a page of one reference list, accent- and case-insensitive. */
    async search(
      userId: string,
      request: SearchRequest<'name' | 'code'> & { entity: ReferenceEntity },
    ): Promise<ReferenceSearchResponse> {
      const { entity } = request
      const { text, filters } = splitQuery(request.query, entity === 'state' ? ['country'] : [])
      const countryCodes = countryFilter(filters)
      const { rows, total, page } = await inScope(db, { userId }, (tx) =>
        searchReference(tx, entity, {
          words: searchWords(text),
          countryCodes,
          sort: request.orderBy?.field ?? 'name',
          direction: request.orderBy?.direction ?? 'asc',
          paging: request,
        }),
      )
      const connection: Connection<ReferenceNode> = page.toConnection(rows, total, (row) =>
        toNode(entity, row),
      )
      return { [referenceResultKeys[entity]]: connection } as ReferenceSearchResponse
    },

    /**
     * Which languages, countries and states exist, inside the caller's transaction: parties check the codes
     * they store against these lists.
     */
    knownCodes(tx: Db, codes: { languages: string[]; countries: string[] }): Promise<KnownCodes> {
      return findKnownCodes(tx, codes)
    },
  }
}

export type ReferenceService = ReturnType<typeof createReferenceService>
