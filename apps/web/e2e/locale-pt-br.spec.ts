import { randomUUID } from 'node:crypto'
import type { APIRequestContext, Page } from '@playwright/test'
import { bearer, expect, test } from './fixtures'
import { createProduct, uniqueSuffix } from './order-editor-helpers'
import { checkoutLinkIn, waitForMail } from './orders-helpers'

// With the interface in Brazilian Portuguese, numbers are typed and shown as Brazilians write them:
// "49,90" is forty-nine reais and ninety centavos everywhere, from the product form to the customer's email.

const eventually = expect.configure({ timeout: 15_000 })
// Each test walks five or six pages and waits on saves, mail and payment, on a machine shared with the server.
test.beforeEach(() => test.setTimeout(150_000))

/** Chooses Portuguese from the account menu, as a user would; the choice is kept for the next pages. */
async function speakPortuguese(page: Page) {
  await page.getByRole('button', { name: 'Account menu' }).click()
  await page.getByRole('menuitem', { name: 'Language' }).press('ArrowRight')
  await page.getByRole('menuitemradio', { name: 'Português (Brasil)' }).press('Enter')
  await eventually(page.getByRole('heading', { level: 1, name: 'Início' })).toBeVisible()
}

async function createCustomer(
  request: APIRequestContext,
  token: string,
  customer: { name: string; email: string; locale?: string },
) {
  const id = randomUUID()
  const [firstName = '', lastName = ''] = customer.name.split(' ')
  const response = await request.post('/v1/party', {
    headers: bearer(token),
    data: {
      id,
      type: 'individual',
      displayName: customer.name,
      individualDetails: { firstName, lastName },
      contacts: [{ type: 'email', value: customer.email, isPrimary: true }],
      ...(customer.locale ? { locale: customer.locale } : {}),
    },
  })
  expect(response.status(), await response.text()).toBe(201)
  return id
}

/** Waits until the editor says every edit has reached the server. */
async function expectSaved(page: Page) {
  await eventually(page.getByTestId('sync-status').first()).toHaveText('Tudo salvo')
}

/** Adds a product's variant from the editor's search box. */
async function addProduct(page: Page, title: string) {
  await page.getByRole('combobox', { name: 'Buscar produtos para adicionar' }).fill(title)
  await page.getByRole('option', { name: new RegExp(`^${title}`) }).click()
  await expect(page.getByText(`${title} adicionado ao pedido`)).toBeVisible()
  await page.keyboard.press('Escape')
}

test('a price typed as 49,90 is R$ 49,90 in the list, on the draft, on the checkout page and in the email', async ({
  signedIn,
  request,
  browser,
}) => {
  const { page, result } = signedIn
  const suffix = uniqueSuffix()
  const title = `Caneca ${suffix}`
  const email = `cliente-${suffix}@example.com`
  await speakPortuguese(page)

  await test.step('create the product at 49,90', async () => {
    await page.goto('/products/new')
    await eventually(page.getByRole('heading', { level: 1, name: 'Criar produtos' })).toBeVisible()
    await page.getByLabel('Título', { exact: true }).fill(title)
    await page.getByLabel('Preço de Padrão', { exact: true }).fill('49,90')
    await page.getByRole('combobox', { name: 'Status' }).click()
    await page.getByRole('option', { name: 'Ativo' }).click()
    await page.getByRole('button', { name: 'Salvar' }).first().click()
    await eventually(page.getByText('Produto criado')).toBeVisible()
    await expect(page.getByLabel('Preço de Padrão', { exact: true })).toHaveValue('49,90')
  })

  await test.step('the products list shows R$ 49,90', async () => {
    await page.goto('/products')
    await page.getByRole('searchbox', { name: 'Buscar produtos' }).fill(title)
    const row = page.getByRole('row').filter({ hasText: title })
    await eventually(row).toContainText('R$ 49,90')
  })

  await test.step('a draft for a Portuguese-speaking customer shows R$ 49,90', async () => {
    const customerId = await createCustomer(request, result.token, {
      name: `Lúcia ${suffix}`,
      email,
      locale: 'pt-BR',
    })
    await page.goto(`/orders/drafts/new?customer-id=${customerId}`)
    await eventually(page.getByRole('heading', { level: 1, name: 'Criar pedido' })).toBeVisible()
    await addProduct(page, title)
    await expect(page.getByTestId('line-total')).toHaveText('R$ 49,90')
    await expect(page.getByTestId('payment-total')).toHaveText('R$ 49,90')
  })

  await test.step('send the invoice', async () => {
    await page.getByRole('button', { name: 'Enviar fatura' }).click()
    const dialog = page.getByRole('dialog', { name: 'Enviar fatura' })
    await eventually(dialog.getByLabel('Para')).toHaveValue(email)
    await dialog.getByRole('button', { name: 'Enviar fatura' }).click()
    await eventually(page.getByText(`Fatura enviada para ${email}`, { exact: true })).toBeVisible()
  })

  const mail = await test.step('the email says R$ 49,90', async () => {
    const text = (await waitForMail(email)).replace(/\u00a0/g, ' ')
    expect(text).toContain(`1 × ${title}: R$ 49,90`)
    expect(text).toContain('Total: R$ 49,90')
    return text
  })

  await test.step('the customer’s own browser shows the checkout in Portuguese, at R$ 49,90', async () => {
    // A browser that never chose a language: the page speaks the one the customer's profile names.
    const context = await browser.newContext()
    const checkout = await context.newPage()
    await checkout.goto(checkoutLinkIn(mail))
    await eventually(checkout.getByRole('heading', { level: 1, name: /^Fatura / })).toBeVisible()
    await expect(checkout.getByText(title)).toBeVisible()
    await expect(checkout.getByRole('button', { name: 'Pagar R$ 49,90' })).toBeVisible()
    await context.close()
  })
})

