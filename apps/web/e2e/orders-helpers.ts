import { randomUUID } from 'node:crypto'
import type { APIRequestContext, Browser } from '@playwright/test'
import { bearer, expect } from './fixtures'
import { waitForMail } from './mail'

export { waitForMail }

/** A buyer's address that differs per test, so runs on a shared database never mix their emails. */
export function uniqueBuyer() {
  const id = randomUUID().slice(0, 8)
  return { email: `buyer-${id}@example.com`, name: `Buyer ${id}` }
}

/** Where the test buyers live: a full Brazilian address, so checkout pages ask nothing more. */
export const buyerAddress = {
  firstName: 'Ana',
  lastName: 'Souza',
  address1: 'Rua Augusta, 100',
  city: 'São Paulo',
  provinceCode: 'SP',
  countryCode: 'BR',
  postalCode: '01305-000',
}

/** A draft with two custom items, made through the API so the test starts where the editor leaves off. */
export async function createDraft(
  request: APIRequestContext,
  token: string,
  draft: { email: string; netDays?: number },
) {
  const response = await request.post('/v1/order', {
    headers: bearer(token),
    data: {
      email: draft.email,
      lineItems: [
        { id: randomUUID(), customItem: { title: 'Linen shirt', price: '120.00' }, quantity: 2 },
        { id: randomUUID(), customItem: { title: 'Canvas tote', price: '45.50' }, quantity: 1 },
      ],
      shippingAddress: buyerAddress,
      ...(draft.netDays ? { paymentTerm: { type: 'net', dueInDays: draft.netDays } } : {}),
    },
  })
  expect(response.status(), await response.text()).toBe(201)
  const { order } = (await response.json()) as { order: { id: string; name: string; version: number } }
  return order
}

/** Sends the invoice as staff do: naming the version of the draft they read. */
export async function sendInvoiceViaApi(request: APIRequestContext, token: string, draftOrderId: string) {
  const read = await request.get(`/v1/order?id=${draftOrderId}`, { headers: bearer(token) })
  const { order } = (await read.json()) as { order: { version: number } }
  const response = await request.post('/v1/order/send-invoice', {
    headers: { ...bearer(token), 'Idempotency-Key': randomUUID() },
    data: { draftOrderId, version: order.version, message: '' },
  })
  expect(response.status(), await response.text()).toBe(200)
}

/**
 * The checkout link the customer `to` received through SMTP: the store's outbox keeps its copy without
 * it, so the email as delivered is the only place to read it.
 */
export async function checkoutLinkFromMail(to: string): Promise<string> {
  return checkoutLinkIn(await waitForMail(to))
}

export function checkoutLinkIn(text: string): string {
  const link = text.match(/https?:\/\/[^\s"<>]+\/checkout\/[\w-]+/)?.[0]
  if (!link) throw new Error(`No checkout link in:\n${text}`)
  return link
}

export async function getOrderViaApi(request: APIRequestContext, token: string, id: string) {
  const response = await request.get(`/v1/orders/${id}`, { headers: bearer(token) })
  expect(response.status()).toBe(200)
  return ((await response.json()) as { order: { dueAt: string | null; name: string } }).order
}

/** 'Jan 5, 2026', as the app writes dates. */
export function appDate(date: Date | string | number) {
  return new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' }).format(
    new Date(date),
  )
}

/**
 * The customer, in a browser of their own, opens the checkout link, applies `code` (typed in lower case)
 * and pays with the test card: `total` before the code, `off` what it takes off, `paid` the new total.
 */
export async function payWithCode(
  browser: Browser,
  link: string,
  code: string,
  amounts: { total: string; off: string; paid: string },
) {
  // The page waits on the server for the code and the payment: room on a busy machine.
  const eventually = expect.configure({ timeout: 15_000 })
  const customer = await browser.newContext()
  const checkout = await customer.newPage()
  await checkout.goto(link)
  await eventually(checkout.getByRole('button', { name: `Pay ${amounts.total}` })).toBeVisible()
  await checkout.getByLabel('Discount code').fill(code.toLowerCase())
  await checkout.getByRole('button', { name: 'Apply' }).click()
  await eventually(checkout.getByRole('status')).toHaveText(`Code ${code} applied: −${amounts.off}`)
  await checkout.getByRole('button', { name: 'Fill in the test card' }).click()
  await checkout.getByLabel('Name on card').fill('Ana Souza')
  await checkout.getByRole('button', { name: `Pay ${amounts.paid}` }).click()
  await eventually(
    checkout.getByRole('heading', { level: 1, name: 'Thank you — order #1001 is paid' }),
  ).toBeVisible()
  await expect(checkout.getByText(amounts.paid)).toBeVisible()
  await customer.close()
}

/** The customer's own browser (no staff session) opened at a checkout or order link. */
export async function customerPage(browser: Browser, link: string) {
  const customer = await browser.newContext()
  const page = await customer.newPage()
  await page.goto(link)
  return page
}

/** A staff call that must succeed (the answer's text names it otherwise); its JSON. */
export async function send(
  request: APIRequestContext,
  token: string,
  method: 'post' | 'put',
  url: string,
  data: unknown,
) {
  const answer = await request[method](url, { headers: bearer(token), data })
  expect(answer.status(), `${url}: ${await answer.text()}`).toBeLessThan(300)
  return answer.json()
}
