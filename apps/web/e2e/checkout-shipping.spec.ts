import { randomUUID } from 'node:crypto'
import { bearer, expect, test } from './fixtures'
import { checkoutLinkFromMail, send, sendInvoiceViaApi } from './orders-helpers'

// The customer chooses shipping on the checkout page (decision 036): a draft to São Paulo sent with no
// shipping; the invoice link lists the store's rates for that address, the total follows the rate chosen
// (shipping taxed too), the customer pays, and the order in the back office carries that shipping line.

const eventually = expect.configure({ timeout: 15_000 })
test.beforeEach(() => test.slow())

test('the customer picks a rate on the invoice link, sees the total follow, pays, and the order has it', async ({
  signedIn,
  request,
  browser,
}) => {
  const { page, result } = signedIn
  const token = result.token

  await test.step('the store taxes São Paulo at 18%, shipping too, and ships there by PAC or SEDEX', async () => {
    const { settings } = await (await request.get('/v1/settings/taxes', { headers: bearer(token) })).json()
    await send(request, token, 'put', '/v1/settings/taxes', {
      taxesIncluded: false,
      shippingTaxed: true,
      version: settings.version,
    })
    await send(request, token, 'post', '/v1/settings/taxes/regions', {
      countryCode: 'BR',
      provinceCode: 'SP',
      rates: [{ title: 'ICMS 18%', ratePpm: 180_000 }],
      overrides: [],
    })
    await send(request, token, 'post', '/v1/settings/shipping/profiles', {
      name: 'Correios',
      isGeneral: true,
      zones: [
        {
          name: 'São Paulo',
          countryCode: 'BR',
          provinceCodes: ['SP'],
          rates: [
            { name: 'PAC', type: 'flat', price: '20.00' },
            { name: 'SEDEX', type: 'flat', price: '40.00' },
          ],
        },
      ],
    })
  })

  const email = `ana-${randomUUID().slice(0, 8)}@example.com`
  const { order: draft } = await send(request, token, 'post', '/v1/order', {
    email,
    shippingAddress: {
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
    },
    lineItems: [
      {
        id: randomUUID(),
        customItem: { title: 'Luminária de mesa', price: '100.00', weight: '2', weightUnit: 'kg' },
        quantity: 1,
      },
    ],
  })
  expect(draft.shippingLine).toBeNull()
  await sendInvoiceViaApi(request, token, draft.id)
  const link = await checkoutLinkFromMail(email)

  await test.step('the customer sees the rates, picks SEDEX, and the total follows with its tax', async () => {
    const context = await browser.newContext()
    const checkout = await context.newPage()
    await checkout.goto(link)
    const rates = checkout.getByRole('radiogroup', { name: 'How would you like to receive your order?' })
    await eventually(rates.getByRole('radio')).toHaveCount(2)
    await expect(rates).toContainText('PAC')
    await expect(rates).toContainText('R$20.00')
    await expect(rates).toContainText('SEDEX')
    await expect(rates).toContainText('R$40.00')
    // R$ 100,00 and its 18%, before any shipping is chosen.
    await expect(checkout.getByRole('button', { name: 'Pay R$118.00' })).toBeVisible()

    await rates.getByRole('radio', { name: /SEDEX/ }).check()
    // R$ 100,00 + R$ 40,00, each taxed at 18%: R$ 165,20.
    await eventually(checkout.getByRole('button', { name: 'Pay R$165.20' })).toBeVisible()
    await rates.getByRole('radio', { name: /PAC/ }).check()
    await eventually(checkout.getByRole('button', { name: 'Pay R$141.60' })).toBeVisible()

    await checkout.getByRole('button', { name: 'Fill in the test card' }).click()
    await checkout.getByRole('textbox', { name: 'Name on card' }).fill('Ana Souza')
    await checkout.getByRole('button', { name: 'Pay R$141.60' }).click()
    await eventually(
      checkout.getByRole('heading', { level: 1, name: /Thank you — order .* is paid/ }),
    ).toBeVisible()
    await context.close()
  })

  await test.step('the order in the back office carries the PAC shipping line', async () => {
    const search = await send(request, token, 'post', '/v1/order/search', { query: '' })
    const orderId = search.orders.edges[0]?.node.id
    await page.goto(`/orders/${orderId}`)
    await eventually(page.getByText('PAC', { exact: true })).toBeVisible()
    const placed = (await (await request.get(`/v1/orders/${orderId}`, { headers: bearer(token) })).json())
      .order
    expect(placed).toMatchObject({
      financialStatus: 'paid',
      shippingLine: { title: 'PAC', price: { amount: '20.00' } },
      total: { amount: '141.60' },
    })
  })
})
