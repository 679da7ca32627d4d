import { z } from 'zod'
import { isValidTaxId } from '../party/tax-id.ts'
import { fieldRequirementSchema, policyKindSchema } from './checkout.ts'

/**
 * What the public checkout page shows of the store beside the order: its brand, the customer fields the
 * store asks for, and the policies it links (only those it wrote).
 */
export const storefrontSchema = z.object({
  brand: z.object({
    logoUrl: z.string(),
    primaryColor: z.string(),
    accentColor: z.string(),
    shortDescription: z.string(),
  }),
  fields: z.object({
    phone: fieldRequirementSchema,
    company: fieldRequirementSchema,
    taxId: fieldRequirementSchema,
  }),
  marketingConsentDefault: z.boolean(),
  orderNote: z.boolean(),
  showCompareAtPrices: z.boolean(),
  policies: z.array(z.object({ kind: policyKindSchema, path: z.string() })),
})
export type Storefront = z.infer<typeof storefrontSchema>

export const checkoutDetailsMessages = {
  required: 'Required',
  invalidTaxId: 'Not a valid CPF or CNPJ',
  missing: 'Fill in the details the store asks for.',
} as const

/**
 * What the customer adds at checkout beside the addresses: their CPF or CNPJ, whether they want the
 * store's news, and a note for the store. The store's checkout settings say which are asked for and
 * required; the server checks them against those settings (`checkoutDetailsErrors`).
 */
export const checkoutDetailsSchema = z.strictObject({
  taxId: z.string().trim().max(30).default(''),
  acceptsMarketing: z.boolean().default(false),
  note: z.string().trim().max(2000).default(''),
})
export type CheckoutDetails = z.output<typeof checkoutDetailsSchema>

/** What the checkout page's customer fields hold when it is paid for. */
export interface CustomerFieldValues {
  phone: string
  company: string
  taxId: string
}

/**
 * The customer fields the store requires and the customer left empty, and a CPF or CNPJ that is not one,
 * named by their path in the pay request. The page and the server ask the same.
 */
export function checkoutFieldErrors(
  fields: Storefront['fields'],
  values: CustomerFieldValues,
): { path: string; message: string }[] {
  const errors: { path: string; message: string }[] = []
  const paths = { phone: 'shippingAddress.phone', company: 'shippingAddress.company', taxId: 'details.taxId' }
  for (const name of ['phone', 'company', 'taxId'] as const) {
    if (fields[name] === 'required' && values[name].trim() === '') {
      errors.push({ path: paths[name], message: checkoutDetailsMessages.required })
    }
  }
  const taxId = values.taxId.trim()
  if (fields.taxId !== 'off' && taxId !== '' && !isValidTaxId(taxId)) {
    errors.push({ path: paths.taxId, message: checkoutDetailsMessages.invalidTaxId })
  }
  return errors
}
