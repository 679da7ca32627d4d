import { randomUUID } from 'node:crypto'
import { toMinorUnits } from '@lojista/contracts/common/minor-units'
import type { APIRequestContext } from '@playwright/test'
import { bearer, demoUser, expect, signInViaApi, test, useToken } from './fixtures'
import { brl, expectSaved, uniqueSuffix } from './order-editor-helpers'
import {
  buyerAddress,
  checkoutLinkFromMail,
  createDraft,
  payWithCode,
  sendInvoiceViaApi,
  uniqueBuyer,
} from './orders-helpers'

// Each step waits on the server (saving, checking the code, placing the order): room on a busy machine.
const eventually = expect.configure({ timeout: 15_000 })

/** A code off the order of the signed-in store, running since yesterday. */
async function createOrderCode(
  request: APIRequestContext,
  token: string,
  code: string,
  definition: Record<string, unknown>,
) {
  const created = await request.post('/v1/discounts', {
    headers: bearer(token),
    data: {
      method: 'code',
      code,
      type: 'amount_off_order',
      startsAt: new Date(Date.now() - 24 * 60 * 60 * 1000).toISOString(),
      ...definition,
    },
  })
  expect(created.status(), await created.text()).toBe(201)
}

test('a code with a minimum is refused below it with the reason, applied above it, and counted once the customer pays the invoice', async ({
  signedIn,
  request,
  browser,
}) => {
  test.slow()
  const { page, result } = signedIn
  const headers = bearer(result.token)
  const createCode = (code: string, definition: Record<string, unknown>) =>
    createOrderCode(request, result.token, code, definition)
  const code = `DEZ${uniqueSuffix()}`.toUpperCase()
  await test.step('staff create the code with a minimum and a limit in the discount editor', async () => {
    await page.goto('/discounts/new')
    await page.getByRole('textbox', { name: 'Code' }).fill(code)
    await page.getByRole('textbox', { name: 'Title' }).fill('Dez por cento acima de R$ 150')
    await page.getByLabel('Percentage off').fill('10')
    await page.getByRole('combobox', { name: 'Minimum purchase requirement' }).click()
    await page.getByRole('option', { name: 'Minimum purchase amount' }).click()
    await page.getByLabel('Minimum purchase amount', { exact: true }).fill('150')
    await page.getByRole('checkbox', { name: 'Limit the number of times it can be used in total' }).check()
    await page.getByLabel('Total uses').fill('10')
    await page.getByRole('button', { name: 'Create discount' }).click()
    await eventually(page).toHaveURL(/\/discounts\/[0-9a-f-]{36}$/)
    await eventually(page.getByRole('textbox', { name: 'Code' })).toHaveValue(code)
  })
  // Another order discount that does not combine with the first: the customer tries it at checkout.
  const other = `CINCO${uniqueSuffix()}`.toUpperCase()
  await createCode(other, { title: 'Cinco por cento', value: { type: 'percentage', value: '0.05' } })
  const buyer = uniqueBuyer()
  const draft = await request.post('/v1/order', {
    headers,
    data: {
      email: buyer.email,
      shippingAddress: buyerAddress,
      lineItems: [{ id: randomUUID(), customItem: { title: 'Canvas tote', price: '45.50' }, quantity: 1 }],
    },
  })
  expect(draft.status(), await draft.text()).toBe(201)
  const { order } = (await draft.json()) as { order: { id: string } }

  await page.goto(`/orders/drafts/${order.id}`)
  const panel = page.getByRole('dialog', { name: 'Add discount code' })

  await test.step('below the minimum, the code says why and cannot be saved', async () => {
    await page.getByRole('button', { name: 'Add discount code' }).click()
    await panel.getByRole('combobox', { name: 'Discount code' }).click()
    await page.getByRole('option', { name: code }).click()
    await eventually(panel.getByRole('alert')).toHaveText(
      'Spend at least R$150.00 on eligible items to use this discount.',
    )
    await expect(panel.getByRole('button', { name: 'Save' })).toBeDisabled()
    await panel.getByRole('button', { name: 'Cancel' }).click()
  })

  await test.step('above it, the code says what it takes off and applies', async () => {
    await page.getByLabel('Quantity of Canvas tote').fill('4')
    await page.getByLabel('Quantity of Canvas tote').blur()
    await expectSaved(page)
    await page.getByRole('button', { name: 'Add discount code' }).click()
    await panel.getByRole('combobox', { name: 'Discount code' }).click()
    await page.getByRole('option', { name: code }).click()
    await eventually(panel.getByRole('status')).toHaveText('Takes R$18.20 off this order.')
    await panel.getByRole('button', { name: 'Save' }).click()
    await eventually(page.getByTestId('payment-discount')).toHaveText('-R$18.20')
    await expectSaved(page)
  })

  await test.step('the invoice goes to the customer', async () => {
    await page.getByRole('button', { name: 'Send Invoice' }).click()
    const dialog = page.getByRole('dialog', { name: 'Send invoice' })
    await eventually(dialog.getByLabel('To')).toHaveValue(buyer.email)
    await dialog.getByRole('button', { name: 'Send Invoice' }).click()
    await eventually(page.getByText(`Invoice sent to ${buyer.email}`, { exact: true })).toBeVisible()
  })

  const link = await test.step('the link arrived through SMTP', () => checkoutLinkFromMail(buyer.email))

  await test.step('at checkout, another code is refused with the reason, and the customer pays', async () => {
    const customer = await browser.newContext()
    const checkout = await customer.newPage()
    await checkout.goto(link)
    await eventually(checkout.getByRole('button', { name: 'Pay R$163.80' })).toBeVisible()
    await checkout.getByLabel('Discount code').fill(other.toLowerCase())
    await checkout.getByRole('button', { name: 'Apply' }).click()
    await eventually(checkout.getByText(`This discount can't be combined with ${code}.`)).toBeVisible()
    await expect(checkout.getByLabel('Discount code')).toHaveAttribute('aria-invalid', 'true')
    await checkout.getByRole('button', { name: 'Fill in the test card' }).click()
    await checkout.getByLabel('Name on card').fill('Ana Souza')
    await checkout.getByRole('button', { name: 'Pay R$163.80' }).click()
    await eventually(
      checkout.getByRole('heading', { level: 1, name: 'Thank you — order #1001 is paid' }),
    ).toBeVisible()
    await customer.close()
  })

  await test.step('the paid order counts one use of the code, and none of the refused one', async () => {
    await page.goto(`/discounts?q=${code}`)
    const row = page.getByRole('row', { name: new RegExp(code) })
    await eventually(row).toContainText('R$18.20')
    await expect(row.getByRole('cell').nth(4)).toHaveText('1')
    await page.goto(`/discounts?q=${other}`)
    const refused = page.getByRole('row', { name: new RegExp(other) })
    await eventually(refused.getByRole('cell').nth(4)).toHaveText('0')
  })
})

