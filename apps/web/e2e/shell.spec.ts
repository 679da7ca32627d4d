import { demoUser, expect, signInViaApi, test, useToken } from './fixtures'

test('Ctrl+B collapses the sidebar and the choice survives a reload', async ({ signedIn }) => {
  const { page } = signedIn
  const sidebar = page.locator('[data-slot="sidebar"]')
  await expect(sidebar).toHaveAttribute('data-state', 'expanded')
  await page.keyboard.press('Control+b')
  await expect(sidebar).toHaveAttribute('data-state', 'collapsed')
  const cookie = (await page.context().cookies()).find((c) => c.name === 'sidebar_state')
  expect(cookie?.value).toBe('false')
  // Seven days, give or take the moment the cookie was written.
  expect((cookie?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(7 * 24 * 3600 - 120)

  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible()
  await expect(sidebar).toHaveAttribute('data-state', 'collapsed')
  await page.keyboard.press('Control+b')
  await expect(sidebar).toHaveAttribute('data-state', 'expanded')
})

test('at 375 px the sidebar is a sheet that closes after choosing a page', async ({ signedIn }) => {
  const { page } = signedIn
  await page.setViewportSize({ width: 375, height: 812 })
  const navigation = page.getByRole('navigation', { name: 'Main navigation' })
  await expect(navigation).toBeHidden()
  await page.getByRole('button', { name: 'Toggle sidebar' }).click()
  const sheet = page.getByRole('dialog', { name: 'Main navigation' })
  await expect(sheet).toBeVisible()
  await sheet.getByRole('link', { name: 'Discounts' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Discounts' })).toBeVisible()
  await expect(sheet).toBeHidden()
  // The floating round cart replaces the header's cart button on small screens.
  const cart = page.getByRole('button', { name: 'Open cart' })
  await expect(cart).toHaveCount(1)
  await expect(cart).toHaveClass(/rounded-full/)
  const box = await cart.boundingBox()
  expect(box?.y ?? 0).toBeGreaterThan(812 - 120)
})

test('the sidebar marks the current page and opens its group', async ({ signedIn }) => {
  const { page } = signedIn
  await page.goto('/orders/drafts/1001')
  const navigation = page.getByRole('navigation', { name: 'Main navigation' })
  await expect(navigation.getByRole('link', { name: 'Drafts' })).toHaveAttribute('aria-current', 'page')
  await expect(navigation.getByRole('link', { name: 'Orders' })).not.toHaveAttribute('aria-current', 'page')
  await expect(navigation.getByRole('link', { name: 'Abandoned Checkouts' })).toBeVisible()

  await page.goto('/products/new')
  await expect(navigation.getByRole('link', { name: 'Products' })).toHaveAttribute('aria-current', 'page')
  await expect(navigation.getByRole('link', { name: 'Collections' })).toBeVisible()
  await expect(navigation.locator('[aria-disabled="true"]', { hasText: 'Finance' })).toBeVisible()
})

test('switching store changes the store shown and is remembered', async ({ page, request }) => {
  const session = await signInViaApi(request, demoUser.email, demoUser.password)
  const names = session.tenants.map((tenant) => tenant.name)
  expect(names).toEqual(expect.arrayContaining(['Casa Aurora', 'Ipê Store']))
  await useToken(page, session.token)
  const storeName = page.getByTestId('current-store-name')
  const first = session.defaultTenant?.name ?? 'Casa Aurora'
  const other = first === 'Casa Aurora' ? 'Ipê Store' : 'Casa Aurora'
  await expect(storeName).toHaveText(first)

  await page.getByRole('button', { name: 'Account menu' }).click()
  await expect(page.getByRole('menuitemradio', { name: first })).toBeChecked()
  await page.getByRole('menuitemradio', { name: other }).click()
  await expect(storeName).toHaveText(other)
  await expect(page.getByText(`Now working in ${other}`)).toBeVisible()

  await page.reload()
  await expect(storeName).toHaveText(other)
})

test('a user with one store gets no store switcher', async ({ signedIn }) => {
  const { page } = signedIn
  await page.getByRole('button', { name: 'Account menu' }).click()
  await expect(page.getByRole('menuitem', { name: 'Log out' })).toBeVisible()
  await expect(page.getByRole('menuitemradio')).toHaveCount(0)
  await expect(page.getByText('Switch store')).toHaveCount(0)
})

test('the Customer Mode switch survives a reload', async ({ signedIn }) => {
  const { page } = signedIn
  const customerMode = page.getByRole('switch', { name: 'Customer mode' })
  await expect(customerMode).not.toBeChecked()
  await customerMode.click()
  await expect(customerMode).toBeChecked()
  expect(await page.evaluate(() => localStorage.getItem('is-customer-mode'))).toBe('1')
  await page.reload()
  await expect(customerMode).toBeChecked()
  await customerMode.click()
  expect(await page.evaluate(() => localStorage.getItem('is-customer-mode'))).toBe('0')
})

test('the settings drawer closes back to the page it came from', async ({ signedIn }) => {
  const { page } = signedIn
  await page.goto('/orders/abandoned-checkouts')
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Settings' })
    .click()
  const drawer = page.getByRole('dialog', { name: 'Settings' })
  await expect(drawer).toBeVisible()
  await expect(drawer.getByRole('heading', { level: 1, name: 'General' })).toBeVisible()
  await expect(drawer.getByText(signedIn.account.email)).toBeVisible()

  // Moving around inside the drawer does not change where closing it leads.
  const menu = drawer.getByRole('navigation', { name: 'Settings sections' })
  await menu.getByRole('link', { name: 'Taxes and duties' }).click()
  await expect(drawer.getByRole('heading', { level: 1, name: 'Taxes and duties' })).toBeVisible()
  await expect(menu.getByText('Plan')).toHaveAttribute('aria-disabled', 'true')

  await drawer.getByRole('button', { name: 'Close settings' }).click()
  await expect(page).toHaveURL('/orders/abandoned-checkouts')
  await expect(page.getByRole('heading', { level: 1, name: 'Abandoned checkouts' })).toBeVisible()
})

test('the settings drawer opened directly closes to the home page', async ({ signedIn }) => {
  const { page } = signedIn
  await page.goto('/settings/payments')
  await expect(page.getByRole('dialog', { name: 'Settings' })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page).toHaveURL('/')
})

test('the cart opens from the header with an honest empty state', async ({ signedIn }) => {
  const { page } = signedIn
  await page.getByRole('button', { name: 'Open cart' }).first().click()
  const cart = page.getByRole('dialog', { name: 'Shopping Cart' })
  await expect(cart).toBeVisible()
  await expect(cart.getByText('0 items in your cart')).toBeVisible()
  await expect(cart.getByText('Cart is empty')).toBeVisible()
  await expect(cart.getByText('Add products to start building an order')).toBeVisible()
  await cart.getByRole('button', { name: 'Close cart' }).click()
  await expect(cart).toBeHidden()
})

test('the language choice is applied and kept after a reload', async ({ signedIn }) => {
  const { page } = signedIn
  await page.getByRole('button', { name: 'Account menu' }).click()
  // Submenus open from the keyboard as well as the pointer; the keyboard path is the one that never races.
  await page.getByRole('menuitem', { name: 'Language' }).press('ArrowRight')
  await page.getByRole('menuitemradio', { name: 'Português (Brasil)' }).press('Enter')
  await expect(page.getByRole('heading', { level: 1, name: 'Início' })).toBeVisible()
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: 'Início' })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR')
})
