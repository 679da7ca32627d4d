import { generate } from 'otplib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { as, type Person, storeWithStaff } from '../../test/people.ts'
import { bearer, createTestApp, send, signUp, type TestApp, uniqueAddress } from '../../test/test-app.ts'

// The authenticator app is otplib itself, at the clock the server reads: each code is made for a
// 30-second step of its own, as a code the server accepted is never accepted again.
let t: TestApp
let clock = Date.now()
beforeAll(async () => {
  t = await createTestApp({}, { now: () => new Date(clock) })
})
afterAll(() => t.close())

const nextStep = () => {
  clock += 30_000
}
const codeOf = (secret: string) => generate({ secret, epoch: Math.floor(clock / 1000) })

type Account = Awaited<ReturnType<typeof signUp>>

function call(token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) {
  return send(t, method, url, bearer(token), payload)
}

/** Turns two-factor authentication on for the account (its token or a person): its key and recovery codes. */
async function enrol(who: string | Person) {
  const post = (url: string, payload?: unknown) =>
    typeof who === 'string' ? call(who, 'POST', url, payload) : who.call('POST', url, payload)
  const setup = await post('/v1/account/two-factor/setup')
  expect(setup.statusCode, setup.body).toBe(200)
  const { secret, otpauthUri } = setup.json() as { secret: string; otpauthUri: string }
  expect(otpauthUri).toMatch(/^otpauth:\/\/totp\/.*secret=/)
  const enabled = await post('/v1/account/two-factor/enable', { code: await codeOf(secret) })
  expect(enabled.statusCode, enabled.body).toBe(200)
  nextStep()
  return { secret, recoveryCodes: enabled.json().recoveryCodes as string[] }
}

/**
 * The address this file signs in from: its wrong codes count against it, in the database other test
 * files share on PostgreSQL, and must not refuse their sign-ins.
 */
const address = uniqueAddress()

function signIn(account: { email: string; password: string }) {
  return t.app.inject({
    method: 'POST',
    url: '/v1/auth/sign-in',
    remoteAddress: address,
    payload: { username: account.email, password: account.password },
  })
}

async function challengeOf(account: Account): Promise<string> {
  const answer = await signIn(account)
  expect(answer.statusCode, answer.body).toBe(200)
  expect(answer.json()).not.toHaveProperty('token')
  expect(answer.json().twoFactorRequired).toBe(true)
  return answer.json().challenge
}

function withCode(challenge: string, code: string) {
  return t.app.inject({
    method: 'POST',
    url: '/v1/auth/sign-in/two-factor',
    remoteAddress: address,
    payload: { challenge, code },
  })
}

async function actionsIn(person: Person) {
  const answer = await person.call('GET', '/v1/activity?area=staff')
  expect(answer.statusCode, answer.body).toBe(200)
  return (answer.json().activity.edges as { node: { action: string } }[]).map((edge) => edge.node.action)
}

describe('turning two-factor authentication on', () => {
  it('needs a code from the new key, then answers ten recovery codes once and asks for a code at sign-in', async () => {
    const account = await signUp(t.app)
    const setup = (await call(account.token, 'POST', '/v1/account/two-factor/setup')).json()
    const wrong = await call(account.token, 'POST', '/v1/account/two-factor/enable', { code: '000000' })
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json().errors).toEqual([{ path: 'code', message: 'Invalid code' }])
    // Until a code is confirmed, nothing changes at sign-in.
    expect((await signIn(account)).json()).toHaveProperty('token')

    const enabled = await call(account.token, 'POST', '/v1/account/two-factor/enable', {
      code: await codeOf(setup.secret),
    })
    expect(enabled.statusCode, enabled.body).toBe(200)
    const codes = enabled.json().recoveryCodes as string[]
    expect(codes).toHaveLength(10)
    expect(new Set(codes).size).toBe(10)

    expect((await call(account.token, 'GET', '/v1/account/two-factor')).json()).toEqual({
      enabled: true,
      recoveryCodesLeft: 10,
    })
    expect((await call(account.token, 'GET', '/v1/account/me')).json().user.twoFactorEnabled).toBe(true)
    // A second key cannot be started while one is on.
    expect((await call(account.token, 'POST', '/v1/account/two-factor/setup')).statusCode).toBe(409)
    const me = as(t, account, account.defaultTenant.id)
    expect(await actionsIn(me)).toContain('member.two_factor_enabled')
    await challengeOf(account)
  })
})

