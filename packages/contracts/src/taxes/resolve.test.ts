import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { calculateOrder } from '../order/calculate.ts'
import { PPM } from '../order/rounding.ts'
import { regionOf, resolveTaxes, taxAddressOf } from './resolve.ts'
import type { TaxRules } from './rules.ts'

const icms = (percent: number) => ({ title: `ICMS ${percent}%`, ratePpm: percent * 10_000 })

const rules: TaxRules = {
  taxesIncluded: false,
  shippingTaxed: false,
  storeAddress: { countryCode: 'BR', provinceCode: 'SP' },
  regions: [
    { countryCode: 'BR', provinceCode: '', rates: [icms(17)], overrides: [] },
    {
      countryCode: 'BR',
      provinceCode: 'SP',
      rates: [icms(18)],
      overrides: [
        { target: 'product', targetId: 'book', rate: null },
        { target: 'collection', targetId: 'basics', rate: icms(7) },
        { target: 'collection', targetId: 'medicines', rate: icms(12) },
        { target: 'product', targetId: 'rice', rate: icms(12) },
      ],
    },
    {
      countryCode: 'BR',
      provinceCode: 'RJ',
      rates: [icms(20), { title: 'FCP 2%', ratePpm: 20_000 }],
      overrides: [],
    },
  ],
  collections: [
    { id: 'basics', productIds: ['rice', 'beans', 'aspirin'] },
    { id: 'medicines', productIds: ['aspirin'] },
  ],
}

describe('taxAddressOf', () => {
  it('taxes at the shipping address, else at the store, and always at the store for pickup', () => {
    const store = rules.storeAddress
    expect(taxAddressOf({ countryCode: 'br', provinceCode: 'rj' }, store)).toEqual({
      countryCode: 'BR',
      provinceCode: 'RJ',
    })
    expect(taxAddressOf(null, store)).toEqual(store)
    expect(taxAddressOf({ countryCode: '', provinceCode: '' }, store)).toEqual(store)
    expect(taxAddressOf({ countryCode: 'BR', provinceCode: 'RJ' }, store, { pickup: true })).toEqual(store)
  })
})

describe('resolveTaxes', () => {
  it("uses the state's region, else the country's, else none", () => {
    expect(regionOf(rules, { countryCode: 'BR', provinceCode: 'SP' })?.rates).toEqual([icms(18)])
    expect(regionOf(rules, { countryCode: 'BR', provinceCode: 'BA' })?.rates).toEqual([icms(17)])
    expect(regionOf(rules, { countryCode: 'PT', provinceCode: '' })).toBeUndefined()
    const abroad = resolveTaxes({ ...rules, shippingTaxed: true }, { countryCode: 'PT', provinceCode: '' }, [
      { id: 'a', productId: 'lamp' },
    ])
    expect(abroad.lines.get('a')).toEqual([])
    expect(abroad.shipping).toEqual([])
  })

  it("applies a product's own override first, then its collections' lowest, and custom items the region's", () => {
    const resolved = resolveTaxes(rules, { countryCode: 'BR', provinceCode: 'SP' }, [
      { id: '1', productId: 'lamp' },
      { id: '2', productId: 'book' },
      { id: '3', productId: 'beans' },
      { id: '4', productId: 'aspirin' },
      { id: '5', productId: 'rice' },
      { id: '6', productId: null },
    ])
    expect(Object.fromEntries(resolved.lines)).toEqual({
      '1': [icms(18)],
      '2': [],
      '3': [icms(7)],
      '4': [icms(7)],
      '5': [icms(12)],
      '6': [icms(18)],
    })
    // Overrides are per region: in RJ the book is taxed like anything else.
    const rj = resolveTaxes(rules, { countryCode: 'BR', provinceCode: 'RJ' }, [
      { id: '2', productId: 'book' },
    ])
    expect(rj.lines.get('2')).toHaveLength(2)
  })

  it('taxes shipping at the region’s rates only when the store says so', () => {
    const address = { countryCode: 'BR', provinceCode: 'RJ' }
    expect(resolveTaxes(rules, address, []).shipping).toEqual([])
    expect(resolveTaxes({ ...rules, shippingTaxed: true }, address, []).shipping).toHaveLength(2)
  })
})

