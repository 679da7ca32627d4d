import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  createDiscount,
  daysFromNow,
  productInCollection,
  stockedProduct,
} from '../../test/discount-fixtures.ts'
import { type Account, storeAccount } from '../../test/order-helpers.ts'
import { insertCustomer } from '../../test/store-fixtures.ts'
import { bearer, createTestApp, type TestApp } from '../../test/test-app.ts'

// Each kind of discount and each of its conditions, as a draft saved through the API gets them: what it
// takes off which lines and the shipping, or why it does not apply.

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

type Money = { presentmentMoney: { amount: string } }
interface Draft {
  lineItems: { id: string; discountedTotalSet: Money }[]
  discountApplications: {
    discountId: string
    title: string
    amountSet: Money
    lineAllocations: { lineId: string; amountSet: Money }[]
    refusal: unknown
  }[]
  totalShippingPriceSet: Money
  totalPriceSet: Money
}

async function saveDraft(account: Account, body: Record<string, unknown>): Promise<Draft> {
  const answer = await t.app.inject({
    method: 'POST',
    url: '/v1/order',
    headers: bearer(account.token),
    payload: body,
  })
  expect(answer.statusCode, answer.body).toBe(201)
  return answer.json().order
}

const amount = (set: Money) => set.presentmentMoney.amount
const newCode = (prefix: string) => `${prefix}${randomUUID().slice(0, 6)}`.toUpperCase()

/** A code of the store chosen as the draft's order discount, as the editor's picker sends it. */
const chosen = (discount: { id: string; code: string | null }) => ({
  type: 'percentage',
  value: '0.1',
  title: discount.code,
  discountId: discount.id,
})

/** A store with a vase (R$ 50,00) and a mug (R$ 30,00), and a draft's lines of so many of each. */
async function vaseAndMug() {
  const account = await storeAccount(t.app)
  const vaso = await stockedProduct(t, account, 'Vaso', 5000)
  const caneca = await stockedProduct(t, account, 'Caneca', 3000)
  const [vasoLine, canecaLine] = [randomUUID(), randomUUID()]
  const lines = (vases: number, mugs: number) => [
    { id: vasoLine, variantId: vaso.variantId, quantity: vases },
    { id: canecaLine, variantId: caneca.variantId, quantity: mugs },
  ]
  return { account, vaso, caneca, vasoLine, canecaLine, lines }
}

/** A code of the store: its title, type and the type's fields in `definition`. */
const createCode = (account: Account, prefix: string, definition: Record<string, unknown>) =>
  createDiscount(t, account, { method: 'code', code: newCode(prefix), ...definition })

/** Each application as discount id → what it takes off, and each line's share of it. */
function taken(draft: Draft) {
  return draft.discountApplications.map((applied) => ({
    discountId: applied.discountId,
    amount: amount(applied.amountSet),
    lines: applied.lineAllocations.map((part) => [part.lineId, amount(part.amountSet)]),
    refusal: applied.refusal,
  }))
}

describe('amount off products', () => {
  it('takes its percentage off the products it names, and its fixed amount once off the variants it names', async () => {
    const { account, vaso, caneca, vasoLine, canecaLine, lines } = await vaseAndMug()
    const percentage = await createCode(account, 'VASO', {
      title: '20% nos vasos',
      type: 'amount_off_products',
      value: { type: 'percentage', value: '0.2' },
      appliesTo: { type: 'products', ids: [vaso.productId] },
    })
    const draft = await saveDraft(account, {
      lineItems: lines(2, 1),
      appliedDiscount: chosen(percentage),
    })
    expect(taken(draft)).toEqual([
      { discountId: percentage.id, amount: '20.00', lines: [[vasoLine, '20.00']], refusal: null },
    ])
    expect(amount(draft.totalPriceSet)).toBe('110.00')

    const fixed = await createCode(account, 'CANECA', {
      title: 'R$ 15 nas canecas',
      type: 'amount_off_products',
      value: { type: 'fixed-amount', value: '15.00' },
      appliesTo: { type: 'variants', ids: [caneca.variantId] },
    })
    const three = await saveDraft(account, {
      lineItems: lines(2, 3),
      appliedDiscount: chosen(fixed),
    })
    // R$ 15,00 off the three mugs together, not off each.
    expect(taken(three)).toEqual([
      { discountId: fixed.id, amount: '15.00', lines: [[canecaLine, '15.00']], refusal: null },
    ])
    expect(amount(three.totalPriceSet)).toBe('175.00')
  })
})

