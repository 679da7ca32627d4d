import { customerMessages, FORM_ERROR_PATH, tooLong } from '@lojista/contracts/party/messages'
import {
  hasNameOrContact,
  isEmail,
  PARTY_LIMITS,
  type Party,
  type PartyAddress,
  type PartyAddressInput,
  type PartyUpdateInput,
  partyTypes,
  taxIdInputSchema,
} from '@lojista/contracts/party/party'
import { formatTaxId } from '@lojista/contracts/party/tax-id'
import { type LookupOption, lookupOptionSchema, provinceCodeOf } from '@lojista/contracts/reference/lookup'
import { z } from 'zod'

// The customer page edits every stored field of a party. Stored codes (language, country, state) are shown
// by name through the reference pickers, so the form holds options and turns them back into codes to save.

const text = (max: number) => z.string().trim().max(max, tooLong(max))

const contactSchema = z
  .object({
    type: z.enum(['email', 'phone']),
    value: text(PARTY_LIMITS.contactValue).min(1, 'Required'),
    isPrimary: z.boolean(),
  })
  .superRefine((contact, ctx) => {
    if (contact.type === 'email' && contact.value && !isEmail(contact.value))
      ctx.addIssue({ code: 'custom', path: ['value'], message: customerMessages.invalidEmail })
  })

const addressSchema = z.object({
  id: z.string().optional(),
  firstName: text(PARTY_LIMITS.name),
  lastName: text(PARTY_LIMITS.name),
  company: text(PARTY_LIMITS.company),
  address1: text(PARTY_LIMITS.addressLine),
  address2: text(PARTY_LIMITS.addressLine),
  city: text(PARTY_LIMITS.name),
  postalCode: text(PARTY_LIMITS.postalCode),
  phone: text(PARTY_LIMITS.phone),
  country: lookupOptionSchema.nullable(),
  state: lookupOptionSchema.nullable(),
})
export type AddressValues = z.input<typeof addressSchema>

export const NOT_A_COUNT = 'Must be a whole number of 0 or more'

export const customerEditSchema = z
  .object({
    type: z.enum(partyTypes),
    firstName: text(PARTY_LIMITS.name),
    lastName: text(PARTY_LIMITS.name),
    displayName: text(PARTY_LIMITS.displayName),
    company: text(PARTY_LIMITS.company),
    locale: lookupOptionSchema.nullable(),
    contacts: z.array(contactSchema).max(PARTY_LIMITS.contacts),
    emailConsent: z.boolean(),
    smsConsent: z.boolean(),
    shipping: addressSchema.nullable(),
    billing: addressSchema.nullable(),
    taxExempt: z.boolean(),
    taxId: taxIdInputSchema,
    tags: z.array(text(PARTY_LIMITS.tag)).max(PARTY_LIMITS.tags, `At most ${PARTY_LIMITS.tags} tags`),
    note: text(PARTY_LIMITS.note),
    loyaltyPoints: z.number().int(NOT_A_COUNT).min(0, NOT_A_COUNT).max(1_000_000_000).nullable(),
    tier: text(PARTY_LIMITS.tier),
  })
  .superRefine((form, ctx) => {
    if (!hasNameOrContact({ ...form, contacts: form.contacts }))
      ctx.addIssue({
        code: 'custom',
        path: [FORM_ERROR_PATH],
        message: customerMessages.nameOrContactRequired,
      })
  })
export type CustomerEditValues = z.input<typeof customerEditSchema>
export type CustomerEditOutput = z.output<typeof customerEditSchema>

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
