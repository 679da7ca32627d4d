import { z } from 'zod'
import { connectionSchema, searchRequestSchema } from '../common/pagination.ts'

/** A lookup option: what every picker lists and holds as its value. */
export const lookupOptionSchema = z.object({ id: z.string(), name: z.string() })
export type LookupOption = z.infer<typeof lookupOptionSchema>

/** The reference lists `POST /v1/catalog/search` answers, by their `entity` names. */
export const referenceEntities = ['language', 'country', 'state', 'tax-code'] as const
export type ReferenceEntity = (typeof referenceEntities)[number]

/**
 * `{ query, after, first, entity }`, with the other paging fields every search has. States are
 * narrowed to countries with `country:BR` in the query (repeatable); other filters are refused.
 */
export const referenceSearchRequestSchema = searchRequestSchema(['name', 'code'])
  .safeExtend({ entity: z.enum(referenceEntities) })
  .meta({ examples: [{ entity: 'country', query: '', first: 10 }] })
export type ReferenceSearchRequest = z.input<typeof referenceSearchRequestSchema>

/** id and code are the BCP 47 tag: 'pt-BR'. */
export const languageOptionSchema = lookupOptionSchema.extend({ code: z.string() })
/** id and code are the ISO 3166-1 alpha-2 code: 'BR'. */
export const countryOptionSchema = lookupOptionSchema.extend({ code: z.string() })
/** id is the ISO 3166-2 code 'BR-SP'; code is the part an address stores ('SP'). */
export const provinceOptionSchema = lookupOptionSchema.extend({ code: z.string(), countryCode: z.string() })
/** rate is the default percentage, e.g. 18 or 9.25. */
export const taxCodeOptionSchema = lookupOptionSchema.extend({ code: z.string(), rate: z.number() })
export type LanguageOption = z.infer<typeof languageOptionSchema>
export type CountryOption = z.infer<typeof countryOptionSchema>
export type ProvinceOption = z.infer<typeof provinceOptionSchema>
export type TaxCodeOption = z.infer<typeof taxCodeOptionSchema>

/** The answer's key for each entity. */
export const referenceResultKeys = {
  language: 'languages',
  country: 'countries',
  state: 'provinces',
  'tax-code': 'taxCodes',
} as const satisfies Record<ReferenceEntity, string>

export const referenceSearchResponseSchema = z.union([
  z.object({ languages: connectionSchema(languageOptionSchema) }),
  z.object({ countries: connectionSchema(countryOptionSchema) }),
  z.object({ provinces: connectionSchema(provinceOptionSchema) }),
  z.object({ taxCodes: connectionSchema(taxCodeOptionSchema) }),
])
export type ReferenceSearchResponse = z.infer<typeof referenceSearchResponseSchema>

/** The province code an address stores, from a state option's id: 'BR-SP' -> 'SP'. */
export function provinceCodeOf(stateId: string): string {
  const dash = stateId.indexOf('-')
  return dash === -1 ? stateId : stateId.slice(dash + 1)
}
