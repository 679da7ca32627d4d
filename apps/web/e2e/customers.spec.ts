import { randomUUID } from 'node:crypto'
import { readFile, writeFile } from 'node:fs/promises'
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'

/** Chooses an option of one of the app's pickers: open it, type, click the option. */
async function pick(page: Page, label: string, search: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click()
  await page.getByPlaceholder('Search...').fill(search)
  await page.getByRole('option', { name: option, exact: true }).click()
  await expect(page.getByRole('combobox', { name: label, exact: true })).toHaveText(option)
}

test('a customer created with every field shows every field on their page and is found without accents', async ({
  signedIn,
}) => {
  // A long form on a machine shared with the server under test.
  test.slow()
  const { page } = signedIn
  const email = `joao-${randomUUID().slice(0, 8)}@example.com`
  await page.goto('/customers/new')
  await expect(page.getByRole('heading', { level: 1, name: 'New customer' })).toBeVisible()

  await page.getByLabel('First name', { exact: true }).fill('João')
  await page.getByLabel('Last name', { exact: true }).fill('Gonçalves')
  await pick(page, 'Language', 'brazilian', 'Brazilian Portuguese')
  await expect(page.getByText('This customer will receive notifications in this language.')).toBeVisible()
  await page.getByLabel('Email', { exact: true }).fill(email)
  await page.getByLabel('Phone', { exact: true }).fill('+55 11 98765-4321')
  await page.getByLabel('Customer agreed to receive marketing emails.', { exact: true }).check()
  await page.getByLabel('Customer agreed to receive SMS marketing text messages.', { exact: true }).check()
  await pick(page, 'Country/region', 'brazil', 'Brazil')
  await page.getByLabel('Company', { exact: true }).fill('Padaria Real')
  await page.getByLabel('Postal code', { exact: true }).fill('01001-000')
  await page.getByLabel('Street and house number', { exact: true }).fill('Rua das Flores, 12')
  await page.getByLabel('Apartment, suite, etc.', { exact: true }).fill('apto 3')
  await page.getByLabel('City', { exact: true }).fill('São Paulo')
  await pick(page, 'State', 'sao paulo', 'São Paulo')
  await page.getByLabel('Customer is tax exempt', { exact: true }).check()
  await page.getByLabel('CPF/CNPJ', { exact: true }).fill('52998224725')
  await page.getByRole('button', { name: 'Save' }).click()

  await expect(page).toHaveURL(/\/customers\/[0-9a-f-]{36}$/)
  await expect(page.getByRole('heading', { level: 1, name: 'João Gonçalves' })).toBeVisible()
  await expect(page.locator('#customer-firstName')).toHaveValue('João')
  await expect(page.locator('#customer-lastName')).toHaveValue('Gonçalves')
  await expect(page.locator('#customer-company')).toHaveValue('Padaria Real')
  await expect(page.locator('#customer-locale')).toHaveText('Brazilian Portuguese')
  await expect(page.getByRole('textbox', { name: 'Email 1' })).toHaveValue(email)
  await expect(page.getByRole('textbox', { name: 'Phone 1' })).toHaveValue('+55 11 98765-4321')
  await expect(page.getByLabel('Customer agreed to receive marketing emails.', { exact: true })).toBeChecked()
  await expect(
    page.getByLabel('Customer agreed to receive SMS marketing text messages.', { exact: true }),
  ).toBeChecked()
  await expect(page.locator('#customer-shipping-firstName')).toHaveValue('João')
  await expect(page.locator('#customer-shipping-company')).toHaveValue('Padaria Real')
  await expect(page.locator('#customer-shipping-address1')).toHaveValue('Rua das Flores, 12')
  await expect(page.locator('#customer-shipping-address2')).toHaveValue('apto 3')
  await expect(page.locator('#customer-shipping-postalCode')).toHaveValue('01001-000')
  await expect(page.locator('#customer-shipping-city')).toHaveValue('São Paulo')
  await expect(page.locator('#customer-shipping-country')).toHaveText('Brazil')
  await expect(page.locator('#customer-shipping-state')).toHaveText('São Paulo')
  await expect(page.locator('#customer-shipping-phone')).toHaveValue('+55 11 98765-4321')
  await expect(page.getByLabel('Customer is tax exempt', { exact: true })).toBeChecked()
  await expect(page.getByLabel('CPF/CNPJ', { exact: true })).toHaveValue('529.982.247-25')

  await page.goto('/customers')
  await page.getByRole('searchbox', { name: 'Search customers' }).fill('joao goncalves')
  await expect(page.getByRole('link', { name: 'João Gonçalves' })).toBeVisible()
  await expect(page.getByRole('cell', { name: email })).toBeVisible()
  await page.getByRole('searchbox', { name: 'Search customers' }).fill('joao nobody')
  await expect(page.getByText('No customers found.')).toBeVisible()
})

