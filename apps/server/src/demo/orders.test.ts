import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type StoreOwner, storeOwner } from '../test/catalog-fixtures.ts'
import { createTestApp, type TestApp } from '../test/test-app.ts'
import { seedCatalog } from './catalog.ts'
import { seedCustomers } from './customers.ts'
import { seedStoreOrders } from './orders.ts'
import { seedShipping } from './shipping.ts'

let t: TestApp
let mediaDir: string
let owner: StoreOwner
beforeAll(async () => {
  mediaDir = await mkdtemp(join(tmpdir(), 'lojista-demo-orders-'))
  t = await createTestApp({ mediaDir })
  owner = await storeOwner(t, 'Casa Aurora')
  await seedCustomers(t.db, owner.tenantId, { seed: 'Casa Aurora' })
  await seedCatalog(t.db, owner.tenantId, owner.user.id, { assortment: 'fashion-and-home', mediaDir })
  await seedShipping(t.db, owner.tenantId)
  await seedStoreOrders(t.app, t.db, { token: owner.token, userId: owner.user.id, tenantId: owner.tenantId })
})
afterAll(async () => {
  await t.close()
  await rm(mediaDir, { recursive: true, force: true })
})

describe('the demo orders', () => {
  it('give a fresh store drafts and orders whose timelines hold every kind of event staff record', async () => {
    const orders = (await owner.call('POST', '/v1/order/search', { query: '', first: 50 })).json().orders
    expect(orders.pageInfo.total).toBe(3)
    const orderEvents: { type: string; params: Record<string, unknown> }[] = []
    for (const edge of orders.edges as { node: { id: string } }[]) {
      orderEvents.push(...(await owner.call('GET', `/v1/orders/${edge.node.id}`)).json().order.events)
    }
    expect(new Set(orderEvents.map((event) => event.type))).toEqual(
      new Set([
        'placed',
        'marked_paid',
        'fulfilled',
        'payment_collected',
        'note_updated',
        'cancelled',
        'refunded',
      ]),
    )
    expect(orderEvents.find((event) => event.type === 'refunded')?.params).toMatchObject({
      method: 'pix',
      currency: 'BRL',
    })

    const drafts = (await owner.call('POST', '/v1/order/draft/search', { query: '', first: 50 })).json()
    const draftEvents: string[] = []
    for (const edge of drafts.draftOrders.edges as { node: { id: string } }[]) {
      const history = (await owner.call('GET', `/v1/order/history?id=${edge.node.id}`)).json().events
      draftEvents.push(...history.map((event: { type: string }) => event.type))
    }
    expect(new Set(draftEvents)).toEqual(new Set(['created', 'invoice_sent', 'quote_sent', 'completed']))
  })

  it('keep a draft whose shipping staff chose among the store’s options', async () => {
    const drafts = (await owner.call('POST', '/v1/order/draft/search', { query: '', first: 50 })).json()
    const shipped = []
    for (const edge of drafts.draftOrders.edges as { node: { id: string } }[]) {
      const { order } = (await owner.call('GET', `/v1/order?id=${edge.node.id}`)).json()
      if (order.shippingLine?.source) shipped.push(order.shippingLine)
    }
    expect(shipped).toHaveLength(1)
    expect(shipped[0]).toMatchObject({ source: { kind: expect.any(String) }, unavailable: false })
  })
})
