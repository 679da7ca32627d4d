import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createProduct, type StoreOwner, storeOwner, tshirt } from '../test/catalog-fixtures.ts'
import { createTestApp, type TestApp } from '../test/test-app.ts'

// The benchmark counts each list's SQL statements from the Server-Timing header; these tests hold the
// lists to a count that does not grow with the page, so one more row never means one more query.

const statementsOf = (answer: { headers: Record<string, unknown> }) => {
  const match = /db;desc="(\d+) statements"/.exec(String(answer.headers['server-timing']))
  if (!match) throw new Error(`no statement count in ${String(answer.headers['server-timing'])}`)
  return Number(match[1])
}

describe('statements per request', () => {
  let t: TestApp
  let owner: StoreOwner

  beforeAll(async () => {
    t = await createTestApp({ serverTiming: true })
    owner = await storeOwner(t)
    for (let n = 0; n < 6; n++) await createProduct(owner, tshirt({ title: `Camiseta ${n}` }))
    await owner.post('/v1/party/import', {
      firstRowNumber: 1,
      rows: Array.from({ length: 6 }, (_, n) => ({ 'First Name': 'Cliente', 'Last Name': `Número ${n}` })),
    })
    for (let n = 0; n < 6; n++)
      await owner.post('/v1/order', {
        lineItems: [{ id: randomUUID(), customItem: { title: `Item ${n}`, price: '10.00' }, quantity: 1 }],
      })
  })
  afterAll(() => t?.close())

  it.each([
    ['products', '/v1/product/search', 'products'],
    ['customers', '/v1/party/search', 'parties'],
    ['drafts', '/v1/order/draft/search', 'draftOrders'],
  ])('the %s list sends as many statements for a page of six as for a page of one', async (_, url, key) => {
    const one = await owner.post(url, { query: '', first: 1 })
    const six = await owner.post(url, { query: '', first: 6 })
    expect(one.statusCode).toBe(200)
    expect(six.json()[key].edges).toHaveLength(6)
    expect(statementsOf(six)).toBe(statementsOf(one))
  })

  // An import writes a batch's new records together: thirty cost the statements three do.
  it.each([
    [
      'product',
      '/v1/product/import',
      (name: string, n: number) => ({
        Handle: `${name}-${n}`,
        Title: `${name} ${n}`,
        Price: '9.90',
        SKU: `${name}-${n}`,
        Vendor: `Fornecedor ${n}`,
        Tags: `lote, ${name}`,
      }),
    ],
    [
      'customer',
      '/v1/party/import',
      (name: string, n: number) => ({
        'First Name': name,
        'Last Name': `Número ${n}`,
        Email: `${name}-${n}@example.com`,
        'Country Code': 'BR',
        'Province Code': 'SP',
      }),
    ],
  ])('a %s import sends as many statements for thirty new records as for three', async (_, url, row) => {
    const batch = (name: string, size: number) =>
      owner.post(url, { firstRowNumber: 2, rows: Array.from({ length: size }, (_, n) => row(name, n)) })
    const three = await batch(`tres-${randomUUID()}`, 3)
    const thirty = await batch(`trinta-${randomUUID()}`, 30)
    expect(thirty.json()).toMatchObject({ created: 30, failed: 0 })
    expect(statementsOf(thirty)).toBe(statementsOf(three))
  })

  it('counts the statements of a request, transaction control included', async () => {
    const me = await owner.get('/v1/account/me')
    // At least the scope's settings, one read and the transaction around them.
    expect(statementsOf(me)).toBeGreaterThanOrEqual(3)
  })
})

describe('without SERVER_TIMING', () => {
  it('tells nothing of how the server works inside', async () => {
    const t = await createTestApp()
    try {
      const owner = await storeOwner(t)
      const answer = await owner.get('/v1/account/me')
      expect(answer.statusCode).toBe(200)
      expect(answer.headers['server-timing']).toBeUndefined()
    } finally {
      await t.close()
    }
  })
})
