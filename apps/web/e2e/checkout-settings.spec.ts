import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { checkoutLinkFromMail, createDraft, sendInvoiceViaApi, uniqueBuyer } from './orders-helpers'

// Settings → Checkout and Policies, as the customer meets them: a required CPF and a refund policy the
// store wrote, on the checkout page of an invoice.

async function save(page: Page) {
  await page.getByRole('button', { name: 'Save' }).first().click()
  await expect(page.getByText(/saved$/).first()).toBeVisible()
}

test('the checkout asks for what the store requires and links the policy it wrote', async ({
  signedIn: { page, result },
  request,
  browser,
  consoleErrors,
}) => {
  // Six pages saved, an email delivered and two customer pages: more than one page's worth of time.
  test.slow()
  await page.goto('/settings/checkout')
  await page.getByRole('combobox', { name: 'CPF or CNPJ' }).click()
  await page.getByRole('option', { name: 'Required' }).click()
  await save(page)

  await page.goto('/settings/policies')
  const refund = page.getByRole('region', { name: 'Refund policy' })
  await refund
    .getByRole('textbox', { name: 'Refund policy text' })
    .fill('Trocas em até 7 dias após o recebimento.')
  await refund.getByRole('button', { name: 'Save' }).click()
  await expect(refund.getByRole('link', { name: /View as customers see it/ })).toBeVisible()

  // The other pages of the same kind open on the store's values and save.
  for (const [path, field] of [
    ['/settings/customerAccounts', 'Customers can see their order through a link'],
    ['/settings/pricing', 'Show compare-at prices struck through on the checkout page'],
  ] as const) {
    await page.goto(path)
    await page.getByRole('checkbox', { name: field }).click()
    await save(page)
  }
  await page.goto('/settings/privacy')
  await page
    .getByRole('textbox', { name: /What data the store keeps/ })
    .fill('Nome, e-mail e CPF dos pedidos.')
  await save(page)

  const buyer = uniqueBuyer()
  const draft = await createDraft(request, result.token, { email: buyer.email })
  await sendInvoiceViaApi(request, result.token, draft.id)
  const link = await checkoutLinkFromMail(buyer.email)

  const customer = await (await browser.newContext()).newPage()
  await customer.goto(link)
  const taxId = customer.getByRole('textbox', { name: 'CPF or CNPJ' })
  await expect(taxId).toBeVisible()
  await customer.getByRole('button', { name: 'Fill in the test card' }).click()
  await customer.getByRole('button', { name: /^Pay/ }).click()
  await expect(taxId).toHaveAccessibleDescription('Required')

  const policy = customer
    .getByRole('navigation', { name: 'Store policies' })
    .getByRole('link', { name: 'Refund policy' })
  const href = await policy.getAttribute('href')
  const policyPage = await (await browser.newContext()).newPage()
  await policyPage.goto(href ?? '')
  await expect(policyPage.getByRole('heading', { level: 1, name: 'Refund policy' })).toBeVisible()
  await expect(policyPage.getByText('Trocas em até 7 dias após o recebimento.')).toBeVisible()

  await taxId.fill('529.982.247-25')
  await customer.getByRole('button', { name: 'Fill in the test card' }).click()
  await customer.getByRole('textbox', { name: 'Name on card' }).fill('Ana Souza')
  await customer.getByRole('button', { name: /^Pay/ }).click()
  await expect(customer.getByRole('heading', { name: /Thank you — order .* is paid/ })).toBeVisible()

  expect(consoleErrors).toEqual([])
})
