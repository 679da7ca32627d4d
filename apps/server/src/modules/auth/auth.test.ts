import { authMessages } from '@lojista/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { craftJwt, decodeJwtPayload } from '../../test/jwt.ts'
import {
  bearer,
  createTestApp,
  signUp,
  TEST_JWT_SECRET,
  type TestApp,
  uniqueAddress,
  uniqueEmail,
} from '../../test/test-app.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

function signIn(username: string, password: string, remoteAddress = uniqueAddress()) {
  return t.app.inject({
    method: 'POST',
    url: '/v1/auth/sign-in',
    payload: { username, password },
    remoteAddress,
  })
}

function me(token: string) {
  return t.app.inject({ method: 'GET', url: '/v1/account/me', headers: bearer(token) })
}

describe('sign-up', () => {
  it('creates the user and their first store, and signs them in', async () => {
    const email = uniqueEmail('signup')
    const response = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/sign-up',
      payload: {
        name: 'João Pereira',
        email: email.toUpperCase(),
        password: 'a long password',
        storeName: 'Empório João',
      },
    })
    expect(response.statusCode).toBe(201)
    const body = response.json()
    expect(body.user).toMatchObject({ name: 'João Pereira', email, avatar: null })
    expect(body.tenants).toEqual([
      { id: expect.any(String), name: 'Empório João', plan: null, currencyCode: 'BRL', role: 'owner' },
    ])
    expect(body.defaultTenant).toEqual(body.tenants[0])
    const claims = decodeJwtPayload(body.token)
    expect(claims.exp).toBeTypeOf('number')
    expect(claims.exp as number).toBeGreaterThan(Date.now() / 1000)
    expect(claims.sid).toBeTypeOf('string')
    expect((await me(body.token)).json().user.email).toBe(email)
  })

  it('refuses an email that already has an account with a field error, not a 500', async () => {
    const { email } = await signUp(t.app)
    const response = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/sign-up',
      payload: { name: 'Other', email, password: 'another password', storeName: 'Other store' },
    })
    expect(response.statusCode).toBe(409)
    expect(response.headers['content-type']).toContain('application/problem+json')
    expect(response.json().errors).toEqual([{ path: 'email', message: authMessages.emailTaken }])
  })

  it('answers problem+json with field errors for missing, mistyped and unknown fields', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/sign-up',
      payload: { name: 42, email: 'not-an-email', password: 'short', admin: true },
    })
    expect(response.statusCode).toBe(400)
    expect(response.headers['content-type']).toContain('application/problem+json')
    const problem = response.json()
    expect(problem).toMatchObject({ status: 400, title: 'Bad Request', type: expect.any(String) })
    const paths = problem.errors.map((error: { path: string }) => error.path).sort()
    expect(paths).toEqual(['admin', 'email', 'name', 'password', 'storeName'])
    expect(problem.errors).toContainEqual({
      path: 'password',
      message: 'Password must be at least 8 characters',
    })
    expect(problem.errors).toContainEqual({ path: 'admin', message: 'Unrecognized field' })
  })

  it('answers 400 problem+json for a body that is not JSON', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/sign-up',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    })
    expect(response.statusCode).toBe(400)
    expect(response.headers['content-type']).toContain('application/problem+json')
  })
})

describe('sign-in', () => {
  it('signs in with the email as username, in any case', async () => {
    const account = await signUp(t.app)
    const response = await signIn(` ${account.email.toUpperCase()} `, account.password, uniqueAddress())
    expect(response.statusCode).toBe(200)
    const body = response.json()
    expect(body.user.email).toBe(account.email)
    expect(body.tenants).toHaveLength(1)
    expect((await me(body.token)).statusCode).toBe(200)
  })

  it('says only "Invalid credentials" for a wrong password and for an unknown user', async () => {
    const account = await signUp(t.app)
    const failureAddress = uniqueAddress()
    const wrongPassword = await signIn(account.email, 'not the password', failureAddress)
    const unknownUser = await signIn(uniqueEmail('nobody'), 'whatever password', failureAddress)
    for (const response of [wrongPassword, unknownUser]) {
      expect(response.statusCode).toBe(401)
      expect(response.json()).toMatchObject({ status: 401, detail: authMessages.invalidCredentials })
    }
    expect(wrongPassword.json().title).toBe(unknownUser.json().title)
  })

  it('limits an account to 10 failures in 15 minutes, then answers 429 with Retry-After', async () => {
    const account = await signUp(t.app)
    for (let attempt = 0; attempt < 10; attempt++) {
      // A different address each time: only the per-account limit can apply.
      expect((await signIn(account.email, 'wrong password', uniqueAddress())).statusCode).toBe(401)
    }
    const limited = await signIn(account.email, account.password, uniqueAddress())
    expect(limited.statusCode).toBe(429)
    const retryAfter = Number(limited.headers['retry-after'])
    expect(retryAfter).toBeGreaterThan(0)
    expect(retryAfter).toBeLessThanOrEqual(15 * 60)
    expect(limited.json().detail).toBe(authMessages.tooManyAttempts)
  })

  it('limits an address to 10 failures in 15 minutes across accounts', async () => {
    const account = await signUp(t.app)
    const address = uniqueAddress()
    for (let attempt = 0; attempt < 10; attempt++) {
      expect((await signIn(uniqueEmail('spray'), 'wrong password', address)).statusCode).toBe(401)
    }
    expect((await signIn(account.email, account.password, address)).statusCode).toBe(429)
    expect((await signIn(account.email, account.password, uniqueAddress())).statusCode).toBe(200)
  })

  it('does not count successful sign-ins against the limit', async () => {
    const account = await signUp(t.app)
    const address = uniqueAddress()
    for (let attempt = 0; attempt < 12; attempt++) {
      expect((await signIn(account.email, account.password, address)).statusCode).toBe(200)
    }
  })

  it('lets no more than 10 concurrent failures through', async () => {
    const account = await signUp(t.app)
    const responses = await Promise.all(
      Array.from({ length: 14 }, () => signIn(account.email, 'wrong password', uniqueAddress())),
    )
    const statuses = responses.map((response) => response.statusCode)
    expect(statuses.filter((status) => status === 401)).toHaveLength(10)
    expect(statuses.filter((status) => status === 429)).toHaveLength(4)
  })
})

