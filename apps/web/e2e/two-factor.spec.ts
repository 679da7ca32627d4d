import type { Page } from '@playwright/test'
import { generate } from 'otplib'
import { bearer, expect, signUpViaApi, test, uniqueAccount } from './fixtures'
import { waitForMail } from './mail'

// The phone's authenticator app is otplib, reading the setup key the page shows. A code the server
// accepted is never accepted again, so a second code is the one of the next 30-second step, which the
// server takes as a phone a little ahead would show it.
const codeFor = (secret: string, stepsAhead = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + stepsAhead * 30 })

async function signInThroughForm(page: Page, email: string, password: string) {
  await page.goto('/auth/sign-in')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Sign in' }).click()
}

/** Sets up two-factor authentication on the screen shown; answers the setup key. */
async function enrol(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Set up two-factor authentication' }).click()
  await expect(page.getByRole('img', { name: 'QR code of your setup key' })).toBeVisible()
  const secret = (await page.getByTestId('two-factor-key').textContent())?.trim() ?? ''
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/)
  await page.getByLabel('Code from your app').fill(await codeFor(secret))
  await page.getByRole('button', { name: 'Turn on' }).click()
  await expect(page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(10)
  await page.getByRole('button', { name: 'I saved my recovery codes' }).click()
  return secret
}

test('a member turns on two-factor authentication, then signs in with a code from their app', async ({
  page,
  request,
}) => {
  const { account } = await signUpViaApi(request, 'totp')
  await signInThroughForm(page, account.email, account.password)
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible()

  await page.goto('/settings/organization-account/security')
  const secret = await enrol(page)
  await expect(page.getByText('Two-factor authentication is on')).toBeVisible()
  await expect(page.getByText('10 recovery codes left.')).toBeVisible()

  // Settings cover the header: its account menu is on the pages behind them.
  await page.goto('/')
  await page.getByRole('button', { name: 'Account menu' }).click()
  await page.getByRole('menuitem', { name: 'Log out' }).click()
  await expect(page).toHaveURL(/\/auth\/sign-in/)

  await signInThroughForm(page, account.email, account.password)
  const code = page.getByLabel('Authentication code')
  await expect(code).toBeVisible()
  await code.fill('000000')
  await page.getByRole('button', { name: 'Verify' }).click()
  await expect(page.getByRole('alert')).toHaveText('Invalid code')
  await code.fill(await codeFor(secret, 1))
  await page.getByRole('button', { name: 'Verify' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible()
  await expect(page.getByTestId('current-store-name')).toHaveText(account.storeName)
})

test('an owner requires two-factor authentication, and a colleague without it must set it up at sign-in', async ({
  page,
  request,
}) => {
  const { account: owner, result } = await signUpViaApi(request, 'owner')
  const store = result.defaultTenant?.id ?? ''
  const colleague = uniqueAccount('colleague')
  const invited = await request.post('/v1/staff/invitations', {
    headers: { ...bearer(result.token), 'X-Tenant-Id': store },
    data: { email: colleague.email, roleId: 'staff' },
  })
  expect(invited.status(), await invited.text()).toBe(201)
  const link = (await waitForMail(colleague.email)).match(/(http\S+\/invitation\?token=\S+)/)?.[1] ?? ''
  const joined = await request.post('/v1/invitations/accept/sign-up', {
    data: {
      token: new URL(link).searchParams.get('token'),
      name: colleague.name,
      password: colleague.password,
    },
  })
  expect(joined.status(), await joined.text()).toBe(201)

  // The owner needs two-factor authentication herself before the switch takes.
  await signInThroughForm(page, owner.email, owner.password)
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible()
  await page.goto('/settings/organization-account/security')
  const requireIt = page.getByRole('switch', { name: 'Require two-factor authentication for staff' })
  await requireIt.click()
  await expect(
    page.getByText('Turn on two-factor authentication for yourself before requiring it of your staff.'),
  ).toBeVisible()
  await expect(requireIt).not.toBeChecked()
  await enrol(page)
  await requireIt.click()
  await expect(page.getByText('Staff must now use two-factor authentication')).toBeVisible()
  await expect(requireIt).toBeChecked()
  await page.goto('/')
  await page.getByRole('button', { name: 'Account menu' }).click()
  await page.getByRole('menuitem', { name: 'Log out' }).click()

  await signInThroughForm(page, colleague.email, colleague.password)
  await expect(page.getByRole('heading', { name: 'Turn on two-factor authentication' })).toBeVisible()
  await expect(page.getByText(`${owner.storeName} requires everyone on its staff`)).toBeVisible()
  await enrol(page)
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible()
  await expect(page.getByTestId('current-store-name')).toHaveText(owner.storeName)
})
