import type { TaxRules } from '@lojista/contracts/taxes/rules'
import { describe, expect, it } from 'vitest'
import { type EditorDocument, type EditorLine, emptyDocument } from './document'
import { totalsOf } from './totals'

const rules: TaxRules = {
  taxesIncluded: false,
  shippingTaxed: true,
  storeAddress: { countryCode: 'BR', provinceCode: 'SP' },
  regions: [
    {
      countryCode: 'BR',
      provinceCode: 'SP',
      rates: [{ title: 'ICMS 18%', ratePpm: 180_000 }],
      overrides: [{ target: 'collection', targetId: 'coffee', rate: { title: 'ICMS 7%', ratePpm: 70_000 } }],
    },
    {
      countryCode: 'BR',
      provinceCode: 'RJ',
      rates: [{ title: 'ICMS 20%', ratePpm: 200_000 }],
      overrides: [],
    },
  ],
  collections: [{ id: 'coffee', productIds: ['beans'] }],
}

const line = (id: string, productId: string, unitPrice: number): EditorLine => ({
  id,
  variantId: `${id}-variant`,
  productId,
  customItem: null,
  quantity: 1,
  isTaxable: true,
  appliedDiscount: null,
  display: { title: id, variantTitle: '', sku: '', options: [], imageUrl: null, unitPrice, isCustom: false },
  saved: true,
})

const address = (provinceCode: string) => ({
  firstName: 'Ana',
  lastName: 'Souza',
  company: '',
  address1: 'Rua A, 1',
  address2: '',
  city: 'Cidade',
  provinceCode,
  countryCode: 'BR',
  postalCode: '01000-000',
  phone: '',
})

const doc: EditorDocument = {
  ...emptyDocument,
  lineItems: [line('lamp', 'lamp', 10_000), line('beans', 'beans', 5_000)],
  shippingLine: { title: 'Sedex', price: '20.00' },
  shippingAddress: address('SP'),
}

describe('the editor’s totals with the store’s taxes', () => {
  it('taxes each line at its rate in the customer’s state, and the shipping, as the server does', () => {
    const totals = totalsOf(doc, rules)
    expect(totals.taxLines).toEqual([
      { title: 'ICMS 18%', ratePpm: 180_000, amount: 1_800 + 360 },
      { title: 'ICMS 7%', ratePpm: 70_000, amount: 350 },
    ])
  })

  it('follows the address to another state at once', () => {
    const totals = totalsOf({ ...doc, shippingAddress: address('RJ') }, rules)
    expect(totals.taxLines).toEqual([{ title: 'ICMS 20%', ratePpm: 200_000, amount: 2_000 + 1_000 + 400 }])
  })

  it('uses the store’s address without a shipping address, and the typed taxes when set by hand', () => {
    expect(totalsOf({ ...doc, shippingAddress: null }, rules).totalTax).toBe(1_800 + 360 + 350)
    const byHand = totalsOf(
      { ...doc, taxesSetByHand: true, taxLines: [{ title: 'ISS', rate: '5' }], taxesIncluded: false },
      rules,
    )
    expect(byHand.taxLines).toEqual([{ title: 'ISS', ratePpm: 50_000, amount: 750 }])
  })
})
