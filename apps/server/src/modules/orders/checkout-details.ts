import {
  type Address,
  type CheckoutDetails,
  checkoutDetailsMessages,
  checkoutFieldErrors,
  normalizeTaxId,
  type Storefront,
} from '@lojista/contracts'
import { problems } from '../../lib/problem.ts'

/**
 * What the customer gave beside the card, checked against the store's checkout settings before anything
 * is charged: a required field left empty, or a CPF/CNPJ that is not one, answers 400 naming the field.
 * Fields the store does not ask for are dropped, so a hidden field never reaches the order.
 */
export function checkedDetails(
  storefront: Storefront,
  input: { shippingAddress: Address; details: CheckoutDetails },
): CheckoutDetails {
  const { fields } = storefront
  const errors = checkoutFieldErrors(fields, {
    phone: input.shippingAddress.phone,
    company: input.shippingAddress.company,
    taxId: input.details.taxId,
  })
  if (errors.length > 0) throw problems.badRequest(checkoutDetailsMessages.missing, errors)
  return {
    taxId: fields.taxId === 'off' ? '' : normalizeTaxId(input.details.taxId),
    acceptsMarketing: input.details.acceptsMarketing,
    note: storefront.orderNote ? input.details.note : '',
  }
}

/** The draft's note with the customer's own after it, so staff read both on the order. */
export function noteWithCustomers(staffNote: string, customerNote: string): string {
  return [staffNote, customerNote].filter((note) => note.trim() !== '').join('\n\n')
}
