import { calculateOrder } from '@lojista/contracts/order/calculate'
import type { Page } from '@playwright/test'
import { expect, signUpViaApi, test, useToken } from './fixtures'
import { appDate, brl, createProduct, expectSaved, uniqueSuffix } from './order-editor-helpers'

// A draft built from the page for a new customer, with every kind of
// adjustment, whose totals on screen are the ones worked out here.

/** The totals of the draft the test builds, by the same function the server stores them with. */
function expectedTotals() {
  const result = calculateOrder({
    lines: [
      // Camiseta M, 2 × R$ 59,90 with 10% off the line.
      {
        id: 'shirt',
        quantity: 2,
        unitPrice: 5990,
        taxable: true,
        discount: { type: 'percentage', value: 100_000, title: 'Loyal customer' },
      },
      { id: 'mug', quantity: 1, unitPrice: 3500, taxable: true },
      { id: 'wrap', quantity: 1, unitPrice: 1000, taxable: true },
    ],
    orderDiscount: { type: 'fixed-amount', value: 500, title: '' },
    shipping: { title: 'Motoboy', price: 1500 },
    taxLines: [{ title: 'VAT', ratePpm: 170_000 }],
    taxesIncluded: false,
    taxExempt: false,
  })
  // Worked out by hand with the pricing rules: 107.82 + 35 + 10 = 152.82; less 5; 17% on 147.82 line by
  // line (17.73 + 5.76 + 1.64); plus 15 shipping.
  expect(result.subtotal).toBe(15282)
  expect(result.totalTax).toBe(2513)
  expect(result.total).toBe(18795)
  return result
}

async function expectTotals(page: Page) {
  const totals = expectedTotals()
  await expect(page.getByTestId('payment-subtotal')).toHaveText(brl(totals.subtotal))
  await expect(page.getByTestId('payment-discount')).toHaveText(brl(-totals.orderDiscount))
  await expect(page.getByTestId('payment-shipping')).toHaveText(brl(totals.shipping))
  await expect(page.getByTestId('payment-tax')).toHaveText(brl(totals.totalTax))
  await expect(page.getByTestId('payment-total')).toHaveText(brl(totals.total))
  await expect(page.getByTestId('payment-tax-text')).toHaveText('17% VAT')
  const lineTotals = totals.lines.map((line) => brl(line.discountedTotal))
  await expect(page.getByTestId('line-total')).toHaveText(lineTotals)
}

