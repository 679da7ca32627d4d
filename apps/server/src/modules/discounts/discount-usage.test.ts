import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Account, draftWithStock, storeAccount } from '../../test/order-helpers.ts'
import { insertCustomer } from '../../test/store-fixtures.ts'
import { bearer, createTestApp, type TestApp } from '../../test/test-app.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

type Answer = Awaited<ReturnType<TestApp['app']['inject']>>

function call(account: Account, method: 'GET' | 'POST', url: string, payload?: unknown): Promise<Answer> {
  return t.app.inject({
    method,
    url,
    headers: bearer(account.token),
    ...(payload === undefined ? {} : { payload: payload as object }),
  })
}

const DAY = 24 * 60 * 60 * 1000
const iso = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY).toISOString()

/** A 10%-off-the-order code of the store, with the conditions given. */
async function createCode(account: Account, conditions: Record<string, unknown> = {}) {
  const answer = await call(account, 'POST', '/v1/discounts', {
    title: 'Dez por cento',
    method: 'code',
    code: `DEZ${randomUUID().slice(0, 8)}`,
    type: 'amount_off_order',
    value: { type: 'percentage', value: '0.1' },
    startsAt: iso(-1),
    ...conditions,
  })
  expect(answer.statusCode, answer.body).toBe(201)
  return answer.json().discount as { id: string; code: string; version: number }
}

async function discountOf(account: Account, id: string) {
  const answer = await call(account, 'GET', `/v1/discounts/${id}`)
  expect(answer.statusCode, answer.body).toBe(200)
  return answer.json().discount as { usageCount: number; amountGiven: string }
}

/** A saved draft of one R$ 50,00 product, twice (R$ 100,00), carrying the code as its order discount. */
async function draftUsing(
  account: Account,
  code: { id: string; code: string },
  options: { customerId?: string; variantId?: string; quantity?: number } = {},
) {
  const appliedDiscount = { type: 'percentage', value: '0.1', title: code.code, discountId: code.id }
  if (options.variantId) {
    const answer = await call(account, 'POST', '/v1/order', {
      customerId: options.customerId,
      lineItems: [{ id: randomUUID(), variantId: options.variantId, quantity: options.quantity ?? 2 }],
      appliedDiscount,
    })
    expect(answer.statusCode, answer.body).toBe(201)
    return { draft: answer.json().order as { id: string; version: number }, variantId: options.variantId }
  }
  const made = await draftWithStock(t, account, {
    stock: 1000,
    quantity: options.quantity,
    extra: { appliedDiscount, customerId: options.customerId },
  })
  return { draft: made.draft as { id: string; version: number }, variantId: made.variantId }
}

function place(account: Account, draft: { id: string; version: number }) {
  return call(account, 'POST', '/v1/orders', {
    draftOrderId: draft.id,
    version: draft.version,
    paymentPending: false,
  })
}