describe('signing in with two-factor authentication', () => {
  it('gives a session for the right code, once per challenge, and refuses a wrong or reused code', async () => {
    const account = await signUp(t.app)
    const { secret } = await enrol(account.token)

    const challenge = await challengeOf(account)
    const wrong = await withCode(challenge, '123456')
    expect(wrong.statusCode).toBe(401)
    expect(wrong.json().detail).toBe('Invalid code')

    const code = await codeOf(secret)
    const right = await withCode(challenge, code)
    expect(right.statusCode, right.body).toBe(200)
    expect((await call(right.json().token, 'GET', '/v1/account/me')).statusCode).toBe(200)
    // The challenge is used up, and the same code does not sign in a second time.
    expect((await withCode(challenge, code)).json().detail).toBe('This sign-in has expired. Sign in again.')
    expect((await withCode(await challengeOf(account), code)).statusCode).toBe(401)
  })

  it('takes a recovery code, typed any way, only once, and logs its use', async () => {
    const account = await signUp(t.app)
    const { recoveryCodes } = await enrol(account.token)
    const [first] = recoveryCodes as [string]

    const typed = ` ${first.toUpperCase().replace('-', ' ')} `
    const used = await withCode(await challengeOf(account), typed)
    expect(used.statusCode, used.body).toBe(200)
    expect((await call(account.token, 'GET', '/v1/account/two-factor')).json().recoveryCodesLeft).toBe(9)
    expect(await actionsIn(as(t, account, account.defaultTenant.id))).toContain('member.recovery_code_used')

    const again = await withCode(await challengeOf(account), first)
    expect(again.statusCode).toBe(401)
    expect(again.json().detail).toBe('Invalid code')
  })

  it('limits wrong codes like wrong passwords, and typing the password again does not reset the count', async () => {
    const account = await signUp(t.app)
    const { secret } = await enrol(account.token)
    const challenge = await challengeOf(account)
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await withCode(challenge, '111111')).statusCode).toBe(401)
    }
    const limited = await withCode(challenge, await codeOf(secret))
    expect(limited.statusCode).toBe(429)
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0)
    expect((await signIn(account)).statusCode).toBe(429)

    clock += 2_000
    const right = await withCode(challenge, await codeOf(secret))
    expect(right.statusCode, right.body).toBe(200)
  })

  it('turns off with the password or a current code, after which the password alone signs in', async () => {
    const account = await signUp(t.app)
    const { secret } = await enrol(account.token)
    const wrong = await call(account.token, 'POST', '/v1/account/two-factor/disable', { password: 'not it' })
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json().errors).toEqual([{ path: 'password', message: 'This is not your current password' }])
    const neither = await call(account.token, 'POST', '/v1/account/two-factor/disable', {})
    expect(neither.statusCode).toBe(400)
    expect((await challengeOf(account)).length).toBeGreaterThan(0)

    const off = await call(account.token, 'POST', '/v1/account/two-factor/disable', {
      code: await codeOf(secret),
    })
    expect(off.statusCode, off.body).toBe(204)
    expect((await signIn(account)).json()).toHaveProperty('token')
    expect(await actionsIn(as(t, account, account.defaultTenant.id))).toContain('member.two_factor_disabled')

    const again = await enrol(account.token)
    nextStep()
    const byPassword = await call(account.token, 'POST', '/v1/account/two-factor/disable', {
      password: account.password,
    })
    expect(byPassword.statusCode, byPassword.body).toBe(204)
    expect(again.recoveryCodes).toHaveLength(10)
  })
})