test('a customer enters a code on the checkout page, sees the new total and pays it', async ({
  signedIn,
  request,
  browser,
}) => {
  test.slow()
  const { page, result } = signedIn
  const code = `OBRIGADO${uniqueSuffix()}`.toUpperCase()
  await createOrderCode(request, result.token, code, {
    title: 'Dez por cento',
    value: { type: 'percentage', value: '0.1' },
  })
  const buyer = uniqueBuyer()
  const draft = await createDraft(request, result.token, { email: buyer.email })
  await sendInvoiceViaApi(request, result.token, draft.id)
  const link = await checkoutLinkFromMail(buyer.email)

  await payWithCode(browser, link, code, { total: 'R$285.50', off: 'R$28.55', paid: 'R$256.95' })

  await page.goto(`/discounts?q=${code}`)
  const row = page.getByRole('row', { name: new RegExp(code) })
  await eventually(row).toContainText('R$28.55')
  await expect(row.getByRole('cell').nth(4)).toHaveText('1')
})

test('a new draft in the demo store with a product of its sale collection shows the automatic 10% by itself', async ({
  page,
  request,
}) => {
  test.slow()
  const session = await signInViaApi(request, demoUser.email, demoUser.password)
  const headers = { Authorization: `Bearer ${session.token}` }
  // The demo's automatic 10% off its sale collection, and an active product of that collection.
  const listed = await request.get('/v1/discounts?method=automatic&type=amount_off_products', { headers })
  expect(listed.status(), await listed.text()).toBe(200)
  const { discounts } = (await listed.json()) as {
    discounts: { edges: { node: { title: string; appliesTo: { type: string; ids: string[] } } }[] }
  }
  const automatic = discounts.edges.map((edge) => edge.node).find((node) => node.title === '10% em promoções')
  const collectionId = automatic?.appliesTo.ids[0]
  expect(collectionId).toBeTruthy()
  const found = await request.post('/v1/product/search', {
    headers,
    data: { query: `collection:${collectionId} status:active`, first: 10 },
  })
  expect(found.status(), await found.text()).toBe(200)
  const { products } = (await found.json()) as {
    products: { edges: { node: { variants: { sku: string | null; price: { amount: string } }[] } }[] }
  }
  const variant = products.edges[0]?.node.variants.find((one) => one.sku)
  if (!variant?.sku) throw new Error('The demo sale collection has no active product with a SKU')
  const price = toMinorUnits(variant.price.amount)
  const tenth = Math.round(price / 10)

  await useToken(page, session.token, '/orders/drafts/new')
  await expect(page.getByRole('heading', { level: 1, name: 'Create order' })).toBeVisible()
  await page.getByRole('combobox', { name: 'Search products to add' }).fill(variant.sku)
  await page.getByRole('option', { name: new RegExp(variant.sku) }).click()
  await page.keyboard.press('Escape')
  await expect(page.getByTestId('line-item')).toHaveCount(1)
  await expectSaved(page)

  // Nobody chose it: the server found that it applies, and the summary and the line say so.
  const row = page.getByTestId('payment-automatic-discount')
  await eventually(row).toContainText('Automatic discount')
  await expect(row).toContainText('10% em promoções')
  await expect(row.getByTestId('payment-automatic-amount')).toHaveText(brl(-tenth))
  await expect(row.getByRole('button')).toHaveCount(0)
  await expect(page.getByTestId('line-saved-discount')).toHaveText(`10% em promoções${brl(-tenth)}`)
  await expect(page.getByTestId('line-total')).toHaveText(brl(price - tenth))
  await expect(page.getByTestId('payment-total')).toHaveText(brl(price - tenth))

  // Without the line, the discount goes at the next save.
  await page.getByRole('button', { name: /^Remove / }).click()
  await expectSaved(page)
  await expect(page.getByTestId('payment-automatic-discount')).toHaveCount(0)
})
