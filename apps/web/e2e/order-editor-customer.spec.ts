import { expect, signUpViaApi, test, useToken } from './fixtures'
import { expectSaved, uniqueSuffix } from './order-editor-helpers'

// A customer given in the address is chosen up front; the customer card's
// dialogs edit the order's own contact and addresses, and the customer too while 'Update customer
// profile' stays checked.

test("the customer card edits the order's contact, CPF and address, and the customer when asked", async ({
  page,
  request,
}) => {
  test.slow()
  const suffix = uniqueSuffix()
  const { result } = await signUpViaApi(request, 'customer-card')
  const headers = { Authorization: `Bearer ${result.token}` }
  const customerId = crypto.randomUUID()
  const created = await request.post('/v1/party', {
    headers,
    data: {
      id: customerId,
      type: 'individual',
      displayName: `Rita ${suffix}`,
      individualDetails: { firstName: 'Rita', lastName: suffix },
      contacts: [{ type: 'email', value: `rita-${suffix}@example.com`, isPrimary: true }],
      addresses: [
        {
          kind: 'shipping',
          isDefault: true,
          firstName: 'Rita',
          lastName: suffix,
          address1: 'Rua das Flores, 10',
          city: 'Campinas',
          provinceCode: 'SP',
          countryCode: 'BR',
          postalCode: '13010-000',
        },
      ],
    },
  })
  expect(created.status(), await created.text()).toBe(201)
  const party = async () => {
    const answer = await request.get(`/v1/party?id=${customerId}`, { headers })
    return (
      (await answer.json()) as {
        party: {
          taxId: string | null
          contacts: { type: string; value: string }[]
          addresses: { city: string }[]
        }
      }
    ).party
  }

  await useToken(page, result.token, `/orders/drafts/new?customer-id=${customerId}`)
  const card = page.getByRole('heading', { name: 'Customer' }).locator('xpath=ancestor::*[@data-slot="card"]')
  await expect(card.getByRole('link', { name: `Rita ${suffix}` })).toBeVisible()
  const shippingSection = card.getByRole('region', { name: 'Shipping address' })
  await expect(shippingSection).toContainText(`Rita ${suffix}`)
  await expect(shippingSection).toContainText('Brazil')
  await expect(card.getByRole('region', { name: 'Billing address' })).toContainText(
    'Same as shipping address',
  )
  const contactSection = card.getByRole('region', { name: 'Contact information' })
  await expect(contactSection).toContainText(`rita-${suffix}@example.com`)
  await expect(contactSection).toContainText('No phone number')

  // The contact dialog: the phone goes on the order and, with the box checked, on the customer.
  await card.getByRole('button', { name: 'Edit contact information' }).click()
  const contact = page.getByRole('dialog', { name: 'Edit contact information' })
  await expect(contact.getByRole('checkbox', { name: 'Update customer profile' })).toBeChecked()
  await contact.getByLabel('Phone').fill('+55 19 99999-0000')
  await contact.getByRole('button', { name: 'Save' }).click()
  await expect(contact).toBeHidden()
  await expect(contactSection).toContainText('+55 19 99999-0000')
  await expect
    .poll(async () => (await party()).contacts.map((entry) => entry.value))
    .toContain('+55 19 99999-0000')

  // CPF/CNPJ lives on the customer.
  await card.getByRole('button', { name: 'Add CPF/CNPJ' }).click()
  const taxId = page.getByRole('dialog', { name: 'Additional information' })
  await taxId.getByLabel('CPF/CNPJ').fill('123')
  await taxId.getByRole('button', { name: 'Save' }).click()
  await expect(taxId.getByText('Enter a valid CPF or CNPJ')).toBeVisible()
  await taxId.getByLabel('CPF/CNPJ').fill('529.982.247-25')
  await taxId.getByRole('button', { name: 'Save' }).click()
  await expect(taxId).toBeHidden()
  await expect(card).toContainText('52998224725')
  expect((await party()).taxId).toBe('52998224725')

  // The shipping address: on the order only, with the box unchecked.
  await card.getByRole('button', { name: 'Edit shipping address' }).click()
  const address = page.getByRole('dialog', { name: 'Edit shipping address' })
  await address.getByLabel('City').fill('Valinhos')
  await address.getByRole('checkbox', { name: 'Update customer profile' }).click()
  await address.getByRole('button', { name: 'Save' }).click()
  await expect(address).toBeHidden()
  await expect(shippingSection).toContainText('Valinhos')
  expect((await party()).addresses.map((entry) => entry.city)).toEqual(['Campinas'])

  // And on the customer too, with the box left checked.
  await card.getByRole('button', { name: 'Edit shipping address' }).click()
  await address.getByLabel('City').fill('Jundiaí')
  await address.getByRole('button', { name: 'Save' }).click()
  await expect(address).toBeHidden()
  await expect(shippingSection).toContainText('Jundiaí')
  await expect.poll(async () => (await party()).addresses.map((entry) => entry.city)).toContain('Jundiaí')

  // With an address but no rates, the shipping panel says so.
  await page.getByRole('button', { name: 'Add custom item' }).click()
  const custom = page.getByRole('dialog', { name: 'Add custom item' })
  await custom.getByLabel('Item name').fill('Assinatura')
  await custom.getByLabel('Price').fill('30')
  await custom.getByRole('button', { name: 'Save' }).click()
  await page.getByRole('button', { name: 'Add shipping or delivery' }).click()
  const shipping = page.getByRole('dialog', { name: 'Shipping and delivery' })
  await expect(
    shipping.getByText("Shipping and delivery options are not available for this customer's address."),
  ).toBeVisible()
  await shipping.getByRole('button', { name: 'Cancel' }).click()

  await expectSaved(page)
  await page.reload()
  await expect(shippingSection).toContainText('Jundiaí')
  await expect(contactSection).toContainText('+55 19 99999-0000')

  // Removing the customer clears the card back to the picker.
  await card.getByRole('button', { name: 'Remove selected customer' }).click()
  await expect(card.getByRole('combobox', { name: 'Search or create a customer' })).toBeVisible()
  await expectSaved(page)
})

