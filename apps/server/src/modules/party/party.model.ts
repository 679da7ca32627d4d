import { randomUUID } from 'node:crypto'
import {
  CUSTOMER_ROLE,
  customerMessages,
  FORM_ERROR_PATH,
  formatTaxId,
  hasNameOrContact,
  normalizeSearchText,
  normalizeTaxId,
  type Party,
  type PartyCreate,
  type PartySummary,
  type PartyUpdate,
} from '@lojista/contracts'
import type {
  parties,
  partyAddresses,
  partyCommunicationPreferences,
  partyContacts,
} from '../../db/schema/customers.ts'
import { problems } from '../../lib/problem.ts'

// The party as the service writes it (a draft) and as the repository reads it (a record), and the pure
// rules between them: normalising input, the display name, the search text, and the API's read shapes.

type PartyRow = typeof parties.$inferSelect
type AddressRow = typeof partyAddresses.$inferSelect
type ContactRow = typeof partyContacts.$inferSelect
type PreferenceRow = typeof partyCommunicationPreferences.$inferSelect

export type ContactDraft = Pick<ContactRow, 'type' | 'value' | 'isPrimary'>
export type PreferenceDraft = Pick<PreferenceRow, 'channel' | 'enabled' | 'frequency'>
export type AddressDraft = Omit<AddressRow, 'tenantId' | 'partyId' | 'createdAt' | 'updatedAt'>

export interface PartyDraft
  extends Omit<PartyRow, 'tenantId' | 'searchText' | 'erasedAt' | 'version' | 'createdAt' | 'updatedAt'> {
  /** Set only when loading history (demo data); otherwise the database's clock. */
  createdAt?: Date
  contacts: ContactDraft[]
  roles: string[]
  communicationPreferences: PreferenceDraft[]
  addresses: AddressDraft[]
}

export interface PartyRecord extends PartyRow {
  contacts: ContactDraft[]
  roles: string[]
  communicationPreferences: PreferenceDraft[]
  addresses: AddressDraft[]
}

export type AddressInput = Omit<AddressDraft, 'id'> & { id?: string }

/** Emails compare in lower case; the first contact of a type is primary when none is marked. */
export function normalizeContacts(contacts: ContactDraft[]): ContactDraft[] {
  const normalized = contacts.map((contact) => ({
    type: contact.type,
    value: contact.type === 'email' ? contact.value.trim().toLowerCase() : contact.value.trim(),
    isPrimary: contact.isPrimary,
  }))
  for (const type of ['email', 'phone'] as const) {
    const ofType = normalized.filter((contact) => contact.type === type)
    if (ofType.length > 0 && !ofType.some((contact) => contact.isPrimary)) ofType[0]!.isPrimary = true
  }
  return normalized
}

/**
 * Addresses keep the ids they had (only the party's own: `ownIds`, and each once), others get new ones;
 * the first address of a kind is the default when none is marked.
 */
export function normalizeAddresses(addresses: AddressInput[], ownIds: ReadonlySet<string>): AddressDraft[] {
  const kept = new Set<string>()
  const normalized = addresses.map((address) => {
    const keeps = address.id !== undefined && ownIds.has(address.id) && !kept.has(address.id)
    if (keeps) kept.add(address.id!)
    return { ...address, id: keeps ? address.id! : randomUUID() }
  })
  for (const kind of ['shipping', 'billing'] as const) {
    const ofKind = normalized.filter((address) => address.kind === kind)
    if (ofKind.length > 0 && !ofKind.some((address) => address.isDefault)) ofKind[0]!.isDefault = true
  }
  return normalized
}

/** Tags keep the first spelling of each, compared without case or accents. */
export function normalizeTags(tags: string[]): string[] {
  const seen = new Set<string>()
  const kept: string[] = []
  for (const tag of tags) {
    const trimmed = tag.trim()
    const key = normalizeSearchText(trimmed)
    if (!trimmed || seen.has(key)) continue
    seen.add(key)
    kept.push(trimmed)
  }
  return kept
}

function primary(contacts: ContactDraft[], type: ContactDraft['type']): string | undefined {
  return contacts.find((contact) => contact.type === type && contact.isPrimary)?.value
}

/** The given display name, else first and last name joined, else company, email or phone. */
export function displayNameOf(
  draft: Pick<PartyDraft, 'firstName' | 'lastName' | 'company' | 'contacts'>,
  given = '',
) {
  return (
    given.trim() ||
    [draft.firstName, draft.lastName].filter(Boolean).join(' ') ||
    draft.company ||
    primary(draft.contacts, 'email') ||
    primary(draft.contacts, 'phone') ||
    ''
  )
}

/**
 * What the party's free-text search matches: names, company, emails, phones as typed and as digits, and
 * the tax id bare and written out; lower case without accents.
 */
export function partySearchText(draft: Omit<PartyDraft, 'id'>): string {
  const parts = [draft.displayName, draft.firstName, draft.lastName, draft.company]
  for (const contact of draft.contacts) {
    parts.push(contact.value)
    if (contact.type === 'phone') parts.push(contact.value.replace(/\D/g, ''))
  }
  if (draft.taxId) parts.push(draft.taxId, formatTaxId(draft.taxId))
  return normalizeSearchText(parts.filter(Boolean).join(' '))
}

