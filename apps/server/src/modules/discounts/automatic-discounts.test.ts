import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  daysFromNow,
  productInCollection as inCollection,
  createDiscount as makeDiscount,
  stockedProduct,
} from '../../test/discount-fixtures.ts'
import { type Account, storeAccount } from '../../test/order-helpers.ts'
import { insertCustomer } from '../../test/store-fixtures.ts'
import { bearer, createTestApp, type TestApp } from '../../test/test-app.ts'

// Automatic discounts on drafts and orders: the server weighs them with the draft's lines, customer and
// shipping at every save, keeps those that apply with their allocations, and counts them when the order
// is placed (decision 021).

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

type Answer = Awaited<ReturnType<TestApp['app']['inject']>>

function call(account: Account, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown) {
  return t.app.inject({
    method,
    url,
    headers: bearer(account.token),
    ...(payload === undefined ? {} : { payload: payload as object }),
  })
}

function ok(answer: Answer, status = 200) {
  expect(answer.statusCode, answer.body).toBe(status)
  return answer.json()
}

const iso = daysFromNow
const productInCollection = (account: Account, title: string) => inCollection(t, account, title)

/** A product of R$ 30,00 in no collection. */
async function plainProduct(account: Account) {
  return (await stockedProduct(t, account, 'Caneca', 3000)).variantId
}

const createDiscount = (account: Account, definition: Record<string, unknown>) =>
  makeDiscount(t, account, definition)

/** The store's automatic 10% off the items of a collection. */
function tenPercentOn(account: Account, collectionId: string, more: Record<string, unknown> = {}) {
  return createDiscount(account, {
    title: '10% em promoções',
    method: 'automatic',
    type: 'amount_off_products',
    value: { type: 'percentage', value: '0.1' },
    appliesTo: { type: 'collections', ids: [collectionId] },
    ...more,
  })
}

interface Draft {
  id: string
  version: number
  lineItems: { id: string; discountedTotalSet: { presentmentMoney: { amount: string } } }[]
  discountApplications: {
    discountId: string
    code: string | null
    title: string
    method: string
    class: string
    amountSet: { presentmentMoney: { amount: string } }
    lineAllocations: { lineId: string; amountSet: { presentmentMoney: { amount: string } } }[]
    refusal: unknown
  }[]
  totalPriceSet: { presentmentMoney: { amount: string } }
}

async function saveDraft(account: Account, body: Record<string, unknown>, status = 201): Promise<Draft> {
  return ok(await call(account, 'POST', '/v1/order', body), status).order
}

const amount = (set: { presentmentMoney: { amount: string } }) => set.presentmentMoney.amount

async function discountOf(account: Account, id: string) {
  return ok(await call(account, 'GET', `/v1/discounts/${id}`)).discount as {
    version: number
    usageCount: number
    amountGiven: string
  }
}

function place(account: Account, draft: { id: string; version: number }) {
  return call(account, 'POST', '/v1/orders', {
    draftOrderId: draft.id,
    version: draft.version,
    paymentPending: false,
  })
}

