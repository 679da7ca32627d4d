import { demoUser, expect, signInViaApi, test, useToken } from './fixtures'

// The demo store's team: Beatriz and Rafael sell with the store's own "Vendas" role (drafts and
// customers, no discounts, exports or settings); Ana, the demo user, owns the store.
const seller = { email: 'beatriz@lojista.dev', password: demoUser.password }

test("a seller sees the areas of the store's Vendas role, and the access page elsewhere", async ({
  page,
  request,
}) => {
  const session = await signInViaApi(request, seller.email, seller.password)
  await useToken(page, session.token, '/orders/drafts')
  await expect(page.getByRole('heading', { level: 1, name: 'Drafts' })).toBeVisible()
  const sidebar = page.getByRole('navigation', { name: 'Main navigation' })
  await expect(sidebar.getByRole('link', { name: 'Customers' })).toBeVisible()
  await expect(sidebar.getByRole('link', { name: 'Discounts' })).toHaveCount(0)
  await expect(sidebar.getByRole('link', { name: 'Analytics' })).toHaveCount(0)

  await page.goto('/discounts')
  await expect(page.getByRole('heading', { name: "You don't have access" })).toBeVisible()
  await expect(
    page.getByText(/Your role in Casa Aurora does not allow this page \(Discounts: See discounts\)/),
  ).toBeVisible()

  await page.goto('/settings/organization-account/security')
  const menu = page.getByRole('navigation', { name: 'Settings sections' })
  await expect(menu.locator('[aria-disabled="true"]', { hasText: 'Users' })).toHaveAttribute(
    'title',
    'Your role does not allow this',
  )
  await expect(menu.getByRole('link', { name: 'Users' })).toHaveCount(0)
})

test('the owner makes a role, gives it to a colleague, and finds both in the activity log', async ({
  page,
  request,
}) => {
  const session = await signInViaApi(request, demoUser.email, demoUser.password)
  const name = `Estoque ${Date.now().toString(36)}`
  await useToken(page, session.token, '/settings/organization-account/roles/new')
  await page.getByRole('textbox', { name: 'Name' }).fill(name)
  await page.getByRole('checkbox', { name: 'Adjust stock' }).click()
  await expect(page.getByRole('checkbox', { name: 'See stock' })).toBeChecked()
  await page.getByRole('button', { name: 'Create role' }).click()
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()

  await page.goto('/settings/organization-account')
  await page.getByRole('link', { name: 'Rafael Costa' }).click()
  await page.getByRole('combobox', { name: 'Role' }).click()
  await page.getByRole('option', { name }).click()
  await page.getByRole('button', { name: 'Save role' }).click()
  await expect(page.getByText('Role changed')).toBeVisible()

  await page.goto('/settings/organization-account/security/activity-log')
  await expect(page.getByText(`Created the role ${name}`)).toBeVisible()
  // The demo's own history holds older changes of Rafael's role: the newest entry is this one.
  const newest = page.getByRole('row').filter({ hasText: "Changed Rafael Costa's role" }).first()
  await expect(newest).toContainText(`Role: Vendas → ${name}`)
})
