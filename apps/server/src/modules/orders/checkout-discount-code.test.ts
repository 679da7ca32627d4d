import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { checkoutCalls } from '../../test/checkout-fixtures.ts'
import { type Account, storeAccount } from '../../test/order-helpers.ts'
import { bearer, createTestApp, type TestApp } from '../../test/test-app.ts'
import { type CardCharge, type CardProvider, testCardProvider } from '../payments/card-provider.ts'

/** What the card gateway was asked to charge: the store's test provider, as a real gateway would see it. */
const charged: CardCharge[] = []
const gateway: CardProvider = {
  charge(charge) {
    charged.push(charge)
    return testCardProvider.charge(charge)
  },
}

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ publicUrl: 'https://loja.example.com' }, { cardProviders: { test: gateway } })
})
afterAll(() => t.close())

function staff(account: Account, method: 'GET' | 'POST', url: string, payload?: unknown) {
  return t.app.inject({ method, url, headers: bearer(account.token), ...(payload ? { payload } : {}) })
}

const DAY = 24 * 60 * 60 * 1000
const iso = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY).toISOString()

/** A 10%-off-the-order code of the store, with the conditions given. */
async function createCode(account: Account, conditions: Record<string, unknown> = {}) {
  const answer = await staff(account, 'POST', '/v1/discounts', {
    title: 'Dez por cento',
    method: 'code',
    code: `DEZ${randomUUID().slice(0, 8)}`,
    type: 'amount_off_order',
    value: { type: 'percentage', value: '0.1' },
    startsAt: iso(-1),
    ...conditions,
  })
  expect(answer.statusCode, answer.body).toBe(201)
  return answer.json().discount as { id: string; code: string }
}

async function usageOf(account: Account, id: string) {
  const answer = await staff(account, 'GET', `/v1/discounts/${id}`)
  return answer.json().discount as { usageCount: number; amountGiven: string }
}

const { invoiceLink, enterCode, pay } = checkoutCalls(() => t)

async function ordersOf(account: Account) {
  const answer = await staff(account, 'POST', '/v1/order/search', { query: '', first: 100 })
  return answer.json().orders.edges.map((edge: { node: unknown }) => edge.node) as {
    id: string
    total: { amount: string }
  }[]
}

