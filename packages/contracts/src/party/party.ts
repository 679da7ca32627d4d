import { z } from 'zod'
import { versionSchema } from '../common/integers.ts'
import { problemSchema } from '../common/problem.ts'
import { customerMessages, FORM_ERROR_PATH, tooLong } from './messages.ts'
import { CUSTOMER_ROLE } from './roles.ts'
import { isValidTaxId } from './tax-id.ts'

// Customers are parties. The create payload is what the web's create-customer form sends, with all it
// collects: locale, company, tax fields, note, tags and addresses are stored too.

export const partyTypes = ['individual', 'organization'] as const
export const partyStatuses = ['active', 'archived'] as const
export const contactTypes = ['email', 'phone'] as const
export const communicationChannels = ['email', 'sms'] as const
export const communicationFrequencies = ['daily'] as const
export const addressKinds = ['shipping', 'billing'] as const
export { CUSTOMER_ROLE } from './roles.ts'

export const PARTY_LIMITS = {
  name: 100,
  displayName: 200,
  company: 200,
  contactValue: 254,
  contacts: 20,
  roles: 10,
  note: 5000,
  tags: 50,
  tag: 40,
  addresses: 20,
  addressLine: 200,
  postalCode: 20,
  phone: 40,
  tier: 40,
} as const

/** Text a database can store: PostgreSQL text refuses the NUL character. */
export function hasNoNul(value: string): boolean {
  return !value.includes('\u0000')
}
const NUL_MESSAGE = 'Contains a character that is not allowed'

const text = (max: number) => z.string().trim().max(max, tooLong(max)).refine(hasNoNul, NUL_MESSAGE)

export function isEmail(value: string): boolean {
  return z.email().safeParse(value).success
}

export const partyContactInputSchema = z
  .strictObject({
    type: z.enum(contactTypes),
    value: z
      .string()
      .trim()
      .min(1, 'Required')
      .max(PARTY_LIMITS.contactValue, tooLong(PARTY_LIMITS.contactValue)),
    isPrimary: z.boolean().default(false),
  })
  .superRefine((contact, ctx) => {
    if (contact.type === 'email' && !isEmail(contact.value))
      ctx.addIssue({ code: 'custom', path: ['value'], message: customerMessages.invalidEmail })
  })

export const partyRoleSchema = z.strictObject({
  role: z
    .string()
    .trim()
    .regex(/^[a-z][a-z0-9-]{0,39}$/, 'Use lower-case letters, digits and dashes'),
})

export const communicationPreferenceSchema = z.strictObject({
  channel: z.enum(communicationChannels),
  enabled: z.boolean(),
  frequency: z.enum(communicationFrequencies).default('daily'),
})
export type CommunicationPreference = z.infer<typeof communicationPreferenceSchema>

/** An address as written. `id` keeps an existing address of the party when the list is replaced. */
export const partyAddressInputSchema = z.strictObject({
  id: z.uuid().optional(),
  kind: z.enum(addressKinds).default('shipping'),
  isDefault: z.boolean().default(false),
  firstName: text(PARTY_LIMITS.name).default(''),
  lastName: text(PARTY_LIMITS.name).default(''),
  company: text(PARTY_LIMITS.company).default(''),
  address1: text(PARTY_LIMITS.addressLine).default(''),
  address2: text(PARTY_LIMITS.addressLine).default(''),
  city: text(PARTY_LIMITS.name).default(''),
  /** The state's code within its country ('SP'), as reference data lists it. */
  provinceCode: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^([A-Z0-9]{1,3})?$/, 'Use the state code, e.g. SP')
    .default(''),
  /** ISO 3166-1 alpha-2 ('BR'). */
  countryCode: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^([A-Z]{2})?$/, 'Use a two-letter country code')
    .default(''),
  postalCode: text(PARTY_LIMITS.postalCode).default(''),
  phone: text(PARTY_LIMITS.phone).default(''),
})
export type PartyAddressInput = z.input<typeof partyAddressInputSchema>

/** CPF or CNPJ with or without punctuation; stored normalised. Blank or null means none. */
export const taxIdInputSchema = z
  .string()
  .trim()
  .max(30, tooLong(30))
  .refine((value) => value === '' || isValidTaxId(value), customerMessages.invalidTaxId)

