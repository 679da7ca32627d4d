import { authMessages } from '@lojista/contracts'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { emailOutbox, passwordResetTokens } from '../../db/schema/index.ts'
import {
  bearer,
  createTestApp,
  emailedLink,
  fakeClock,
  signUp,
  type TestApp,
  uniqueAddress,
  uniqueEmail,
} from '../../test/test-app.ts'
import { LINK_REMOVED } from '../mail/secret-link.ts'
import { hashPassword } from './password.ts'

// Watched, not replaced: whether a confirmation hashes the new password has no other sign but time.
vi.mock('./password.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('./password.ts')>()
  return { ...original, hashPassword: vi.fn(original.hashPassword) }
})

const clock = fakeClock()
let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ publicUrl: 'https://admin.example.com' }, { now: clock })
})
afterAll(() => t.close())

function requestReset(email: string, remoteAddress = uniqueAddress()) {
  return t.app.inject({
    method: 'POST',
    url: '/v1/auth/password-reset/request',
    payload: { email },
    remoteAddress,
  })
}

function confirmReset(token: string, password: string, remoteAddress = uniqueAddress()) {
  return t.app.inject({
    method: 'POST',
    url: '/v1/auth/password-reset/confirm',
    payload: { token, password },
    remoteAddress,
  })
}

/** The reset link of the newest email to that address, as the user would click it. */
function tokenFromEmail(email: string): Promise<string> {
  return emailedLink(t.app, email, /https:\/\/admin\.example\.com\/auth\/reset-password\?token=(\S+)/)
}

function signIn(username: string, password: string) {
  return t.app.inject({
    method: 'POST',
    url: '/v1/auth/sign-in',
    payload: { username, password },
    remoteAddress: uniqueAddress(),
  })
}

async function resetEmails(email: string) {
  return (await t.db.select().from(emailOutbox).where(eq(emailOutbox.recipient, email))).filter(
    (mail) => mail.subject === 'Reset your Lojista password',
  )
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
    const [mail] = await resetEmails(account.email)
    // No SMTP_URL in tests: the email is held in the outbox rather than delivered.
    expect(mail).toMatchObject({ status: 'held', subject: 'Reset your Lojista password', tenantId: null })
    // The kept copy has no link; only the copy that would go to the owner does.
    expect(mail?.textBody).toContain(LINK_REMOVED)
    expect(mail?.textBody).not.toContain('reset-password?token=')
    expect(mail?.htmlBody).not.toContain('reset-password?token=')
  })

  it('sets the new password with the emailed token, once, and ends every old session', async () => {
    const account = await signUp(t.app)
    await requestReset(account.email)
    const token = await tokenFromEmail(account.email)

    expect((await confirmReset(token, 'a brand new password')).statusCode).toBe(204)
    expect((await signIn(account.email, account.password)).statusCode).toBe(401)
    expect((await signIn(account.email, 'a brand new password')).statusCode).toBe(200)
    const me = await t.app.inject({ method: 'GET', url: '/v1/account/me', headers: bearer(account.token) })
    expect(me.statusCode).toBe(401)

    const again = await confirmReset(token, 'yet another password')
    expect(again.statusCode).toBe(400)
    expect(again.json().detail).toBe(authMessages.resetLinkInvalid)
  })

  it('voids every other outstanding link of the account once one link is used', async () => {
    const account = await signUp(t.app)
    await requestReset(account.email)
    const older = await tokenFromEmail(account.email)
    clock.advance(1000)
    await requestReset(account.email)
    const newer = await tokenFromEmail(account.email)
    clock.advance(1000)
    await requestReset(account.email)
    const newest = await tokenFromEmail(account.email)
    expect(new Set([older, newer, newest]).size).toBe(3)

    expect((await confirmReset(newer, 'a brand new password')).statusCode).toBe(204)
    const unknown = await confirmReset('a-link-never-issued', 'yet another password')
    for (const token of [older, newest]) {
      const refused = await confirmReset(token, 'yet another password')
      expect(refused.statusCode).toBe(400)
      expect(refused.json().detail).toBe(unknown.json().detail)
      expect(refused.json().errors).toEqual(unknown.json().errors)
    }
    expect((await signIn(account.email, 'a brand new password')).statusCode).toBe(200)
  })

  it('refuses an expired token and a made-up one', async () => {
    const account = await signUp(t.app)
    await requestReset(account.email)
    const token = await tokenFromEmail(account.email)
    await t.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(clock().getTime() - 1000) })
      .where(eq(passwordResetTokens.userId, account.user.id))
    expect((await confirmReset(token, 'a brand new password')).statusCode).toBe(400)
    expect((await confirmReset('made-up-token', 'a brand new password')).statusCode).toBe(400)
    expect((await signIn(account.email, account.password)).statusCode).toBe(200)
  })

  it('refuses a made-up token before hashing the new password, counting it against the address', async () => {
    const account = await signUp(t.app)
    await requestReset(account.email)
    const token = await tokenFromEmail(account.email)
    const address = uniqueAddress()
    vi.mocked(hashPassword).mockClear()
    for (let attempt = 0; attempt < 10; attempt++) {
      const refused = await confirmReset(`made-up-${attempt}`, 'a brand new password', address)
      expect(refused.statusCode).toBe(400)
      expect(refused.json()).toMatchObject({
        detail: authMessages.resetLinkInvalid,
        errors: [{ path: 'token', message: authMessages.resetLinkInvalid }],
      })
    }
    expect((await confirmReset('made-up-10', 'a brand new password', address)).statusCode).toBe(429)
    expect(hashPassword).not.toHaveBeenCalled()

    // The emailed link is hashed and taken, from an address that has not been guessing.
    expect((await confirmReset(token, 'a brand new password')).statusCode).toBe(204)
    expect(hashPassword).toHaveBeenCalledTimes(1)
  })

  it('validates the new password like sign-up does', async () => {
    const response = await confirmReset('whatever', 'short')
    expect(response.statusCode).toBe(400)
    expect(response.json().errors).toEqual([
      { path: 'password', message: 'Password must be at least 8 characters' },
    ])
  })
})

