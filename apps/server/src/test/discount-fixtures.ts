import { randomUUID } from 'node:crypto'
import { expect } from 'vitest'
import { collectionProducts, collections } from '../db/schema/index.ts'
import { inScope } from '../db/scope.ts'
import type { Account } from './order-helpers.ts'
import { insertProduct, insertStock } from './store-fixtures.ts'
import { bearer, type TestApp } from './test-app.ts'

// What the discount tests build on: stocked products, a collection, and discounts made through the API.

const DAY = 24 * 60 * 60 * 1000
/** An instant `offsetDays` from now, as the API takes it. */
export const daysFromNow = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY).toISOString()

/** A stocked product of one variant at `price` minor units: its product's and variant's ids. */
export async function stockedProduct(t: TestApp, account: Account, title: string, price: number) {
  const product = await insertProduct(t.db, account.tenantId, {
    title,
    variants: [{ sku: `SKU-${randomUUID()}`, price }],
  })
  const variantId = product.variantIds[0] as string
  await insertStock(t.db, account.tenantId, variantId, 1000)
  return { productId: product.productId, variantId }
}

/** A stocked product of R$ 50,00, in a new collection of the store: the collection's and variant's ids. */
export async function productInCollection(t: TestApp, account: Account, title: string) {
  const { productId, variantId } = await stockedProduct(t, account, title, 5000)
  const collectionId = randomUUID()
  await inScope(t.db, { tenantId: account.tenantId }, async (tx) => {
    await tx.insert(collections).values({
      tenantId: account.tenantId,
      id: collectionId,
      handle: `promocoes-${collectionId.slice(0, 8)}`,
      title: 'Promoções',
      searchText: 'promocoes',
    })
    await tx.insert(collectionProducts).values({ tenantId: account.tenantId, collectionId, productId })
  })
  return { collectionId, variantId }
}

/** A discount of the store made through the API, running since yesterday unless the definition says. */
export async function createDiscount(t: TestApp, account: Account, definition: Record<string, unknown>) {
  const answer = await t.app.inject({
    method: 'POST',
    url: '/v1/discounts',
    headers: bearer(account.token),
    payload: { startsAt: daysFromNow(-1), ...definition },
  })
  expect(answer.statusCode, answer.body).toBe(201)
  return answer.json().discount as { id: string; version: number; code: string | null }
}