/**
 * A customer needs a name, an email or a phone, checked on the party as it would be stored. A display name that only repeats the company (as
 * derived for a person with no name) is no name.
 */
export function requireNameOrContact(draft: PartyDraft): void {
  const displayName = draft.displayName === draft.company ? '' : draft.displayName
  if (!hasNameOrContact({ ...draft, displayName }))
    throw problems.badRequest(customerMessages.nameOrContactRequired, [
      { path: FORM_ERROR_PATH, message: customerMessages.nameOrContactRequired },
    ])
}

function taxIdOf(input: string | null): string | null {
  return input ? normalizeTaxId(input) || null : null
}

/** A create payload, or a party made from an imported row. */
export type NewParty = Omit<PartyCreate, 'communicationPreferences'> & {
  communicationPreferences: PreferenceDraft[]
}

export function draftFromCreate(input: NewParty): PartyDraft {
  const contacts = normalizeContacts(input.contacts)
  const firstName = input.individualDetails?.firstName ?? ''
  const lastName = input.individualDetails?.lastName ?? ''
  return {
    id: input.id,
    type: input.type,
    status: 'active',
    displayName: displayNameOf({ firstName, lastName, company: input.company, contacts }, input.displayName),
    firstName,
    lastName,
    company: input.company,
    locale: input.locale || null,
    taxId: taxIdOf(input.taxId),
    taxExempt: input.taxExempt,
    taxExemptReason: input.taxExemptReason,
    note: input.note,
    tags: normalizeTags(input.tags),
    loyaltyPoints: input.loyaltyPoints,
    tier: input.tier || null,
    contacts,
    roles: [...new Set(input.roles.map((role) => role.role))],
    communicationPreferences: input.communicationPreferences,
    addresses: normalizeAddresses(input.addresses, new Set()),
  }
}

/** An update's fields, with lists as drafts hold them. */
export type PartyChanges = Omit<PartyUpdate, 'version' | 'communicationPreferences' | 'addresses'> & {
  communicationPreferences?: PreferenceDraft[]
  addresses?: AddressInput[]
}

/** The record with the update's fields replacing the stored ones; lists are replaced wholesale. */
export function draftFromUpdate(current: PartyRecord, update: PartyChanges): PartyDraft {
  const contacts = update.contacts ? normalizeContacts(update.contacts) : current.contacts
  const firstName = update.individualDetails?.firstName ?? current.firstName
  const lastName = update.individualDetails?.lastName ?? current.lastName
  const company = update.company ?? current.company
  // Changed names re-derive the display name, unless the update gives one.
  const namesChanged = update.individualDetails !== undefined || update.company !== undefined
  const given = update.displayName ?? (namesChanged ? '' : current.displayName)
  return {
    id: current.id,
    type: update.type ?? current.type,
    status: current.status,
    displayName: displayNameOf({ firstName, lastName, company, contacts }, given),
    firstName,
    lastName,
    company,
    locale: update.locale === undefined ? current.locale : update.locale || null,
    taxId: update.taxId === undefined ? current.taxId : taxIdOf(update.taxId),
    taxExempt: update.taxExempt ?? current.taxExempt,
    taxExemptReason: update.taxExemptReason ?? current.taxExemptReason,
    note: update.note ?? current.note,
    tags: update.tags ? normalizeTags(update.tags) : current.tags,
    loyaltyPoints: update.loyaltyPoints === undefined ? current.loyaltyPoints : update.loyaltyPoints,
    tier: update.tier === undefined ? current.tier : update.tier || null,
    contacts,
    roles: update.roles ? [...new Set(update.roles.map((role) => role.role))] : current.roles,
    communicationPreferences: update.communicationPreferences ?? current.communicationPreferences,
    addresses: update.addresses
      ? normalizeAddresses(update.addresses, new Set(current.addresses.map((address) => address.id)))
      : current.addresses,
  }
}

function core(record: PartyRecord) {
  return {
    id: record.id,
    type: record.type,
    status: record.status,
    displayName: record.displayName,
    name: record.displayName,
    firstName: record.firstName,
    lastName: record.lastName,
    company: record.company,
    taxId: record.taxId,
    tags: record.tags,
    contacts: record.contacts,
    role: record.roles.includes(CUSTOMER_ROLE) ? CUSTOMER_ROLE : (record.roles[0] ?? null),
    roles: record.roles.map((role) => ({ role })),
    loyaltyPoints: record.loyaltyPoints,
    tier: record.tier,
    erasedAt: record.erasedAt?.toISOString() ?? null,
    version: record.version,
    createdAt: record.createdAt.toISOString(),
    updatedAt: record.updatedAt.toISOString(),
  }
}

function address({ id, kind, isDefault, ...fields }: AddressDraft) {
  return { id, kind, isDefault, ...fields }
}

export function toParty(record: PartyRecord): Party {
  return {
    ...core(record),
    locale: record.locale,
    taxExempt: record.taxExempt,
    taxExemptReason: record.taxExemptReason,
    note: record.note,
    communicationPreferences: record.communicationPreferences,
    addresses: record.addresses.map(address),
  }
}

export function toPartySummary(record: PartyRecord): PartySummary {
  const shipping = record.addresses.find((entry) => entry.kind === 'shipping' && entry.isDefault)
  return { ...core(record), defaultShippingAddress: shipping ? address(shipping) : null }
}
