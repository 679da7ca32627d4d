import type { Connection } from '@lojista/contracts/common/pagination'
import type { CustomerImportResponse } from '@lojista/contracts/party/customer-csv'
import type {
  Party,
  PartyCreateInput,
  PartyDefaultAddressInput,
  PartySummary,
  PartyUpdateInput,
} from '@lojista/contracts/party/party'
import { CUSTOMER_ROLE, withRole } from '@lojista/contracts/party/roles'
import type { PartySearchRequest } from '@lojista/contracts/party/search'
import { apiDownload, apiRequest } from './client'

// Customers are parties. Several areas read them: the customer screens, the customer
// picker of the order editor and the create-customer form, so the calls live here rather than in a feature.

const schemas = () => import('./party-schemas')
const partyResponse = () => schemas().then((module) => module.partyResponseSchema)

const partyPath = (id: string) => `/v1/party/${encodeURIComponent(id)}`

export async function searchParties(body: PartySearchRequest, signal?: AbortSignal) {
  const answer = await apiRequest('/v1/party/search', {
    method: 'POST',
    body,
    schema: () => schemas().then((module) => module.partySearchResponseSchema),
    signal,
  })
  return answer.parties
}

/** The customer picker's call: what was typed plus the `role:'customer'` suffix. */
export function searchCustomers(params: {
  query: string
  first: number
  after?: string
  signal?: AbortSignal
}): Promise<Connection<PartySummary>> {
  const { query, first, after, signal } = params
  return searchParties({ query: withRole(query, CUSTOMER_ROLE), first, after }, signal)
}

export async function getParty(id: string, signal?: AbortSignal): Promise<Party> {
  const answer = await apiRequest(`/v1/party?id=${encodeURIComponent(id)}`, {
    schema: partyResponse,
    signal,
  })
  return answer.party
}

export async function createParty(party: PartyCreateInput): Promise<Party> {
  const answer = await apiRequest('/v1/party', { method: 'POST', body: party, schema: partyResponse })
  return answer.party
}

/** Answers 409 when `changes.version` is not the stored one: someone else saved in between. */
export async function updateParty(id: string, changes: PartyUpdateInput): Promise<Party> {
  const answer = await apiRequest(partyPath(id), {
    method: 'PUT',
    body: changes,
    schema: partyResponse,
  })
  return answer.party
}

export async function setPartyArchived(id: string, archived: boolean): Promise<Party> {
  const answer = await apiRequest(`${partyPath(id)}/${archived ? 'archive' : 'unarchive'}`, {
    method: 'POST',
    schema: partyResponse,
  })
  return answer.party
}

/** Makes an address the customer's default of its kind, as an order's 'Update customer profile' does. */
export async function setPartyDefaultAddress(id: string, address: PartyDefaultAddressInput): Promise<Party> {
  const answer = await apiRequest(`${partyPath(id)}/default-address`, {
    method: 'PUT',
    body: address,
    schema: partyResponse,
  })
  return answer.party
}

/** The CSV of every customer the query finds. */
export function exportCustomersCsv(query: string): Promise<Blob> {
  return apiDownload(`/v1/party/export.csv?query=${encodeURIComponent(query)}`)
}

/** One batch of parsed CSV rows; `firstRowNumber` makes the report count on across batches. */
export function importCustomers(
  rows: Record<string, string>[],
  firstRowNumber: number,
  signal?: AbortSignal,
): Promise<CustomerImportResponse> {
  return apiRequest('/v1/party/import', {
    method: 'POST',
    body: { rows, firstRowNumber },
    schema: () => schemas().then((module) => module.customerImportResponseSchema),
    signal,
  })
}
