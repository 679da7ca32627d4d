import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, createTestApp, signUp, type TestApp, uniqueAddress } from '../../test/test-app.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE'

function call(token: string, method: Method, url: string, payload?: unknown, userAgent = 'Teste/1.0') {
  return t.app.inject({
    method,
    url,
    headers: { ...bearer(token), 'user-agent': userAgent },
    ...(payload === undefined ? {} : { payload: payload as object }),
  })
}

async function signIn(email: string, password: string, userAgent: string) {
  const answer = await t.app.inject({
    method: 'POST',
    url: '/v1/auth/sign-in',
    // Sign-ins are limited per address, counted in the database other test files share on PostgreSQL.
    remoteAddress: uniqueAddress(),
    headers: { 'user-agent': userAgent },
    payload: { username: email, password },
  })
  expect(answer.statusCode, answer.body).toBe(200)
  return answer.json().token as string
}

describe("a person's sessions", () => {
  it('lists the browsers signed in, marks this one, and signs one or all others out', async () => {
    const account = await signUp(t.app)
    const phone = await signIn(account.email, account.password, 'Celular/2.0')
    const laptop = await signIn(account.email, account.password, 'Notebook/3.0')

    const listed = await call(laptop, 'GET', '/v1/account/sessions')
    expect(listed.statusCode, listed.body).toBe(200)
    const sessions = listed.json().sessions as { id: string; userAgent: string; current: boolean }[]
    expect(sessions).toHaveLength(3)
    expect(sessions.filter((session) => session.current).map((session) => session.userAgent)).toEqual([
      'Notebook/3.0',
    ])
    const phoneSession = sessions.find((session) => session.userAgent === 'Celular/2.0')!

    expect((await call(laptop, 'DELETE', `/v1/account/sessions/${phoneSession.id}`)).statusCode).toBe(204)
    expect((await call(phone, 'GET', '/v1/account/me')).statusCode).toBe(401)
    // Not open any more: nothing to sign out.
    expect((await call(laptop, 'DELETE', `/v1/account/sessions/${phoneSession.id}`)).statusCode).toBe(404)

    expect((await call(laptop, 'POST', '/v1/account/sessions/sign-out-others')).statusCode).toBe(204)
    expect((await call(account.token, 'GET', '/v1/account/me')).statusCode).toBe(401)
    expect((await call(laptop, 'GET', '/v1/account/me')).statusCode).toBe(200)
  })

  it("cannot sign out another person's session", async () => {
    const mine = await signUp(t.app)
    const theirs = await signUp(t.app)
    const [their] = (await call(theirs.token, 'GET', '/v1/account/sessions')).json().sessions
    expect((await call(mine.token, 'DELETE', `/v1/account/sessions/${their.id}`)).statusCode).toBe(404)
    expect((await call(theirs.token, 'GET', '/v1/account/me')).statusCode).toBe(200)
  })
})

describe('changing the password', () => {
  it('needs the current password, then signs every other session out', async () => {
    const account = await signUp(t.app)
    const other = await signIn(account.email, account.password, 'Celular/2.0')

    const wrong = await call(account.token, 'PUT', '/v1/account/password', {
      currentPassword: 'not my password',
      newPassword: 'a brand new passphrase',
    })
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json().errors).toEqual([
      { path: 'currentPassword', message: 'This is not your current password' },
    ])
    const short = await call(account.token, 'PUT', '/v1/account/password', {
      currentPassword: account.password,
      newPassword: 'short',
    })
    expect(short.statusCode).toBe(400)
    expect((await call(other, 'GET', '/v1/account/me')).statusCode).toBe(200)

    const changed = await call(account.token, 'PUT', '/v1/account/password', {
      currentPassword: account.password,
      newPassword: 'a brand new passphrase',
    })
    expect(changed.statusCode, changed.body).toBe(204)
    expect((await call(other, 'GET', '/v1/account/me')).statusCode).toBe(401)
    expect((await call(account.token, 'GET', '/v1/account/me')).statusCode).toBe(200)
    await signIn(account.email, 'a brand new passphrase', 'Notebook/3.0')
    const old = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/sign-in',
      // A failure counts against its address in the database other test files share on PostgreSQL.
      remoteAddress: uniqueAddress(),
      payload: { username: account.email, password: account.password },
    })
    expect(old.statusCode).toBe(401)
  })
})