describe('a discount code the customer enters at checkout', () => {
  it('says why it does not apply, lowers the total when it does, and is counted once with the paid order', async () => {
    const account = await storeAccount(t.app)
    const code = await createCode(account)
    const minimum = await createCode(account, { minimum: { type: 'amount', amount: '150.00' } })
    const { token } = await invoiceLink(account)

    const unknown = await enterCode(token, 'NADA')
    expect(unknown.statusCode, unknown.body).toBe(200)
    expect(unknown.json()).toMatchObject({ applies: false, refusal: { reason: 'unknown_code' } })
    const below = (await enterCode(token, minimum.code)).json()
    expect(below).toMatchObject({
      applies: false,
      refusal: { reason: 'minimum_not_met', minimum: { amount: 15000 } },
      checkout: { total: { amount: '100.00' }, discountCode: null },
    })

    const applied = await enterCode(token, code.code.toLowerCase())
    expect(applied.headers['cache-control']).toBe('no-store')
    const { checkout } = applied.json()
    expect(applied.json()).toMatchObject({ applies: true, refusal: null })
    expect(checkout).toMatchObject({
      total: { amount: '90.00' },
      discounts: { amount: '10.00' },
      discountCode: { code: code.code, title: 'Dez por cento', amount: { amount: '10.00' } },
    })
    // Entering it counts nothing.
    expect(await usageOf(account, code.id)).toMatchObject({ usageCount: 0 })

    const paid = await pay(token, checkout, { code: code.code, total: '90.00' })
    expect(paid.statusCode, paid.body).toBe(200)
    expect(paid.json().total).toEqual({ amount: '90.00', currencyCode: 'BRL' })
    expect(await usageOf(account, code.id)).toMatchObject({ usageCount: 1, amountGiven: '10.00' })
    expect(await usageOf(account, minimum.id)).toMatchObject({ usageCount: 0 })
  })

  it('is taken off what the card is charged, not only off the order', async () => {
    const account = await storeAccount(t.app)
    const code = await createCode(account)
    const { token } = await invoiceLink(account)
    const { checkout } = (await enterCode(token, code.code)).json()
    charged.length = 0
    const paid = await pay(token, checkout, { code: code.code, total: '90.00' })
    expect(paid.statusCode, paid.body).toBe(200)
    expect(charged).toEqual([expect.objectContaining({ amountMinor: 9000, currencyCode: 'BRL' })])
  })

  it('is used by exactly as many checkouts as its limit when they all pay at once, the others placing nothing', async () => {
    const account = await storeAccount(t.app)
    const code = await createCode(account, { usageLimit: { total: 10, oncePerCustomer: false } })
    const links: { token: string; draftId: string }[] = []
    for (let i = 0; i < 30; i++) {
      const { token, draft } = await invoiceLink(account)
      links.push({ token, draftId: draft.id })
    }
    const shown = await Promise.all(
      links.map(async ({ token }) => {
        const answer = (await enterCode(token, code.code)).json()
        expect(answer).toMatchObject({ applies: true, checkout: { total: { amount: '90.00' } } })
        return answer.checkout as { version: number }
      }),
    )

    const answers = await Promise.all(
      links.map(({ token }, index) =>
        pay(token, shown[index] as { version: number }, { code: code.code, total: '90.00' }),
      ),
    )
    const statuses = answers.map((answer) => answer.statusCode)
    expect(statuses.filter((status) => status === 200)).toHaveLength(10)
    const refused = answers.filter((answer) => answer.statusCode === 409)
    expect(refused).toHaveLength(20)
    for (const answer of refused) {
      expect(answer.json()).toMatchObject({
        detail: 'This discount has reached its usage limit.',
        discountRefusal: { discountId: code.id, code: code.code, refusal: { reason: 'limit_reached' } },
      })
    }

    const orders = await ordersOf(account)
    expect(orders).toHaveLength(10)
    for (const order of orders) expect(order.total.amount).toBe('90.00')
    expect(await usageOf(account, code.id)).toMatchObject({ usageCount: 10, amountGiven: '100.00' })
    // The refused customers' orders are still open, their links still work, and the code is now refused.
    const open = links.filter((_, index) => answers[index]?.statusCode === 409)
    for (const { token, draftId } of open) {
      const draft = (await staff(account, 'GET', `/v1/order?id=${draftId}`)).json().order
      expect(draft.status).toBe('invoice_sent')
      expect((await enterCode(token, code.code)).json()).toMatchObject({
        applies: false,
        refusal: { reason: 'limit_reached' },
      })
    }
  })

  it('charges nothing when the total with the code is not the one the customer saw, and answers the order now', async () => {
    const account = await storeAccount(t.app)
    const code = await createCode(account)
    const { token } = await invoiceLink(account)
    const { checkout } = (await enterCode(token, code.code)).json()

    const refused = await pay(token, checkout, { code: code.code, total: '95.00' })
    expect(refused.statusCode).toBe(409)
    expect(refused.json()).toMatchObject({
      detail: 'The store changed this order after you opened it. Review the new total and pay again.',
      current: { total: { amount: '90.00' }, discountCode: { code: code.code } },
    })
    expect(await ordersOf(account)).toEqual([])
    expect(await usageOf(account, code.id)).toMatchObject({ usageCount: 0 })
  })

  it('stays on the order the store changed meanwhile, worked out on it, and pays the new total', async () => {
    const account = await storeAccount(t.app)
    const code = await createCode(account)
    const { token, draft } = await invoiceLink(account)
    const { checkout } = (await enterCode(token, code.code)).json()
    const current = (await staff(account, 'GET', `/v1/order?id=${draft.id}`)).json().order
    const edited = await staff(account, 'POST', '/v1/order', {
      id: draft.id,
      version: current.version,
      lineItems: [{ id: current.lineItems[0].id, quantity: 4 }],
    })
    expect(edited.statusCode, edited.body).toBe(200)

    const refused = await pay(token, checkout, { code: code.code, total: '90.00' })
    expect(refused.statusCode).toBe(409)
    const now = refused.json().current
    expect(now).toMatchObject({ total: { amount: '180.00' }, discountCode: { amount: { amount: '20.00' } } })
    const paid = await pay(token, now, { code: code.code, total: '180.00' })
    expect(paid.statusCode, paid.body).toBe(200)
    expect(await usageOf(account, code.id)).toMatchObject({ usageCount: 1, amountGiven: '20.00' })
  })

  it('gives back its use when the order is cancelled', async () => {
    const account = await storeAccount(t.app)
    const code = await createCode(account, { usageLimit: { total: 1, oncePerCustomer: false } })
    const first = await invoiceLink(account)
    const second = await invoiceLink(account)
    const shown = (await enterCode(first.token, code.code)).json().checkout
    expect((await pay(first.token, shown, { code: code.code, total: '90.00' })).statusCode).toBe(200)
    expect((await enterCode(second.token, code.code)).json().refusal).toEqual({ reason: 'limit_reached' })

    const [order] = await ordersOf(account)
    const cancelled = await staff(account, 'POST', `/v1/orders/${order?.id}/cancel`, {
      reason: 'customer',
      restock: true,
    })
    expect(cancelled.statusCode, cancelled.body).toBe(200)
    const again = (await enterCode(second.token, code.code)).json()
    expect(again).toMatchObject({ applies: true })
    expect((await pay(second.token, again.checkout, { code: code.code, total: '90.00' })).statusCode).toBe(
      200,
    )
    expect(await usageOf(account, code.id)).toMatchObject({ usageCount: 1 })
  })

  it('does not push off a code the store gave the order: it does not combine with it', async () => {
    const account = await storeAccount(t.app)
    const storeCode = await createCode(account)
    const mine = await createCode(account, { value: { type: 'percentage', value: '0.2' } })
    const { token } = await invoiceLink(account, {
      extra: {
        appliedDiscount: {
          type: 'percentage',
          value: '0.1',
          title: storeCode.code,
          discountId: storeCode.id,
        },
      },
    })
    const answer = (await enterCode(token, mine.code)).json()
    expect(answer).toMatchObject({
      applies: false,
      refusal: { reason: 'does_not_combine', with: { id: storeCode.id, code: storeCode.code } },
      checkout: { total: { amount: '90.00' }, discountCode: null },
    })
    const paid = await pay(token, answer.checkout, { code: mine.code, total: '80.00' })
    expect(paid.statusCode).toBe(409)
    expect(paid.json()).toMatchObject({
      errors: [{ path: 'discount.code' }],
      discountRefusal: { discountId: mine.id, refusal: { reason: 'does_not_combine' } },
    })
  })

  it("is the store's own: another store's code is unknown here, and an empty one is a field error", async () => {
    const account = await storeAccount(t.app)
    const other = await storeAccount(t.app)
    const theirs = await createCode(other)
    const { token } = await invoiceLink(account)
    expect((await enterCode(token, theirs.code)).json()).toMatchObject({
      applies: false,
      refusal: { reason: 'unknown_code' },
    })
    const shown = (await enterCode(token, theirs.code)).json().checkout
    const paid = await pay(token, shown, { code: theirs.code, total: '90.00' })
    expect(paid.statusCode).toBe(400)
    expect(paid.json().errors).toEqual([{ path: 'discount.code', message: 'No discount has this code.' }])
    expect(await usageOf(other, theirs.id)).toMatchObject({ usageCount: 0 })

    const empty = await enterCode(token, '  ')
    expect(empty.statusCode).toBe(400)
    expect(empty.json().errors).toEqual([{ path: 'code', message: 'Enter a code' }])
  })
})
