import { z } from 'zod'
import { lookupOptionSchema, provinceCodeOf } from '../reference/lookup.ts'
import { customerMessages, FORM_ERROR_PATH, tooLong } from './messages.ts'
import { CUSTOMER_ROLE, isEmail, PARTY_LIMITS, type PartyCreateInput, taxIdInputSchema } from './party.ts'

const field = (max: number) => z.string().trim().max(max, tooLong(max)).default('')

/**
 * The create-customer form with its rules: every text field optional; an
 * email, when not blank, must be valid; a first name, last name, email or phone must be present, else the
 * error is on the 'all' key. Each field's error is on that field's own key. `taxId` is the CPF/CNPJ of the
 * customer card's Additional information, checked by its check digits.
 */
export const customerFormSchema = z
  .object({
    firstName: field(PARTY_LIMITS.name),
    lastName: field(PARTY_LIMITS.name),
    email: field(PARTY_LIMITS.contactValue).refine(
      (email) => email === '' || isEmail(email),
      customerMessages.invalidEmail,
    ),
    phone: field(PARTY_LIMITS.phone),
    company: field(PARTY_LIMITS.company),
    address1: field(PARTY_LIMITS.addressLine),
    address2: field(PARTY_LIMITS.addressLine),
    city: field(PARTY_LIMITS.name),
    postalCode: field(PARTY_LIMITS.postalCode),
    /** A language option: id is the code, e.g. 'pt-BR'. */
    locale: lookupOptionSchema.nullable().default(null),
    /** A country option: id is the ISO code, e.g. 'BR'. */
    country: lookupOptionSchema.nullable().default(null),
    /** A state option: id is the ISO 3166-2 code, e.g. 'BR-SP'. */
    state: lookupOptionSchema.nullable().default(null),
    emailMarketingConsent: z.boolean().default(false),
    smsMarketingConsent: z.boolean().default(false),
    isTaxExempt: z.boolean().default(false),
    taxId: taxIdInputSchema.default(''),
    isLoading: z.boolean().default(false),
  })
  .superRefine((form, ctx) => {
    const present = [form.firstName, form.lastName, form.email, form.phone].some((value) => value.trim())
    if (!present)
      ctx.addIssue({
        code: 'custom',
        path: [FORM_ERROR_PATH],
        message: customerMessages.nameOrContactRequired,
      })
  })
export type CustomerForm = z.output<typeof customerFormSchema>

/** A blank form: empty strings, null options, false. */
export const customerFormDefaults: CustomerForm = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  company: '',
  address1: '',
  address2: '',
  city: '',
  postalCode: '',
  locale: null,
  country: null,
  state: null,
  emailMarketingConsent: false,
  smsMarketingConsent: false,
  isTaxExempt: false,
  taxId: '',
  isLoading: false,
}

/**
 * The `POST /v1/party` payload for a validated form: the party (display name, individual details,
 * primary phone and email, role customer, daily email and SMS preferences) and what the form
 * collected but dropped: language, company, tax fields and the address as the default shipping address.
 */
export function customerFormToParty(form: CustomerForm, id: string): PartyCreateInput {
  const firstName = form.firstName.trim()
  const lastName = form.lastName.trim()
  const contacts: PartyCreateInput['contacts'] = []
  if (form.phone.trim()) contacts.push({ type: 'phone', value: form.phone.trim(), isPrimary: true })
  if (form.email.trim()) contacts.push({ type: 'email', value: form.email.trim(), isPrimary: true })
  const address = {
    address1: form.address1.trim(),
    address2: form.address2.trim(),
    city: form.city.trim(),
    postalCode: form.postalCode.trim(),
    countryCode: form.country?.id ?? '',
    provinceCode: form.state ? provinceCodeOf(form.state.id) : '',
  }
  const hasAddress = Object.values(address).some(Boolean)
  return {
    id,
    type: 'individual',
    displayName: [firstName, lastName].filter(Boolean).join(' '),
    individualDetails: { firstName, lastName },
    contacts,
    roles: [{ role: CUSTOMER_ROLE }],
    communicationPreferences: [
      { channel: 'email', enabled: form.emailMarketingConsent, frequency: 'daily' },
      { channel: 'sms', enabled: form.smsMarketingConsent, frequency: 'daily' },
    ],
    locale: form.locale?.id ?? null,
    company: form.company.trim(),
    taxExempt: form.isTaxExempt,
    taxId: form.taxId.trim() || null,
    addresses: hasAddress
      ? [
          {
            kind: 'shipping',
            isDefault: true,
            firstName,
            lastName,
            company: form.company.trim(),
            phone: form.phone.trim(),
            ...address,
          },
        ]
      : [],
  }
}
