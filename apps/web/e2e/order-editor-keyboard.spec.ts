import type { APIRequestContext } from '@playwright/test'
import { expect, signUpViaApi, test, useToken } from './fixtures'
import { createProduct, uniqueSuffix } from './order-editor-helpers'

// Staff who work from the keyboard add products to a draft without the mouse: the search box's results
// are reached with the arrow keys, Enter adds, and the focus stays in the search box for the next one.
// Browse works the same way, except that Enter (or Space) ticks a variant, to add all the ticked at once.

/** A shirt in sizes P and M, each with its own SKU. */
function shirtInTwoSizes(request: APIRequestContext, token: string, suffix: string) {
  return createProduct(request, token, {
    title: `Camisa ${suffix}`,
    options: [{ name: 'Size', values: ['P', 'M'] }],
    variants: [
      { optionValues: ['P'], price: '79.90', sku: `CMS-P-${suffix}` },
      { optionValues: ['M'], price: '84.90', sku: `CMS-M-${suffix}` },
    ],
  })
}

test('the product search of the draft editor is usable by keyboard alone', async ({ page, request }) => {
  const suffix = uniqueSuffix()
  const { result } = await signUpViaApi(request, 'keyboard')
  const shirt = await shirtInTwoSizes(request, result.token, suffix)
  await useToken(page, result.token, '/orders/drafts/new')
  const search = page.getByRole('combobox', { name: 'Search products to add' })
  await search.focus()
  await page.keyboard.type(shirt.title)
  const results = page.getByRole('listbox', { name: 'Search products to add' })
  await expect(results.getByRole('option', { name: /^P\b/ })).toBeVisible()

  // Down moves past the first variant to the second; Enter adds it.
  await page.keyboard.press('ArrowDown')
  await expect(results.getByRole('option', { name: /^M\b/ })).toHaveAttribute('aria-selected', 'true')
  await page.keyboard.press('Enter')
  await expect(page.getByText(`${shirt.title} added to order`)).toBeVisible()
  await expect(search).toBeFocused()

  // Up goes back to the first; Enter adds it too, still without leaving the search box.
  await page.keyboard.press('ArrowUp')
  await expect(results.getByRole('option', { name: /^P\b/ })).toHaveAttribute('aria-selected', 'true')
  await page.keyboard.press('Enter')
  await expect(search).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(results).toBeHidden()
  const lines = page.getByTestId('line-item')
  await expect(lines).toHaveCount(2)
  await expect(lines.nth(0)).toContainText(`CMS-M-${suffix}`)
  await expect(lines.nth(1)).toContainText(`CMS-P-${suffix}`)
})

test('Browse ticks variants of several products by keyboard alone and adds them together', async ({
  page,
  request,
}) => {
  const suffix = uniqueSuffix()
  const { result } = await signUpViaApi(request, 'keyboard-browse')
  const shirt = await shirtInTwoSizes(request, result.token, suffix)
  const mug = await createProduct(request, result.token, {
    title: `Caneca ${suffix}`,
    variants: [{ price: '29.90', sku: `CAN-${suffix}` }],
  })
  await useToken(page, result.token, '/orders/drafts/new')
  await page.getByRole('button', { name: 'Browse' }).press('Enter')
  const panel = page.getByRole('dialog', { name: 'All products' })
  const search = panel.getByRole('combobox', { name: 'Search products to add' })
  await expect(search).toBeFocused()
  const results = panel.getByRole('listbox', { name: 'Search products to add' })
  // Both products are listed before any search.
  await expect(results.getByRole('group')).toHaveCount(2)

  // The shirt alone once searched; Down reaches its second variant and Space ticks it.
  await page.keyboard.type(shirt.title)
  await expect(results.getByRole('group')).toHaveCount(1)
  const shirtVariants = results.getByRole('group', { name: shirt.title })
  await page.keyboard.press('ArrowDown')
  await expect(shirtVariants.getByRole('option', { name: /^M\b/ })).toHaveAttribute('aria-selected', 'true')
  await page.keyboard.press('Space')
  await expect(shirtVariants.getByRole('option', { name: /^M\b/ })).toHaveAttribute('aria-checked', 'true')
  await expect(shirtVariants.getByRole('option', { name: /^P\b/ })).toHaveAttribute('aria-checked', 'false')
  await expect(search).toHaveValue(shirt.title)

  // Another search keeps what is ticked; Enter ticks the mug, its only result.
  await page.keyboard.press('ControlOrMeta+A')
  await page.keyboard.type(mug.title)
  await expect(results.getByRole('group', { name: mug.title })).toBeVisible()
  await expect(results.getByRole('group')).toHaveCount(1)
  await page.keyboard.press('Enter')
  await expect(results.getByRole('option', { name: new RegExp(`^${mug.title}`) })).toHaveAttribute(
    'aria-checked',
    'true',
  )
  await expect(search).toBeFocused()

  await panel.getByRole('button', { name: 'Add 2 items' }).press('Enter')
  await expect(panel).toBeHidden()
  const lines = page.getByTestId('line-item')
  await expect(lines).toHaveCount(2)
  await expect(lines.filter({ hasText: `CMS-M-${suffix}` })).toHaveCount(1)
  await expect(lines.filter({ hasText: `CAN-${suffix}` })).toHaveCount(1)
})
