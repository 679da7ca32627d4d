import { z } from 'zod'
import { connectionSchema, searchRequestSchema } from '../common/pagination.ts'
import { partySummarySchema } from './party.ts'

export { withRole } from './roles.ts'

export const partyOrderFields = ['displayName', 'createdAt', 'updatedAt'] as const
export type PartyOrderField = (typeof partyOrderFields)[number]

/**
 * `POST /v1/party/search`. Free text matches names, company, emails, phones (any formatting) and CPF/CNPJ,
 * ignoring case and accents. Filters in the text: `role:'customer'` (the customer picker appends it), `tag:VIP`,
 * `status:archived` (archived parties are hidden otherwise; `status:any` shows both). Default order:
 * displayName ascending.
 */
export const partySearchRequestSchema = searchRequestSchema(partyOrderFields)
export type PartySearchRequest = z.input<typeof partySearchRequestSchema>

export const partySearchResponseSchema = z.object({ parties: connectionSchema(partySummarySchema) })
export type PartySearchResponse = z.infer<typeof partySearchResponseSchema>
