import type { Address } from '@lojista/contracts/order/api'
import { countryName } from '@/lib/format/display-names'

/** An address as it is written on a parcel, one line per part. */
export function addressLines(address: Address): string[] {
  const name = [address.firstName, address.lastName].filter(Boolean).join(' ')
  const cityLine = [address.city, address.provinceCode].filter(Boolean).join(' – ')
  return [
    name,
    address.company,
    address.address1,
    address.address2,
    [address.postalCode, cityLine].filter(Boolean).join(' '),
    countryName(address.countryCode),
    address.phone,
  ].filter(Boolean)
}

export function AddressBlock({ address }: { address: Address }) {
  return (
    <address className="text-sm not-italic leading-relaxed">
      {addressLines(address).map((line) => (
        <span key={line} className="block">
          {line}
        </span>
      ))}
    </address>
  )
}
