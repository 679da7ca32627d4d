import type { Address } from '@lojista/contracts/order/api'
import type { Party } from '@lojista/contracts/party/party'
import { ApiError } from '@/lib/api/api-error'
import { getCustomer, setCustomerDefaultAddress, updateCustomer } from '../api/customer-api'

// 'Update customer profile' in the customer card's dialogs: the change is written to the customer too,
// on the version just read, so a colleague's edit of the customer is not overwritten.

function withPrimary(party: Party, type: 'email' | 'phone', value: string) {
  const others = party.contacts.filter((contact) => contact.type !== type || !contact.isPrimary)
  const kept = others.filter((contact) => !(contact.type === type && contact.value === value))
  return value.trim() ? [{ type, value: value.trim(), isPrimary: true }, ...kept] : kept
}

export async function updateCustomerContact(id: string, email: string, phone: string): Promise<Party> {
  const party = await getCustomer(id)
  let contacts = withPrimary(party, 'email', email)
  contacts = withPrimary({ ...party, contacts }, 'phone', phone)
  return updateCustomer(id, { version: party.version, contacts })
}

export async function updateCustomerTaxId(id: string, taxId: string): Promise<Party> {
  const party = await getCustomer(id)
  return updateCustomer(id, { version: party.version, taxId: taxId.trim() || null })
}

export function updateCustomerAddress(
  id: string,
  kind: 'shipping' | 'billing',
  address: Address,
): Promise<Party> {
  return setCustomerDefaultAddress(id, { kind, ...address })
}

/** The message of a failed profile update, for the toast. */
export function problemMessage(error: unknown): string {
  if (error instanceof ApiError)
    return error.fieldErrors[0]?.message ?? error.problem.detail ?? error.problem.title
  return error instanceof Error ? error.message : String(error)
}
