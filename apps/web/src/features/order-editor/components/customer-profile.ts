import type { Address } from '@lojista/contracts/order/api'
import type { Party } from '@lojista/contracts/party/party'
import { getParty, setPartyDefaultAddress, updateParty } from '@/lib/api/party-api'

// 'Update customer profile' in the customer card's dialogs: the change is written to the customer too,
// on the version just read, so a colleague's edit of the customer is not overwritten.

function withPrimary(party: Party, type: 'email' | 'phone', value: string) {
  const others = party.contacts.filter((contact) => contact.type !== type || !contact.isPrimary)
  const kept = others.filter((contact) => !(contact.type === type && contact.value === value))
  return value.trim() ? [{ type, value: value.trim(), isPrimary: true }, ...kept] : kept
}

export async function updateCustomerContact(id: string, email: string, phone: string): Promise<Party> {
  const party = await getParty(id)
  let contacts = withPrimary(party, 'email', email)
  contacts = withPrimary({ ...party, contacts }, 'phone', phone)
  return updateParty(id, { version: party.version, contacts })
}

export async function updateCustomerTaxId(id: string, taxId: string): Promise<Party> {
  const party = await getParty(id)
  return updateParty(id, { version: party.version, taxId: taxId.trim() || null })
}

export function updateCustomerAddress(
  id: string,
  kind: 'shipping' | 'billing',
  address: Address,
): Promise<Party> {
  return setPartyDefaultAddress(id, { kind, ...address })
}
