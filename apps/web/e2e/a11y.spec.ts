import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze()
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }))
}

test('the sign-in page has no serious accessibility violation', async ({ page }) => {
  await page.goto('/auth/sign-in')
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to Lojista' })).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
})

test('the dashboard has no serious accessibility violation', async ({ signedIn }) => {
  expect(await seriousViolations(signedIn.page)).toEqual([])
})

test('the settings drawer has no serious accessibility violation', async ({ signedIn }) => {
  const { page } = signedIn
  await page.goto('/settings/general')
  const drawer = page.getByRole('dialog', { name: 'Settings' })
  await expect(drawer.getByRole('heading', { level: 1, name: 'General' })).toBeVisible()
  // Wait for the opening animation to finish so colours are measured at full opacity.
  await expect(drawer).toHaveCSS('transform', 'none')
  expect(await seriousViolations(page)).toEqual([])
})

test('the draft order editor and the drafts list have no serious accessibility violation', async ({
  signedIn,
}) => {
  const { page } = signedIn
  await page.goto('/orders/drafts/new')
  await expect(page.getByRole('heading', { level: 1, name: 'Create order' })).toBeVisible()
  await expect(page.getByText('Add a product to calculate total and view payment options.')).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
  await page.goto('/orders/drafts')
  await expect(page.getByRole('heading', { level: 1, name: 'Drafts' })).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
})
