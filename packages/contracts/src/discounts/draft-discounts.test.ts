import { describe, expect, it } from 'vitest'
import { calculateOrder } from '../order/calculate.ts'
import { applyDiscountsToDraft, type DraftDiscountLine, draftDiscountCart } from './draft-discounts.ts'
import { input, rule } from './test-builders.ts'

const line = (id: string, unitPrice: number, quantity: number, more: Partial<DraftDiscountLine> = {}) => ({
  id,
  productId: `p-${id}`,
  variantId: `v-${id}`,
  collectionIds: [],
  quantity,
  unitPrice,
  customDiscount: null,
  ...more,
})

const tenPercentOnSale = rule({
  id: 'sale',
  code: null,
  effect: {
    type: 'amount_off_products',
    value: { type: 'percentage', ppm: 100_000 },
    targets: { type: 'collections', ids: ['c-sale'] },
  },
})

describe('draftDiscountCart', () => {
  it('prices a line after staff’s discount, in two parts when its units cannot cost the same', () => {
    // 3 × 3.33 is 9.99; 10% off is 1.00 (rounded), leaving 8.99: one unit at 2.99 and two at 3.00.
    const cart = draftDiscountCart([
      line('a', 333, 3, { customDiscount: { type: 'percentage', value: 100_000, title: 'Staff' } }),
      line('b', 1000, 2, { customDiscount: { type: 'fixed-amount', value: 150, title: 'Staff' } }),
      line('c', 500, 0),
    ])
    expect(cart.map((part) => [part.quantity, part.unitPrice])).toEqual([
      [1, 299],
      [2, 300],
      [2, 850],
    ])
    expect(cart[0]?.id).toBe('a')
    expect(cart[1]?.id.startsWith('a')).toBe(true)
    expect(cart[1]?.productId).toBe('p-a')
  })
})

describe('applyDiscountsToDraft', () => {
  it('gives an automatic discount on a collection to that collection’s lines, after staff’s discount', () => {
    const lines = [
      line('a', 333, 3, {
        collectionIds: ['c-sale'],
        customDiscount: { type: 'percentage', value: 100_000, title: 'Staff' },
      }),
      line('b', 1000, 1),
    ]
    const result = applyDiscountsToDraft({
      ...input({ candidates: [tenPercentOnSale] }),
      lines,
      shipping: null,
      shippingCountry: null,
    })
    // 10% of the 8.99 line a costs after staff's 10%: 0.90, on line a alone (both of its parts).
    expect(result.applied).toEqual([
      {
        id: 'sale',
        code: null,
        title: 'sale',
        class: 'product',
        amount: 90,
        lines: [{ lineId: 'a', amount: 90 }],
        shipping: 0,
      },
    ])
    const totals = calculateOrder({
      lines: lines.map((one) => ({ ...one, taxable: true, discount: one.customDiscount })),
      savedDiscounts: result.applied,
      taxLines: [],
      taxesIncluded: false,
      taxExempt: false,
    })
    expect(totals.lines.map((one) => one.discountedTotal)).toEqual([809, 1000])
    expect(totals.lines[0]?.discountAllocations).toEqual([
      { title: 'Staff', amount: 100, level: 'line' },
      { title: 'sale', amount: 90, level: 'line', discountId: 'sale' },
    ])
    expect(totals.subtotal).toBe(1809)
    expect(totals.lineDiscounts).toBe(190)
    expect(totals.total).toBe(1809)
  })

  it('takes a free shipping discount off the shipping charge, refusing a code below its minimum', () => {
    const result = applyDiscountsToDraft({
      ...input({
        candidates: [
          rule({
            id: 'ship',
            code: null,
            effect: { type: 'free_shipping', countries: ['BR'], maxShippingAmount: null },
            combinesWith: { product: true, order: true, shipping: false },
          }),
          rule({
            id: 'big',
            effect: { type: 'amount_off_order', value: { type: 'fixed-amount', amount: 500 } },
            minimum: { type: 'amount', amount: 10_000 },
            combinesWith: { product: false, order: false, shipping: true },
          }),
        ],
      }),
      lines: [line('a', 2500, 2)],
      shipping: 1500,
      shippingCountry: 'BR',
    })
    expect(result.applied.map(({ id, amount, shipping }) => ({ id, amount, shipping }))).toEqual([
      { id: 'ship', amount: 1500, shipping: 1500 },
    ])
    expect(result.refused).toEqual([
      {
        id: 'big',
        code: 'BIG',
        title: 'big',
        refusal: { reason: 'minimum_not_met', minimum: { amount: 10_000 } },
      },
    ])
    const totals = calculateOrder({
      lines: [{ id: 'a', quantity: 2, unitPrice: 2500, taxable: true }],
      savedDiscounts: result.applied,
      shipping: { title: 'Sedex', price: 1500 },
      taxLines: [],
      taxesIncluded: false,
      taxExempt: false,
    })
    expect(totals).toMatchObject({ shipping: 0, shippingDiscount: 1500, totalDiscounts: 1500, total: 5000 })
  })
})
