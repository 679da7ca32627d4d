import type { StoredAddress } from '../../db/schema/orders.ts'
import type { StoreTx } from '../../db/scope.ts'
import { findPartyForOrders } from './party.repository.ts'

export interface CustomerSummary {
  id: string
  displayName: string
  email: string | null
  phone: string | null
  taxId: string | null
  taxExempt: boolean
  /** The language the customer is written to in, such as 'pt-BR'; null when unknown. */
  locale: string | null
  shippingAddress: StoredAddress | null
  billingAddress: StoredAddress | null
}

/** What an order copies of an address: the address itself, not the party's ids, kind or default flag. */
const ADDRESS_FIELDS = [
  'firstName',
  'lastName',
  'company',
  'address1',
  'address2',
  'city',
  'provinceCode',
  'countryCode',
  'postalCode',
  'phone',
] as const satisfies readonly (keyof StoredAddress)[]

/**
 * The customer as the order editor shows it: name, primary contacts, tax fields, default addresses;
 * read inside the caller's store transaction. Orders reach it through the party service.
 */
export async function customerSummary(
  tx: StoreTx,
  tenantId: string,
  partyId: string,
): Promise<CustomerSummary | undefined> {
  const found = await findPartyForOrders(tx, tenantId, partyId)
  if (!found) return undefined
  const { party, contacts, addresses } = found
  const address = (kind: 'shipping' | 'billing'): StoredAddress | null => {
    const row = addresses.find((candidate) => candidate.kind === kind)
    if (!row) return null
    return Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, row[field]])) as StoredAddress
  }
  return {
    id: party.id,
    displayName: party.displayName,
    email: contacts.find((contact) => contact.type === 'email')?.value ?? null,
    phone: contacts.find((contact) => contact.type === 'phone')?.value ?? null,
    taxId: party.taxId,
    taxExempt: party.taxExempt,
    locale: party.locale,
    shippingAddress: address('shipping'),
    billingAddress: address('billing'),
  }
}
