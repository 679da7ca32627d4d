import { fromMinorUnits } from '@lojista/contracts/common/minor-units'
import type { ShippingOptionsRequest } from '@lojista/contracts/shipping/shipping'
import type { EditorDocument } from './document'

/**
 * What the shipping options are asked for: the order's address, its lines (a catalog line by its variant,
 * which the server weighs; a custom item by its own weight) and its subtotal in minor units. Null while
 * the order has no address to ship to.
 */
export function shippingRequestOf(doc: EditorDocument, subtotal: number): ShippingOptionsRequest | null {
  const address = doc.shippingAddress
  if (!address || !(address.address1 || address.city || address.postalCode)) return null
  return {
    address: {
      countryCode: address.countryCode,
      provinceCode: address.provinceCode,
      postalCode: address.postalCode,
    },
    lines: doc.lineItems.map((line) => {
      const custom = line.customItem
      const weight = custom
        ? custom.weight === null
          ? null
          : { value: custom.weight, unit: custom.weightUnit }
        : (line.display.weight ?? null)
      return { variantId: line.variantId, weight, quantity: line.quantity }
    }),
    subtotal: fromMinorUnits(Math.max(0, subtotal)),
  }
}