test('a draft for a new customer with every adjustment keeps exact totals across a reload', async ({
  page,
  request,
}) => {
  test.slow()
  const suffix = uniqueSuffix()
  const { result } = await signUpViaApi(request, 'editor')
  const shirt = await createProduct(request, result.token, {
    title: `Camiseta ${suffix}`,
    options: [{ name: 'Size', values: ['M', 'G'] }],
    variants: [
      { optionValues: ['M'], price: '59.90', sku: `CAM-M-${suffix}` },
      { optionValues: ['G'], price: '64.90', sku: `CAM-G-${suffix}` },
    ],
  })
  const mug = await createProduct(request, result.token, {
    title: `Caneca ${suffix}`,
    variants: [{ price: '35.00', sku: `CAN-${suffix}` }],
  })
  await useToken(page, result.token, '/orders/drafts/new')
  await expect(page.getByRole('heading', { level: 1, name: 'Create order' })).toBeVisible()
  await expect(page.getByText('Add a product to calculate total and view payment options.')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Mark as paid' })).toBeDisabled()

  // A variant from the search box.
  await page.getByRole('combobox', { name: 'Search products to add' }).fill(shirt.title)
  await page.getByRole('option', { name: /^M\b/ }).click()
  await expect(page.getByText(`${shirt.title} added to order`)).toBeVisible()
  await page.keyboard.press('Escape')
  const lines = page.getByTestId('line-item')
  await expect(lines).toHaveCount(1)
  await expect(lines.first()).toContainText(`SKU: CAM-M-${suffix}`)
  await expect(lines.first()).toContainText('M')

  // Another product ticked in Browse.
  await page.getByRole('button', { name: 'Browse' }).click()
  const browse = page.getByRole('dialog', { name: 'All products' })
  await browse.getByRole('combobox', { name: 'Search products to add' }).fill(mug.title)
  const mugVariant = browse
    .getByRole('listbox', { name: 'Search products to add' })
    .getByRole('group', { name: mug.title })
    .getByRole('option')
  await mugVariant.click()
  await expect(mugVariant).toHaveAttribute('aria-checked', 'true')
  await browse.getByRole('button', { name: 'Add 1 item' }).click()
  await expect(lines).toHaveCount(2)

  // Two shirts: the quantity is set absolutely.
  await page.getByRole('spinbutton', { name: `Quantity of ${shirt.title}` }).fill('2')

  // A custom item, with its validation first.
  await page.getByRole('button', { name: 'Add custom item' }).click()
  const custom = page.getByRole('dialog', { name: 'Add custom item' })
  await expect(custom.getByRole('button', { name: 'Save' })).toBeDisabled()
  await custom.getByLabel('Item name').fill('Gift wrap')
  await custom.getByRole('button', { name: 'Save' }).click()
  await expect(custom.getByText('Please correct the following errors:')).toBeVisible()
  await expect(custom.getByText('Price is required')).toHaveCount(2)
  await expect(custom.getByText('Used to calculate shipping rates accurately')).toBeVisible()
  await custom.getByLabel('Price').fill('10')
  await custom.getByRole('button', { name: 'Save' }).click()
  await expect(custom).toBeHidden()
  await expect(lines).toHaveCount(3)

  // 10% off the shirts, from their unit price.
  await page.getByRole('button', { name: `Change the price of ${shirt.title}` }).click()
  const lineDiscount = page.getByRole('dialog', { name: `Discount on ${shirt.title}` })
  await lineDiscount.getByRole('tab', { name: 'Percentage' }).click()
  await lineDiscount.getByRole('spinbutton', { name: 'Percentage' }).fill('101')
  await lineDiscount.getByRole('button', { name: 'Apply' }).click()
  await expect(lineDiscount.getByText('Cannot exceed 100%')).toBeVisible()
  await lineDiscount.getByRole('spinbutton', { name: 'Percentage' }).fill('10')
  await lineDiscount.getByLabel('Reason for discount').fill('Loyal customer')
  await lineDiscount.getByRole('button', { name: 'Apply' }).click()
  await expect(lines.first()).toContainText('Loyal customer')
  await expect(lines.first().getByTestId('original-price')).toHaveText('R$59.90')

  // R$ 5,00 off the order.
  await page.getByRole('button', { name: 'Add discount', exact: true }).click()
  const orderDiscount = page.getByRole('dialog', { name: 'Add discount' })
  await orderDiscount.getByRole('textbox', { name: 'Amount' }).fill('5')
  await orderDiscount.getByRole('button', { name: 'Apply' }).click()

  // R$ 15,00 custom shipping; no customer address yet.
  await page.getByRole('button', { name: 'Add shipping or delivery' }).click()
  const shipping = page.getByRole('dialog', { name: 'Shipping and delivery' })
  await expect(
    shipping.getByText("Add a customer's address to get shipping and delivery options."),
  ).toBeVisible()
  await shipping.getByLabel('Shipping rate name').fill('Motoboy')
  await shipping.getByRole('textbox', { name: 'Price' }).fill('15')
  await shipping.getByRole('button', { name: 'Apply' }).click()

  // A 17% tax line typed by hand: the new store has no tax regions, so its settings tax nothing.
  await expect(page.getByTestId('payment-tax-text')).toHaveText("No tax at this order's address")
  await page.getByRole('button', { name: 'Estimated tax' }).click()
  const tax = page.getByRole('dialog', { name: 'Taxes' })
  await tax.getByRole('checkbox', { name: 'Charge taxes' }).click()
  await tax.getByRole('spinbutton', { name: 'Rate (%)' }).fill('17')
  await tax.getByRole('button', { name: 'Apply' }).click()

  await expectTotals(page)

  // A new customer, created from the editor.
  const email = `cliente-${suffix}@example.com`
  await page.getByRole('combobox', { name: 'Search or create a customer' }).click()
  await page.getByRole('option', { name: 'Create a new customer' }).click()
  const newCustomer = page.getByRole('dialog', { name: 'Create a new customer' })
  await newCustomer.getByLabel('First name', { exact: true }).fill('Marina')
  await newCustomer.getByLabel('Last name', { exact: true }).fill(`Teste ${suffix}`)
  await newCustomer.getByLabel('Email', { exact: true }).fill(email)
  await newCustomer.getByRole('button', { name: 'Save' }).click()
  await expect(newCustomer).toBeHidden()
  const customerLink = page.getByRole('link', { name: `Marina Teste ${suffix}` })
  await expect(customerLink).toHaveAttribute('href', /^\/customers\/[0-9a-f-]{36}$/)
  await expect(page.getByText(email)).toBeVisible()
  await expect(page.getByText('No phone number')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Add CPF/CNPJ' })).toBeVisible()

  // Net 30 terms: the picker chose a term by itself; 30 days is picked instead.
  await page.getByRole('checkbox', { name: 'Payment due later' }).click()
  const terms = page.getByRole('combobox', { name: 'Payment terms' })
  await expect(terms).not.toHaveText('')
  await terms.click()
  await page.getByRole('option', { name: 'Within 30 days' }).click()
  const due = appDate(new Date(Date.now() + 30 * 24 * 3600 * 1000))
  await expect(page.getByTestId('payment-terms-text')).toHaveText(
    `Payment due on ${due} (Net 30). You'll be able to collect the balance from the order page.`,
  )
  await expect(page.getByRole('button', { name: 'Create Order' })).toBeEnabled()

  // A note.
  await expect(page.getByText('No notes')).toBeVisible()
  await page.getByRole('button', { name: 'Edit notes' }).click()
  await page.getByRole('textbox', { name: 'Notes' }).fill('Deliver after 6 pm')
  await expect(page.getByText('Notes will be visible to the customer.')).toBeVisible()

  await expectSaved(page)
  await expect(page).toHaveURL(/\/orders\/drafts\/[0-9a-f-]{36}$/)
  await expect(page.getByTestId('draft-name')).toHaveText(/^#D\d+$/)
  await expectTotals(page)

  // Everything is still there after a reload.
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: 'Draft order' })).toBeVisible()
  await expect(lines).toHaveCount(3)
  await expectTotals(page)
  await expect(page.getByRole('link', { name: `Marina Teste ${suffix}` })).toBeVisible()
  await expect(page.getByRole('textbox', { name: 'Notes' })).toHaveValue('Deliver after 6 pm')
  await expect(page.getByTestId('payment-terms-text')).toContainText('(Net 30).')
  await expect(lines.first()).toContainText('Loyal customer')
  await expect(lines.nth(2)).toContainText('Gift wrap')

  // Customer Mode hides the line totals.
  await page.getByRole('switch', { name: 'Customer mode' }).click()
  await expect(page.getByTestId('line-total')).toHaveCount(0)
  await expect(page.getByRole('columnheader', { name: 'Total' })).toHaveCount(0)
  await expect(page.getByTestId('payment-total')).toHaveText(brl(18795))
  await page.getByRole('switch', { name: 'Customer mode' }).click()
  await expect(page.getByTestId('line-total')).toHaveCount(3)
})
