import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { createProduct, uniqueSuffix } from './order-editor-helpers'
import {
  appDate,
  checkoutLinkFromMail,
  createDraft,
  getOrderViaApi,
  sendInvoiceViaApi,
  uniqueBuyer,
} from './orders-helpers'

// Each step waits on the server (saving, sending, paying, mail delivery): give it room on a busy machine.
const eventually = expect.configure({ timeout: 15_000 })
test.beforeEach(() => test.slow())

async function seriousViolations(page: Page) {
  // Toasts fade in and out: their colours are measured mid-animation, so they are checked where they live.
  const results = await new AxeBuilder({ page }).exclude('[data-sonner-toaster]').analyze()
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({ id: violation.id, targets: violation.nodes.map((node) => node.target.join(' ')) }))
}

test('an invoice is emailed, paid through its link without signing in, and the order shows as paid', async ({
  signedIn,
  request,
  browser,
}) => {
  const { page, result } = signedIn
  const buyer = uniqueBuyer()
  const draft = await createDraft(request, result.token, { email: buyer.email })

  await test.step('Send Invoice from the draft', async () => {
    await page.goto(`/orders/drafts/${draft.id}`)
    await page.getByRole('button', { name: 'Send Invoice' }).click()
    const dialog = page.getByRole('dialog', { name: 'Send invoice' })
    await eventually(dialog.getByLabel('To')).toHaveValue(buyer.email)
    await dialog.getByLabel('Message').fill('Thank you for shopping with us!')
    await dialog.getByRole('button', { name: 'Send Invoice' }).click()
    await eventually(page.getByText(`Invoice sent to ${buyer.email}`, { exact: true })).toBeVisible()
    await eventually(dialog).toBeHidden()
    await eventually(page.getByTestId('draft-status-history')).toContainText(`Invoice sent to ${buyer.email}`)
  })

  await test.step('read the email in the store outbox, without its checkout link', async () => {
    await page.goto(`/settings/notifications/sent-emails?q=${encodeURIComponent(buyer.email)}`)
    await page.getByRole('link', { name: `Invoice ${draft.name}` }).click()
    await eventually(
      page.getByRole('heading', { level: 1, name: new RegExp(`Invoice ${draft.name}`) }),
    ).toBeVisible()
    await expect(page.getByText('Links that open a checkout are not kept here')).toBeVisible()
    const email = page.frameLocator('iframe[title^="Email:"]')
    await eventually(email.getByText('Thank you for shopping with us!')).toBeVisible()
    await expect(email.getByText('[link removed: only the recipient has it]')).toBeVisible()
    await expect(email.getByRole('link', { name: 'Review and pay' })).toHaveCount(0)
    await page.getByRole('tab', { name: 'Plain text' }).click()
    await expect(page.getByRole('tabpanel')).toContainText('Review and pay: [link removed')
    await expect(page.getByRole('tabpanel').getByRole('link', { name: /\/checkout\// })).toHaveCount(0)
  })

  const link = await test.step('the link arrived through SMTP', () => checkoutLinkFromMail(buyer.email))

  await test.step('the customer pays without signing in', async () => {
    const customer = await browser.newContext()
    const checkout = await customer.newPage()
    await checkout.goto(link)
    await eventually(checkout.getByRole('heading', { level: 1, name: `Invoice ${draft.name}` })).toBeVisible()
    await eventually(checkout.getByText('Linen shirt')).toBeVisible()
    await checkout.getByRole('button', { name: 'Fill in the test card' }).click()
    await checkout.getByLabel('Name on card').fill('Ana Souza')
    await checkout.getByRole('button', { name: 'Pay R$285.50' }).click()
    await eventually(
      checkout.getByRole('heading', { level: 1, name: 'Thank you — order #1001 is paid' }),
    ).toBeVisible()
    // The link is spent: opening it again says so and shows nothing of the order.
    await checkout.reload()
    await eventually(checkout.getByRole('heading', { level: 1, name: 'Already paid' })).toBeVisible()
    await eventually(checkout.getByText('Linen shirt')).toBeHidden()
    await customer.close()
  })

  await test.step('staff see the order as paid', async () => {
    await page.goto('/orders')
    await page.getByRole('searchbox', { name: 'Search orders' }).fill(buyer.email)
    await eventually(page).toHaveURL(/[?&]q=/)
    const row = page.getByRole('row', { name: /#1001/ })
    await eventually(row).toContainText('Paid')
    await eventually(row).toContainText('R$285.50')
    await row.getByRole('link', { name: '#1001' }).click()
    await eventually(page.getByRole('heading', { level: 1, name: 'Order #1001' })).toBeVisible()
    await eventually(page.getByTestId('order-balance')).toHaveText('R$0.00')
    await eventually(page.getByRole('link', { name: `Created from draft ${draft.name}` })).toBeVisible()
  })
})

test('Create Order with net 30 shows the due date, and collecting the balance marks it paid', async ({
  signedIn,
  request,
}) => {
  const { page, result } = signedIn
  const buyer = uniqueBuyer()
  const draft = await createDraft(request, result.token, { email: buyer.email, netDays: 30 })

  await page.goto(`/orders/drafts/${draft.id}`)
  await page.getByRole('button', { name: 'Create Order' }).click()
  await eventually(page.getByRole('heading', { level: 1, name: 'Order #1001' })).toBeVisible()
  await eventually(page).toHaveTitle('Order #1001 · Lojista')
  const orderId = new URL(page.url()).pathname.split('/').at(-1) ?? ''
  const order = await getOrderViaApi(request, result.token, orderId)
  expect(order.dueAt).not.toBeNull()
  await eventually(page.getByTestId('order-due-date')).toHaveText(`Due ${appDate(order.dueAt ?? '')}`)
  await eventually(page.getByText('Payment terms: Within 30 days')).toBeVisible()
  await eventually(page.getByTestId('order-balance')).toHaveText('R$285.50')
  expect(await seriousViolations(page)).toEqual([])

  await page.getByRole('button', { name: 'Collect balance' }).click()
  const dialog = page.getByRole('dialog', { name: 'Collect payment' })
  await dialog.getByRole('button', { name: 'Collect' }).click()
  await eventually(page.getByText('Payment collected', { exact: true })).toBeVisible()
  await eventually(page.getByTestId('order-balance')).toHaveText('R$0.00')
  await eventually(page.getByRole('button', { name: 'Collect balance' })).toBeHidden()

  await test.step('fulfil some of the items, then print the label', async () => {
    await page.getByRole('button', { name: 'Fulfill items' }).click()
    const fulfil = page.getByRole('dialog', { name: 'Fulfill items' })
    await fulfil.getByRole('spinbutton', { name: 'Linen shirt' }).fill('1')
    await fulfil.getByRole('spinbutton', { name: 'Canvas tote' }).fill('0')
    await fulfil.getByLabel('Shipping carrier').fill('Correios')
    await fulfil.getByLabel('Tracking number').fill('BR123456789BR')
    await fulfil.getByRole('button', { name: 'Fulfill 1 item' }).click()
    await eventually(page.getByText('Partially fulfilled').first()).toBeVisible()
    await eventually(page.getByText('1 of 2 fulfilled')).toBeVisible()
    await page.getByRole('link', { name: 'Print label' }).click()
    const label = page.getByRole('article', { name: 'Shipping label #1001-F1' })
    await eventually(label).toContainText('Rua Augusta, 100')
    await expect(label).toContainText('1 × Linen shirt')
    await expect(label).toContainText('BR123456789BR')
    await expect(page.getByRole('button', { name: 'Print' })).toBeEnabled()
  })

  await page.goto('/orders?payment=paid')
  await eventually(page.getByRole('row', { name: /#1001/ })).toContainText('Partially fulfilled')
})

test('cancelling an order asks first and restocks by default', async ({ signedIn, request }) => {
  const { page, result } = signedIn
  const draft = await createDraft(request, result.token, { email: uniqueBuyer().email, netDays: 30 })
  await page.goto(`/orders/drafts/${draft.id}`)
  await page.getByRole('button', { name: 'Create Order' }).click()
  await eventually(page.getByRole('heading', { level: 1, name: 'Order #1001' })).toBeVisible()

  await page.getByRole('button', { name: 'Cancel order' }).click()
  const dialog = page.getByRole('dialog', { name: 'Cancel order #1001?' })
  await expect(dialog.getByRole('checkbox', { name: 'Restock items' })).toBeChecked()
  await dialog.getByRole('button', { name: 'Keep order' }).click()
  await expect(dialog).toBeHidden()

  await page.getByRole('button', { name: 'Cancel order' }).click()
  await dialog.getByRole('button', { name: 'Cancel order' }).click()
  await eventually(page.getByText('Order #1001 cancelled', { exact: true })).toBeVisible()
  await eventually(
    page.getByText(/^Cancelled on .*: Customer changed or cancelled the order\.$/),
  ).toBeVisible()
  await expect(page.getByRole('button', { name: 'Mark as paid' })).toBeHidden()
})

test('cancelling a paid order says the money is still collected; a refund records how it went back', async ({
  signedIn,
  request,
}) => {
  const { page, result } = signedIn
  const draft = await createDraft(request, result.token, { email: uniqueBuyer().email })
  await page.goto(`/orders/drafts/${draft.id}`)
  await page.getByRole('button', { name: 'Mark as paid' }).click()
  await eventually(page.getByRole('heading', { level: 1, name: 'Order #1001' })).toBeVisible()

  await page.getByRole('button', { name: 'Cancel order' }).click()
  await page
    .getByRole('dialog', { name: 'Cancel order #1001?' })
    .getByRole('button', { name: 'Cancel order' })
    .click()
  await eventually(page.getByText('Order #1001 cancelled', { exact: true })).toBeVisible()
  await eventually(page.getByText('R$285.50 collected and not refunded', { exact: false })).toBeVisible()
  await expect(page.getByText('Refunded', { exact: true })).toHaveCount(0)

  await page.getByRole('button', { name: 'Refund' }).click()
  const dialog = page.getByRole('dialog', { name: 'Refund #1001' })
  await dialog.getByLabel('Note (optional)').fill('Chave 11999990000')
  await dialog.getByRole('button', { name: 'Refund' }).click()
  await eventually(page.getByText('Refund recorded', { exact: true })).toBeVisible()
  await eventually(page.getByText('Refunded R$285.50 (Pix): Chave 11999990000.')).toBeVisible()
  await expect(page.getByTestId('order-refunded')).toHaveText('−R$285.50')
  await expect(page.getByRole('button', { name: 'Refund' })).toBeHidden()
})

test('a checkout link opened and not paid is an abandoned checkout, with a recovery email', async ({
  signedIn,
  request,
  browser,
}) => {
  const { page, result } = signedIn
  const buyer = uniqueBuyer()
  const draft = await createDraft(request, result.token, { email: buyer.email })
  await sendInvoiceViaApi(request, result.token, draft.id)
  const link = await checkoutLinkFromMail(buyer.email)

  // The customer opens the link on a phone: the page fits its width and has no serious accessibility fault.
  const customer = await browser.newContext({ viewport: { width: 390, height: 844 } })
  const checkout = await customer.newPage()
  await checkout.goto(link)
  await eventually(checkout.getByRole('heading', { level: 1, name: `Invoice ${draft.name}` })).toBeVisible()
  expect(await checkout.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  expect(await seriousViolations(checkout)).toEqual([])
  await customer.close()

  await page.goto('/orders/abandoned-checkouts')
  const row = page.getByRole('row', { name: new RegExp(draft.name) })
  await eventually(row).toContainText(buyer.email)
  await eventually(row).toContainText('Not sent')
  await row.getByRole('button', { name: /Send recovery email/ }).click()
  await eventually(page.getByText(`Recovery email sent to ${buyer.email}`, { exact: true })).toBeVisible()
  await eventually(row).not.toContainText('Not sent')
})

test('a link that is not valid shows a clear page and nothing of any order', async ({ browser }) => {
  const customer = await browser.newContext()
  const checkout = await customer.newPage()
  await checkout.goto('/checkout/this-link-was-never-issued-by-the-store')
  await eventually(checkout.getByRole('heading', { level: 1, name: 'This link does not work' })).toBeVisible()
  await eventually(checkout.getByText('This link is not valid. Ask the store for a new one.')).toBeVisible()
  await eventually(checkout.getByRole('button', { name: /Pay/ })).toBeHidden()
  await customer.close()
})

test('Send Quote from the cart drawer emails a quote that expires when staff chose', async ({
  signedIn,
  request,
}) => {
  const { page, result } = signedIn
  const buyer = uniqueBuyer()
  const suffix = uniqueSuffix()
  const vase = await createProduct(request, result.token, {
    title: `Vaso ${suffix}`,
    variants: [{ price: '80.00', sku: `VAS-${suffix}` }],
  })

  await page.getByRole('button', { name: 'Open cart' }).first().click()
  await page.getByRole('dialog', { name: 'Shopping Cart' }).getByRole('button', { name: 'Checkout' }).click()
  const checkout = page.getByRole('dialog', { name: 'Checkout' })
  await checkout.getByRole('combobox', { name: 'Search products to add' }).fill(vase.title)
  await page.getByRole('option', { name: new RegExp(`^${vase.title}`) }).click()
  await page.keyboard.press('Escape')
  await eventually(checkout.getByTestId('line-item')).toHaveCount(1)

  await checkout.getByRole('button', { name: 'Send Quote' }).click()
  const dialog = page.getByRole('dialog', { name: 'Send quote' })
  await dialog.getByLabel('To').fill(buyer.email)
  await dialog.getByLabel('Expires in (days)').fill('7')
  await dialog.getByRole('button', { name: 'Send Quote' }).click()
  await eventually(page.getByText(`Quote sent to ${buyer.email}`, { exact: true })).toBeVisible()
  await eventually(
    page.getByText(`Its link is valid until ${appDate(Date.now() + 7 * 86_400_000)}.`),
  ).toBeVisible()
  expect(await checkoutLinkFromMail(buyer.email)).toContain('/checkout/')
})

test('a draft that became an order opens read-only, with a link to its order', async ({
  signedIn,
  request,
}) => {
  const { page, result } = signedIn
  const draft = await createDraft(request, result.token, { email: uniqueBuyer().email })
  const placed = await request.post('/v1/orders', {
    headers: { Authorization: `Bearer ${result.token}` },
    data: { draftOrderId: draft.id, version: draft.version, paymentPending: false },
  })
  expect(placed.status(), await placed.text()).toBe(201)
  const { order } = (await placed.json()) as { order: { id: string; name: string } }

  await page.goto(`/orders/drafts/${draft.id}`)
  await eventually(
    page.getByText(`This draft became order ${order.name} and can no longer be edited.`),
  ).toBeVisible()
  await expect(page.getByRole('cell', { name: 'Linen shirt' })).toBeVisible()
  for (const role of ['textbox', 'spinbutton', 'checkbox'] as const) {
    await expect(page.getByRole('main').getByRole(role)).toHaveCount(0)
  }
  for (const name of ['Send Invoice', 'Mark as paid', 'Add discount', 'Retry', /^Remove/]) {
    await expect(page.getByRole('main').getByRole('button', { name })).toHaveCount(0)
  }
  await page.getByRole('link', { name: `View order ${order.name}` }).click()
  await expect(page).toHaveURL(`/orders/${order.id}`)
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(order.name) })).toBeVisible()
})
