import type { Party } from '@lojista/contracts/party/party'
import type { CustomerChoice } from './draft-store'

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

/** The customer as the order shows it and what choosing them puts on the order. */
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