test('a customer given in the address is picked without saving an empty draft', async ({ page, request }) => {
  const { result } = await signUpViaApi(request, 'customer-id')
  const headers = { Authorization: `Bearer ${result.token}` }
  const customerId = crypto.randomUUID()
  const created = await request.post('/v1/party', {
    headers,
    data: { id: customerId, type: 'individual', displayName: `Lia ${uniqueSuffix()}`, contacts: [] },
  })
  expect(created.status(), await created.text()).toBe(201)
  const saves: { customerId?: string; note?: string }[] = []
  page.on('request', (sent) => {
    if (sent.method() === 'POST' && new URL(sent.url()).pathname === '/v1/order')
      saves.push(sent.postDataJSON())
  })
  // The page's clock is the test's: the editor's save delays pass only when the test lets them.
  await page.clock.install()
  await useToken(page, result.token, `/orders/drafts/new?customer-id=${customerId}`)
  const card = page.getByRole('heading', { name: 'Customer' }).locator('xpath=ancestor::*[@data-slot="card"]')
  await expect(card.getByRole('link', { name: /^Lia / })).toBeVisible({ timeout: 15_000 })
  // Well past the quiet period after which an edit is saved: picking the customer is no edit.
  await page.clock.runFor(5000)
  await expect(page).toHaveURL(/\/orders\/drafts\/new\?customer-id=/)

  await page.getByRole('button', { name: 'Edit notes' }).click()
  await page.getByRole('textbox', { name: 'Notes' }).fill('Leave at the door')
  await page.clock.runFor(1000)
  await expectSaved(page)
  // The draft was created once, by the first edit, with the customer picked up front.
  expect(saves).toEqual([expect.objectContaining({ customerId, note: 'Leave at the door' })])
  await expect(page).toHaveURL(/\/orders\/drafts\/[0-9a-f-]{36}$/)
})