describe('an automatic discount on a collection', () => {
  it('applies by itself to a new draft with a product of the collection, and goes when the line goes', async () => {
    const account = await storeAccount(t.app)
    const { collectionId, variantId } = await productInCollection(account, 'Vaso em promoção')
    const other = await plainProduct(account)
    const discount = await tenPercentOn(account, collectionId)
    const saleLine = randomUUID()
    const otherLine = randomUUID()

    const draft = await saveDraft(account, {
      lineItems: [
        { id: saleLine, variantId, quantity: 2 },
        { id: otherLine, variantId: other, quantity: 1 },
      ],
    })
    expect(draft.discountApplications).toEqual([
      {
        discountId: discount.id,
        code: null,
        title: '10% em promoções',
        method: 'automatic',
        class: 'product',
        amountSet: expect.objectContaining({ presentmentMoney: { amount: '10.00', currencyCode: 'BRL' } }),
        lineAllocations: [{ lineId: saleLine, amountSet: expect.anything() }],
        shippingAmountSet: expect.anything(),
        refusal: null,
      },
    ])
    const [sale, plain] = draft.lineItems
    expect(sale && amount(sale.discountedTotalSet)).toBe('90.00')
    expect(plain && amount(plain.discountedTotalSet)).toBe('30.00')
    expect(amount(draft.totalPriceSet)).toBe('120.00')
    // Read back as saved, with the line's allocation named after the discount.
    const read = ok(await call(account, 'GET', `/v1/order?id=${draft.id}`)).order
    expect(read.discountApplications).toEqual(draft.discountApplications)
    expect(read.lineItems[0].discountAllocations).toEqual([
      {
        allocatedAmountSet: expect.anything(),
        discountApplication: {
          value: { id: discount.id, title: '10% em promoções', amountSet: expect.anything() },
        },
      },
    ])

    const without = await saveDraft(
      account,
      { id: draft.id, version: draft.version, lineItems: [{ id: otherLine, quantity: 1 }] },
      200,
    )
    expect(without.discountApplications).toEqual([])
    expect(amount(without.totalPriceSet)).toBe('30.00')
  })

  it('goes when its conditions stop holding: fewer items than its minimum, another customer', async () => {
    const account = await storeAccount(t.app)
    const { collectionId, variantId } = await productInCollection(account, 'Manta')
    const rita = await insertCustomer(t.db, account.tenantId, {
      name: 'Rita Alves',
      email: 'rita@example.com',
    })
    const davi = await insertCustomer(t.db, account.tenantId, {
      name: 'Davi Rocha',
      email: 'davi@example.com',
    })
    await tenPercentOn(account, collectionId, {
      minimum: { type: 'quantity', quantity: 2 },
      eligibility: { type: 'customers', customerIds: [rita] },
    })
    const line = randomUUID()
    const draft = await saveDraft(account, {
      customerId: rita,
      lineItems: [{ id: line, variantId, quantity: 2 }],
    })
    expect(draft.discountApplications.map((applied) => amount(applied.amountSet))).toEqual(['10.00'])
    const fewer = await saveDraft(
      account,
      { id: draft.id, version: draft.version, lineItems: [{ id: line, quantity: 1 }] },
      200,
    )
    expect(fewer.discountApplications).toEqual([])
    const again = await saveDraft(
      account,
      { id: draft.id, version: fewer.version, lineItems: [{ id: line, quantity: 3 }] },
      200,
    )
    expect(again.discountApplications.map((applied) => amount(applied.amountSet))).toEqual(['15.00'])
    const someoneElse = await saveDraft(
      account,
      { id: draft.id, version: again.version, customerId: davi, lineItems: [{ id: line, quantity: 3 }] },
      200,
    )
    expect(someoneElse.discountApplications).toEqual([])
    expect(amount(someoneElse.totalPriceSet)).toBe('150.00')
  })

  it('is counted once when the order is placed, and given back when it is cancelled', async () => {
    const account = await storeAccount(t.app)
    const { collectionId, variantId } = await productInCollection(account, 'Almofada')
    const discount = await tenPercentOn(account, collectionId, {
      usageLimit: { total: 1, oncePerCustomer: false },
    })
    const first = await saveDraft(account, { lineItems: [{ id: randomUUID(), variantId, quantity: 2 }] })
    const secondLine = randomUUID()
    const second = await saveDraft(account, { lineItems: [{ id: secondLine, variantId, quantity: 2 }] })
    const placed = ok(await place(account, first), 201).order
    expect(amount({ presentmentMoney: placed.total })).toBe('90.00')
    expect(await discountOf(account, discount.id)).toMatchObject({ usageCount: 1, amountGiven: '10.00' })

    // Its one use is taken: the other draft, which shows it, is not placed at a total nobody saw.
    const refused = await place(account, second)
    expect(refused.statusCode).toBe(409)
    expect(refused.json()).toMatchObject({
      detail: 'This discount has reached its usage limit.',
      discountRefusal: { discountId: discount.id, code: null, refusal: { reason: 'limit_reached' } },
    })
    // Saved again, the draft no longer shows it, and is placed at its full price.
    const resaved = await saveDraft(
      account,
      { id: second.id, version: second.version, lineItems: [{ id: secondLine, quantity: 2 }] },
      200,
    )
    expect(resaved.discountApplications).toEqual([])
    expect(ok(await place(account, resaved), 201).order.total.amount).toBe('100.00')

    ok(await call(account, 'POST', `/v1/orders/${placed.id}/cancel`, { reason: 'customer', restock: true }))
    expect(await discountOf(account, discount.id)).toMatchObject({ usageCount: 0, amountGiven: '0.00' })
  })

  it('refuses a placement whose total it would change since the draft was saved, and not one it leaves', async () => {
    const account = await storeAccount(t.app)
    const { collectionId, variantId } = await productInCollection(account, 'Toalha')
    const discount = await tenPercentOn(account, collectionId)
    const line = { id: randomUUID(), variantId, quantity: 2 }
    const draft = await saveDraft(account, { lineItems: [line] })
    // Staff make it 20% after the draft was saved: the draft still shows 10.00 off.
    const current = await discountOf(account, discount.id)
    ok(
      await call(account, 'PATCH', `/v1/discounts/${discount.id}`, {
        version: current.version,
        discount: {
          title: '20% em promoções',
          method: 'automatic',
          type: 'amount_off_products',
          value: { type: 'percentage', value: '0.2' },
          appliesTo: { type: 'collections', ids: [collectionId] },
          startsAt: iso(-1),
        },
      }),
    )
    const changed = await place(account, draft)
    expect(changed.statusCode).toBe(409)
    expect(changed.json()).toMatchObject({
      detail: 'This discount changed since the order was saved, and the total with it.',
      discountRefusal: { discountId: discount.id, refusal: { reason: 'changed' } },
    })
    expect(await discountOf(account, discount.id)).toMatchObject({ usageCount: 0 })

    // A new automatic discount started since the draft was saved is not added at placement: the order
    // is placed as the draft shows it, and the next save of another draft brings it.
    const resaved = await saveDraft(
      account,
      { id: draft.id, version: draft.version, lineItems: [{ id: line.id, quantity: 2 }] },
      200,
    )
    expect(amount(resaved.totalPriceSet)).toBe('80.00')
    await createDiscount(account, {
      title: 'Frete e tudo',
      method: 'automatic',
      type: 'amount_off_order',
      value: { type: 'fixed-amount', value: '5.00' },
      combinesWith: { product: true, order: false, shipping: false },
    })
    const order = ok(await place(account, resaved), 201).order
    expect(order.total.amount).toBe('80.00')
  })

  it('does not apply on another store’s drafts, nor does that store’s apply here', async () => {
    const owner = await storeAccount(t.app)
    const stranger = await storeAccount(t.app)
    const mine = await productInCollection(owner, 'Vela')
    const theirs = await productInCollection(stranger, 'Vela')
    // Each store's discount names the other store's collection too: it still reads only its own lines.
    const ownerDiscount = await tenPercentOn(owner, mine.collectionId)
    await createDiscount(stranger, {
      title: 'Tudo com 50%',
      method: 'automatic',
      type: 'amount_off_order',
      value: { type: 'percentage', value: '0.5' },
    })
    const patched = await discountOf(owner, ownerDiscount.id)
    ok(
      await call(owner, 'PATCH', `/v1/discounts/${ownerDiscount.id}`, {
        version: patched.version,
        discount: {
          title: '10% em promoções',
          method: 'automatic',
          type: 'amount_off_products',
          value: { type: 'percentage', value: '0.1' },
          appliesTo: { type: 'collections', ids: [mine.collectionId, theirs.collectionId] },
          startsAt: iso(-1),
        },
      }),
    )
    const strangerDraft = await saveDraft(stranger, {
      lineItems: [{ id: randomUUID(), variantId: theirs.variantId, quantity: 2 }],
    })
    expect(strangerDraft.discountApplications.map((applied) => applied.title)).toEqual(['Tudo com 50%'])
    expect(amount(strangerDraft.totalPriceSet)).toBe('50.00')
    const ownerDraft = await saveDraft(owner, {
      lineItems: [{ id: randomUUID(), variantId: mine.variantId, quantity: 2 }],
    })
    expect(ownerDraft.discountApplications.map((applied) => applied.discountId)).toEqual([ownerDiscount.id])
    expect(amount(ownerDraft.totalPriceSet)).toBe('90.00')
    ok(await place(stranger, strangerDraft), 201)
    expect(await discountOf(owner, ownerDiscount.id)).toMatchObject({ usageCount: 0 })
  })
})

