import { randomUUID } from 'node:crypto'
import type { AuthResult } from '@lojista/contracts'
import { type APIRequestContext, test as base, expect, type Page } from '@playwright/test'
import { waitForMail } from './mail'

export const demoUser = { email: 'demo@lojista.dev', password: 'lojista-demo' }
export const password = 'correct-horse-battery'

/** The header that sends an API request as the holder of `token`. */
export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` })

/** Every test makes its own account, so the suite also runs against a database that is not fresh. */
export function uniqueAccount(label = 'staff') {
  const id = randomUUID().slice(0, 8)
  return {
    name: `E2E ${label} ${id}`,
    email: `e2e-${label}-${id}@example.com`,
    password,
    storeName: `Loja ${id}`,
  }
}

/** The token of the verification link emailed to `email` at sign-up, as its owner received it. */
export async function verificationTokenFor(email: string): Promise<string> {
  const token = (await waitForMail(email)).match(/\/auth\/verify-email\?token=([\w%-]+)/)?.[1]
  if (!token) throw new Error(`No verification link in the email to ${email}`)
  return decodeURIComponent(token)
}

/**
 * A new account, its address verified through the emailed link (as its owner would) unless told
 * otherwise: only a verified account's stores email their customers.
 */
export async function signUpViaApi(
  request: APIRequestContext,
  label?: string,
  { verified = true }: { verified?: boolean } = {},
) {
  const account = uniqueAccount(label)
  const response = await request.post('/v1/auth/sign-up', { data: account })
  expect(response.status(), await response.text()).toBe(201)
  const result = (await response.json()) as AuthResult
  if (verified) {
    const verify = await request.post('/v1/auth/verify-email', {
      data: { token: await verificationTokenFor(account.email) },
    })
    expect(verify.status(), await verify.text()).toBe(204)
    result.user.emailVerified = true
  }
  return { account, result }
}

export async function signInViaApi(request: APIRequestContext, username: string, secret: string) {
  const response = await request.post('/v1/auth/sign-in', { data: { username, password: secret } })
  expect(response.status(), await response.text()).toBe(200)
  return (await response.json()) as AuthResult
}

/** Starts the browser signed in with a token, as if the user had signed in earlier. */
export async function useToken(page: Page, token: string, path = '/') {
  await page.goto('/legal/privacy-policy')
  await page.evaluate((value) => localStorage.setItem('access-token', value), token)
  await page.goto(path)
}

interface Fixtures {
  /** Console errors and uncaught exceptions of the page, for tests that require none. */
  consoleErrors: string[]
  /** A page already signed in as a fresh account. */
  signedIn: { page: Page; account: ReturnType<typeof uniqueAccount>; result: AuthResult }
}

export const test = base.extend<Fixtures>({
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text())
    })
    page.on('pageerror', (error) => errors.push(error.message))
    await use(errors)
  },
  signedIn: async ({ page, request }, use) => {
    const { account, result } = await signUpViaApi(request)
    await useToken(page, result.token)
    await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible()
    await use({ page, account, result })
  },
})

export { expect }
