import { randomUUID } from 'node:crypto'
import {
  CUSTOMER_ROLE,
  type CustomerCsvColumn,
  customerCsvColumns,
  customerMessages,
  type FieldError,
  formatTaxId,
  isEmail,
  isValidTaxId,
  normalizeTaxId,
  PARTY_LIMITS,
  tooLong,
} from '@lojista/contracts'
import { protectCsvFormula, toCsv, unprotectCsvFormula } from '@lojista/contracts/csv'
import {
  type AddressInput,
  type ContactDraft,
  draftFromCreate,
  draftFromUpdate,
  type PartyDraft,
  type PartyRecord,
  type PreferenceDraft,
} from './party.model.ts'

// Customers as CSV: the export's text, and reading one imported row (cells keyed by the header).

// ---- Export ----

const yesNo = (value: boolean) => (value ? 'yes' : 'no')

function primaryValue(record: PartyRecord, type: ContactDraft['type']): string {
  return record.contacts.find((contact) => contact.type === type && contact.isPrimary)?.value ?? ''
}

function consent(record: PartyRecord, channel: PreferenceDraft['channel']): boolean {
  return record.communicationPreferences.some(
    (preference) => preference.channel === channel && preference.enabled,
  )
}

function csvRecord(record: PartyRecord): Record<CustomerCsvColumn, string> {
  const address =
    record.addresses.find((entry) => entry.kind === 'shipping' && entry.isDefault) ?? record.addresses[0]
  return {
    'First Name': record.firstName,
    'Last Name': record.lastName,
    Email: primaryValue(record, 'email'),
    Phone: primaryValue(record, 'phone'),
    Company: record.company,
    Address1: address?.address1 ?? '',
    Address2: address?.address2 ?? '',
    City: address?.city ?? '',
    'Province Code': address?.provinceCode ?? '',
    'Country Code': address?.countryCode ?? '',
    Zip: address?.postalCode ?? '',
    'Tax ID': record.taxId ? formatTaxId(record.taxId) : '',
    'Tax Exempt': yesNo(record.taxExempt),
    'Accepts Email Marketing': yesNo(consent(record, 'email')),
    'Accepts SMS Marketing': yesNo(consent(record, 'sms')),
    Tags: record.tags.join(', '),
    Note: record.note,
    Language: record.locale ?? '',
  }
}

/**
 * The CSV file: a UTF-8 byte order mark (so spreadsheets read accents), the header, CRLF lines; text that
 * a spreadsheet would run as a formula gets a leading apostrophe, which the import takes off.
 */
export function customerCsv(records: PartyRecord[]): string {
  const rows = records.map((record) => {
    const cells = csvRecord(record)
    return customerCsvColumns.map((column) => protectCsvFormula(cells[column]))
  })
  return `\uFEFF${toCsv([customerCsvColumns, ...rows])}`
}

// ---- Import ----

export interface CustomerCsvRowValues {
  /** The columns the row has: an absent column leaves an existing customer's field as it is. */
  present: Set<CustomerCsvColumn>
  firstName: string
  lastName: string
  email: string
  phone: string
  company: string
  address1: string
  address2: string
  city: string
  provinceCode: string
  countryCode: string
  postalCode: string
  taxId: string | null
  taxExempt: boolean
  acceptsEmail: boolean
  acceptsSms: boolean
  tags: string[]
  note: string
  locale: string | null
}

const YES = new Set(['yes', 'y', 'true', '1', 'sim', 's'])
const NO = new Set(['no', 'n', 'false', '0', 'nao', 'não', ''])
const ADDRESS_COLUMNS: CustomerCsvColumn[] = [
  'Address1',
  'Address2',
  'City',
  'Province Code',
  'Country Code',
  'Zip',
]
const LANGUAGE = /^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/

