import { randomUUID } from 'node:crypto'
import { bearer, expect, test } from './fixtures'
import { buyerAddress } from './orders-helpers'

test('a store sets up a rate by weight and pickup, and a draft for a customer in São Paulo offers them', async ({
  signedIn,
  request,
}) => {
  test.slow()
  const { page, result } = signedIn
  const headers = bearer(result.token)
  const shop = await request.post('/v1/location', {
    headers,
    data: {
      name: 'Loja Pinheiros',
      city: 'São Paulo',
      provinceCode: 'SP',
      postalCode: '05422-001',
      offersPickup: true,
    },
  })
  expect(shop.status(), await shop.text()).toBe(201)

  await test.step('the general profile: one zone for Brazil with a rate by weight', async () => {
    await page.goto('/settings/shipping')
    await page.getByRole('link', { name: 'Create general profile' }).click()
    await expect(page.getByText('New general profile')).toBeVisible()
    await page.getByRole('textbox', { name: 'Profile name' }).fill('Correios')
    await page.getByRole('textbox', { name: 'Zone name' }).fill('Brasil')
    await page.getByRole('textbox', { name: 'Rate name' }).fill('PAC')
    await page.getByRole('combobox', { name: 'Condition' }).click()
    await page.getByRole('option', { name: 'By order weight' }).click()
    await page.getByRole('textbox', { name: 'Price' }).fill('25.00')
    await page.getByRole('textbox', { name: 'Maximum weight (g)' }).fill('5000')
    await page.getByRole('button', { name: 'Create' }).click()
    await expect(page.getByRole('heading', { name: 'Correios' })).toBeVisible()
  })

  await test.step('pickup at the shop', async () => {
    await page.goto('/settings/shipping')
    await page
      .getByRole('region', { name: 'Pickup in store' })
      .getByRole('link', { name: 'Set up: Loja Pinheiros' })
      .click()
    await page.getByRole('textbox', { name: 'Pickup instructions' }).fill('Retire no balcão.')
    await page.getByRole('button', { name: 'Create' }).click()
    await expect(page.getByRole('heading', { name: 'Pickup at Loja Pinheiros' })).toBeVisible()
  })

  await test.step('the draft offers both and takes the rate as its shipping line', async () => {
    const draft = await request.post('/v1/order', {
      headers,
      data: {
        shippingAddress: buyerAddress,
        lineItems: [
          {
            id: randomUUID(),
            customItem: { title: 'Luminária', price: '120.00', weight: '2', weightUnit: 'kg' },
            quantity: 1,
          },
        ],
      },
    })
    expect(draft.status(), await draft.text()).toBe(201)
    const { order } = (await draft.json()) as { order: { id: string } }
    await page.goto(`/orders/drafts/${order.id}`)
    await page.getByRole('button', { name: 'Add shipping or delivery' }).click()
    const panel = page.getByRole('dialog', { name: 'Shipping and delivery' })
    const options = panel.getByRole('list', { name: 'Shipping and delivery options' })
    await expect(options.getByRole('button')).toHaveText([
      /^PAC.*R\$25\.00$/,
      /^Pickup at Loja Pinheiros.*Free$/,
    ])
    await options.getByRole('button', { name: /^PAC/ }).click()
    await expect(page.getByTestId('payment-shipping')).toHaveText('R$25.00')
  })
})
