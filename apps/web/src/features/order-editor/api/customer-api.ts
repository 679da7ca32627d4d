import type {
  Party,
  PartyCreateInput,
  PartyDefaultAddressInput,
  PartyUpdateInput,
} from '@lojista/contracts/party/party'
import { apiRequest } from '@/lib/api/client'
import type { CustomerChoice } from '../model/draft-store'

const partyResponse = () => import('./answer-schemas').then((module) => module.partyResponseSchema)

export async function getCustomer(id: string, signal?: AbortSignal): Promise<Party> {
  const answer = await apiRequest(`/v1/party?id=${encodeURIComponent(id)}`, {
    schema: partyResponse,
    signal,
  })
  return answer.party
}

export async function createCustomer(party: PartyCreateInput): Promise<Party> {
  const answer = await apiRequest('/v1/party', { method: 'POST', body: party, schema: partyResponse })
  return answer.party
}

export async function updateCustomer(id: string, changes: PartyUpdateInput): Promise<Party> {
  const answer = await apiRequest(`/v1/party/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: changes,
    schema: partyResponse,
  })
  return answer.party
}

export async function setCustomerDefaultAddress(
  id: string,
  address: PartyDefaultAddressInput,
): Promise<Party> {
  const answer = await apiRequest(`/v1/party/${encodeURIComponent(id)}/default-address`, {
    method: 'PUT',
    body: address,
    schema: partyResponse,
  })
  return answer.party
}

const primary = (party: Party, type: 'email' | 'phone') =>
  party.contacts.find((contact) => contact.type === type && contact.isPrimary)?.value ??
  party.contacts.find((contact) => contact.type === type)?.value ??
  null

function defaultAddress(party: Party, kind: 'shipping' | 'billing') {
  const address =
    party.addresses.find((candidate) => candidate.kind === kind && candidate.isDefault) ??
    party.addresses.find((candidate) => candidate.kind === kind)
  if (!address) return null
  const { id: _id, kind: _kind, isDefault: _default, ...fields } = address
  return fields
}

/** The customer as the order shows it (spec section 2.4) and what choosing them puts on the order. */
export function customerChoiceOf(party: Party): CustomerChoice {
  const email = primary(party, 'email')
  return {
    customer: {
      id: party.id,
      displayName: party.displayName,
      email,
      phone: primary(party, 'phone'),
      taxId: party.taxId,
      taxExempt: party.taxExempt,
    },
    email: email ?? '',
    shippingAddress: defaultAddress(party, 'shipping'),
    billingAddress: defaultAddress(party, 'billing'),
    taxExempt: party.taxExempt,
  }
}
