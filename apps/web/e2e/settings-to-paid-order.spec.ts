import { randomUUID } from 'node:crypto'
import { bearer, expect, test } from './fixtures'
import { checkoutLinkFromMail, send, sendInvoiceViaApi } from './orders-helpers'

// The settings an order depends on, end to end: ICMS for São Paulo and Rio de Janeiro and rates by weight
// per state; a draft for a customer in São Paulo shows the tax and offers the rate, both follow the
// address to Rio; the customer pays with Pix from the invoice link, and staff mark it received.

const eventually = expect.configure({ timeout: 15_000 })
test.beforeEach(() => test.slow())

const rateByWeight = (price: string) => ({
  name: 'PAC',
  type: 'weight',
  price,
  minWeightGrams: 0,
  maxWeightGrams: 5000,
})

test('taxes and rates follow the customer’s state, and a Pix payment marked received pays the order', async ({
  signedIn,
  request,
  browser,
}) => {
  const { page, result } = signedIn
  const token = result.token

  await test.step('the store taxes SP and RJ and ships by weight, dearer outside SP, and takes Pix', async () => {
    for (const [provinceCode, title, ratePpm] of [
      ['SP', 'ICMS 18%', 180_000],
      ['RJ', 'ICMS 20%', 200_000],
    ] as const) {
      await send(request, token, 'post', '/v1/settings/taxes/regions', {
        countryCode: 'BR',
        provinceCode,
        rates: [{ title, ratePpm }],
        overrides: [],
      })
    }
    await send(request, token, 'post', '/v1/settings/shipping/profiles', {
      name: 'Correios',
      isGeneral: true,
      zones: [
        { name: 'São Paulo', countryCode: 'BR', provinceCodes: ['SP'], rates: [rateByWeight('15.00')] },
        { name: 'Brasil', countryCode: 'BR', rates: [rateByWeight('30.00')] },
      ],
    })
    const payments = await (await request.get('/v1/settings/payments', { headers: bearer(token) })).json()
    const { updatedAt: _, ...current } = payments.settings
    await send(request, token, 'put', '/v1/settings/payments', {
      ...current,
      pixEnabled: true,
      pixKeyType: 'email',
      pixKey: 'pix@casaaurora.example.com',
      pixMerchantName: 'Casa Aurora',
      pixMerchantCity: 'Sao Paulo',
    })
  })

  const email = `ana-${randomUUID().slice(0, 8)}@example.com`
  const address = {
    firstName: 'Ana',
    lastName: 'Souza',
    company: '',
    address1: 'Av. Paulista, 1000',
    address2: '',
    city: 'São Paulo',
    provinceCode: 'SP',
    countryCode: 'BR',
    postalCode: '01310-100',
    phone: '',
  }
  const { order: draft } = await send(request, token, 'post', '/v1/order', {
    email,
    shippingAddress: address,
    lineItems: [
      {
        id: randomUUID(),
        customItem: { title: 'Luminária de mesa', price: '100.00', weight: '2', weightUnit: 'kg' },
        quantity: 1,
      },
    ],
  })

  const chooseShipping = async (rate: RegExp) => {
    await page
      .getByRole('button', { name: /shipping or delivery|^Shipping$/ })
      .first()
      .click()
    const panel = page.getByRole('dialog', { name: 'Shipping and delivery' })
    const options = panel.getByRole('list', { name: 'Shipping and delivery options' })
    await eventually(options.getByRole('button')).toHaveText([rate])
    await options.getByRole('button', { name: /^PAC/ }).click()
    await eventually(panel).toBeHidden()
  }

  await test.step('in São Paulo the draft shows ICMS 18% and offers PAC at R$15.00', async () => {
    await page.goto(`/orders/drafts/${draft.id}`)
    await eventually(page.getByTestId('payment-tax-text')).toHaveText('ICMS 18%')
    await expect(page.getByTestId('payment-tax')).toContainText('R$18.00')
    await chooseShipping(/^PAC.*R\$15\.00$/)
    await eventually(page.getByTestId('payment-shipping')).toHaveText('R$15.00')
    await eventually(page.getByText('All changes saved')).toBeVisible()
  })

  await test.step('moved to Rio de Janeiro, the tax and the rate follow', async () => {
    const current = (await (await request.get(`/v1/order?id=${draft.id}`, { headers: bearer(token) })).json())
      .order
    await send(request, token, 'post', '/v1/order', {
      id: draft.id,
      version: current.version,
      shippingAddress: { ...address, city: 'Rio de Janeiro', provinceCode: 'RJ', postalCode: '20040-020' },
      lineItems: current.lineItems.map((line: { id: string; quantity: number }) => ({
        id: line.id,
        quantity: line.quantity,
      })),
      shippingLine: current.shippingLine,
    })
    await page.reload()
    await eventually(page.getByTestId('payment-tax-text')).toHaveText('ICMS 20%')
    await expect(page.getByTestId('payment-tax')).toContainText('R$20.00')
    await chooseShipping(/^PAC.*R\$30\.00$/)
    await eventually(page.getByTestId('payment-shipping')).toHaveText('R$30.00')
    // Saved: the draft the customer is sent has the new figures.
    await eventually(page.getByText('All changes saved')).toBeVisible()
  })

  await sendInvoiceViaApi(request, token, draft.id)
  const link = await checkoutLinkFromMail(email)

  await test.step('the customer pays with Pix: the page shows the code and its QR code', async () => {
    const context = await browser.newContext()
    const checkout = await context.newPage()
    await checkout.goto(link)
    await eventually(checkout.getByRole('radio', { name: 'Pix' })).toBeVisible()
    await checkout.getByRole('radio', { name: 'Pix' }).check()
    await checkout.getByRole('button', { name: 'Place order · R$150.00' }).click()
    await eventually(checkout.getByRole('heading', { level: 1, name: /awaiting payment$/ })).toBeVisible()
    await expect(checkout.getByRole('textbox', { name: 'Pix copy-and-paste code' })).toHaveValue(
      /^000201.*br\.gov\.bcb\.pix.*5406150\.00.*6304[0-9A-F]{4}$/,
    )
    await expect(checkout.getByRole('img', { name: 'Pix QR code to pay R$150.00' })).toBeVisible()
    await context.close()
  })

  await test.step('staff mark the Pix received and the order is paid', async () => {
    const search = await send(request, token, 'post', '/v1/order/search', { query: '' })
    const orderId = search.orders.edges[0]?.node.id
    await page.goto(`/orders/${orderId}`)
    await eventually(page.getByRole('heading', { name: 'Awaiting payment by Pix' })).toBeVisible()
    await page.getByRole('button', { name: 'Mark as received' }).click()
    await eventually(page.getByText('Payment of R$150.00 by Pix received.')).toBeVisible()
    const placed = (await (await request.get(`/v1/orders/${orderId}`, { headers: bearer(token) })).json())
      .order
    expect(placed.financialStatus).toBe('paid')
  })
})
