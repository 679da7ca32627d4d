import { PRODUCT_IMPORT_BATCH_SIZE } from '@lojista/contracts/catalog/product-csv'
import { COUNT_CAP } from '@lojista/contracts/common/pagination'
import { CUSTOMER_IMPORT_BATCH_SIZE } from '@lojista/contracts/party/customer-csv'
import { expect, signUpViaApi, test, useToken } from './fixtures'

// Lists count their matches up to a cap and then say "10,000+": a store past the cap sees that, in the
// pager every list shares, and a search that narrows the list gets its exact count back.

// Each test imports ten thousand rows: one after the other, so that the two imports do not share the
// server, and the other worker goes on with the other files.
test.describe.configure({ mode: 'default' })

test('a list with more customers than the count reaches says "10,000+", in English and Portuguese', async ({
  page,
  request,
}) => {
  // An import writes a batch's new customers together: ten thousand take seconds, minutes on a busy machine.
  test.setTimeout(5 * 60_000)
  const { result } = await signUpViaApi(request, 'lists-cap')
  const headers = { Authorization: `Bearer ${result.token}` }
  const customers = COUNT_CAP + 5
  const batch = (first: number) =>
    request
      .post('/v1/party/import', {
        headers,
        data: {
          firstRowNumber: first + 1,
          rows: Array.from({ length: Math.min(CUSTOMER_IMPORT_BATCH_SIZE, customers - first) }, (_, n) => ({
            'First Name': 'Cliente',
            'Last Name': `Número ${first + n + 1}`,
          })),
        },
      })
      .then((response) => expect(response.status()).toBe(200))
  // Two batches at a time: the server shares the machine with the browser.
  for (let first = 0; first < customers; first += 2 * CUSTOMER_IMPORT_BATCH_SIZE) {
    await Promise.all([
      batch(first),
      first + CUSTOMER_IMPORT_BATCH_SIZE < customers && batch(first + CUSTOMER_IMPORT_BATCH_SIZE),
    ])
  }

  await useToken(page, result.token, '/customers')
  const pager = page.getByRole('navigation', { name: 'Pages of customers' })
  await expect(pager).toContainText('1–20 of 10,000+')

  await page.getByRole('searchbox', { name: 'Search customers' }).fill('Número 10004')
  await expect(pager).toContainText('1–1 of 1')

  // The interface language is kept in local storage, as the account menu's Language choice keeps it.
  await page.evaluate(() => localStorage.setItem('language', 'pt-BR'))
  await page.goto('/customers')
  await expect(page.getByRole('navigation', { name: 'Páginas de clientes' })).toContainText('1–20 de 10.000+')
})

test('the products and stock lists of a catalog past the cap say "10,000+" too, from the pager they share', async ({
  page,
  request,
}) => {
  // An import writes a batch's new products together, a few statements a batch: ten thousand products
  // take about half a minute here, minutes on a busy machine.
  test.setTimeout(5 * 60_000)
  const { result } = await signUpViaApi(request, 'lists-cap-products')
  const headers = { Authorization: `Bearer ${result.token}` }
  // Imported products get their stock at the store's locations: one, so each variant is one stock row.
  const location = await request.post('/v1/location', { headers, data: { name: 'Depósito Central' } })
  expect(location.status()).toBe(201)
  const products = COUNT_CAP + 5
  const batch = (first: number) =>
    request
      .post('/v1/product/import', {
        headers,
        data: {
          firstRowNumber: first + 1,
          rows: Array.from({ length: Math.min(PRODUCT_IMPORT_BATCH_SIZE, products - first) }, (_, n) => ({
            Handle: `vela-${first + n + 1}`,
            Title: `Vela aromática ${first + n + 1}`,
            Status: 'active',
            SKU: `VELA-${first + n + 1}`,
            Price: '29.90',
          })),
        },
      })
      .then((response) => expect(response.status()).toBe(200))
  // Two batches at a time: the server shares the machine with the browser.
  for (let first = 0; first < products; first += 2 * PRODUCT_IMPORT_BATCH_SIZE) {
    await Promise.all([
      batch(first),
      first + PRODUCT_IMPORT_BATCH_SIZE < products && batch(first + PRODUCT_IMPORT_BATCH_SIZE),
    ])
  }

  await useToken(page, result.token, '/products')
  await expect(page.getByRole('navigation', { name: 'Pages' })).toContainText('1–25 of 10,000+')
  // One product's variant, at each of the store's locations: the stock list is past the cap as well.
  await page.goto('/products/inventory')
  await expect(page.getByRole('navigation', { name: 'Pages' })).toContainText('1–25 of 10,000+')
})
