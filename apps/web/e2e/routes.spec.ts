import { expect, signUpViaApi, test, useToken } from './fixtures'

/** Every route of the app, with the title each page shows. Redirects name their target. */
const shellRoutes: [path: string, title: string, landsOn?: string][] = [
  ['/', 'Home'],
  ['/home', 'Home'],
  ['/analytics', 'Analytics'],
  ['/products', 'Products'],
  ['/products/collections', 'Collections'],
  ['/products/gift-cards', 'Gift cards'],
  ['/products/catalogs', 'Catalogs'],
  ['/products/inventory', 'Inventory'],
  ['/products/transfers', 'Transfers'],
  ['/products/purchase-orders', 'Purchase orders'],
  ['/products/new', 'Create products'],
  ['/products/blue-mug', 'Product'],
  ['/customers', 'Customers'],
  ['/customers/new', 'New customer'],
  ['/customers/ana-souza', 'Customer'],
  ['/content', 'Files', '/content/files'],
  ['/content/files', 'Files'],
  ['/content/files/new', 'Upload files'],
  ['/content/files/42', 'File'],
  ['/content/metaobjects', 'Metaobjects'],
  ['/marketing', 'Campaigns', '/marketing/campaigns'],
  ['/marketing/campaigns', 'Campaigns'],
  ['/orders', 'Orders'],
  ['/orders/drafts', 'Drafts'],
  ['/orders/drafts/new', 'Create order'],
  ['/orders/drafts/new?customer-id=7', 'Create order'],
  ['/orders/drafts/1001', 'Draft order'],
  ['/orders/shipping-labels', 'Shipping labels'],
  ['/orders/abandoned-checkouts', 'Abandoned checkouts'],
  ['/discounts', 'Discounts'],
  ['/point-of-sale', 'Point of Sale'],
  ['/point-of-sale/blue-mug', 'Product'],
]

const settingsRoutes: [path: string, title: string, landsOn?: string][] = [
  ['/settings', 'General', '/settings/general'],
  ['/settings/email-settings', 'Email settings'],
  ['/settings/general', 'General'],
  ['/settings/general/brand', 'Brand'],
  ['/settings/general/metafields', 'Store metafields'],
  ['/settings/plan', 'Plan'],
  ['/settings/billing', 'Billing'],
  ['/settings/organization-account', 'Users'],
  ['/settings/organization-account/roles', 'Roles'],
  ['/settings/organization-account/roles/new', 'New role'],
  ['/settings/organization-account/roles/manager', 'Role'],
  ['/settings/organization-account/security', 'Security'],
  ['/settings/organization-account/security/activity-log', 'Activity log'],
  ['/settings/organization-account/api-tokens', 'API tokens'],
  ['/settings/organization-account/ana', 'Staff member'],
  ['/settings/my-notifications', 'Your notifications'],
  ['/settings/payments', 'Payments'],
  ['/settings/checkout', 'Checkout'],
  ['/settings/customerAccounts', 'Customer accounts'],
  ['/settings/shipping', 'Shipping and delivery'],
  ['/settings/shipping/profiles', 'New shipping profile'],
  ['/settings/shipping/profiles/general', 'Shipping profile'],
  ['/settings/shipping/local-delivery/new', 'New local delivery zone'],
  ['/settings/shipping/local-delivery/centro', 'Local delivery'],
  ['/settings/shipping/pick-in-store', 'New pickup location'],
  ['/settings/shipping/pick-in-store/centro', 'Pick up in store'],
  ['/settings/taxes', 'Taxes and duties'],
  ['/settings/locations', 'Locations'],
  ['/settings/locations/new', 'New location'],
  ['/settings/locations/warehouse', 'Location'],
  ['/settings/apps', 'Apps and sales channels'],
  ['/settings/domains', 'Domains'],
  ['/settings/customer-events', 'Customer events'],
  ['/settings/notifications', 'Notifications'],
  ['/settings/notifications/customer', 'Customer notifications'],
  ['/settings/notifications/staff', 'Staff notifications'],
  ['/settings/notifications/webhooks', 'Webhooks'],
  ['/settings/notifications/sales-attribution', 'Sales attribution'],
  ['/settings/custom-data', 'Metafields and metaobjects'],
  ['/settings/languages', 'Languages'],
  ['/settings/pricing', 'Pricing'],
  ['/settings/supply-chain', 'Vendors & Suppliers'],
  ['/settings/privacy', 'Customer privacy'],
  ['/settings/policies', 'Policies'],
]