describe('calculateOrder with the resolved rates', () => {
  const lines = [
    { id: 'lamp', quantity: 1, unitPrice: 10_000, taxable: true },
    { id: 'rice', quantity: 2, unitPrice: 2_500, taxable: true },
    { id: 'book', quantity: 1, unitPrice: 5_000, taxable: true },
  ]
  const orderOf = (taxesIncluded: boolean, taxExempt = false) => {
    const resolved = resolveTaxes(
      { ...rules, taxesIncluded, shippingTaxed: true },
      { countryCode: 'BR', provinceCode: 'SP' },
      lines.map((line) => ({ id: line.id, productId: line.id })),
    )
    return calculateOrder({
      lines: lines.map((line) => ({ ...line, taxLines: resolved.lines.get(line.id) ?? [] })),
      shipping: { title: 'Sedex', price: 2_000 },
      shippingTaxLines: resolved.shipping,
      taxLines: [],
      taxesIncluded,
      taxExempt,
    })
  }

  it('adds each line’s own rate and taxes shipping, prices without tax', () => {
    const result = orderOf(false)
    // Lamp 18% of 100.00; rice 12% of 50.00; the book not taxable; shipping 18% of 20.00.
    expect(result.lines.map((line) => line.taxes)).toEqual([
      [{ ...icms(18), amount: 1_800 }],
      [{ ...icms(12), amount: 600 }],
      [],
    ])
    expect(result.shippingTaxes).toEqual([{ ...icms(18), amount: 360 }])
    expect(result.taxLines).toEqual([
      { ...icms(18), amount: 2_160 },
      { ...icms(12), amount: 600 },
    ])
    expect(result.total).toBe(10_000 + 5_000 + 5_000 + 2_000 + 2_760)
  })

  it('extracts each line’s rate and the shipping’s from prices that include them', () => {
    const result = orderOf(true)
    // 100.00 holds 15.25 of 18%; 50.00 holds 5.36 of 12%; 20.00 of shipping holds 3.05 of 18%.
    expect(result.lines.map((line) => line.taxes[0]?.amount ?? 0)).toEqual([1_525, 536, 0])
    expect(result.shippingTaxes).toEqual([{ ...icms(18), amount: 305 }])
    expect(result.totalTax).toBe(1_525 + 536 + 305)
    expect(result.total).toBe(22_000)
  })

  it('charges an exempt customer no tax, on lines or shipping', () => {
    const result = orderOf(false, true)
    expect(result.totalTax).toBe(0)
    expect(result.shippingTaxes).toEqual([])
    expect(result.taxLines).toEqual([])
    expect(result.total).toBe(22_000)
  })

  it('leaves shipping untaxed without shipping rates, as decision 007 had it', () => {
    const result = calculateOrder({
      lines: [{ id: 'a', quantity: 1, unitPrice: 10_000, taxable: true }],
      shipping: { title: 'Sedex', price: 2_000 },
      taxLines: [icms(18)],
      taxesIncluded: false,
      taxExempt: false,
    })
    expect(result.shippingTaxes).toEqual([])
    expect(result.totalTax).toBe(1_800)
  })

  it('keeps every tax within a cent of its exact amount and the totals adding up (property)', () => {
    const rate = fc.integer({ min: 0, max: PPM })
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            unitPrice: fc.integer({ min: 0, max: 1_000_000 }),
            quantity: fc.integer({ min: 1, max: 50 }),
            rates: fc.array(rate, { maxLength: 3 }),
          }),
          { maxLength: 6 },
        ),
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.array(rate, { maxLength: 2 }),
        fc.boolean(),
        (items, shippingPrice, shippingRates, included) => {
          const result = calculateOrder({
            lines: items.map((item, index) => ({
              id: String(index),
              quantity: item.quantity,
              unitPrice: item.unitPrice,
              taxable: true,
              taxLines: item.rates.map((ratePpm) => ({ title: `T${ratePpm}`, ratePpm })),
            })),
            shipping: { title: 'Frete', price: shippingPrice },
            shippingTaxLines: shippingRates.map((ratePpm) => ({ title: `T${ratePpm}`, ratePpm })),
            taxLines: [],
            taxesIncluded: included,
            taxExempt: false,
          })
          const charged = [...result.lines.flatMap((line) => line.taxes), ...result.shippingTaxes]
          expect(result.taxLines.reduce((sum, tax) => sum + tax.amount, 0)).toBe(result.totalTax)
          expect(charged.reduce((sum, tax) => sum + tax.amount, 0)).toBe(result.totalTax)
          for (const tax of charged) expect(tax.amount).toBeGreaterThanOrEqual(0)
          if (!included) {
            result.lines.forEach((line, index) => {
              line.taxes.forEach((tax) => {
                const exact = (line.discountedTotal * tax.ratePpm) / PPM
                expect(Math.abs(tax.amount - exact)).toBeLessThanOrEqual(0.5)
              })
              expect(line.taxes).toHaveLength(items[index]?.rates.length ?? 0)
            })
          }
          const added = included ? 0 : result.totalTax
          expect(result.total).toBe(result.subtotal - result.orderDiscount + result.shipping + added)
        },
      ),
    )
  })
})
