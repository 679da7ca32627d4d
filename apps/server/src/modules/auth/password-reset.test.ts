import { authMessages } from '@lojista/contracts'
import { and, desc, eq, isNull } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { emailOutbox, passwordResetTokens } from '../../db/schema/index.ts'
import { bearer, createTestApp, signUp, type TestApp, uniqueEmail } from '../../test/test-app.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ publicUrl: 'https://admin.example.com' })
})
afterAll(() => t.close())

function requestReset(email: string) {
  return t.app.inject({ method: 'POST', url: '/v1/auth/password-reset/request', payload: { email } })
}

function confirmReset(token: string, password: string) {
  return t.app.inject({
    method: 'POST',
    url: '/v1/auth/password-reset/confirm',
    payload: { token, password },
  })
}

/** The reset link from the newest email to that address in the outbox, as the user would click it. */
async function tokenFromOutbox(email: string): Promise<string> {
  const [mail] = await t.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.recipient, email), isNull(emailOutbox.tenantId)))
    .orderBy(desc(emailOutbox.createdAt))
    .limit(1)
  const link = mail?.textBody.match(/https:\/\/admin\.example\.com\/auth\/reset-password\?token=(\S+)/)
  if (!link?.[1]) throw new Error('no reset link in the outbox')
  return decodeURIComponent(link[1])
}

function signIn(username: string, password: string) {
  return t.app.inject({ method: 'POST', url: '/v1/auth/sign-in', payload: { username, password } })
}

describe('password reset', () => {
  it('answers the same for an unknown email as for a known one, and emails only the known one', async () => {
    const account = await signUp(t.app)
    const unknown = uniqueEmail('unknown')
    const known = await requestReset(account.email)
    const stranger = await requestReset(unknown)
    expect(known.statusCode).toBe(202)
    expect(stranger.statusCode).toBe(202)
    expect(known.body).toBe(stranger.body)
    expect(await t.db.select().from(emailOutbox).where(eq(emailOutbox.recipient, unknown))).toHaveLength(0)
    const [mail] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.recipient, account.email))
    // No SMTP_URL in tests: the email is held in the outbox rather than delivered.
    expect(mail).toMatchObject({ status: 'held', subject: 'Reset your Lojista password', tenantId: null })
  })

  it('sets the new password with the emailed token, once, and ends every old session', async () => {
    const account = await signUp(t.app)
    await requestReset(account.email)
    const token = await tokenFromOutbox(account.email)

    expect((await confirmReset(token, 'a brand new password')).statusCode).toBe(204)
    expect((await signIn(account.email, account.password)).statusCode).toBe(401)
    expect((await signIn(account.email, 'a brand new password')).statusCode).toBe(200)
    const me = await t.app.inject({ method: 'GET', url: '/v1/account/me', headers: bearer(account.token) })
    expect(me.statusCode).toBe(401)

    const again = await confirmReset(token, 'yet another password')
    expect(again.statusCode).toBe(400)
    expect(again.json().detail).toBe(authMessages.resetLinkInvalid)
  })

  it('refuses an expired token and a made-up one', async () => {
    const account = await signUp(t.app)
    await requestReset(account.email)
    const token = await tokenFromOutbox(account.email)
    await t.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.userId, account.user.id))
    expect((await confirmReset(token, 'a brand new password')).statusCode).toBe(400)
    expect((await confirmReset('made-up-token', 'a brand new password')).statusCode).toBe(400)
    expect((await signIn(account.email, account.password)).statusCode).toBe(200)
  })

  it('validates the new password like sign-up does', async () => {
    const response = await confirmReset('whatever', 'short')
    expect(response.statusCode).toBe(400)
    expect(response.json().errors).toEqual([
      { path: 'password', message: 'Password must be at least 8 characters' },
    ])
  })
})