/** Reads and checks one row; errors name the column (or 'all' for the rule that a customer needs a name or a contact). */
export function parseCustomerCsvRow(
  cells: Record<string, string>,
): { ok: true; row: CustomerCsvRowValues } | { ok: false; errors: FieldError[] } {
  const errors: FieldError[] = []
  const values = new Map<CustomerCsvColumn, string>()
  for (const [rawKey, rawValue] of Object.entries(cells)) {
    const key = rawKey.replace(/^\uFEFF/, '').trim()
    if (!(customerCsvColumns as readonly string[]).includes(key)) {
      errors.push({ path: key || '(blank column)', message: 'Unknown column' })
      continue
    }
    if (rawValue.includes('\u0000'))
      errors.push({ path: key, message: 'Contains a character that is not allowed' })
    values.set(key as CustomerCsvColumn, unprotectCsvFormula(rawValue.trim()))
  }
  const text = (column: CustomerCsvColumn, max: number) => {
    const value = values.get(column) ?? ''
    if (value.length > max) errors.push({ path: column, message: tooLong(max) })
    return value
  }
  const flag = (column: CustomerCsvColumn) => {
    const value = (values.get(column) ?? '').toLowerCase()
    if (YES.has(value)) return true
    if (!NO.has(value)) errors.push({ path: column, message: 'Use yes or no' })
    return false
  }
  const email = text('Email', PARTY_LIMITS.contactValue).toLowerCase()
  if (email && !isEmail(email)) errors.push({ path: 'Email', message: customerMessages.invalidEmail })
  const taxId = text('Tax ID', 30)
  if (taxId && !isValidTaxId(taxId)) errors.push({ path: 'Tax ID', message: customerMessages.invalidTaxId })
  const countryCode = text('Country Code', 2).toUpperCase()
  if (countryCode && !/^[A-Z]{2}$/.test(countryCode))
    errors.push({ path: 'Country Code', message: 'Use a two-letter country code' })
  const provinceCode = text('Province Code', 3).toUpperCase()
  if (provinceCode && !/^[A-Z0-9]{1,3}$/.test(provinceCode))
    errors.push({ path: 'Province Code', message: 'Use the state code, e.g. SP' })
  const locale = text('Language', 35)
  if (locale && !LANGUAGE.test(locale))
    errors.push({ path: 'Language', message: 'Use a language code such as pt-BR' })
  const tags = text('Tags', 5000)
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean)
  if (tags.length > PARTY_LIMITS.tags)
    errors.push({ path: 'Tags', message: `At most ${PARTY_LIMITS.tags} tags` })
  if (tags.some((tag) => tag.length > PARTY_LIMITS.tag))
    errors.push({ path: 'Tags', message: tooLong(PARTY_LIMITS.tag) })
  const row: CustomerCsvRowValues = {
    present: new Set(values.keys()),
    firstName: text('First Name', PARTY_LIMITS.name),
    lastName: text('Last Name', PARTY_LIMITS.name),
    email,
    phone: text('Phone', PARTY_LIMITS.phone),
    company: text('Company', PARTY_LIMITS.company),
    address1: text('Address1', PARTY_LIMITS.addressLine),
    address2: text('Address2', PARTY_LIMITS.addressLine),
    city: text('City', PARTY_LIMITS.name),
    provinceCode,
    countryCode,
    postalCode: text('Zip', PARTY_LIMITS.postalCode),
    taxId: taxId ? normalizeTaxId(taxId) : null,
    taxExempt: flag('Tax Exempt'),
    acceptsEmail: flag('Accepts Email Marketing'),
    acceptsSms: flag('Accepts SMS Marketing'),
    tags,
    note: text('Note', PARTY_LIMITS.note),
    locale: locale || null,
  }
  return errors.length > 0 ? { ok: false, errors } : { ok: true, row }
}

/** The primary contact of a type set to `value` (removed when blank); other contacts stay. */
function withPrimary(contacts: ContactDraft[], type: ContactDraft['type'], value: string): ContactDraft[] {
  const others = contacts.filter((contact) => !(contact.type === type && contact.isPrimary))
  return value ? [{ type, value, isPrimary: true }, ...others] : others
}

