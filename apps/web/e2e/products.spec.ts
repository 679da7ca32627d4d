import { randomUUID } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import AxeBuilder from '@axe-core/playwright'
import type { APIRequestContext, Page, Route } from '@playwright/test'
import { bearer, expect, test } from './fixtures'

/** An 8×8 green PNG, enough for the server to read its size and accept it as an image. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGPQqzXCihiGlgQAlgM3QfcSdGIAAAAASUVORK5CYII=',
  'base64',
)

/** Names unique to this run, so the suite also passes on a database that is not fresh. */
const unique = () => randomUUID().slice(0, 8).toUpperCase()

// Each test walks several pages of a store it has just made, on a machine shared with the server.
test.slow()

async function createLocation(request: APIRequestContext, token: string, name: string) {
  const response = await request.post('/v1/location', { headers: bearer(token), data: { name } })
  expect(response.status(), await response.text()).toBe(201)
  return ((await response.json()) as { location: { id: string } }).location
}

async function createProduct(
  request: APIRequestContext,
  token: string,
  product: { title: string; sku: string; price: string },
) {
  const response = await request.post('/v1/product', {
    headers: bearer(token),
    data: { title: product.title, status: 'active', variants: [{ sku: product.sku, price: product.price }] },
  })
  expect(response.status(), await response.text()).toBe(201)
  return ((await response.json()) as { product: { id: string; handle: string } }).product
}

/** Waits until the image of that name has been decoded: shown to the user, not a placeholder. */
async function expectImageShown(page: Page, name: string) {
  const image = page.getByRole('img', { name }).first()
  await expect(image).toBeVisible()
  await expect
    .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth))
    .toBeGreaterThan(0)
}

