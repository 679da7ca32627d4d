import type { Address } from '@lojista/contracts/order/api'
import { countryName } from '@/lib/format/display-names'

/** The lines of an address as a card shows them: name, company, street, city and state, country. */
export function addressLines(address: Address): string[] {
  const name = [address.firstName, address.lastName].filter(Boolean).join(' ')
  const street = [address.address1, address.address2].filter(Boolean).join(', ')
  const city = [address.postalCode, address.city, address.provinceCode].filter(Boolean).join(' ')
  return [name, address.company, street, city, countryName(address.countryCode), address.phone].filter(
    Boolean,
  )
}

export const emptyAddress: Address = {
  firstName: '',
  lastName: '',
  company: '',
  address1: '',
  address2: '',
  city: '',
  provinceCode: '',
  countryCode: '',
  postalCode: '',
  phone: '',
}