const publicRoutes: [path: string, title: string, heading: string][] = [
  ['/auth/sign-in', 'Sign in', 'Sign in to Lojista'],
  ['/auth/sign-up', 'Sign up', 'Create your store'],
  ['/auth/reset-password', 'Reset password', 'Reset your password'],
  ['/auth/verify-email', 'Verify email', 'This link does not work'],
  ['/legal/privacy-policy', 'Privacy Policy', 'Privacy Policy'],
  ['/legal/terms-of-service', 'Terms of Service', 'Terms of Service'],
]

function pathOf(url: string) {
  const parsed = new URL(url)
  return parsed.pathname + parsed.search
}

/** Splits a list into groups of at most `size`, so the two workers share the long route walk. */
function chunk<T>(items: T[], size: number): T[][] {
  return Array.from({ length: Math.ceil(items.length / size) }, (_, index) =>
    items.slice(index * size, (index + 1) * size),
  )
}

const walks = [
  ...chunk(shellRoutes, 16).map((routes, index) => ({ name: `admin routes, part ${index + 1}`, routes })),
  ...chunk(settingsRoutes, 11).map((routes, index) => ({
    name: `settings routes, part ${index + 1}`,
    routes,
  })),
]

for (const { name, routes } of walks) {
  test(`${name}: each renders its title with no console error`, async ({ page, request, consoleErrors }) => {
    test.slow()
    const { result } = await signUpViaApi(request, 'routes')
    await useToken(page, result.token)
    for (const [path, title, landsOn] of routes) {
      await test.step(path, async () => {
        const response = await page.goto(path)
        // The server knows the app's pages: a path of the route table is no 404.
        expect(response?.status(), path).toBe(200)
        await expect(page.getByRole('heading', { level: 1, name: title, exact: true })).toBeVisible()
        await expect(page).toHaveTitle(`${title} · Lojista`)
        expect(pathOf(page.url())).toBe(landsOn ?? path)
        expect(consoleErrors, `console errors on ${path}`).toEqual([])
      })
    }
  })
}

test('every public route renders its title with no console error', async ({ page, consoleErrors }) => {
  for (const [path, title, heading] of publicRoutes) {
    await test.step(path, async () => {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
      await expect(page).toHaveTitle(`${title} · Lojista`)
      expect(consoleErrors, `console errors on ${path}`).toEqual([])
    })
  }
})

test('the legal pages link to sign-in', async ({ page }) => {
  await page.goto('/legal/terms-of-service')
  await page.getByRole('link', { name: 'Login' }).click()
  await expect(page).toHaveURL('/auth/sign-in')
})

test('an unknown path shows the not-found page, signed in or not, with HTTP 404', async ({
  page,
  request,
}) => {
  const response = await page.goto('/no/such/page')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
  await expect(page.getByText('404')).toBeVisible()

  const { result } = await signUpViaApi(request, 'notfound')
  await useToken(page, result.token, '/orders/no/such/page')
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
  expect((await page.reload())?.status()).toBe(404)
  await page.getByRole('link', { name: 'Go Home' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible()
})

test('breadcrumbs list each titled level once and the current page is not a link', async ({ signedIn }) => {
  const { page } = signedIn
  await page.goto('/orders/drafts/new')
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' })
  await expect(crumbs.getByRole('listitem')).toHaveText(['Orders', 'Drafts', 'Create order'])
  await expect(crumbs.getByRole('link')).toHaveCount(2)
  await expect(crumbs.locator('[aria-current="page"]')).toHaveText('Create order')

  await page.goto('/products')
  await expect(crumbs.getByRole('listitem')).toHaveText(['Products'])
})
