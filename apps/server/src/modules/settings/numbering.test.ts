import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Account, draftWithStock, storeAccount } from '../../test/order-helpers.ts'
import { bearer, createTestApp, type TestApp } from '../../test/test-app.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

function call(account: Account, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) {
  return t.app.inject({ method, url, headers: bearer(account.token), ...(payload ? { payload } : {}) })
}

async function setNumbering(account: Account, numbering: Record<string, string>) {
  const current = (await call(account, 'GET', '/v1/settings/general')).json().settings
  const { currencyCode: _, updatedAt: __, ...fields } = current
  const saved = await call(account, 'PUT', '/v1/settings/general', { ...fields, ...numbering })
  expect(saved.statusCode, saved.body).toBe(200)
}

async function placeOrder(account: Account, draft: { id: string; version: number }) {
  const placed = await call(account, 'POST', '/v1/orders', {
    draftOrderId: draft.id,
    version: draft.version,
    paymentPending: true,
  })
  expect(placed.statusCode, placed.body).toBe(201)
  return placed.json().order as { id: string; name: string; draftName: string }
}

describe("the store's numbering settings", () => {
  it('name the next draft and order; those made before keep their names', async () => {
    const account = await storeAccount(t.app)
    const before = (await draftWithStock(t, account)).draft
    expect(before.name).toBe('#D1')
    const first = await placeOrder(account, before)
    expect(first.name).toBe('#1001')

    await setNumbering(account, {
      orderNumberPrefix: 'PED-',
      orderNumberSuffix: '/SP',
      draftNumberPrefix: 'RASC-',
      draftNumberSuffix: '',
    })
    const after = (await draftWithStock(t, account)).draft
    expect(after.name).toBe('RASC-2')
    const second = await placeOrder(account, after)
    expect(second).toMatchObject({ name: 'PED-1002/SP', draftName: 'RASC-2' })

    // Earlier ones are read back under the names they were given.
    const earlier = (await call(account, 'GET', `/v1/orders/${first.id}`)).json().order
    expect(earlier).toMatchObject({ name: '#1001', draftName: '#D1' })
    // The new name finds the order in the list.
    const found = await call(account, 'POST', '/v1/order/search', { query: 'PED-1002/SP', first: 10 })
    expect(found.statusCode, found.body).toBe(200)
    const names = found.json().orders.edges.map((edge: { node: { name: string } }) => edge.node.name)
    expect(names).toEqual(['PED-1002/SP'])
  })
})