describe('a discount code on orders', () => {
  it('is used by exactly as many orders as its limit, however many are placed at once', async () => {
    const account = await storeAccount(t.app)
    const code = await createCode(account, { usageLimit: { total: 10, oncePerCustomer: false } })
    const first = await draftUsing(account, code)
    const drafts = [first.draft]
    for (let i = 1; i < 30; i++)
      drafts.push((await draftUsing(account, code, { variantId: first.variantId })).draft)

    const answers = await Promise.all(drafts.map((draft) => place(account, draft)))
    const statuses = answers.map((answer) => answer.statusCode)
    expect(statuses.filter((status) => status === 201)).toHaveLength(10)
    expect(statuses.filter((status) => status === 409)).toHaveLength(20)
    const refusal = answers.find((answer) => answer.statusCode === 409)?.json()
    expect(refusal).toMatchObject({
      detail: 'This discount has reached its usage limit.',
      errors: [{ path: 'appliedDiscount', message: 'This discount has reached its usage limit.' }],
      discountRefusal: { discountId: code.id, code: code.code, refusal: { reason: 'limit_reached' } },
    })
    // Each order took R$ 10,00 off its R$ 100,00.
    expect(await discountOf(account, code.id)).toMatchObject({ usageCount: 10, amountGiven: '100.00' })
  })

  it('is given back by a cancelled order, so another order may use it', async () => {
    const account = await storeAccount(t.app)
    const code = await createCode(account, { usageLimit: { total: 1, oncePerCustomer: false } })
    const first = await draftUsing(account, code)
    const second = await draftUsing(account, code, { variantId: first.variantId })
    const placed = await place(account, first.draft)
    expect(placed.statusCode, placed.body).toBe(201)
    expect((await place(account, second.draft)).statusCode).toBe(409)

    const cancelled = await call(account, 'POST', `/v1/orders/${placed.json().order.id}/cancel`, {
      reason: 'customer',
      restock: true,
    })
    expect(cancelled.statusCode, cancelled.body).toBe(200)
    expect(await discountOf(account, code.id)).toMatchObject({ usageCount: 0, amountGiven: '0.00' })
    expect((await place(account, second.draft)).statusCode).toBe(201)
    expect(await discountOf(account, code.id)).toMatchObject({ usageCount: 1, amountGiven: '10.00' })
  })

  it('is used once by each customer when it says so', async () => {
    const account = await storeAccount(t.app)
    const code = await createCode(account, { usageLimit: { total: null, oncePerCustomer: true } })
    const customerId = await insertCustomer(t.db, account.tenantId, {
      name: 'Rita Alves',
      email: 'rita@example.com',
    })
    const other = await insertCustomer(t.db, account.tenantId, {
      name: 'Davi Rocha',
      email: 'davi@example.com',
    })
    const first = await draftUsing(account, code, { customerId })
    const again = await draftUsing(account, code, { customerId, variantId: first.variantId })
    const someoneElse = await draftUsing(account, code, { customerId: other, variantId: first.variantId })
    expect((await place(account, first.draft)).statusCode).toBe(201)
    const refused = await place(account, again.draft)
    expect(refused.statusCode).toBe(409)
    expect(refused.json().discountRefusal.refusal).toEqual({ reason: 'limit_reached' })
    expect((await place(account, someoneElse.draft)).statusCode).toBe(201)
  })

  it('refuses the order, placing nothing, below its minimum, after it ended or once switched off', async () => {
    const account = await storeAccount(t.app)
    const minimum = await createCode(account, { minimum: { type: 'amount', amount: '150.00' } })
    const below = await draftUsing(account, minimum)
    const refused = await place(account, below.draft)
    expect(refused.statusCode).toBe(409)
    expect(refused.json()).toMatchObject({
      detail: 'Spend at least R$150.00 on eligible items to use this discount.',
      discountRefusal: {
        currencyCode: 'BRL',
        refusal: { reason: 'minimum_not_met', minimum: { amount: 15000 } },
      },
    })
    // Nothing was placed: the draft is still open and can be placed once it is fixed.
    const draft = await call(account, 'GET', `/v1/order?id=${below.draft.id}`)
    expect(draft.json().order.status).toBe('open')
    expect(await discountOf(account, minimum.id)).toMatchObject({ usageCount: 0 })

    const ended = await createCode(account, { startsAt: iso(-3), endsAt: iso(-1) })
    const late = await draftUsing(account, ended, { variantId: below.variantId })
    expect((await place(account, late.draft)).json().discountRefusal.refusal.reason).toBe('expired')

    const switchedOff = await createCode(account)
    const off = await draftUsing(account, switchedOff, { variantId: below.variantId })
    const deactivated = await call(account, 'POST', `/v1/discounts/${switchedOff.id}/deactivate`, {
      version: switchedOff.version,
    })
    expect(deactivated.statusCode, deactivated.body).toBe(200)
    const answer = await place(account, off.draft)
    expect(answer.statusCode).toBe(409)
    expect(answer.json().detail).toBe('This discount is no longer available.')
  })

  it("is never counted for another store's order that names it", async () => {
    const owner = await storeAccount(t.app)
    const code = await createCode(owner, { usageLimit: { total: 1, oncePerCustomer: false } })
    const stranger = await storeAccount(t.app)
    const { draft } = await draftUsing(stranger, code)
    const placed = await place(stranger, draft)
    expect(placed.statusCode, placed.body).toBe(201)
    expect(await discountOf(owner, code.id)).toMatchObject({ usageCount: 0, amountGiven: '0.00' })
  })
})

