import type { Address } from '@lojista/contracts/order/api'
import { TEST_CARD_APPROVED } from '@lojista/contracts/sales/checkout'
import type { AddressForm } from '@lojista/contracts/sales/checkout-form'

// The checkout form's starting values; its rules are `checkoutFormSchema` in the contracts.

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