const partyFields = {
  type: z.enum(partyTypes),
  /** First and last name joined by a space; derived from names, company or contacts when blank. */
  displayName: text(PARTY_LIMITS.displayName),
  individualDetails: z.strictObject({
    firstName: text(PARTY_LIMITS.name).default(''),
    lastName: text(PARTY_LIMITS.name).default(''),
  }),
  contacts: z.array(partyContactInputSchema).max(PARTY_LIMITS.contacts),
  roles: z.array(partyRoleSchema).max(PARTY_LIMITS.roles),
  communicationPreferences: z.array(communicationPreferenceSchema).max(communicationChannels.length),
  /** Language for notifications: a reference language code such as 'pt-BR'. */
  locale: z
    .string()
    .trim()
    .regex(/^([A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*)?$/, 'Use a language code such as pt-BR')
    .nullable(),
  company: text(PARTY_LIMITS.company),
  taxId: taxIdInputSchema.nullable(),
  taxExempt: z.boolean(),
  /** Why the customer pays no tax (a reseller's certificate, an exempt body). */
  taxExemptReason: text(255),
  note: text(PARTY_LIMITS.note),
  tags: z
    .array(
      z
        .string()
        .trim()
        .min(1, 'Required')
        .max(PARTY_LIMITS.tag, tooLong(PARTY_LIMITS.tag))
        .refine(hasNoNul, NUL_MESSAGE),
    )
    .max(PARTY_LIMITS.tags, `At most ${PARTY_LIMITS.tags} tags`),
  loyaltyPoints: z.number().int().min(0).max(1_000_000_000).nullable(),
  tier: text(PARTY_LIMITS.tier).nullable(),
  addresses: z.array(partyAddressInputSchema).max(PARTY_LIMITS.addresses),
}

type ListFields = {
  contacts?: { type: string; isPrimary: boolean }[]
  communicationPreferences?: { channel: string }[]
  addresses?: { kind: string; isDefault: boolean }[]
}

/** One primary contact per type, one preference per channel, one default address per kind. */
function checkLists(party: ListFields, ctx: z.RefinementCtx) {
  const seen = new Set<string>()
  party.contacts?.forEach((contact, index) => {
    if (!contact.isPrimary) return
    if (seen.has(contact.type))
      ctx.addIssue({
        code: 'custom',
        path: ['contacts', index, 'isPrimary'],
        message: `Only one primary ${contact.type}`,
      })
    seen.add(contact.type)
  })
  const channels = new Set<string>()
  party.communicationPreferences?.forEach((preference, index) => {
    if (channels.has(preference.channel))
      ctx.addIssue({
        code: 'custom',
        path: ['communicationPreferences', index, 'channel'],
        message: 'Only one preference per channel',
      })
    channels.add(preference.channel)
  })
  const defaults = new Set<string>()
  party.addresses?.forEach((address, index) => {
    if (!address.isDefault) return
    if (defaults.has(address.kind))
      ctx.addIssue({
        code: 'custom',
        path: ['addresses', index, 'isDefault'],
        message: `Only one default ${address.kind} address`,
      })
    defaults.add(address.kind)
  })
}

export interface NameOrContact {
  type?: string
  displayName?: string
  firstName?: string
  lastName?: string
  company?: string
  contacts?: { type: string; value: string }[]
}

/**
 * A customer needs at least a first name, last name, email or phone. A display name counts as a
 * name, and so does an organisation's company.
 */
export function hasNameOrContact(party: NameOrContact): boolean {
  const present = (value: string | undefined) => Boolean(value?.trim())
  return (
    present(party.firstName) ||
    present(party.lastName) ||
    present(party.displayName) ||
    (party.type === 'organization' && present(party.company)) ||
    (party.contacts ?? []).some((contact) => present(contact.value))
  )
}

/** `POST /v1/party`: the create-customer payload and every field the API stores. */
export const partyCreateSchema = z
  .strictObject({
    /** Made by the client, so that sending the same party twice creates it once. */
    id: z.uuid(),
    type: partyFields.type.default('individual'),
    displayName: partyFields.displayName.default(''),
    individualDetails: partyFields.individualDetails.optional(),
    contacts: partyFields.contacts.default([]),
    roles: partyFields.roles.default([{ role: CUSTOMER_ROLE }]),
    communicationPreferences: partyFields.communicationPreferences.default([]),
    locale: partyFields.locale.default(null),
    company: partyFields.company.default(''),
    taxId: partyFields.taxId.default(null),
    taxExempt: partyFields.taxExempt.default(false),
    taxExemptReason: partyFields.taxExemptReason.default(''),
    note: partyFields.note.default(''),
    tags: partyFields.tags.default([]),
    loyaltyPoints: partyFields.loyaltyPoints.default(null),
    tier: partyFields.tier.default(null),
    addresses: partyFields.addresses.default([]),
  })
  .superRefine((party, ctx) => {
    checkLists(party, ctx)
    if (!hasNameOrContact({ ...party, ...party.individualDetails }))
      ctx.addIssue({
        code: 'custom',
        path: [FORM_ERROR_PATH],
        message: customerMessages.nameOrContactRequired,
      })
  })
export type PartyCreateInput = z.input<typeof partyCreateSchema>
export type PartyCreate = z.output<typeof partyCreateSchema>

/**
 * `PUT /v1/party/{id}`: names the version it read; the fields it carries replace the stored ones (lists
 * wholesale), the others stay. A stale version answers 409 with the current party.
 */
export const partyUpdateSchema = z
  .strictObject({
    version: versionSchema,
    type: partyFields.type.optional(),
    displayName: partyFields.displayName.optional(),
    individualDetails: partyFields.individualDetails.optional(),
    contacts: partyFields.contacts.optional(),
    roles: partyFields.roles.optional(),
    communicationPreferences: partyFields.communicationPreferences.optional(),
    locale: partyFields.locale.optional(),
    company: partyFields.company.optional(),
    taxId: partyFields.taxId.optional(),
    taxExempt: partyFields.taxExempt.optional(),
    taxExemptReason: partyFields.taxExemptReason.optional(),
    note: partyFields.note.optional(),
    tags: partyFields.tags.optional(),
    loyaltyPoints: partyFields.loyaltyPoints.optional(),
    tier: partyFields.tier.optional(),
    addresses: partyFields.addresses.optional(),
  })
  .superRefine(checkLists)
export type PartyUpdateInput = z.input<typeof partyUpdateSchema>
export type PartyUpdate = z.output<typeof partyUpdateSchema>

/**
 * `PUT /v1/party/{id}/default-address`: sets the party's default shipping or billing address, as the
 * order editor's address panel does with 'Update customer profile'. `version`, when given, is checked.
 */
export const partyDefaultAddressSchema = partyAddressInputSchema
  .omit({ id: true, isDefault: true })
  .extend({ version: versionSchema.optional() })
export type PartyDefaultAddressInput = z.input<typeof partyDefaultAddressSchema>

// ---- As read ----

export const partyContactSchema = z.object({
  type: z.enum(contactTypes),
  value: z.string(),
  isPrimary: z.boolean(),
})
export type PartyContact = z.infer<typeof partyContactSchema>

export const partyAddressSchema = z.object({
  id: z.uuid(),
  kind: z.enum(addressKinds),
  isDefault: z.boolean(),
  firstName: z.string(),
  lastName: z.string(),
  company: z.string(),
  address1: z.string(),
  address2: z.string(),
  city: z.string(),
  provinceCode: z.string(),
  countryCode: z.string(),
  postalCode: z.string(),
  phone: z.string(),
})
export type PartyAddress = z.infer<typeof partyAddressSchema>

const partyCore = {
  id: z.uuid(),
  type: z.enum(partyTypes),
  status: z.enum(partyStatuses),
  displayName: z.string(),
  /** The same as displayName: lists show it as name. */
  name: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  company: z.string(),
  /** Digits (and, for an alphanumeric CNPJ, capital letters) only; formatTaxId writes it for people. */
  taxId: z.string().nullable(),
  tags: z.array(z.string()),
  contacts: z.array(partyContactSchema),
  /** The party's first role ('customer'), as clients reading a party expect it. */
  role: z.string().nullable(),
  roles: z.array(z.object({ role: z.string() })),
  loyaltyPoints: z.number().int().nullable(),
  tier: z.string().nullable(),
  /** Set when the store erased the person's data: the party is then a nameless stub its orders still name. */
  erasedAt: z.iso.datetime({ offset: true }).nullable(),
  version: z.number().int(),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
}

/** A party as read: everything the API stores. */
export const partySchema = z.object({
  ...partyCore,
  locale: z.string().nullable(),
  taxExempt: z.boolean(),
  taxExemptReason: z.string(),
  note: z.string(),
  communicationPreferences: z.array(
    z.object({ channel: z.enum(communicationChannels), enabled: z.boolean(), frequency: z.string() }),
  ),
  addresses: z.array(partyAddressSchema),
})
export type Party = z.infer<typeof partySchema>

/** A search result: what lists and pickers show, with the default shipping address for the order's card. */
export const partySummarySchema = z.object({
  ...partyCore,
  defaultShippingAddress: partyAddressSchema.nullable(),
})
export type PartySummary = z.infer<typeof partySummarySchema>

export const partyQuerySchema = z.strictObject({
  id: z.uuid(),
  /** Accepted as older clients send it; the whole party is always answered. */
  fields: z.string().max(1000).optional(),
})
export const partyParamsSchema = z.strictObject({ id: z.uuid() })
export const partyResponseSchema = z.object({ party: partySchema })
export type PartyResponse = z.infer<typeof partyResponseSchema>

/** A 409 on a stale version: the problem and the party as it now is. */
export const partyConflictSchema = problemSchema.extend({ current: partySchema })
export type PartyConflict = z.infer<typeof partyConflictSchema>
