import type { Address } from '@lojista/contracts/order/api'
import { TEST_CARD_APPROVED } from '@lojista/contracts/sales/checkout'
import { z } from 'zod'

const REQUIRED = 'Required'
const text = (max: number) => z.string().trim().max(max)
const required = (max: number) => text(max).min(1, REQUIRED)

/** What a parcel needs to arrive: a name, a street, a city and a postal code; the rest is optional. */
export const addressFormSchema = z.object({
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
export type AddressForm = z.infer<typeof addressFormSchema>

export const checkoutFormSchema = z
  .object({
    shippingAddress: addressFormSchema,
    billingSameAsShipping: z.boolean(),
    // Hidden and unchecked while it is the same as shipping; checked below only when it differs.
    billingAddress: z.custom<AddressForm>(),
    card: z.object({
      number: z
        .string()
        .transform((value) => value.replace(/[\s-]/g, ''))
        .pipe(z.string().regex(/^\d{12,19}$/, 'Enter a card number')),
      name: required(120),
    }),
  })
  .superRefine((form, ctx) => {
    if (form.billingSameAsShipping) return
    const billing = addressFormSchema.safeParse(form.billingAddress)
    for (const issue of billing.success ? [] : billing.error.issues) {
      ctx.addIssue({ code: 'custom', message: issue.message, path: ['billingAddress', ...issue.path] })
    }
  })
export type CheckoutFormInput = z.input<typeof checkoutFormSchema>
export type CheckoutFormOutput = z.output<typeof checkoutFormSchema>

export const emptyAddress: AddressForm = {
  firstName: '',
  lastName: '',
  company: '',
  address1: '',
  address2: '',
  city: '',
  provinceCode: '',
  countryCode: 'BR',
  postalCode: '',
  phone: '',
}

export function toAddressForm(address: Address | null): AddressForm {
  return address ? { ...emptyAddress, ...address, countryCode: address.countryCode || 'BR' } : emptyAddress
}

const addressKeys = Object.keys(emptyAddress) as (keyof AddressForm)[]

/** A billing address the draft stored that equals the shipping one is shown as "same as shipping". */
export function sameAddress(a: Address | null, b: Address | null): boolean {
  if (!a || !b) return true
  return addressKeys.every((key) => (a[key] ?? '') === (b[key] ?? ''))
}

/** The test card shown grouped in fours, as people read a card. */
export const TEST_CARD_DISPLAY = TEST_CARD_APPROVED.replace(/(\d{4})(?=\d)/g, '$1 ')
