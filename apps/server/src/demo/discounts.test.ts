import { randomUUID } from 'node:crypto'
import { normalizeSearchText, slugifyHandle } from '@lojista/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { collections } from '../db/schema/index.ts'
import { inScope } from '../db/scope.ts'
import { newStore } from '../modules/party/party-fixtures.ts'
import { createTestApp, type TestApp } from '../test/test-app.ts'
import { ASSORTMENTS } from './catalog-assortments.ts'
import { seedDiscounts } from './discounts.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const NAMED = ['Promoções', 'Novidades']

/** The two collections of the demo catalog the discounts name, without loading the whole catalog. */
async function addCollections(tenantId: string) {
  await inScope(t.db, { tenantId }, (tx) =>
    tx.insert(collections).values(
      NAMED.map((title) => {
        const handle = slugifyHandle(title)
        return { tenantId, id: randomUUID(), handle, title, searchText: normalizeSearchText(title) }
      }),
    ),
  )
}

describe('demo discounts', () => {
  it('name collections every demo catalog has', () => {
    for (const assortment of Object.values(ASSORTMENTS)) {
      const handles = assortment.collections.map((collection) => slugifyHandle(collection.title))
      expect(handles).toEqual(expect.arrayContaining(NAMED.map((title) => slugifyHandle(title))))
    }
  })

  it('gives a store five running discounts, one with generated codes, and one that ended last month', async () => {
    const store = await newStore(t.app, 'Casa Aurora')
    await addCollections(store.tenantId)
    await seedDiscounts(t.db, store.tenantId)
    const response = await t.app.inject({ method: 'GET', url: '/v1/discounts', headers: store.headers })
    expect(response.statusCode).toBe(200)
    const nodes = response.json().discounts.edges.map((edge: { node: Record<string, unknown> }) => edge.node)
    const byTitle = Object.fromEntries(
      nodes.map((node: Record<string, unknown>) => [node.code ?? node.type, node.status]),
    )
    expect(byTitle).toEqual({
      BEMVINDO10: 'active',
      amount_off_products: 'active',
      buy_x_get_y: 'active',
      free_shipping: 'active',
      NEWSLETTER: 'active',
      LANCAMENTO20: 'expired',
    })
    const campaign = nodes.find((node: Record<string, unknown>) => node.code === 'NEWSLETTER')
    const codes = await t.app.inject({
      method: 'GET',
      url: `/v1/discounts/${campaign.id}/codes?first=5`,
      headers: store.headers,
    })
    expect(codes.json().totalCodes).toBe(40)
    for (const edge of codes.json().codes.edges) expect(edge.node.code).toMatch(/^NEWS-[A-HJ-NP-Z2-9]{8}$/)
    const welcome = nodes.find((node: Record<string, unknown>) => node.code === 'BEMVINDO10')
    expect(welcome).toMatchObject({
      method: 'code',
      value: { type: 'percentage', value: '0.1' },
      usageLimit: { oncePerCustomer: true },
    })
    const shipping = nodes.find((node: Record<string, unknown>) => node.type === 'free_shipping')
    expect(shipping.minimum).toEqual({ type: 'amount', amount: '300.00' })

    const expired = await t.app.inject({
      method: 'GET',
      url: '/v1/discounts?status=expired',
      headers: store.headers,
    })
    expect(expired.json().discounts.edges.map((edge: { node: { code: string } }) => edge.node.code)).toEqual([
      'LANCAMENTO20',
    ])
  })
})
