import { bearer, expect, test } from './fixtures'
import { waitForMail } from './mail'
import {
  checkoutLinkFromMail,
  createDraft,
  customerPage,
  sendInvoiceViaApi,
  uniqueBuyer,
} from './orders-helpers'

// The customer's side after paying with Pix: the confirmation email carries the Pix code and a link to
// the order's status page, which shows the payment pending until staff mark it received, then paid.

const eventually = expect.configure({ timeout: 15_000 })
test.beforeEach(() => test.slow())

test('a customer follows a Pix order from the confirmation email until staff mark it received', async ({
  signedIn,
  request,
  browser,
}) => {
  const { page, result } = signedIn

  await test.step('the store takes Pix', async () => {
    const read = await request.get('/v1/settings/payments', { headers: bearer(result.token) })
    const { settings } = (await read.json()) as { settings: Record<string, unknown> }
    const { updatedAt: _, ...fields } = settings
    const saved = await request.put('/v1/settings/payments', {
      headers: bearer(result.token),
      data: {
        ...fields,
        pixEnabled: true,
        pixKeyType: 'email',
        pixKey: 'pix@casaaurora.example.com',
        pixMerchantName: 'Casa Aurora',
        pixMerchantCity: 'Sao Paulo',
      },
    })
    expect(saved.status(), await saved.text()).toBe(200)
  })

  const buyer = uniqueBuyer()
  const draft = await createDraft(request, result.token, { email: buyer.email })
  await sendInvoiceViaApi(request, result.token, draft.id)
  const link = await checkoutLinkFromMail(buyer.email)

  const code = await test.step('the customer places the order with Pix', async () => {
    const checkout = await customerPage(browser, link)
    await eventually(checkout.getByRole('radio', { name: 'Pix' })).toBeChecked()
    await checkout.getByRole('button', { name: 'Place order · R$285.50' }).click()
    const box = checkout.getByRole('textbox', { name: 'Pix copy-and-paste code' })
    await eventually(box).toHaveValue(/^000201/)
    const shown = await box.inputValue()
    await checkout.context().close()
    return shown
  })

  const statusLink =
    await test.step('the confirmation email holds the Pix code and the status link', async () => {
      const mail = await waitForMail(buyer.email, /Your order #1001 is confirmed/)
      expect(mail).toContain(code)
      expect(mail).toContain('Payment pending: pay R$285.50 by Pix.')
      const found = mail.match(/https?:\/\/[^\s"<>]+\/s\/[\w-]+\/orders\/[\w-]+/)?.[0]
      expect(found, mail).toBeTruthy()
      return found as string
    })

  const status = await customerPage(browser, statusLink)
  await test.step('the status page shows the payment pending with the code', async () => {
    await eventually(status.getByRole('heading', { level: 1, name: 'Order #1001' })).toBeVisible()
    await expect(status.getByTestId('order-payment-status')).toHaveText('Awaiting payment')
    await expect(status.getByRole('textbox', { name: 'Pix copy-and-paste code' })).toHaveValue(code)
    await expect(status.getByRole('img', { name: 'Pix QR code to pay R$285.50' })).toBeVisible()
    await expect(status.getByText('Linen shirt')).toBeVisible()
  })

  await test.step('staff mark the payment received', async () => {
    const search = await request.post('/v1/order/search', {
      headers: bearer(result.token),
      data: { query: '' },
    })
    const { orders } = (await search.json()) as { orders: { edges: { node: { id: string } }[] } }
    await page.goto(`/orders/${orders.edges[0]?.node.id}`)
    await eventually(page.getByRole('heading', { name: 'Awaiting payment by Pix' })).toBeVisible()
    await page.getByRole('button', { name: 'Mark as received' }).click()
    await eventually(page.getByText('Payment of R$285.50 by Pix received.')).toBeVisible()
  })

  await test.step('the status page then shows the order paid', async () => {
    await status.reload()
    await eventually(status.getByTestId('order-payment-status')).toHaveText('Paid')
    await expect(status.getByText('Paid with Pix')).toBeVisible()
    await expect(status.getByRole('textbox', { name: 'Pix copy-and-paste code' })).toBeHidden()
  })
})
