import { and, asc, desc, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import type { StoredAddress } from '../../db/schema/index.ts'
import { parties, partyAddresses, partyContacts } from '../../db/schema/index.ts'

export interface CustomerSummary {
  id: string
  displayName: string
  email: string | null
  phone: string | null
  taxId: string | null
  taxExempt: boolean
  shippingAddress: StoredAddress | null
  billingAddress: StoredAddress | null
}

/** The customer as the order editor shows it: name, primary contacts, tax fields, default addresses. */
export async function customerSummary(
  tx: Db,
  tenantId: string,
  partyId: string,
): Promise<CustomerSummary | undefined> {
  const [party] = await tx
    .select()
    .from(parties)
    .where(and(eq(parties.tenantId, tenantId), eq(parties.id, partyId)))
  if (!party) return undefined
  const contacts = await tx
    .select()
    .from(partyContacts)
    .where(and(eq(partyContacts.tenantId, tenantId), eq(partyContacts.partyId, partyId)))
    .orderBy(desc(partyContacts.isPrimary), asc(partyContacts.position))
  const addresses = await tx
    .select()
    .from(partyAddresses)
    .where(and(eq(partyAddresses.tenantId, tenantId), eq(partyAddresses.partyId, partyId)))
    .orderBy(desc(partyAddresses.isDefault), asc(partyAddresses.createdAt))
  const address = (kind: 'shipping' | 'billing'): StoredAddress | null => {
    const row = addresses.find((candidate) => candidate.kind === kind)
    if (!row) return null
    const {
      firstName,
      lastName,
      company,
      address1,
      address2,
      city,
      provinceCode,
      countryCode,
      postalCode,
      phone,
    } = row
    return {
      firstName,
      lastName,
      company,
      address1,
      address2,
      city,
      provinceCode,
      countryCode,
      postalCode,
      phone,
    }
  }
  return {
    id: party.id,
    displayName: party.displayName,
    email: contacts.find((contact) => contact.type === 'email')?.value ?? null,
    phone: contacts.find((contact) => contact.type === 'phone')?.value ?? null,
    taxId: party.taxId,
    taxExempt: party.taxExempt,
    shippingAddress: address('shipping'),
    billingAddress: address('billing'),
  }
}