describe('amount off the order', () => {
  it('spreads a fixed amount over every line by what each costs', async () => {
    const { account, vasoLine, canecaLine, lines } = await vaseAndMug()
    const fixed = await createCode(account, 'PEDIDO', {
      title: 'R$ 26 no pedido',
      type: 'amount_off_order',
      value: { type: 'fixed-amount', value: '26.00' },
    })
    const draft = await saveDraft(account, {
      lineItems: lines(2, 1),
      appliedDiscount: chosen(fixed),
    })
    expect(taken(draft)).toEqual([
      {
        discountId: fixed.id,
        amount: '26.00',
        lines: [
          [vasoLine, '20.00'],
          [canecaLine, '6.00'],
        ],
        refusal: null,
      },
    ])
    expect(amount(draft.totalPriceSet)).toBe('104.00')
  })
})

describe('buy X get Y', () => {
  it('gives the items it names for those bought, no more times in one order than it allows', async () => {
    const { account, vaso, caneca, canecaLine, lines } = await vaseAndMug()
    const bxgy = await createDiscount(t, account, {
      title: 'Leve uma caneca a cada dois vasos',
      method: 'automatic',
      type: 'buy_x_get_y',
      buy: { quantity: 2, appliesTo: { type: 'products', ids: [vaso.productId] } },
      get: { quantity: 1, appliesTo: { type: 'products', ids: [caneca.productId] } },
      maxUsesPerOrder: 2,
    })
    // Six vases would give three mugs; the discount gives two per order.
    const draft = await saveDraft(account, {
      lineItems: lines(6, 3),
    })
    expect(taken(draft)).toEqual([
      { discountId: bxgy.id, amount: '60.00', lines: [[canecaLine, '60.00']], refusal: null },
    ])
    expect(amount(draft.totalPriceSet)).toBe('330.00')

    const oneVase = await saveDraft(account, {
      lineItems: lines(1, 3),
    })
    expect(oneVase.discountApplications).toEqual([])
    expect(amount(oneVase.totalPriceSet)).toBe('140.00')
  })
})

describe('free shipping', () => {
  it('takes off a shipping rate up to its ceiling, and says why it does not above it', async () => {
    const account = await storeAccount(t.app)
    const caneca = await stockedProduct(t, account, 'Caneca', 3000)
    const freeShipping = await createCode(account, 'FRETE', {
      title: 'Frete grátis até R$ 20',
      type: 'free_shipping',
      maxShippingAmount: '20.00',
    })
    const order = (price: string) => ({
      lineItems: [{ id: randomUUID(), variantId: caneca.variantId, quantity: 1 }],
      shippingLine: { title: 'PAC', price },
      shippingAddress: { countryCode: 'BR', city: 'Curitiba' },
      appliedDiscount: chosen(freeShipping),
    })
    const cheap = await saveDraft(account, order('15.00'))
    expect(taken(cheap)).toEqual([{ discountId: freeShipping.id, amount: '15.00', lines: [], refusal: null }])
    expect(amount(cheap.totalShippingPriceSet)).toBe('0.00')
    expect(amount(cheap.totalPriceSet)).toBe('30.00')

    const dear = await saveDraft(account, order('25.00'))
    expect(taken(dear)).toEqual([
      { discountId: freeShipping.id, amount: '0.00', lines: [], refusal: { reason: 'no_eligible_shipping' } },
    ])
    expect(amount(dear.totalPriceSet)).toBe('55.00')
  })
})

describe('a code’s conditions', () => {
  it('applies only from its start, and only to the customers it names', async () => {
    const account = await storeAccount(t.app)
    const caneca = await stockedProduct(t, account, 'Caneca', 3000)
    const rita = await insertCustomer(t.db, account.tenantId, {
      name: 'Rita Alves',
      email: 'rita@example.com',
    })
    const davi = await insertCustomer(t.db, account.tenantId, {
      name: 'Davi Rocha',
      email: 'davi@example.com',
    })
    const tenPercent = (more: Record<string, unknown>) =>
      createCode(account, 'DEZ', {
        title: 'Dez por cento',
        type: 'amount_off_order',
        value: { type: 'percentage', value: '0.1' },
        ...more,
      })
    const startsAt = daysFromNow(2)
    const later = await tenPercent({ startsAt })
    const forRita = await tenPercent({ eligibility: { type: 'customers', customerIds: [rita] } })
    const draftWith = (discount: { id: string; code: string | null }, customerId?: string) =>
      saveDraft(account, {
        customerId,
        lineItems: [{ id: randomUUID(), variantId: caneca.variantId, quantity: 10 }],
        appliedDiscount: chosen(discount),
      })

    const early = await draftWith(later)
    expect(taken(early)[0]?.refusal).toEqual({ reason: 'not_started', startsAt: Date.parse(startsAt) })
    expect(amount(early.totalPriceSet)).toBe('300.00')

    expect(taken(await draftWith(forRita))[0]?.refusal).toEqual({ reason: 'not_eligible' })
    expect(taken(await draftWith(forRita, davi))[0]?.refusal).toEqual({ reason: 'not_eligible' })
    const hers = await draftWith(forRita, rita)
    expect(taken(hers)[0]).toMatchObject({ amount: '30.00', refusal: null })
    expect(amount(hers.totalPriceSet)).toBe('270.00')
  })
})