describe('sessions and tokens', () => {
  it('ends the session on sign-out: the same token then gets 401', async () => {
    const { token } = await signUp(t.app)
    const signOut = await t.app.inject({ method: 'POST', url: '/v1/auth/sign-out', headers: bearer(token) })
    expect(signOut.statusCode).toBe(204)
    expect((await me(token)).statusCode).toBe(401)
    expect(
      (await t.app.inject({ method: 'POST', url: '/v1/auth/sign-out', headers: bearer(token) })).statusCode,
    ).toBe(401)
  })

  it('signing out one session leaves the account’s other sessions alive', async () => {
    const account = await signUp(t.app)
    const other = (await signIn(account.email, account.password, uniqueAddress())).json().token
    await t.app.inject({ method: 'POST', url: '/v1/auth/sign-out', headers: bearer(account.token) })
    expect((await me(other)).statusCode).toBe(200)
  })

  it('refuses requests without a token', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/v1/account/me' })
    expect(response.statusCode).toBe(401)
    expect(response.headers['content-type']).toContain('application/problem+json')
  })

  describe('refuses forged and stale tokens', async () => {
    const cases: [string, (claims: Record<string, unknown>) => string][] = [
      [
        'expired',
        (claims) =>
          craftJwt({ ...claims, exp: Math.floor(Date.now() / 1000) - 5 }, { secret: TEST_JWT_SECRET }),
      ],
      [
        'tampered',
        (claims) => {
          const [head, , signature] = craftJwt(claims, { secret: TEST_JWT_SECRET }).split('.')
          const forged = Buffer.from(JSON.stringify({ ...claims, sub: crypto.randomUUID() })).toString(
            'base64url',
          )
          return `${head}.${forged}.${signature}`
        },
      ],
      ['alg none', (claims) => craftJwt(claims, { alg: 'none' })],
      [
        'signed with another key',
        (claims) => craftJwt(claims, { secret: 'another-secret-another-secret-another' }),
      ],
      ['HS512 instead of HS256', (claims) => craftJwt(claims, { secret: TEST_JWT_SECRET, alg: 'HS512' })],
      ['a media token', (claims) => craftJwt({ ...claims, aud: 'media' }, { secret: TEST_JWT_SECRET })],
      ['garbage', () => 'not.a.token'],
    ]
    it.each(cases)('%s', async (_name, forge) => {
      const { token } = await signUp(t.app)
      const claims = decodeJwtPayload(token)
      // The untouched claims re-signed with the right key are accepted: each case fails for its own reason.
      expect((await me(craftJwt(claims, { secret: TEST_JWT_SECRET }))).statusCode).toBe(200)
      expect((await me(forge(claims))).statusCode).toBe(401)
    })
  })
})

describe('media cookie', () => {
  it('sets an HttpOnly, SameSite=Strict cookie scoped to /media for a signed-in user', async () => {
    const { token } = await signUp(t.app)
    const response = await t.app.inject({
      method: 'GET',
      url: '/v1/media/auth-cookie',
      headers: bearer(token),
    })
    expect(response.statusCode).toBe(204)
    const cookie = String(response.headers['set-cookie'])
    expect(cookie).toMatch(/^lojista_media=[\w-]+\.[\w-]+\.[\w-]+;/)
    expect(cookie).toContain('HttpOnly')
    expect(cookie).toContain('SameSite=Strict')
    expect(cookie).toContain('Path=/media')
    const mediaToken = cookie.split(';')[0]?.split('=')[1] ?? ''
    // The cookie's token is for media only: it is no bearer token.
    expect((await me(mediaToken)).statusCode).toBe(401)
  })

  it('is refused without a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/v1/media/auth-cookie' })).statusCode).toBe(401)
  })
})
