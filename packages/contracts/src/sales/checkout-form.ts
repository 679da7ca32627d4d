import { z } from 'zod'
import { paymentMethodSchema } from '../settings/payments.ts'

// The customer's checkout page: the addresses to confirm and the card, read before `publicPayRequestSchema`
// is sent. Messages are English sentences that the web finds translations of by their text.

export const checkoutFormMessages = {
  required: 'Required',
  cardNumber: 'Enter a card number',
} as const

const REQUIRED = checkoutFormMessages.required
const text = (max: number) => z.string().trim().max(max)
const required = (max: number) => text(max).min(1, REQUIRED)

/** What a parcel needs to arrive: a name, a street, a city and a postal code; the rest is optional. */
export const checkoutAddressFormSchema = z.object({
  firstName: required(120),
  lastName: text(120),
  company: text(200),
  address1: required(300),
  address2: text(300),
  city: required(120),
  provinceCode: text(10),
  countryCode: text(2),
  postalCode: required(20),
  phone: text(40),
})
export type AddressForm = z.infer<typeof checkoutAddressFormSchema>

const withoutSeparators = (value: string) => value.replace(/[\s-]/g, '')

/** The card's fields, checked when the customer pays by card. */
export const cardFormSchema = z.object({
  number: z
    .string()
    .transform(withoutSeparators)
    .pipe(z.string().regex(/^\d{12,19}$/, checkoutFormMessages.cardNumber)),
  name: required(120),
})

export const checkoutFormSchema = z
  .object({
    shippingAddress: checkoutAddressFormSchema,
    billingSameAsShipping: z.boolean(),
    // Hidden and unchecked while it is the same as shipping; checked below only when it differs.
    billingAddress: z.custom<AddressForm>(),
    /** CPF/CNPJ, marketing consent and note; which are asked for is the store's checkout settings. */
    details: z.object({ taxId: text(30), acceptsMarketing: z.boolean(), note: text(2000) }),
    /** The way to pay the customer chose among the store's; the card's fields count only for the card. */
    paymentMethod: paymentMethodSchema,
    card: z.object({ number: z.string().transform(withoutSeparators), name: z.string() }),
  })
  .superRefine((form, ctx) => {
    if (form.paymentMethod === 'card') {
      const card = cardFormSchema.safeParse(form.card)
      for (const issue of card.success ? [] : card.error.issues) {
        ctx.addIssue({ code: 'custom', message: issue.message, path: ['card', ...issue.path] })
      }
    }
    if (form.billingSameAsShipping) return
    const billing = checkoutAddressFormSchema.safeParse(form.billingAddress)
    for (const issue of billing.success ? [] : billing.error.issues) {
      ctx.addIssue({ code: 'custom', message: issue.message, path: ['billingAddress', ...issue.path] })
    }
  })
export type CheckoutFormInput = z.input<typeof checkoutFormSchema>
export type CheckoutFormOutput = z.output<typeof checkoutFormSchema>