describe('new recovery codes', () => {
  it('replace the old ones, proven by a code or the password, and are logged', async () => {
    const account = await signUp(t.app)
    const { secret, recoveryCodes: old } = await enrol(account.token)
    const url = '/v1/account/two-factor/recovery-codes'
    const wrong = await call(account.token, 'POST', url, { password: 'not it' })
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json().errors).toEqual([{ path: 'password', message: 'This is not your current password' }])

    const replaced = await call(account.token, 'POST', url, { code: await codeOf(secret) })
    expect(replaced.statusCode, replaced.body).toBe(200)
    const fresh = replaced.json().recoveryCodes as string[]
    expect(fresh).toHaveLength(10)
    expect(fresh.filter((code) => old.includes(code))).toEqual([])
    expect((await call(account.token, 'GET', '/v1/account/two-factor')).json().recoveryCodesLeft).toBe(10)
    expect(await actionsIn(as(t, account, account.defaultTenant.id))).toContain(
      'member.recovery_codes_replaced',
    )

    // An old code no longer signs in; a new one does.
    expect((await withCode(await challengeOf(account), old[0]!)).statusCode).toBe(401)
    expect((await withCode(await challengeOf(account), fresh[0]!)).statusCode).toBe(200)
    // With the password too; and not at all once two-factor authentication is off.
    nextStep()
    expect((await call(account.token, 'POST', url, { password: account.password })).statusCode).toBe(200)
    await call(account.token, 'POST', '/v1/account/two-factor/disable', { password: account.password })
    expect((await call(account.token, 'POST', url, { password: account.password })).statusCode).toBe(409)
  })
})

describe('a store requiring two-factor authentication', () => {
  it('refuses its calls to members without it until they turn it on, and no other store', async () => {
    const { maria, joana, pedro } = await storeWithStaff(t)
    const joanasOwnStore = (
      (await joana.call('GET', '/v1/account/me')).json().tenants as { id: string }[]
    ).find((store) => store.id !== joana.tenantId)!.id
    const requireIt = (person: Person, requireTwoFactor: boolean) =>
      person.call('PUT', '/v1/staff/security', { requireTwoFactor })

    // The owner turns it on only once she has it herself, or her own switch would lock her out.
    const notYet = await requireIt(maria, true)
    expect(notYet.statusCode).toBe(409)
    expect(notYet.json().detail).toBe(
      'Turn on two-factor authentication for yourself before requiring it of your staff.',
    )
    await enrol(maria)
    const on = await requireIt(maria, true)
    expect(on.statusCode, on.body).toBe(200)
    expect(on.json()).toEqual({ requireTwoFactor: true })
    const [entry] = (await maria.call('GET', '/v1/activity?area=staff')).json().activity.edges
    expect(entry.node).toMatchObject({
      action: 'settings.security_updated',
      changes: [{ field: 'requireTwoFactor', before: false, after: true }],
    })
    expect((await maria.call('GET', '/v1/tenant')).statusCode).toBe(200)

    const refused = await joana.call('GET', '/v1/tenant')
    expect(refused.statusCode).toBe(403)
    expect(refused.headers['content-type']).toContain('application/problem+json')
    expect(refused.json()).toMatchObject({
      code: 'two_factor_required',
      detail: 'This store requires two-factor authentication. Turn it on to continue.',
    })
    // Her account still answers, and says which store requires it.
    const me = await joana.call('GET', '/v1/account/me')
    expect(me.statusCode).toBe(200)
    const stores = me.json().tenants as { id: string; requireTwoFactor: boolean }[]
    expect(stores.map((store) => [store.id, store.requireTwoFactor]).sort()).toEqual(
      [
        [joana.tenantId, true],
        [joanasOwnStore, false],
      ].sort(),
    )
    // Requiring it in Maria's store changes nothing in Joana's own store or in Pedro's.
    expect((await joana.call('GET', '/v1/tenant', undefined, joanasOwnStore)).statusCode).toBe(200)
    expect((await pedro.call('GET', '/v1/tenant')).statusCode).toBe(200)
    expect((await pedro.call('GET', '/v1/tenant', undefined, maria.tenantId)).statusCode).toBe(403)

    await enrol(joana)
    expect((await joana.call('GET', '/v1/tenant')).statusCode).toBe(200)
    // Staff cannot change the rule: their role does not allow it.
    const staffTry = await requireIt(joana, false)
    expect(staffTry.statusCode).toBe(403)
    expect(staffTry.json().permission).toBe('staff.manage')

    const off = await requireIt(maria, false)
    expect(off.statusCode, off.body).toBe(200)
    const disabled = await joana.call('POST', '/v1/account/two-factor/disable', {
      password: 'correct horse battery',
    })
    expect(disabled.statusCode, disabled.body).toBe(204)
    expect((await joana.call('GET', '/v1/tenant')).statusCode).toBe(200)
  })
})
