import { authMessages, PERMISSIONS } from '@lojista/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { craftJwt, decodeJwtPayload } from '../../test/jwt.ts'
import {
  bearer,
  createTestApp,
  fakeClock,
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
      {
        id: expect.any(String),
        name: 'Empório João',
        plan: null,
        currencyCode: 'BRL',
        requireTwoFactor: false,
        role: 'owner',
        permissions: PERMISSIONS,
      },
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

  it('never lets failures from other addresses keep the owner out', async () => {
    const account = await signUp(t.app)
    for (let attempt = 0; attempt < 12; attempt++) {
      // A different address each time: a stranger cannot lock the account.
      expect((await signIn(account.email, 'wrong password', uniqueAddress())).statusCode).toBe(401)
    }
    expect((await signIn(account.email, account.password, uniqueAddress())).statusCode).toBe(200)
  })

  it('behind one proxy, counts the address the proxy saw, whatever X-Forwarded-For the client wrote', async () => {
    const proxied = await createTestApp({ trustProxy: 1 })
    try {
      const account = await signUp(proxied.app)
      const client = uniqueAddress()
      const attempt = (password: string, n: number) =>
        proxied.app.inject({
          method: 'POST',
          url: '/v1/auth/sign-in',
          payload: { username: uniqueEmail(`spray${n}`), password },
          remoteAddress: '127.0.0.1',
          // The client forges a new left-most address each time; the proxy appends the one it saw.
          headers: { 'x-forwarded-for': `203.0.113.${n}, ${client}` },
        })
      for (let n = 0; n < 10; n++) expect((await attempt('wrong password', n)).statusCode).toBe(401)
      const limited = await proxied.app.inject({
        method: 'POST',
        url: '/v1/auth/sign-in',
        payload: { username: account.email, password: account.password },
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': `198.51.100.77, ${client}` },
      })
      expect(limited.statusCode).toBe(429)
    } finally {
      await proxied.close()
    }
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
})

describe('sign-in waits', () => {
  const clock = fakeClock()
  let timed: TestApp
  beforeAll(async () => {
    timed = await createTestApp({}, { now: clock })
  })
  afterAll(() => timed.close())

  function attempt(username: string, password: string, remoteAddress: string) {
    return timed.app.inject({
      method: 'POST',
      url: '/v1/auth/sign-in',
      payload: { username, password },
      remoteAddress,
    })
  }

  it('lets no more than 5 concurrent failures on one account through from one address, and blocks no other', async () => {
    // The clock stands still: the wait after the fifth failure never runs out while the requests are
    // answered, however slowly a busy machine answers them.
    const account = await signUp(timed.app)
    const address = uniqueAddress()
    const fromOne = await Promise.all(
      Array.from({ length: 14 }, () => attempt(account.email, 'wrong password', address)),
    )
    const statuses = fromOne.map((response) => response.statusCode)
    expect(statuses.filter((status) => status === 401)).toHaveLength(5)
    expect(statuses.filter((status) => status === 429)).toHaveLength(9)
    const fromMany = await Promise.all(
      Array.from({ length: 14 }, () => attempt(account.email, 'wrong password', uniqueAddress())),
    )
    expect(fromMany.map((response) => response.statusCode)).toEqual(Array(14).fill(401))
    expect((await attempt(account.email, account.password, uniqueAddress())).statusCode).toBe(200)
  })

  it('makes an address that keeps failing on an account wait longer each time, and no other address', async () => {
    const account = await signUp(timed.app)
    const guesser = uniqueAddress()
    for (let failure = 0; failure < 5; failure++) {
      expect((await attempt(account.email, 'wrong password', guesser)).statusCode).toBe(401)
    }
    for (const wait of [1, 2, 4]) {
      // Too early, even with the right password: 429 with the wait left, and it is not counted.
      const early = await attempt(account.email, account.password, guesser)
      expect(early.statusCode).toBe(429)
      expect(early.headers['content-type']).toContain('application/problem+json')
      expect(early.headers['retry-after']).toBe(String(wait))
      expect(early.json().detail).toBe(authMessages.tooManyAttempts)
      // The owner, elsewhere, signs in meanwhile.
      expect((await attempt(account.email, account.password, uniqueAddress())).statusCode).toBe(200)
      clock.advance(wait * 1000 - 1)
      expect((await attempt(account.email, 'wrong password', guesser)).statusCode).toBe(429)
      clock.advance(1)
      expect((await attempt(account.email, 'wrong password', guesser)).statusCode).toBe(401)
    }
    // Once the wait is over, the right password signs in from there too, and the waits start over.
    clock.advance(8000)
    expect((await attempt(account.email, account.password, guesser)).statusCode).toBe(200)
    expect((await attempt(account.email, 'wrong password', guesser)).statusCode).toBe(401)
    expect((await attempt(account.email, 'wrong password', guesser)).statusCode).toBe(401)
  })

  it('gives every address one free failure on an account under attack, and still lets the owner in', async () => {
    const account = await signUp(timed.app)
    for (let failure = 0; failure < 50; failure++) {
      expect((await attempt(account.email, 'wrong password', uniqueAddress())).statusCode).toBe(401)
    }
    const guesser = uniqueAddress()
    expect((await attempt(account.email, 'wrong password', guesser)).statusCode).toBe(401)
    const early = await attempt(account.email, 'wrong password', guesser)
    expect(early.statusCode).toBe(429)
    expect(early.headers['retry-after']).toBe('1')
    expect((await attempt(account.email, account.password, uniqueAddress())).statusCode).toBe(200)
    // The failures age out of the 15 minutes, and with them the attack.
    clock.advance(15 * 60_000)
    const later = uniqueAddress()
    for (let failure = 0; failure < 5; failure++) {
      expect((await attempt(account.email, 'wrong password', later)).statusCode).toBe(401)
    }
  })

  it('lifts the limit of an address as its failures leave the 15 minutes', async () => {
    const address = uniqueAddress()
    for (let failure = 0; failure < 10; failure++) {
      expect((await attempt(uniqueEmail('spray'), 'wrong password', address)).statusCode).toBe(401)
      clock.advance(60_000)
    }
    const limited = await attempt(uniqueEmail('spray'), 'wrong password', address)
    expect(limited.statusCode).toBe(429)
    // The first failure was 10 minutes ago: it leaves the window in 5.
    expect(limited.headers['retry-after']).toBe('300')
    clock.advance(300_000)
    expect((await attempt(uniqueEmail('spray'), 'wrong password', address)).statusCode).toBe(401)
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
      [
        'no audience',
        (claims) =>
          craftJwt(Object.fromEntries(Object.entries(claims).filter(([key]) => key !== 'aud')), {
            secret: TEST_JWT_SECRET,
          }),
      ],
      [
        'a user id that is no UUID',
        (claims) => craftJwt({ ...claims, sub: 'admin' }, { secret: TEST_JWT_SECRET }),
      ],
      [
        'a session id that is no UUID',
        (claims) => craftJwt({ ...claims, sid: "1' OR 1=1" }, { secret: TEST_JWT_SECRET }),
      ],
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
