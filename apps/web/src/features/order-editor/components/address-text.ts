import type { Address } from '@lojista/contracts/order/api'

const regionNames = (() => {
  try {
    return new Intl.DisplayNames(['en'], { type: 'region' })
  } catch {
    return null
  }
})()

/** 'BR' -> 'Brazil'. */
export function countryName(code: string): string {
  if (!code) return ''
  try {
    return regionNames?.of(code.toUpperCase()) ?? code
  } catch {
    return code
  }
}

/** The lines of an address as a card shows them: name, company, street, city and state, country. */
export function addressLines(address: Address): string[] {
  const name = [address.firstName, address.lastName].filter(Boolean).join(' ')
  const street = [address.address1, address.address2].filter(Boolean).join(', ')
  const city = [address.postalCode, address.city, address.provinceCode].filter(Boolean).join(' ')
  return [name, address.company, street, city, countryName(address.countryCode), address.phone].filter(
    Boolean,
  )
}

export function sameAddress(a: Address | null, b: Address | null): boolean {
  if (!a || !b) return false
  return (Object.keys(a) as (keyof Address)[]).every((key) => a[key] === b[key])
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