test('create a product with two variants and an image, find it by SKU and open it', async ({
  signedIn,
  request,
}) => {
  const { page, result } = signedIn
  const id = unique()
  // Another product, so that the list shows one product only once the search has run.
  await createProduct(request, result.token, {
    title: `E2E Avental ${id}`,
    sku: `E2E-${id}-A`,
    price: '30.00',
  })
  const title = `E2E Camiseta ${id}`
  const skus = { P: `E2E-${id}-P`, M: `E2E-${id}-M` }

  await page.goto('/products/new')
  await expect(page.getByRole('heading', { level: 1, name: 'Create products' })).toBeVisible()
  await page.getByLabel('Title', { exact: true }).fill(title)

  await page.getByRole('button', { name: 'Add options like size or color' }).click()
  await page.getByLabel('Option name').fill('Tamanho')
  await page.getByLabel('Add another value').fill('P')
  await page.getByLabel('Add another value').fill('M')
  await page.getByRole('button', { name: 'Done' }).click()
  await expect(page.getByText('2 variants')).toBeVisible()

  for (const [size, price] of [
    ['P', '49.90'],
    ['M', '52.90'],
  ] as const) {
    await page.getByLabel(`Price of ${size}`, { exact: true }).fill(price)
    await page.getByLabel(`SKU of ${size}`, { exact: true }).fill(skus[size])
  }

  await page
    .getByLabel('Add images')
    .setInputFiles({ name: 'camiseta.png', mimeType: 'image/png', buffer: PNG })
  await expect(page.getByRole('img', { name: 'camiseta.png' })).toBeVisible()

  await page.getByRole('button', { name: 'Save' }).first().click()
  await expect(page.getByText('Product created')).toBeVisible()
  await expect(page).toHaveURL(`/products/e2e-camiseta-${id.toLowerCase()}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Product' })).toBeVisible()
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue(title)
  await expect(page.getByLabel('Price of M', { exact: true })).toHaveValue('52.90')

  // Found by the SKU of its second variant, from the list's search box.
  await page.goto('/products')
  await page.getByRole('searchbox', { name: 'Search products' }).fill(skus.M)
  const row = page.getByRole('row').filter({ hasText: title })
  await expect(row).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Pages' })).toContainText('1–1 of 1')
  await expect(page).toHaveURL(new RegExp(`q=${skus.M}`))
  await expect(row.getByText('Draft')).toBeVisible()
  await row.getByRole('link', { name: title }).click()

  await expect(page.getByLabel('Title', { exact: true })).toHaveValue(title)
  await expectImageShown(page, 'Image 1')
  await expect(page.getByLabel('SKU of P', { exact: true })).toHaveValue(skus.P)
})

test('an upload that is not an image shows the reason the server gave', async ({ signedIn, request }) => {
  const { page, result } = signedIn
  const id = unique()
  const product = await createProduct(request, result.token, {
    title: `E2E Caneca ${id}`,
    sku: `E2E-${id}`,
    price: '39.90',
  })

  await page.goto(`/products/${product.handle}`)
  await page.getByLabel('Add images').setInputFiles({
    name: 'notes.png',
    mimeType: 'image/png',
    buffer: Buffer.from('not an image at all'),
  })
  await expect(
    page.getByText('notes.png was not uploaded: Only PNG, JPEG, WebP and GIF images can be uploaded.'),
  ).toBeVisible()

  await page
    .getByLabel('Add images')
    .setInputFiles({ name: 'caneca.png', mimeType: 'image/png', buffer: PNG })
  await expectImageShown(page, 'Image 1')
})

test('adjust the stock of a variant on the inventory page and see who changed it', async ({
  signedIn,
  request,
}) => {
  const { page, result, account } = signedIn
  const id = unique()
  await createLocation(request, result.token, `Depósito ${id}`)
  const sku = `E2E-STK-${id}`
  await createProduct(request, result.token, { title: `E2E Vela ${id}`, sku, price: '25.00' })

  await page.goto('/products/inventory')
  await page.getByRole('searchbox', { name: 'Search stock' }).fill(sku)
  const row = page.getByRole('row').filter({ hasText: sku })
  await expect(row).toHaveCount(1)
  await expect(row.getByRole('cell').nth(3)).toHaveText('0')

  await row.getByRole('button', { name: `Adjust stock of E2E Vela ${id} at Depósito ${id}` }).click()
  const dialog = page.getByRole('dialog', { name: 'Adjust stock' })
  await dialog.getByLabel('Units to add (negative to remove)').fill('12')
  await expect(dialog.getByText('Available after: 12')).toBeVisible()
  await dialog.getByLabel('Note (optional)').fill('Primeira contagem')
  await dialog.getByRole('button', { name: 'Save adjustment' }).click()
  await expect(dialog).toBeHidden()
  await expect(row.getByRole('cell').nth(3)).toHaveText('12')

  await row.getByRole('button', { name: `Stock history of E2E Vela ${id}` }).click()
  const history = page.getByRole('dialog', { name: 'Stock history' })
  const change = history.getByRole('row').filter({ hasText: 'Primeira contagem' })
  await expect(change).toContainText('+12')
  await expect(change).toContainText('Received')
  await expect(change).toContainText(account.name)
})

test('export the products as CSV, then import it back with new and broken rows', async ({
  signedIn,
  request,
}) => {
  const { page, result } = signedIn
  const id = unique()
  const originals = [
    { title: `E2E Prato ${id}`, sku: `E2E-PRA-${id}`, price: '59.90' },
    { title: `E2E Copo ${id}`, sku: `E2E-COP-${id}`, price: '19.90' },
  ]
  for (const product of originals) await createProduct(request, result.token, product)

  await page.goto('/products')
  const downloading = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Export' }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toBe('products.csv')
  const exported = await readFile(await download.path(), 'utf8')
  for (const product of originals) expect(exported).toContain(product.sku)

  // The file comes back with a new product after it, then a row whose price is not an amount.
  const lines = exported.trimEnd().split('\r\n')
  const header = lines[0]!.split(',')
  const row = (values: Record<string, string>) => header.map((column) => values[column] ?? '').join(',')
  const handle = (word: string) => `e2e-${word}-${id.toLowerCase()}`
  const added = row({ Handle: handle('novo'), Title: `E2E Novo ${id}`, Price: '10.00', SKU: `E2E-NOV-${id}` })
  const broken = row({ Handle: handle('quebrado'), Title: `E2E Quebrado ${id}`, Price: 'abc' })
  const csv = `${[...lines, added, broken].join('\r\n')}\r\n`

  // The import's answer waits until the progress bar has been seen.
  let release: () => void = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route('**/v1/product/import', async (route: Route) => {
    await held
    await route.continue()
  })

  await page.getByRole('button', { name: 'Import', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: 'Import products by CSV' })
  await dialog.getByLabel('Choose a CSV file').setInputFiles({
    name: 'products.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv, 'utf8'),
  })
  await expect(dialog.getByText('products.csv: 4 rows, 4 products')).toBeVisible()
  await dialog.getByRole('button', { name: 'Import products' }).click()

  await expect(dialog.getByRole('progressbar', { name: 'Import progress' })).toBeVisible()
  await expect(dialog.getByText('0 of 4 rows sent')).toBeVisible()
  release()

  const finished = page.getByRole('dialog', { name: 'Import finished' })
  await expect(finished).toBeVisible()
  await expect(finished.getByRole('definition')).toHaveText(['1 row', '2 rows', '1 row'])
  await expect(finished.getByText('3 products created or updated.')).toBeVisible()
  const error = finished.getByRole('row').filter({ hasText: handle('quebrado') })
  await expect(error.getByRole('cell')).toHaveText([
    '5',
    handle('quebrado'),
    'Price',
    'Must be an amount with at most 2 decimals',
  ])

  await finished.getByRole('button', { name: 'Close' }).first().click()
  await page.getByRole('searchbox', { name: 'Search products' }).fill(`E2E-NOV-${id}`)
  await expect(page.getByRole('link', { name: `E2E Novo ${id}` })).toBeVisible()
})

test('the catalog pages have no serious accessibility violation', async ({ signedIn, request }) => {
  const { page, result } = signedIn
  const id = unique()
  await createLocation(request, result.token, `Loja ${id}`)
  const product = await createProduct(request, result.token, {
    title: `E2E Toalha ${id}`,
    sku: `E2E-TOA-${id}`,
    price: '29.90',
  })
  const pages: [path: string, ready: string][] = [
    ['/products', `E2E Toalha ${id}`],
    [`/products/${product.handle}`, 'Variant details'],
    ['/products/new', 'Variant details'],
    ['/products/inventory', `E-TOA-${id}`],
    ['/products/collections', 'No collections yet'],
  ]
  for (const [path, ready] of pages) {
    await test.step(path, async () => {
      await page.goto(path)
      await expect(page.getByText(ready).first()).toBeVisible()
      const results = await new AxeBuilder({ page }).analyze()
      const serious = results.violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map((violation) => ({
          id: violation.id,
          targets: violation.nodes.map((node) => node.target.join(' ')),
        }))
      expect(serious, path).toEqual([])
    })
  }
})
