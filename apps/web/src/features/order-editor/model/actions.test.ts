import { describe, expect, it } from 'vitest'
import { applyActions } from './actions'
import { emptyDocument, type LineDisplay } from './document'
import { totalsOf } from './totals'

const display: LineDisplay = {
  title: 'Caneca',
  variantTitle: '',
  sku: 'CAN-1',
  options: [],
  imageUrl: null,
  unitPrice: 3500,
  isCustom: false,
}
const add = (lineId: string, amount = 1) =>
  ({ type: 'addProduct', lineId, variantId: 'variant-1', display, isTaxable: true, amount }) as const

describe('the editor actions', () => {
  it('adds a variant once and raises its quantity after that', () => {
    const doc = applyActions(emptyDocument, [add('a'), add('b'), add('c', 3)])
    expect(doc.lineItems).toHaveLength(1)
    expect(doc.lineItems[0]).toMatchObject({ id: 'a', quantity: 5, saved: false })
  })

  it('sets quantities absolutely and removes a line at 0 or less', () => {
    let doc = applyActions(emptyDocument, [add('a'), { type: 'setQuantity', lineId: 'a', quantity: 4 }])
    expect(doc.lineItems[0]?.quantity).toBe(4)
    expect(totalsOf(doc).totalQuantity).toBe(4)
    doc = applyActions(doc, [{ type: 'setQuantity', lineId: 'a', quantity: 0 }])
    expect(doc.lineItems).toEqual([])
    expect(totalsOf(doc).totalQuantity).toBe(0)
  })

  it('ignores edits of a line a colleague removed', () => {
    const doc = applyActions(emptyDocument, [{ type: 'setQuantity', lineId: 'gone', quantity: 2 }])
    expect(doc).toBe(emptyDocument)
  })

  it('replaces the earlier custom line discount', () => {
    const doc = applyActions(emptyDocument, [
      add('a'),
      { type: 'setLineDiscount', lineId: 'a', discount: { type: 'percentage', value: '0.1', title: 'A' } },
      { type: 'setLineDiscount', lineId: 'a', discount: { type: 'fixed-amount', value: '2.00', title: 'B' } },
    ])
    expect(doc.lineItems[0]?.appliedDiscount).toEqual({ type: 'fixed-amount', value: '2.00', title: 'B' })
    expect(totalsOf(doc).lines[0]?.discountedTotal).toBe(3300)
  })

  it('keeps a saved code when the custom discount is cleared', () => {
    const code = {
      type: 'percentage' as const,
      value: '0.05',
      title: 'VIP5',
      discountId: crypto.randomUUID(),
    }
    const doc = applyActions(emptyDocument, [
      add('a'),
      { type: 'setLineDiscount', lineId: 'a', discount: code },
      { type: 'setLineDiscount', lineId: 'a', discount: null },
    ])
    expect(doc.lineItems[0]?.appliedDiscount).toEqual(code)
  })

  it('never keeps an empty tag', () => {
    const doc = applyActions(emptyDocument, [{ type: 'setTags', tags: ['vip', '', '  '] }])
    expect(doc.tags).toEqual(['vip'])
  })

  it('prices a custom item from its own price', () => {
    const doc = applyActions(emptyDocument, [
      {
        type: 'addCustomItem',
        lineId: 'c',
        item: {
          title: 'Gift wrap',
          price: '10.00',
          weight: null,
          weightUnit: 'kg',
          isPhysical: true,
          description: '',
        },
        quantity: 2,
        isTaxable: false,
      },
      { type: 'setTaxes', taxLines: [{ title: 'VAT', rate: '17' }], taxesIncluded: false },
    ])
    const totals = totalsOf(doc)
    expect(totals.subtotal).toBe(2000)
    // Not taxable: no tax on it.
    expect(totals.totalTax).toBe(0)
  })

  it('keeps a billing address that was the shipping address the same when shipping is edited', () => {
    const home = {
      firstName: 'Rita',
      lastName: 'Lee',
      company: '',
      address1: 'Rua das Flores, 10',
      address2: '',
      city: 'Campinas',
      provinceCode: 'SP',
      countryCode: 'BR',
      postalCode: '13010-000',
      phone: '',
    }
    const moved = { ...home, city: 'Valinhos' }
    const chosen = applyActions(emptyDocument, [
      {
        type: 'setCustomer',
        customer: null,
        email: '',
        shippingAddress: home,
        billingAddress: { ...home },
        taxExempt: false,
      },
    ])
    const edited = applyActions(chosen, [{ type: 'setAddress', kind: 'shipping', address: moved }])
    expect(edited.shippingAddress).toEqual(moved)
    expect(edited.billingAddress).toEqual(moved)

    // A billing address of its own stays as it is.
    const office = { ...home, address1: 'Av. Paulista, 1000', city: 'São Paulo' }
    const separate = applyActions(chosen, [
      { type: 'setAddress', kind: 'billing', address: office },
      { type: 'setAddress', kind: 'shipping', address: moved },
    ])
    expect(separate.billingAddress).toEqual(office)
  })
})
