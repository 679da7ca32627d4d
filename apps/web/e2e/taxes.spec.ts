import { randomUUID } from 'node:crypto'
import { bearer, expect, test } from './fixtures'

// Settings → Taxes and duties, and a draft taxed by them: a customer in São Paulo pays ICMS 18%, and the
// tax follows the address to Rio de Janeiro.
test('a tax region for SP taxes a draft to São Paulo, and another state follows', async ({
  signedIn,
  request,
}) => {
  const { page, result } = signedIn
  const headers = { ...bearer(result.token), 'X-Tenant-Id': result.defaultTenant?.id ?? '' }
  for (const [provinceCode, title, ratePpm] of [
    ['SP', 'ICMS 18%', 180_000],
    ['RJ', 'ICMS 20%', 200_000],
  ] as const) {
    const region = await request.post('/v1/settings/taxes/regions', {
      headers,
      data: { countryCode: 'BR', provinceCode, rates: [{ title, ratePpm }], overrides: [] },
    })
    expect(region.status(), await region.text()).toBe(201)
  }

  await page.goto('/settings/taxes')
  await expect(page.getByTestId('tax-region-row')).toHaveCount(2)
  await expect(page.getByTestId('tax-region-row').filter({ hasText: '· SP' })).toContainText('ICMS 18%')
  await page.getByRole('checkbox', { name: /Charge tax on shipping/ }).click()
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(page.getByText('Tax settings saved')).toBeVisible()

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
  const draft = await request.post('/v1/order', {
    headers,
    data: {
      shippingAddress: address,
      lineItems: [{ id: randomUUID(), customItem: { title: 'Luminária', price: '100.00' }, quantity: 1 }],
      shippingLine: { title: 'Entrega', price: '20.00' },
    },
  })
  expect(draft.status(), await draft.text()).toBe(201)
  const { order } = await draft.json()

  await page.goto(`/orders/drafts/${order.id}`)
  await expect(page.getByTestId('payment-tax-text')).toHaveText('ICMS 18%')
  // 18% of 100.00 and of 20.00 of shipping.
  await expect(page.getByTestId('payment-tax')).toContainText(/21[.,]60/)

  const moved = await request.post('/v1/order', {
    headers,
    data: {
      id: order.id,
      version: order.version,
      shippingAddress: { ...address, city: 'Rio de Janeiro', provinceCode: 'RJ' },
      lineItems: order.lineItems.map((line: { id: string; quantity: number }) => ({
        id: line.id,
        quantity: line.quantity,
      })),
      shippingLine: { title: 'Entrega', price: '20.00' },
    },
  })
  expect(moved.status(), await moved.text()).toBe(200)
  await page.reload()
  await expect(page.getByTestId('payment-tax-text')).toHaveText('ICMS 20%')
  await expect(page.getByTestId('payment-tax')).toContainText(/24[.,]00/)
})
