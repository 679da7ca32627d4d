import { randomUUID } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import type { APIRequestContext } from '@playwright/test'
import { bearer, expect, test } from './fixtures'
import { buyerAddress } from './orders-helpers'

// A customer's privacy requests (LGPD) as staff make them: a copy of the customer's data downloaded from
// their page, then their data erased once their order is done, and both listed on the privacy page.

/** A customer with one order, paid and fulfilled: nothing left open, so it may be erased. */
async function customerWithClosedOrder(request: APIRequestContext, token: string) {
  const customerId = randomUUID()
  const email = `cliente-${customerId.slice(0, 8)}@example.com`
  const created = await request.post('/v1/party', {
    headers: bearer(token),
    data: {
      id: customerId,
      displayName: 'Helena Costa',
      contacts: [{ type: 'email', value: email, isPrimary: true }],
    },
  })
  expect(created.status(), await created.text()).toBe(201)
  const draft = await request.post('/v1/order', {
    headers: bearer(token),
    data: {
      customerId,
      email,
      lineItems: [{ id: randomUUID(), customItem: { title: 'Cesto de palha', price: '89.90' }, quantity: 1 }],
      shippingAddress: buyerAddress,
    },
  })
  expect(draft.status(), await draft.text()).toBe(201)
  const { order: saved } = (await draft.json()) as { order: { id: string; version: number } }
  const placed = await request.post('/v1/orders', {
    headers: { ...bearer(token), 'Idempotency-Key': randomUUID() },
    data: { draftOrderId: saved.id, version: saved.version, paymentPending: false },
  })
  expect(placed.status(), await placed.text()).toBe(201)
  const { order } = (await placed.json()) as { order: { id: string; name: string } }
  const fulfilled = await request.post(`/v1/orders/${order.id}/fulfillments`, {
    headers: bearer(token),
    data: {},
  })
  expect(fulfilled.status(), await fulfilled.text()).toBe(200)
  return { customerId, order }
}

test("staff export a customer's data, erase it, and find both requests on the privacy page", async ({
  signedIn: { page, result },
  request,
  consoleErrors,
}) => {
  const { customerId, order } = await customerWithClosedOrder(request, result.token)

  await page.goto(`/customers/${customerId}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Helena Costa' })).toBeVisible()
  const downloading = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Export customer data' }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toBe(`customer-${customerId}.json`)
  const data = JSON.parse(await readFile((await download.path()) as string, 'utf8'))
  expect(data.customer.displayName).toBe('Helena Costa')
  expect(data.orders).toEqual([expect.objectContaining({ id: order.id, name: order.name, total: '89.90' })])

  await page.getByRole('button', { name: 'Erase personal data' }).click()
  const dialog = page.getByRole('dialog', { name: 'Erase the personal data of Helena Costa?' })
  await expect(dialog).toContainText('Placed orders are kept')
  await dialog.getByRole('button', { name: 'Erase personal data' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Erased customer' })).toBeVisible()
  await expect(page.getByText(/personal data was erased on/)).toBeVisible()

  await page.goto(`/orders/${order.id}`)
  await expect(page.getByRole('link', { name: 'Erased customer' })).toBeVisible()
  await expect(page.getByText('Helena Costa')).toHaveCount(0)

  await page.goto('/settings/privacy')
  const requests = page.getByRole('region', { name: 'Recent requests' })
  await expect(requests.getByRole('row', { name: /Erasure\s+Erased customer/ })).toBeVisible()
  // The export is listed too; the erasure took the customer's name out of it as well.
  await expect(requests.getByRole('row', { name: /Data export\s+Erased customer/ })).toBeVisible()
  expect(consoleErrors).toEqual([])
})