test('stock falls by the final quantity of a draft edited several times, then marked as paid', async ({
  signedIn,
  request,
}) => {
  const { page, result } = signedIn
  const suffix = uniqueSuffix()
  const headers = bearer(result.token)
  const product = await createProduct(request, result.token, {
    title: `Vela ${suffix}`,
    variants: [{ price: '49.90', sku: `VELA-${suffix}` }],
  })
  const location = await request.post('/v1/location', { headers, data: { name: `Depósito ${suffix}` } })
  expect(location.status(), await location.text()).toBe(201)
  const locationId = ((await location.json()) as { location: { id: string } }).location.id
  const stocked = await request.post('/v1/inventory/adjust', {
    headers,
    data: { variantId: product.variants[0]?.id, locationId, delta: 10, reason: 'received' },
  })
  expect(stocked.status(), await stocked.text()).toBe(200)
  const customer = `Rosa ${suffix}`
  await createCustomer(request, result.token, { name: customer, email: `rosa-${suffix}@example.com` })
  await speakPortuguese(page)

  await page.goto('/orders/drafts/new')
  await eventually(page.getByRole('heading', { level: 1, name: 'Criar pedido' })).toBeVisible()
  await addProduct(page, product.title)
  // Each edit is saved before the next: the draft reaches the server three times, the later saves naming
  // its line by id and quantity only, and the order must take the last quantity.
  let saves = 0
  page.on('response', (response) => {
    const request = response.request()
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/v1/order' && response.ok()) {
      saves += 1
    }
  })
  const quantity = page.getByRole('spinbutton', { name: `Quantidade de ${product.title}` })
  await quantity.fill('3')
  await expect(page.getByTestId('line-total')).toHaveText('R$ 149,70')
  await expectSaved(page)

  await page.getByRole('combobox', { name: 'Buscar ou criar um cliente' }).click()
  const picker = page.getByRole('dialog', { name: 'Buscar ou criar um cliente' })
  await picker.getByRole('combobox').fill(customer)
  await picker.getByRole('option', { name: new RegExp(customer) }).click()
  await expect(page.getByRole('link', { name: customer })).toBeVisible()
  await expectSaved(page)

  await quantity.fill('4')
  await expect(page.getByTestId('line-total')).toHaveText('R$ 199,60')
  await expectSaved(page)
  expect(saves).toBeGreaterThanOrEqual(3)

  await page.getByRole('button', { name: 'Marcar como pago' }).click()
  await eventually(page).toHaveURL(/\/orders\/[0-9a-f-]{36}$/)

  const handle = (
    (await (await request.get(`/v1/product?id=${product.id}`, { headers })).json()) as {
      product: { handle: string }
    }
  ).product.handle
  await page.goto(`/products/${handle}`)
  await eventually(page.getByText('Total disponível: 6')).toBeVisible()
})