test('customers export to CSV and the file imports back with progress and a per-row report', async ({
  signedIn,
}, testInfo) => {
  test.slow()
  const { page, result } = signedIn
  const email = `ana-${randomUUID().slice(0, 8)}@example.com`
  const created = await page.request.post('/v1/party', {
    headers: { authorization: `Bearer ${result.token}` },
    data: {
      id: randomUUID(),
      displayName: 'Ana Souza',
      individualDetails: { firstName: 'Ana', lastName: 'Souza' },
      contacts: [{ type: 'email', value: email, isPrimary: true }],
      tags: ['VIP'],
    },
  })
  expect(created.status(), await created.text()).toBe(201)

  await page.goto('/customers')
  await expect(page.getByRole('link', { name: 'Ana Souza' })).toBeVisible()
  const downloading = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Export' }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toBe('customers.csv')
  const exported = await readFile(await download.path(), 'utf8')
  expect(exported).toContain(email)

  // The same file back, with the name changed and a row the import must refuse.
  const file = testInfo.outputPath('customers.csv')
  const edited = exported.replace('Ana,Souza', 'Ana Maria,Souza')
  const header = edited.split('\r\n')[0]!
  const badRow = header
    .split(',')
    .map((column) => (column === 'Email' ? 'not-an-email' : column === 'First Name' ? 'Bad' : ''))
    .join(',')
  await writeFile(file, `${edited}${badRow}\r\n`)

  await page.getByRole('button', { name: 'Import' }).first().click()
  const dialog = page.getByRole('dialog', { name: 'Import customers by CSV' })
  await dialog.getByLabel('CSV file', { exact: true }).setInputFiles(file)
  await expect(dialog.getByText('2 rows ready to import')).toBeVisible()
  await dialog.getByRole('button', { name: 'Import customers' }).click()

  await expect(dialog.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '2')
  await expect(dialog.getByText('Imported 2 of 2 rows')).toBeVisible()
  await expect(dialog.getByText('Import finished: 0 created · 1 updated · 1 failed')).toBeVisible()
  const errorRow = dialog.getByRole('row', { name: /Invalid email/ })
  await expect(errorRow.getByRole('cell').nth(0)).toHaveText('3')
  await expect(errorRow.getByRole('cell').nth(1)).toHaveText('Email')
  await dialog.getByRole('button', { name: 'Close' }).first().click()
  await expect(page.getByRole('link', { name: 'Ana Maria Souza' })).toBeVisible()
})

test('the create form shows its errors under the right fields and counts them', async ({ signedIn }) => {
  const { page } = signedIn
  await page.goto('/customers/new')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('To save this customer, 1 change needs to be made:')).toBeVisible()
  await expect(page.getByText('A name, phone number, or email address must be present')).toBeVisible()

  await page.getByLabel('Email', { exact: true }).fill('ana@')
  await page.getByLabel('CPF/CNPJ', { exact: true }).fill('123.456.789-00')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('To save this customer, 2 changes need to be made:')).toBeVisible()
  await expect(page.locator('#customer-email-error')).toHaveText('Invalid email')
  await expect(page.locator('#customer-taxId-error')).toHaveText('Enter a valid CPF or CNPJ')
  await expect(page.locator('#customer-firstName-error')).toHaveCount(0)
  await expect(page.getByText('A name, phone number, or email address must be present')).toHaveCount(0)

  await page.getByLabel('Email', { exact: true }).fill('ana@example.com')
  await expect(page.locator('#customer-email-error')).toHaveCount(0)
  await expect(page.getByText('To save this customer, 1 change needs to be made:')).toBeVisible()
  await expect(page).toHaveURL(/\/customers\/new$/)
})
