import { z } from 'zod'
import { customerMessages } from '../party/messages.ts'
import { isEmail, taxIdInputSchema } from '../party/party.ts'
import { lookupOptionSchema } from '../reference/lookup.ts'
import { addressSchema, type SavedDiscount, savedDiscountSchema } from './api.ts'
import { orderMessages } from './messages.ts'
import { PPM, parsePpm } from './rounding.ts'

// What staff type into the draft editor's panels, before it becomes an edit of the draft. Money, weights
// and percentages are decimal text as the number field holds it ("49.90", "12.5"), never floats; an empty
// field is null.

const notNegative = (value: string) => !value.startsWith('-')

/** An empty field (null) refused with the field's own message; the value as it is otherwise. */
const present =
  <T>(message: string) =>
  (value: T | null, context: z.RefinementCtx): T => {
    if (value !== null) return value
    context.addIssue({ code: 'custom', message })
    return z.NEVER
  }

/** "Add custom item" with its rules and messages. */
export const customItemFormSchema = z.object({
  itemName: z.string().trim().min(1, orderMessages.itemNameRequired),
  price: z
    .string()
    .nullable()
    .transform(present<string>(orderMessages.priceRequired))
    .pipe(z.string().refine(notNegative, orderMessages.mustBeZeroOrGreater)),
  quantity: z
    .number()
    .nullable()
    .transform(present<number>(orderMessages.quantityMin))
    .pipe(z.number().int(orderMessages.quantityMin).min(1, orderMessages.quantityMin)),
  weight: z.string().refine(notNegative, orderMessages.mustBeZeroOrGreater).nullable(),
  isTaxable: z.boolean(),
  isPhysical: z.boolean(),
  description: z.string(),
})
export type CustomItemFormInput = z.input<typeof customItemFormSchema>
export type CustomItemFormOutput = z.output<typeof customItemFormSchema>

/** Custom shipping: a name and a price, by the custom item's rules. An empty price is missing, not zero. */
export const shippingFormSchema = z.object({
  name: customItemFormSchema.shape.itemName,
  price: customItemFormSchema.shape.price,
})
export type ShippingFormInput = z.input<typeof shippingFormSchema>
export type ShippingFormOutput = z.output<typeof shippingFormSchema>

/**
 * A custom discount: a fixed amount, or a percentage (shown times 100) of at most 100; an empty
 * percentage removes the discount. Only the field of the chosen type is checked.
 */
export const discountFormSchema = z
  .object({
    type: z.enum(['fixed-amount', 'percentage']),
    amount: z.string().nullable(),
    percentage: z.string().nullable(),
    reason: z.string().max(255),
  })
  .superRefine((draft, context) => {
    if (draft.type === 'fixed-amount') {
      if (draft.amount === null || !notNegative(draft.amount))
        context.addIssue({ code: 'custom', path: ['amount'], message: orderMessages.amountRequired })
      return
    }
    if (draft.percentage === null) return
    if (!notNegative(draft.percentage))
      context.addIssue({ code: 'custom', path: ['percentage'], message: orderMessages.mustBeZeroOrGreater })
    else if (parsePpm(draft.percentage, 'percent') > PPM)
      context.addIssue({ code: 'custom', path: ['percentage'], message: orderMessages.cannotExceed100 })
  })
export type DiscountFormValues = z.input<typeof discountFormSchema>

/** A saved discount code chosen for the order: one has to be chosen. */
export const discountCodeFormSchema = z.object({
  discount: savedDiscountSchema
    .nullable()
    .transform(present<SavedDiscount>(orderMessages.discountCodeRequired)),
})
export type DiscountCodeFormInput = z.input<typeof discountCodeFormSchema>
export type DiscountCodeFormOutput = z.output<typeof discountCodeFormSchema>

/** The order's tax: a rate of 0 to 100 percent is needed only when tax is charged. */
export const taxFormSchema = z
  .object({
    charge: z.boolean(),
    title: z.string().trim().max(60),
    rate: z.string().nullable(),
    included: z.boolean(),
    exempt: z.boolean(),
  })
  .superRefine((tax, context) => {
    if (!tax.charge) return
    const rate = tax.rate
    if (rate === null || !notNegative(rate) || parsePpm(rate, 'percent') > PPM)
      context.addIssue({ code: 'custom', path: ['rate'], message: orderMessages.taxRateInvalid })
  })
export type TaxFormValues = z.input<typeof taxFormSchema>

/** The order's email (empty or an address) and its shipping phone; optionally the customer's too. */
export const contactFormSchema = z.object({
  email: z
    .string()
    .trim()
    .refine((email) => email === '' || isEmail(email), customerMessages.invalidEmail),
  phone: z.string().trim(),
  updateProfile: z.boolean(),
})
export type ContactFormValues = z.input<typeof contactFormSchema>

/** The customer's CPF/CNPJ, as the customer's record takes it. */
export const taxIdFormSchema = z.object({ taxId: taxIdInputSchema })
export type TaxIdFormValues = z.input<typeof taxIdFormSchema>

/**
 * An order's shipping or billing address as the panel edits it: the text fields, the country and state
 * as the pickers hold them, and whether the customer's default address changes too.
 */
export const addressFormSchema = z.object({
  address: z.object(addressSchema.omit({ countryCode: true, provinceCode: true }).shape),
  country: lookupOptionSchema.nullable(),
  state: lookupOptionSchema.nullable(),
  updateProfile: z.boolean(),
})
export type AddressFormInput = z.input<typeof addressFormSchema>
export type AddressFormOutput = z.output<typeof addressFormSchema>
