import type { CalcTaxLine } from '../order/calculate.ts'
import type { TaxRules } from './rules.ts'

// Which rates an order pays, from the store's tax settings and the order's address. Pure: the server
// works out a draft's stored figures with it, and the draft editor the same figures as staff type.

/** Where an order is taxed: a country and, where it has them, a state ('SP'). */
export interface TaxAddress {
  countryCode: string
  provinceCode: string
}

/** Rules that tax nothing: a store with no regions. */
export const NO_TAX_RULES: TaxRules = {
  taxesIncluded: false,
  shippingTaxed: false,
  storeAddress: { countryCode: '', provinceCode: '' },
  regions: [],
  collections: [],
}

/**
 * The address an order is taxed at: where it is shipped, or the store's own address when it is not
 * shipped anywhere (no shipping address yet, or picked up at the store). The one place that choice is
 * made, so pickup orders can use it too.
 */
export function taxAddressOf(
  shippingAddress: { countryCode?: string | null; provinceCode?: string | null } | null | undefined,
  storeAddress: TaxAddress,
  { pickup = false } = {},
): TaxAddress {
  const country = shippingAddress?.countryCode?.trim().toUpperCase() ?? ''
  if (pickup || !country) return storeAddress
  return { countryCode: country, provinceCode: shippingAddress?.provinceCode?.trim().toUpperCase() ?? '' }
}

/** The region an address is taxed in: its state's if the store has one, else its country's, else none. */
export function regionOf(rules: TaxRules, address: TaxAddress): TaxRules['regions'][number] | undefined {
  const country = address.countryCode.toUpperCase()
  const province = address.provinceCode.toUpperCase()
  const inCountry = rules.regions.filter((region) => region.countryCode === country)
  return (
    (province ? inCountry.find((region) => region.provinceCode === province) : undefined) ??
    inCountry.find((region) => region.provinceCode === '')
  )
}

/** A line as the resolver sees it: its product, if any (a custom item has none). */
export interface TaxedLine {
  id: string
  productId: string | null
}

export interface ResolvedTaxes {
  taxesIncluded: boolean
  /** Per line id: the rates it pays (empty: not taxable there). */
  lines: Map<string, CalcTaxLine[]>
  /** The rates shipping pays; empty when the store does not tax shipping or the address has no region. */
  shipping: CalcTaxLine[]
}

/** The collections (of those with overrides) a product is in. */
function collectionsOf(rules: TaxRules, productId: string): Set<string> {
  return new Set(
    rules.collections
      .filter((collection) => collection.productIds.includes(productId))
      .map((collection) => collection.id),
  )
}

/**
 * The rates each line pays at the address: the region's rates, unless the line's product has an override
 * there (its own first, else its collections', the lowest of them — not taxable being the lowest).
 */
export function resolveTaxes(
  rules: TaxRules,
  address: TaxAddress,
  lines: readonly TaxedLine[],
): ResolvedTaxes {
  const region = regionOf(rules, address)
  const regionRates = region?.rates.map((rate) => ({ title: rate.title, ratePpm: rate.ratePpm })) ?? []
  const resolved = new Map<string, CalcTaxLine[]>()
  for (const line of lines) {
    if (!region || !line.productId) {
      resolved.set(line.id, regionRates)
      continue
    }
    const productId = line.productId
    const own = region.overrides.find((o) => o.target === 'product' && o.targetId === productId)
    const collections = collectionsOf(rules, productId)
    const fromCollections = region.overrides
      .filter((o) => o.target === 'collection' && collections.has(o.targetId))
      .sort((a, b) => (a.rate?.ratePpm ?? -1) - (b.rate?.ratePpm ?? -1))
    const override = own ?? fromCollections[0]
    if (!override) resolved.set(line.id, regionRates)
    else
      resolved.set(
        line.id,
        override.rate ? [{ title: override.rate.title, ratePpm: override.rate.ratePpm }] : [],
      )
  }
  return {
    taxesIncluded: rules.taxesIncluded,
    lines: resolved,
    shipping: rules.shippingTaxed ? regionRates : [],
  }
}