describe('checking a discount against an order being edited', () => {
  const check = (account: Account, id: string, body: Record<string, unknown>) =>
    call(account, 'POST', `/v1/discounts/${id}/check`, body)

  it('says why a code does not apply below its minimum, and what it takes off above it', async () => {
    const account = await storeAccount(t.app)
    const code = await createCode(account, { minimum: { type: 'amount', amount: '150.00' } })
    const { variantId } = await draftUsing(account, code)
    const below = await check(account, code.id, {
      lineItems: [{ variantId, quantity: 2, unitPrice: '50.00' }],
    })
    expect(below.statusCode, below.body).toBe(200)
    expect(below.json()).toEqual({
      applies: false,
      amount: null,
      refusal: { reason: 'minimum_not_met', minimum: { amount: 15000 } },
      currencyCode: 'BRL',
    })
    const above = await check(account, code.id, {
      lineItems: [{ variantId, quantity: 4, unitPrice: '50.00' }],
    })
    expect(above.json()).toEqual({ applies: true, amount: '20.00', refusal: null, currencyCode: 'BRL' })
    // Nothing was counted by asking.
    expect(await discountOf(account, code.id)).toMatchObject({ usageCount: 0 })
  })

  it("looks at the store's own products only: another store's variant is a custom item", async () => {
    const account = await storeAccount(t.app)
    const stranger = await storeAccount(t.app)
    const { variantId: ownVariant } = await draftWithStock(t, account)
    const { variantId: foreignVariant } = await draftWithStock(t, stranger)
    const own = await call(account, 'POST', '/v1/discounts', {
      title: 'Vasos',
      method: 'code',
      code: `VASO${randomUUID().slice(0, 6)}`,
      type: 'amount_off_products',
      value: { type: 'percentage', value: '0.5' },
      appliesTo: { type: 'variants', ids: [ownVariant] },
      startsAt: iso(-1),
    })
    expect(own.statusCode, own.body).toBe(201)
    const id = own.json().discount.id
    const foreign = await check(account, id, {
      lineItems: [{ variantId: foreignVariant, quantity: 1, unitPrice: '50.00' }],
    })
    expect(foreign.json()).toMatchObject({ applies: false, refusal: { reason: 'no_eligible_items' } })
    const mine = await check(account, id, {
      lineItems: [{ variantId: ownVariant, quantity: 1, unitPrice: '50.00' }],
    })
    expect(mine.json()).toMatchObject({ applies: true, amount: '25.00' })
    expect((await check(stranger, id, { lineItems: [] })).statusCode).toBe(404)
  })

  it('refuses a line or items past the largest amount with a field error, as a draft does', async () => {
    const account = await storeAccount(t.app)
    const code = await createCode(account, {})
    const largest = '9999999999999.99'
    const line = await check(account, code.id, {
      lineItems: [{ variantId: null, quantity: 101, unitPrice: largest }],
    })
    expect(line.statusCode, line.body).toBe(400)
    expect(line.json().errors).toEqual([
      { path: 'lineItems.0.quantity', message: `A line's total cannot exceed ${largest}` },
    ])
    const items = await check(account, code.id, {
      lineItems: [
        { variantId: null, quantity: 1, unitPrice: largest },
        { variantId: null, quantity: 1, unitPrice: '0.01' },
      ],
    })
    expect(items.statusCode, items.body).toBe(400)
    expect(items.json().errors).toEqual([
      { path: 'lineItems', message: `The items cannot add up to more than ${largest}` },
    ])
    const atTheBound = await check(account, code.id, {
      lineItems: [{ variantId: null, quantity: 1, unitPrice: largest }],
    })
    expect(atTheBound.statusCode, atTheBound.body).toBe(200)
  })
})
