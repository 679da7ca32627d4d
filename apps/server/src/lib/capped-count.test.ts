import { COUNT_CAP } from '@lojista/contracts'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { locations } from '../db/schema/index.ts'
import { type Account, storeAccount } from '../test/order-helpers.ts'
import { bearer, createTestApp, type TestApp } from '../test/test-app.ts'

// A list counts its matches only up to a cap: past it, the total says "at least this many" rather than
// costing a count of the whole store on every page.

let t: TestApp
let account: Account
beforeAll(async () => {
  t = await createTestApp()
  account = await storeAccount(t.app)
})
afterAll(() => t.close())

/** Adds `count` locations named "<prefix> 1", "<prefix> 2"… to the store. */
async function addLocations(prefix: string, count: number) {
  const rows = Array.from({ length: count }, (_, index) => ({
    tenantId: account.tenantId,
    name: `${prefix} ${index + 1}`,
  }))
  for (let start = 0; start < rows.length; start += 2000) {
    await t.db.insert(locations).values(rows.slice(start, start + 2000))
  }
}

async function pageInfo(query = '') {
  const response = await t.app.inject({
    method: 'POST',
    url: '/v1/location/search',
    headers: bearer(account.token),
    payload: { query, first: 50 },
  })
  expect(response.statusCode, response.body).toBe(200)
  return response.json().locations.pageInfo
}

describe('the count of a list', () => {
  it('is exact up to the cap, then the cap and marked as not exact', async () => {
    // A new store may start with a location of its own.
    const { total: existing } = await pageInfo()
    await addLocations('Depósito', COUNT_CAP - existing)
    expect(await pageInfo()).toMatchObject({ total: COUNT_CAP, totalIsExact: true, hasNextPage: true })

    await addLocations('Loja', 5)
    expect(await pageInfo()).toMatchObject({ total: COUNT_CAP, totalIsExact: false, hasNextPage: true })

    // A search that narrows the list below the cap is counted exactly again.
    expect(await pageInfo('Loja')).toMatchObject({ total: 5, totalIsExact: true })
  })
})

describe('a page read with its count in one query', () => {
  it('still says how many match on a page past the last one, which has no row to carry the count', async () => {
    const owner = await storeAccount(t.app)
    const search = async (payload: object) => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/v1/product/search',
        headers: bearer(owner.token),
        payload: { query: '', ...payload },
      })
      expect(response.statusCode, response.body).toBe(200)
      return response.json().products
    }
    for (const title of ['Caneca Azul', 'Caneca Verde', 'Camiseta Preta']) {
      const created = await t.app.inject({
        method: 'POST',
        url: '/v1/product',
        headers: bearer(owner.token),
        payload: { title, status: 'active', variants: [{ price: '10.00' }] },
      })
      expect(created.statusCode, created.body).toBe(201)
    }
    const firstPage = await search({ first: 3 })
    expect(firstPage.pageInfo).toMatchObject({ total: 3, totalIsExact: true, hasNextPage: false })
    const pastTheEnd = await search({ first: 3, after: firstPage.pageInfo.endCursor })
    expect(pastTheEnd.edges).toEqual([])
    expect(pastTheEnd.pageInfo).toMatchObject({ total: 3, totalIsExact: true })
    expect((await search({ query: 'caneca', first: 1 })).pageInfo).toMatchObject({
      total: 2,
      hasNextPage: true,
    })
    expect((await search({ query: 'nada assim' })).pageInfo).toMatchObject({ total: 0, totalIsExact: true })
  })
})

describe('a search matching more than the cap', () => {
  it('still gives the first titles of all its matches, with the capped count', async () => {
    const owner = await storeAccount(t.app)
    // Past the cap, the matches read first are only some of them: the page must come from all of them.
    await t.db.execute(sql`
      INSERT INTO products (tenant_id, handle, title, status, product_type, search_text)
      SELECT ${owner.tenantId}, 'vela-' || g, 'Vela ' || lpad(g::text, 5, '0'), 'active', '',
             'vela ' || lpad(g::text, 5, '0')
      FROM generate_series(${COUNT_CAP + 5}, 1, -1) AS g`)
    const response = await t.app.inject({
      method: 'POST',
      url: '/v1/product/search',
      headers: bearer(owner.token),
      payload: { query: 'vela', first: 3, orderBy: { field: 'title', direction: 'asc' } },
    })
    expect(response.statusCode, response.body).toBe(200)
    const { edges, pageInfo } = response.json().products
    expect(edges.map((edge: { node: { title: string } }) => edge.node.title)).toEqual([
      'Vela 00001',
      'Vela 00002',
      'Vela 00003',
    ])
    expect(pageInfo).toMatchObject({ total: COUNT_CAP, totalIsExact: false, hasNextPage: true })
  })
})

describe('a customer search matching more than the cap', () => {
  it('gives the first names of all its matches, a page past the first too, with the capped count', async () => {
    const owner = await storeAccount(t.app)
    // Added last name first, so that the order the matches are read in is not the order of names.
    await t.db.execute(sql`
      INSERT INTO parties (tenant_id, display_name, search_text, roles)
      SELECT ${owner.tenantId}, 'Rocha ' || lpad(g::text, 5, '0'), 'rocha ' || lpad(g::text, 5, '0'),
             ARRAY['customer']
      FROM generate_series(${COUNT_CAP + 5}, 1, -1) AS g`)
    const search = async (payload: object) => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/v1/party/search',
        headers: bearer(owner.token),
        payload: { query: "rocha role:'customer'", first: 2, ...payload },
      })
      expect(response.statusCode, response.body).toBe(200)
      return response.json().parties
    }
    const names = (page: { edges: { node: { displayName: string } }[] }) =>
      page.edges.map((edge) => edge.node.displayName)
    const first = await search({})
    expect(names(first)).toEqual(['Rocha 00001', 'Rocha 00002'])
    expect(first.pageInfo).toMatchObject({ total: COUNT_CAP, totalIsExact: false, hasNextPage: true })
    const second = await search({ after: first.pageInfo.endCursor })
    expect(names(second)).toEqual(['Rocha 00003', 'Rocha 00004'])
  })
})