describe('a chosen code of any kind', () => {
  it('is listed in the editor’s picker and worked out by the application function: free shipping', async () => {
    const account = await storeAccount(t.app)
    const variantId = await plainProduct(account)
    const code = `FRETE${randomUUID().slice(0, 6)}`.toUpperCase()
    const discount = await createDiscount(account, {
      title: 'Frete grátis',
      method: 'code',
      code,
      type: 'free_shipping',
      countries: ['BR'],
    })
    const picker = ok(await call(account, 'POST', '/v1/order/discounts/search', { query: code, first: 10 }))
    expect(picker.discounts.edges.map((edge: { node: { id: string } }) => edge.node.id)).toEqual([
      discount.id,
    ])
    const chosen = picker.discounts.edges[0].node
    const line = randomUUID()
    const draft = await saveDraft(account, {
      lineItems: [{ id: line, variantId, quantity: 1 }],
      shippingLine: { title: 'Sedex', price: '25.00' },
      shippingAddress: { countryCode: 'BR', city: 'Curitiba' },
      appliedDiscount: { type: chosen.type, value: chosen.value, title: chosen.title, discountId: chosen.id },
    })
    expect(draft).toMatchObject({
      appliedDiscount: { discountId: discount.id, amountSet: { presentmentMoney: { amount: '25.00' } } },
      totalShippingPriceSet: { presentmentMoney: { amount: '0.00' } },
      totalPriceSet: { presentmentMoney: { amount: '30.00' } },
    })
    expect(draft.discountApplications).toMatchObject([
      { code, method: 'code', class: 'shipping', refusal: null },
    ])

    // Shipped abroad, it takes nothing and says why; the draft keeps it, and placing the order is refused.
    const abroad = await saveDraft(
      account,
      {
        id: draft.id,
        version: draft.version,
        lineItems: [{ id: line, quantity: 1 }],
        shippingAddress: { countryCode: 'PT', city: 'Lisboa' },
      },
      200,
    )
    expect(abroad.discountApplications).toMatchObject([
      {
        discountId: discount.id,
        amountSet: { presentmentMoney: { amount: '0.00' } },
        refusal: { reason: 'no_eligible_shipping' },
      },
    ])
    expect(amount(abroad.totalPriceSet)).toBe('55.00')
    const refused = await place(account, abroad)
    expect(refused.statusCode).toBe(409)
    expect(refused.json().discountRefusal.refusal).toEqual({ reason: 'no_eligible_shipping' })
  })
})
