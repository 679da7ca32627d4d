import { randomUUID } from 'node:crypto'
import type { Page } from '@playwright/test'
import { bearer, expect, signUpViaApi, test, useToken } from './fixtures'
import { createProduct, expectSaved, uniqueSuffix } from './order-editor-helpers'
import { buyerAddress, checkoutLinkFromMail, sendInvoiceViaApi, uniqueBuyer } from './orders-helpers'

// Nobody is charged, and no order is made, for a draft other than the one the person is looking at: a tab
// left open on an older version is refused and shown the current one; a customer whose invoice changed
// after they opened it is shown the new total before paying.

const eventually = expect.configure({ timeout: 15_000 })
test.beforeEach(() => test.slow())

async function draftWithProduct(request: Parameters<typeof createProduct>[0], token: string, email = '') {
  const title = `Caneca ${uniqueSuffix()}`
  const product = await createProduct(request, token, { title, variants: [{ price: '10.00' }] })
  const id = randomUUID()
  const created = await request.post('/v1/order', {
    headers: bearer(token),
    data: {
      id,
      email,
      lineItems: [{ id: randomUUID(), variantId: product.variants[0]?.id, quantity: 7 }],
      shippingAddress: buyerAddress,
    },
  })
  expect(created.status(), await created.text()).toBe(201)
  return { id, title }
}

const quantityOf = (page: Page, title: string) =>
  page.getByRole('spinbutton', { name: `Quantity of ${title}` })

test('Mark as paid in a tab left on an older version makes no order and shows the current draft', async ({
  browser,
  request,
}) => {
  const { result } = await signUpViaApi(request, 'stale-tab')
  const { id, title } = await draftWithProduct(request, result.token)
  const tabA = await (await browser.newContext()).newPage()
  const tabB = await (await browser.newContext()).newPage()
  const openDraft = (tab: Page) => useToken(tab, result.token, `/orders/drafts/${id}`)
  await openDraft(tabA)
  await openDraft(tabB)
  for (const tab of [tabA, tabB]) {
    await eventually(quantityOf(tab, title)).toHaveValue('7', { timeout: 20_000 })
  }

  await quantityOf(tabA, title).fill('3')
  await expectSaved(tabA)
  // Tab B has nothing unsaved and still shows 7.
  await expect(quantityOf(tabB, title)).toHaveValue('7')
  await tabB.getByRole('button', { name: 'Mark as paid' }).click()

  await eventually(tabB.getByText('This draft was changed by someone else')).toBeVisible()
  await eventually(quantityOf(tabB, title)).toHaveValue('3')
  await expect(tabB).toHaveURL(new RegExp(`/orders/drafts/${id}$`))
  const orders = await request.post('/v1/order/search', {
    headers: bearer(result.token),
    data: { query: '' },
  })
  expect(((await orders.json()) as { orders: { edges: unknown[] } }).orders.edges).toEqual([])

  // Now that B sees what A saved, Mark as paid goes through for that draft.
  await tabB.getByRole('button', { name: 'Mark as paid' }).click()
  await eventually(tabB).toHaveURL(/\/orders\/[0-9a-f-]{36}$/)
  await eventually(tabB.getByText('R$30.00').first()).toBeVisible()
})

test('a customer whose invoice changed after they opened it sees the new total before paying it', async ({
  browser,
  request,
}) => {
  const { result } = await signUpViaApi(request, 'changed-invoice')
  const buyer = uniqueBuyer()
  const { id, title } = await draftWithProduct(request, result.token, buyer.email)
  await sendInvoiceViaApi(request, result.token, id)
  const link = await checkoutLinkFromMail(buyer.email)

  const customer = await (await browser.newContext()).newPage()
  await customer.goto(link)
  await eventually(customer.getByRole('button', { name: 'Pay R$70.00' })).toBeVisible()

  const staff = await (await browser.newContext()).newPage()
  await useToken(staff, result.token, `/orders/drafts/${id}`)
  await eventually(staff.getByTestId('invoice-sent-notice')).toContainText(
    'The customer sees your changes and the new total',
  )
  await quantityOf(staff, title).fill('9')
  await expectSaved(staff)

  await customer.getByRole('button', { name: 'Fill in the test card' }).click()
  await customer.getByLabel('Name on card').fill('Ana Souza')
  await customer.getByRole('button', { name: 'Pay R$70.00' }).click()
  await eventually(customer.getByRole('alert')).toContainText('Review the new total and pay again')
  await customer.getByRole('button', { name: 'Pay R$90.00' }).click()
  await eventually(customer.getByRole('heading', { level: 1, name: /is paid$/ })).toBeVisible()
  await expect(customer.getByText('R$90.00')).toBeVisible()
})