function withConsent(preferences: PreferenceDraft[], channel: PreferenceDraft['channel'], enabled: boolean) {
  return [
    ...preferences.filter((preference) => preference.channel !== channel),
    { channel, enabled, frequency: 'daily' },
  ]
}

/**
 * The party a row describes. For an existing customer only the row's columns change it: its primary email
 * and phone, its email and SMS consents and its default shipping address; other contacts and addresses stay.
 */
export function draftFromCsvRow(row: CustomerCsvRowValues, current?: PartyRecord): PartyDraft {
  const has = (column: CustomerCsvColumn) => row.present.has(column)
  const base = current ?? {
    contacts: [] as ContactDraft[],
    communicationPreferences: [] as PreferenceDraft[],
    addresses: [] as PartyRecord['addresses'],
  }
  let contacts = base.contacts
  if (has('Email')) contacts = withPrimary(contacts, 'email', row.email)
  if (has('Phone')) contacts = withPrimary(contacts, 'phone', row.phone)
  let preferences = base.communicationPreferences
  if (has('Accepts Email Marketing')) preferences = withConsent(preferences, 'email', row.acceptsEmail)
  if (has('Accepts SMS Marketing')) preferences = withConsent(preferences, 'sms', row.acceptsSms)
  let addresses: AddressInput[] = base.addresses
  if (ADDRESS_COLUMNS.some(has)) {
    const fields = {
      address1: row.address1,
      address2: row.address2,
      city: row.city,
      provinceCode: row.provinceCode,
      countryCode: row.countryCode,
      postalCode: row.postalCode,
    }
    const previous = addresses.find((address) => address.kind === 'shipping' && address.isDefault)
    const others = addresses.filter((address) => address !== previous)
    // A new default address takes the customer's name; a replaced one keeps the name it had.
    const names = previous ?? {
      firstName: row.firstName,
      lastName: row.lastName,
      company: row.company,
      phone: row.phone,
    }
    const replacement: AddressInput = {
      id: previous?.id,
      kind: 'shipping',
      isDefault: true,
      firstName: names.firstName,
      lastName: names.lastName,
      company: names.company,
      phone: names.phone,
      ...fields,
    }
    addresses = Object.values(fields).every((value) => !value) ? others : [replacement, ...others]
  }
  const changes = {
    ...(has('First Name') || has('Last Name')
      ? { individualDetails: { firstName: row.firstName, lastName: row.lastName } }
      : {}),
    ...(has('Company') ? { company: row.company } : {}),
    ...(has('Tax ID') ? { taxId: row.taxId } : {}),
    ...(has('Tax Exempt') ? { taxExempt: row.taxExempt } : {}),
    ...(has('Tags') ? { tags: row.tags } : {}),
    ...(has('Note') ? { note: row.note } : {}),
    ...(has('Language') ? { locale: row.locale } : {}),
    contacts,
    communicationPreferences: preferences,
    addresses,
  }
  if (current) return draftFromUpdate(current, changes)
  return draftFromCreate({
    id: randomUUID(),
    type: 'individual',
    displayName: '',
    individualDetails: { firstName: row.firstName, lastName: row.lastName },
    contacts,
    roles: [{ role: CUSTOMER_ROLE }],
    communicationPreferences: preferences,
    locale: row.locale,
    company: row.company,
    taxId: row.taxId,
    taxExempt: row.taxExempt,
    taxExemptReason: '',
    note: row.note,
    tags: row.tags,
    loyaltyPoints: null,
    tier: null,
    addresses: changes.addresses,
  })
}

/** Where a stored field's error shows in the import report: its column. */
export function csvColumnOfPath(path: string): string {
  if (path === 'locale') return 'Language'
  if (/^addresses\.\d+\.countryCode$/.test(path)) return 'Country Code'
  if (/^addresses\.\d+\.provinceCode$/.test(path)) return 'Province Code'
  return path
}
