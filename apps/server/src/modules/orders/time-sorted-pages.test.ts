import { randomUUID } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { checkoutLinks, draftOrders, emailOutbox, fulfillments, orders } from '../../db/schema/index.ts'
import { type Account, storeAccount } from '../../test/order-helpers.ts'
import { bearer, createTestApp, type TestApp, uniqueEmail } from '../../test/test-app.ts'

// The lists sorted by a time page by (time, id). The database keeps times to the microsecond, and a page
// that ended on a row written at .123456 must start the next one after that instant, not after .123:
// rows written within one millisecond (parcels shipped in a burst) were shown twice.

let t: TestApp
let account: Account
beforeAll(async () => {
  t = await createTestApp()
  account = await storeAccount(t.app)
  await seed()
})
afterAll(() => t.close())

const ROWS = 3

async function ok(method: 'POST', url: string, payload: Record<string, unknown>, headers = {}) {
  const response = await t.app.inject({
    method,
    url,
    headers: { ...bearer(account.token), ...headers },
    payload,
  })
  expect(response.statusCode, response.body).toBeLessThan(300)
  return response.json()
}

/** Three drafts invoiced by email (three emails, three checkout links), three orders, three parcels. */
async function seed() {
  for (let index = 0; index < ROWS; index += 1) {
    const { order: draft } = await ok('POST', '/v1/order', {
      email: uniqueEmail('cliente'),
      lineItems: [{ id: randomUUID(), customItem: { title: 'Caixa', price: '10.00' }, quantity: ROWS }],
    })
    await ok(
      'POST',
      '/v1/order/send-invoice',
      { draftOrderId: draft.id, version: draft.version },
      { 'idempotency-key': randomUUID() },
    )
  }
  let firstOrder: { id: string; lines: { id: string }[] } | undefined
  for (let index = 0; index < ROWS; index += 1) {
    const { order: draft } = await ok('POST', '/v1/order', {
      lineItems: [{ id: randomUUID(), customItem: { title: 'Caixa', price: '10.00' }, quantity: ROWS }],
    })
    const { order } = await ok(
      'POST',
      '/v1/orders',
      { draftOrderId: draft.id, version: draft.version, paymentPending: false },
      { 'idempotency-key': randomUUID() },
    )
    firstOrder ??= order
  }
  for (let index = 0; index < ROWS; index += 1) {
    await ok('POST', `/v1/orders/${firstOrder?.id}/fulfillments`, {
      lines: [{ orderLineId: firstOrder?.lines[0]?.id, quantity: 1 }],
    })
  }
  // Every row of the store at its own microsecond of one and the same millisecond.
  const within = sql`timestamptz '2026-11-20 10:00:00.123' + (1 + floor(random() * 899)) * interval '1 microsecond'`
  const tenant = account.tenantId
  for (const table of [draftOrders, orders, fulfillments, emailOutbox]) {
    await t.db.update(table).set({ createdAt: within }).where(eq(table.tenantId, tenant))
  }
  await t.db.update(draftOrders).set({ updatedAt: within }).where(eq(draftOrders.tenantId, tenant))
  await t.db.update(checkoutLinks).set({ openedAt: within }).where(eq(checkoutLinks.tenantId, tenant))
}

interface Page {
  edges: { node: { id: string } }[]
  pageInfo: { hasNextPage: boolean; endCursor: string | null; total: number }
}

/** Every id of a list, one row per page, in both directions of its time sort. */
async function walk(url: string, key: string, field: string, direction: 'asc' | 'desc') {
  const ids: string[] = []
  let after: string | undefined
  do {
    const page: Page = (await ok('POST', url, { query: '', first: 1, after, orderBy: { field, direction } }))[
      key
    ]
    ids.push(...page.edges.map((edge) => edge.node.id))
    after = page.pageInfo.hasNextPage ? (page.pageInfo.endCursor ?? undefined) : undefined
  } while (after && ids.length <= 2 * ROWS * 2)
  return ids
}

describe('a list sorted by time, read one row per page', () => {
  it.each([
    ['drafts by last change', '/v1/order/draft/search', 'draftOrders', 'updatedAt', 2 * ROWS],
    ['drafts by creation', '/v1/order/draft/search', 'draftOrders', 'createdAt', 2 * ROWS],
    ['orders', '/v1/order/search', 'orders', 'createdAt', ROWS],
    ['shipping labels', '/v1/fulfillment/search', 'fulfillments', 'createdAt', ROWS],
    ['sent emails', '/v1/email/search', 'emails', 'createdAt', ROWS],
    ['abandoned checkouts', '/v1/order/abandoned-checkout/search', 'abandonedCheckouts', 'openedAt', ROWS],
  ])('%s shows each row once, oldest or newest first', async (_, url, key, field, count) => {
    for (const direction of ['asc', 'desc'] as const) {
      const ids = await walk(url, key, field, direction)
      expect(ids).toHaveLength(count)
      expect(new Set(ids).size).toBe(count)
    }
  })
})
