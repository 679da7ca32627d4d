import { bearer, expect, test } from './fixtures'
import {
  checkoutLinkFromMail,
  createDraft,
  customerPage,
  sendInvoiceViaApi,
  uniqueBuyer,
} from './orders-helpers'

// Settings → Payments to a Pix order paid by hand: the store turns Pix on, the customer places the order
// with the Pix code and QR code, and staff mark the payment received.

const eventually = expect.configure({ timeout: 15_000 })
test.beforeEach(() => test.slow())

test('a customer pays an invoice with Pix, and staff mark it received', async ({
  signedIn,
  request,
  browser,
}) => {
  const { page, result } = signedIn

  await test.step('turn Pix on in Settings → Payments', async () => {
    await page.goto('/settings/payments')
    const drawer = page.getByRole('dialog', { name: 'Settings' })
    await drawer.getByRole('checkbox', { name: 'Pix' }).click()
    await drawer.getByLabel('Pix key').fill('pix@casaaurora.example.com')
    await drawer.getByLabel('Recipient name').fill('Casa Aurora')
    await drawer.getByLabel('Recipient city').fill('Sao Paulo')
    await drawer.getByRole('button', { name: 'Save' }).click()
    await eventually(page.getByText('Payment settings saved')).toBeVisible()
  })

  const buyer = uniqueBuyer()
  const draft = await createDraft(request, result.token, { email: buyer.email })
  await sendInvoiceViaApi(request, result.token, draft.id)
  const link = await checkoutLinkFromMail(buyer.email)

  await test.step('the customer places the order with Pix and sees its code and QR code', async () => {
    const checkout = await customerPage(browser, link)
    await eventually(checkout.getByRole('radio', { name: 'Pix' })).toBeChecked()
    await checkout.getByRole('button', { name: 'Place order · R$285.50' }).click()
    await eventually(
      checkout.getByRole('heading', { level: 1, name: 'Order #1001 is placed — awaiting payment' }),
    ).toBeVisible()
    await expect(checkout.getByRole('textbox', { name: 'Pix copy-and-paste code' })).toHaveValue(
      /^000201.*br\.gov\.bcb\.pix.*5406285\.50.*6304[0-9A-F]{4}$/,
    )
    await expect(checkout.getByRole('img', { name: 'Pix QR code to pay R$285.50' })).toBeVisible()
  })

  await test.step('staff see the order awaiting Pix and mark it received', async () => {
    const search = await request.post('/v1/order/search', {
      headers: bearer(result.token),
      data: { query: '' },
    })
    const { orders } = (await search.json()) as { orders: { edges: { node: { id: string } }[] } }
    const orderId = orders.edges[0]?.node.id
    await page.goto(`/orders/${orderId}`)
    await eventually(page.getByRole('heading', { name: 'Awaiting payment by Pix' })).toBeVisible()
    await expect(page.getByText('Pix identifier on the statement: 1001')).toBeVisible()
    await page.getByRole('button', { name: 'Mark as received' }).click()
    await eventually(page.getByRole('heading', { name: 'Awaiting payment by Pix' })).toBeHidden()
    await eventually(page.getByText('Payment of R$285.50 by Pix received.')).toBeVisible()
  })
})
