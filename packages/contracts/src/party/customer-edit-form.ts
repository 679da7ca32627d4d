import { z } from 'zod'
import { lookupOptionSchema } from '../reference/lookup.ts'
import { customerMessages, FORM_ERROR_PATH, tooLong } from './messages.ts'
import { hasNameOrContact, isEmail, PARTY_LIMITS, partyTypes, taxIdInputSchema } from './party.ts'

// The customer page edits every stored field of a party. Stored codes (language, country, state) are shown
// by name through the reference pickers, so the form holds options and turns them back into codes to save.

const text = (max: number) => z.string().trim().max(max, tooLong(max))

const contactSchema = z
  .object({
    type: z.enum(['email', 'phone']),
    value: text(PARTY_LIMITS.contactValue).min(1, customerMessages.required),
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

export const NOT_A_COUNT = customerMessages.notACount

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
    taxExemptReason: text(255),
    taxId: taxIdInputSchema,
    tags: z.array(text(PARTY_LIMITS.tag)).max(PARTY_LIMITS.tags, customerMessages.tooManyTags),
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
