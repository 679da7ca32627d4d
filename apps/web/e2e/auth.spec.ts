import type { Page } from '@playwright/test'
import { expect, signUpViaApi, test, uniqueAccount, useToken, verificationTokenFor } from './fixtures'

async function signUpThroughForm(page: Page, account: ReturnType<typeof uniqueAccount>) {
  await page.goto('/auth/sign-up')
  await page.getByLabel('Your name').fill(account.name)
  await page.getByLabel('Email').fill(account.email)
  await page.getByLabel('Password').fill(account.password)
  await page.getByLabel('Store name').fill(account.storeName)
  await page.getByRole('button', { name: 'Create account' }).click()
}

test('a new user signs up, signs out and signs in again', async ({ page }) => {
  const account = uniqueAccount('signup')
  await signUpThroughForm(page, account)

  await expect(page).toHaveURL('/')
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible()
  await expect(page.getByTestId('current-store-name')).toHaveText(account.storeName)
  expect(await page.evaluate(() => localStorage.getItem('access-token'))).toBeTruthy()

  await page.getByRole('button', { name: 'Account menu' }).click()
  await expect(page.getByRole('menu').getByText(account.email)).toBeVisible()
  await page.getByRole('menuitem', { name: 'Log out' }).click()
  await expect(page).toHaveURL(/\/auth\/sign-in/)
  expect(await page.evaluate(() => localStorage.getItem('access-token'))).toBeNull()

  await page.getByLabel('Email').fill(account.email)
  await page.getByLabel('Password').fill(account.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible()
  await expect(page.getByTestId('current-store-name')).toHaveText(account.storeName)
})

test('a new user verifies their address through the emailed link before emailing customers', async ({
  page,
}) => {
  const account = uniqueAccount('verify')
  await signUpThroughForm(page, account)
  const banner = page.getByRole('region', { name: 'Verify your email address' })
  await expect(banner).toContainText(account.email)

  const token = await verificationTokenFor(account.email)
  await page.goto(`/auth/verify-email?token=${encodeURIComponent(token)}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Email address verified' })).toBeVisible()
  await page.getByRole('link', { name: 'Go to Lojista' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible()
  await expect(banner).toBeHidden()

  // The link works once.
  await page.goto(`/auth/verify-email?token=${encodeURIComponent(token)}`)
  await expect(page.getByRole('heading', { level: 1, name: 'This link does not work' })).toBeVisible()
})

test('signing up with an email that has an account says so beside the field', async ({ page, request }) => {
  const { account } = await signUpViaApi(request, 'taken')
  await page.goto('/auth/sign-up')
  await page.getByLabel('Your name').fill('Someone Else')
  await page.getByLabel('Email').fill(account.email)
  await page.getByLabel('Password').fill('another-password')
  await page.getByLabel('Store name').fill('Another store')
  await page.getByRole('button', { name: 'Create account' }).click()
  await expect(page.getByText('An account with this email already exists')).toBeVisible()
  await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true')
  await expect(page).toHaveURL(/\/auth\/sign-up/)
})

test('a wrong password shows "Invalid credentials"', async ({ page, request }) => {
  const { account } = await signUpViaApi(request, 'wrongpw')
  await page.goto('/auth/sign-in')
  await page.getByLabel('Email').fill(account.email)
  await page.getByLabel('Password').fill('not-the-password')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid credentials' })).toBeVisible()
  await expect(page).toHaveURL(/\/auth\/sign-in/)
})

test('a guest opening /orders signs in and lands back on /orders', async ({ page, request }) => {
  const { account } = await signUpViaApi(request, 'returnto')
  await page.goto('/orders')
  await expect(page).toHaveURL('/auth/sign-in?returnTo=%2Forders')
  await page.getByLabel('Email').fill(account.email)
  await page.getByLabel('Password').fill(account.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL('/orders')
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible()
})

test('a signed-in user opening sign-in goes to the overview', async ({ page, request }) => {
  const { result } = await signUpViaApi(request, 'guestguard')
  await useToken(page, result.token, '/auth/sign-in')
  await expect(page).toHaveURL('/')
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible()
})

test('a token that expires signs the user out within 60 seconds', async ({ page, request }) => {
  const { result } = await signUpViaApi(request, 'expiry')
  await page.clock.install()
  await useToken(page, result.token)
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible()

  const [, payload] = result.token.split('.')
  const { exp } = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as { exp: number }
  const now = await page.evaluate(() => Date.now())
  // Just before expiry the session is still good...
  await page.clock.fastForward(exp * 1000 - now - 5_000)
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible()
  // ...and within the next minute's check it is gone.
  await page.clock.runFor(60_000)
  await expect(page).toHaveURL(/\/auth\/sign-in/)
  await expect(page.getByText('Your session has expired. Please sign in again.')).toBeVisible()
  expect(await page.evaluate(() => localStorage.getItem('access-token'))).toBeNull()
})

test('a token revoked elsewhere signs the user out when the tab is shown again', async ({
  page,
  request,
}) => {
  const { result } = await signUpViaApi(request, 'revoked')
  await useToken(page, result.token)
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible()
  const revoked = await request.post('/v1/auth/sign-out', {
    headers: { Authorization: `Bearer ${result.token}` },
  })
  expect(revoked.status()).toBe(204)
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')))
  await expect(page).toHaveURL(/\/auth\/sign-in/)
})

test('password reset: asking for a link, and a bad link', async ({ page }) => {
  await page.goto('/auth/reset-password')
  await page.getByLabel('Email').fill('nobody@example.com')
  await page.getByRole('button', { name: 'Send reset link' }).click()
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible()

  await page.goto('/auth/reset-password?token=not-a-real-token')
  await page.getByLabel('New password', { exact: true }).fill('a-brand-new-password')
  await page.getByLabel('Confirm new password').fill('a-brand-new-password')
  await page.getByRole('button', { name: 'Update password' }).click()
  await expect(page.getByText('This reset link is invalid or has expired')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Request a new link' })).toBeVisible()
})
