import { expect, signUpViaApi, test, useToken } from './fixtures'
import { createProduct, uniqueSuffix } from './order-editor-helpers'

// Staff who work from the keyboard add products to a draft without the mouse: the search box's results
// are reached with the arrow keys, Enter adds, and the focus stays in the search box for the next one.

test('the product search of the draft editor is usable by keyboard alone', async ({ page, request }) => {
  const suffix = uniqueSuffix()
  const { result } = await signUpViaApi(request, 'keyboard')
  const shirt = await createProduct(request, result.token, {
    title: `Camisa ${suffix}`,
    options: [{ name: 'Size', values: ['P', 'M'] }],
    variants: [
      { optionValues: ['P'], price: '79.90', sku: `CMS-P-${suffix}` },
      { optionValues: ['M'], price: '84.90', sku: `CMS-M-${suffix}` },
    ],
  })
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