describe('password reset limits', () => {
  it('takes 5 requests an hour per email, answering an unknown email exactly like a known one', async () => {
    const account = await signUp(t.app)
    const unknown = uniqueEmail('unknown')
    const answers = async (email: string) => {
      const all = []
      for (let request = 0; request < 6; request++) all.push(await requestReset(email))
      return all.map((answer) => ({
        status: answer.statusCode,
        retryAfter: answer.headers['retry-after'],
        body: answer.statusCode === 429 ? { ...answer.json(), requestId: '', instance: '' } : answer.body,
      }))
    }
    const known = await answers(account.email)
    const stranger = await answers(unknown)
    expect(known.map((answer) => answer.status)).toEqual([202, 202, 202, 202, 202, 429])
    expect(stranger).toEqual(known)
    expect(known[5]?.retryAfter).toBe('3600')
    expect(known[5]?.body).toMatchObject({ status: 429, detail: authMessages.tooManyResetRequests })
    expect(await resetEmails(account.email)).toHaveLength(5)

    clock.advance(60 * 60_000)
    expect((await requestReset(account.email)).statusCode).toBe(202)
    expect((await requestReset(unknown)).statusCode).toBe(202)
  })

  it('takes 20 requests an hour from one address, whatever the emails', async () => {
    const address = uniqueAddress()
    for (let request = 0; request < 20; request++) {
      expect((await requestReset(uniqueEmail('spray'), address)).statusCode).toBe(202)
    }
    const refused = await requestReset(uniqueEmail('spray'), address)
    expect(refused.statusCode).toBe(429)
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
    expect((await requestReset(uniqueEmail('other'), uniqueAddress())).statusCode).toBe(202)
  })

  it('takes 10 confirmations an hour from one address', async () => {
    const account = await signUp(t.app)
    const address = uniqueAddress()
    for (let attempt = 0; attempt < 10; attempt++) {
      expect((await confirmReset(`guess-${attempt}`, 'a brand new password', address)).statusCode).toBe(400)
    }
    await requestReset(account.email)
    const token = await tokenFromEmail(account.email)
    const refused = await confirmReset(token, 'a brand new password', address)
    expect(refused.statusCode).toBe(429)
    expect(refused.headers['content-type']).toContain('application/problem+json')
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
    // The link still works from elsewhere: the refusal used nothing up.
    expect((await confirmReset(token, 'a brand new password', uniqueAddress())).statusCode).toBe(204)
  })
})