describe('combinations', () => {
  const twoVases = async (account: Account, code: { id: string; code: string | null }, shipping = {}) => {
    const { collectionId, variantId } = await productInCollection(t, account, 'Vaso')
    return {
      collectionId,
      draft: (extra: Record<string, unknown> = {}) =>
        saveDraft(account, {
          lineItems: [{ id: randomUUID(), variantId, quantity: 2 }],
          appliedDiscount: chosen(code),
          ...shipping,
          ...extra,
        }),
    }
  }

  it('keeps only the larger of a product and an order discount unless each combines with the other’s class', async () => {
    const alone = await storeAccount(t.app)
    const orderCode = await createCode(alone, 'VINTE', {
      title: '20% no pedido',
      type: 'amount_off_order',
      value: { type: 'percentage', value: '0.2' },
      combinesWith: { product: true, order: false, shipping: false },
    })
    const aloneOrder = await twoVases(alone, orderCode)
    // The automatic 10% does not combine with order discounts: the code gives more, so it is kept alone.
    await createDiscount(t, alone, {
      title: '10% em promoções',
      method: 'automatic',
      type: 'amount_off_products',
      value: { type: 'percentage', value: '0.1' },
      appliesTo: { type: 'collections', ids: [aloneOrder.collectionId] },
    })
    const one = await aloneOrder.draft()
    expect(taken(one)).toEqual([
      { discountId: orderCode.id, amount: '20.00', lines: [expect.any(Array)], refusal: null },
    ])
    expect(amount(one.totalPriceSet)).toBe('80.00')

    const together = await storeAccount(t.app)
    const code = await createCode(together, 'VINTE', {
      title: '20% no pedido',
      type: 'amount_off_order',
      value: { type: 'percentage', value: '0.2' },
      combinesWith: { product: true, order: false, shipping: false },
    })
    const both = await twoVases(together, code)
    const automatic = await createDiscount(t, together, {
      title: '10% em promoções',
      method: 'automatic',
      type: 'amount_off_products',
      value: { type: 'percentage', value: '0.1' },
      appliesTo: { type: 'collections', ids: [both.collectionId] },
      combinesWith: { product: false, order: true, shipping: false },
    })
    // The product discount first (R$ 100 → 90), then 20% of what the lines have left (R$ 18).
    const draft = await both.draft()
    expect(taken(draft).map(({ discountId, amount }) => [discountId, amount])).toEqual([
      [automatic.id, '10.00'],
      [code.id, '18.00'],
    ])
    expect(amount(draft.totalPriceSet)).toBe('72.00')
  })

  it('refuses a code that does not combine with free shipping the order gets, naming it', async () => {
    const account = await storeAccount(t.app)
    const code = await createCode(account, 'VINTE', {
      title: '20% no pedido',
      type: 'amount_off_order',
      value: { type: 'percentage', value: '0.2' },
      combinesWith: { product: true, order: false, shipping: false },
    })
    const shipping = {
      shippingLine: { title: 'Sedex', price: '25.00' },
      shippingAddress: { countryCode: 'BR', city: 'Curitiba' },
    }
    const vases = await twoVases(account, code, shipping)
    const freeShipping = await createDiscount(t, account, {
      title: 'Frete grátis',
      method: 'automatic',
      type: 'free_shipping',
      combinesWith: { product: true, order: true, shipping: false },
    })
    // Free shipping (R$ 25) gives more than the code (R$ 20): the code is the one left out.
    const draft = await vases.draft()
    expect(taken(draft)).toEqual([
      { discountId: freeShipping.id, amount: '25.00', lines: [], refusal: null },
      {
        discountId: code.id,
        amount: '0.00',
        lines: [],
        refusal: {
          reason: 'does_not_combine',
          with: { id: freeShipping.id, title: 'Frete grátis', code: null },
        },
      },
    ])
    expect(amount(draft.totalPriceSet)).toBe('100.00')
  })
})
