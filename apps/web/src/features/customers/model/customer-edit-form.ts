import type {
  AddressValues,
  CustomerEditOutput,
  CustomerEditValues,
} from '@lojista/contracts/party/customer-edit-form'
import type { Party, PartyAddress, PartyAddressInput, PartyUpdateInput } from '@lojista/contracts/party/party'
import { formatTaxId } from '@lojista/contracts/party/tax-id'
import { type LookupOption, provinceCodeOf } from '@lojista/contracts/reference/lookup'

/** Names of the stored codes, found in the reference lists; a code missing there shows as itself. */
export interface ReferenceNames {
  language: (code: string) => string
  country: (code: string) => string
  state: (id: string) => string
}

export const emptyAddress = (): AddressValues => ({
  firstName: '',
  lastName: '',
  company: '',
  address1: '',
  address2: '',
  city: '',
  postalCode: '',
  phone: '',
  country: null,
  state: null,
})

/** The default address of a kind: the one marked default, else the first of that kind. */
export function defaultAddressOf(party: Party, kind: 'shipping' | 'billing'): PartyAddress | undefined {
  return (
    party.addresses.find((address) => address.kind === kind && address.isDefault) ??
    party.addresses.find((address) => address.kind === kind)
  )
}

const option = (id: string, name: string): LookupOption | null => (id ? { id, name } : null)

function addressValues(address: PartyAddress | undefined, names: ReferenceNames): AddressValues | null {
  if (!address) return null
  const stateId =
    address.countryCode && address.provinceCode ? `${address.countryCode}-${address.provinceCode}` : ''
  return {
    id: address.id,
    firstName: address.firstName,
    lastName: address.lastName,
    company: address.company,
    address1: address.address1,
    address2: address.address2,
    city: address.city,
    postalCode: address.postalCode,
    phone: address.phone,
    country: option(address.countryCode, names.country(address.countryCode)),
    state: option(stateId, names.state(stateId)),
  }
}

export function partyToEditValues(party: Party, names: ReferenceNames): CustomerEditValues {
  const preference = (channel: 'email' | 'sms') =>
    party.communicationPreferences.find((entry) => entry.channel === channel)?.enabled ?? false
  return {
    type: party.type,
    firstName: party.firstName,
    lastName: party.lastName,
    displayName: party.displayName,
    company: party.company,
    locale: party.locale ? option(party.locale, names.language(party.locale)) : null,
    contacts: party.contacts.map((contact) => ({ ...contact })),
    emailConsent: preference('email'),
    smsConsent: preference('sms'),
    shipping: addressValues(defaultAddressOf(party, 'shipping'), names),
    billing: addressValues(defaultAddressOf(party, 'billing'), names),
    taxExempt: party.taxExempt,
    taxExemptReason: party.taxExemptReason,
    taxId: party.taxId ? formatTaxId(party.taxId) : '',
    tags: [...party.tags],
    note: party.note,
    loyaltyPoints: party.loyaltyPoints,
    tier: party.tier ?? '',
  }
}

type AddressOutput = NonNullable<CustomerEditOutput['shipping']>

function addressInput(address: AddressOutput, kind: 'shipping' | 'billing'): PartyAddressInput {
  const { country, state, id, ...fields } = address
  return {
    ...(id ? { id } : {}),
    ...fields,
    kind,
    isDefault: true,
    countryCode: country?.id ?? '',
    provinceCode: state ? provinceCodeOf(state.id) : '',
  }
}

/** Which edited address a saved list's index is, for placing the server's errors. */
export type AddressSlot = 'shipping' | 'billing' | null

/**
 * The `PUT /v1/party/{id}` body: every field, with the version that was read. The default shipping and
 * billing addresses come first; the party's other addresses are sent back as they are, so none is lost.
 */
export function editValuesToUpdate(
  values: CustomerEditOutput,
  party: Party,
): { body: PartyUpdateInput; addressSlots: AddressSlot[] } {
  const edited = new Set([defaultAddressOf(party, 'shipping')?.id, defaultAddressOf(party, 'billing')?.id])
  const others = party.addresses.filter((address) => !edited.has(address.id))
  const addresses: PartyAddressInput[] = []
  const addressSlots: AddressSlot[] = []
  if (values.shipping) {
    addresses.push(addressInput(values.shipping, 'shipping'))
    addressSlots.push('shipping')
  }
  if (values.billing) {
    addresses.push(addressInput(values.billing, 'billing'))
    addressSlots.push('billing')
  }
  for (const address of others) {
    // Only one default per kind: the edited ones are the defaults now.
    addresses.push({ ...address, isDefault: false })
    addressSlots.push(null)
  }
  const contacts = values.contacts.map((contact) => ({ ...contact, value: contact.value.trim() }))
  return {
    addressSlots,
    body: {
      version: party.version,
      type: values.type,
      displayName: values.displayName,
      individualDetails: { firstName: values.firstName, lastName: values.lastName },
      contacts,
      communicationPreferences: [
        { channel: 'email', enabled: values.emailConsent, frequency: 'daily' },
        { channel: 'sms', enabled: values.smsConsent, frequency: 'daily' },
      ],
      locale: values.locale?.id ?? null,
      company: values.company,
      taxId: values.taxId.trim() || null,
      taxExempt: values.taxExempt,
      taxExemptReason: values.taxExempt ? values.taxExemptReason : '',
      note: values.note,
      tags: [...new Set(values.tags.map((tag) => tag.trim()).filter(Boolean))],
      loyaltyPoints: values.loyaltyPoints,
      tier: values.tier.trim() || null,
      addresses,
    },
  }
}

const addressLeaves: Record<string, string> = {
  countryCode: 'country',
  provinceCode: 'state',
}

/** The form path of a server error's payload path ('addresses.1.provinceCode' -> 'billing.state'). */
export function editPathOfServerPath(path: string, addressSlots: AddressSlot[]): string | null {
  const [head, index, leaf] = path.split('.')
  switch (head) {
    case 'individualDetails':
      return index ?? null
    case 'addresses': {
      const slot = addressSlots[Number(index)]
      return slot && leaf ? `${slot}.${addressLeaves[leaf] ?? leaf}` : null
    }
    case 'communicationPreferences':
      return 'emailConsent'
    case 'contacts':
      return index !== undefined ? `contacts.${index}.value` : 'contacts'
    case 'tags':
      return 'tags'
    case 'version':
    case 'roles':
      return null
    default:
      return head ?? null
  }
}

/** The names the edited values carry for stored codes, so a saved record shows them without a lookup. */
export function namesInValues(values: CustomerEditOutput): [key: string, name: string][] {
  const names: [string, string][] = []
  if (values.locale) names.push([`language:${values.locale.id}`, values.locale.name])
  for (const address of [values.shipping, values.billing]) {
    if (address?.country) names.push([`country:${address.country.id}`, address.country.name])
    if (address?.state) names.push([`state:${address.state.id}`, address.state.name])
  }
  return names
}
