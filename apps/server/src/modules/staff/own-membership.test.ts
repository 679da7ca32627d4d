import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { memberships } from '../../db/schema/index.ts'
import { as, type Person } from '../../test/people.ts'
import { type Answer, createTestApp, signUp, type TestApp, uniqueAddress } from '../../test/test-app.ts'

let t: TestApp

/** Maria owns the store; Ana is its admin; Joana is staff there and owns a store of her own; Pedro owns another. */
let maria: Person
let ana: Person
let joana: Person
let joanaInHerStore: Person
let pedro: Person
let joanaAccount: Awaited<ReturnType<typeof signUp>>

beforeAll(async () => {
  t = await createTestApp()
  const owner = await signUp(t.app, { name: 'Maria Silva', storeName: 'Loja da Maria' })
  const store = owner.defaultTenant.id
  maria = as(t, owner, store)
  const join = async (name: string, role: 'admin' | 'staff') => {
    const account = await signUp(t.app, { name, storeName: `Loja de ${name}` })
    await t.db.insert(memberships).values({ tenantId: store, userId: account.user.id, role })
    return account
  }
  ana = as(t, await join('Ana Costa', 'admin'), store)
  joanaAccount = await join('Joana Lima', 'staff')
  joana = as(t, joanaAccount, store)
  joanaInHerStore = as(t, joanaAccount, joanaAccount.defaultTenant.id)
  const other = await signUp(t.app, { name: 'Pedro Alves', storeName: 'Loja do Pedro' })
  pedro = as(t, other, other.defaultTenant.id)
})
afterAll(() => t.close())

async function ok(answer: Promise<Answer>, status = 200) {
  const done = await answer
  expect(done.statusCode, done.body).toBe(status)
  return done.statusCode === 204 ? undefined : done.json()
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

const allOff = { orderPlaced: false, draftInvoicePaid: false, lowStock: false, staffChanges: false }

describe('a member’s own place in the store', () => {
  it('is shown to a member whose role does not let them see the store’s people', async () => {
    expect((await joana.call('GET', `/v1/staff/members/${joana.userId}`)).statusCode).toBe(403)
    const { member } = await ok(joana.call('GET', '/v1/staff/me'))
    expect(member).toMatchObject({ userId: joana.userId, name: 'Joana Lima', roleName: 'Staff' })
  })
})

describe('the emails a member chooses to get', () => {
  it('start from the defaults and keep what the member chose', async () => {
    const first = await ok(ana.call('GET', '/v1/staff/me/notifications'))
    expect(first.preferences).toEqual({
      orderPlaced: true,
      draftInvoicePaid: true,
      lowStock: true,
      staffChanges: false,
    })
    const chosen = { orderPlaced: false, draftInvoicePaid: true, lowStock: false, staffChanges: true }
    expect((await ok(ana.call('PUT', '/v1/staff/me/notifications', chosen))).preferences).toEqual(chosen)
    expect((await ok(ana.call('GET', '/v1/staff/me/notifications'))).preferences).toEqual(chosen)
  })

  it('are chosen per store and per person: nobody else’s choices change', async () => {
    await ok(joana.call('PUT', '/v1/staff/me/notifications', allOff))
    // Joana's own store, and Maria in the same store, still have their own.
    expect((await ok(joanaInHerStore.call('GET', '/v1/staff/me/notifications'))).preferences).toMatchObject({
      orderPlaced: true,
    })
    expect((await ok(maria.call('GET', '/v1/staff/me/notifications'))).preferences).toMatchObject({
      orderPlaced: true,
    })
    expect((await ok(joana.call('GET', '/v1/staff/me/notifications'))).preferences).toEqual(allOff)
  })

  it('cannot be read or changed in a store the person is not a member of', async () => {
    const store = maria.tenantId
    expect((await pedro.call('GET', '/v1/staff/me/notifications', undefined, store)).statusCode).toBe(403)
    const put = await pedro.call('PUT', '/v1/staff/me/notifications', allOff, store)
    expect(put.statusCode).toBe(403)
    expect((await ok(maria.call('GET', '/v1/staff/me/notifications'))).preferences.orderPlaced).toBe(true)
  })

  it('refuse a missing or unknown switch with field errors', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ ...allOff, lowStock: 'yes' }, 'lowStock'],
      [{ orderPlaced: true, draftInvoicePaid: true, lowStock: true }, 'staffChanges'],
      [{ ...allOff, weeklyDigest: true }, ''],
    ]
    for (const [body, path] of cases) {
      const answer = await maria.call('PUT', '/v1/staff/me/notifications', body)
      expect(answer.statusCode, JSON.stringify(body)).toBe(400)
      expect(answer.headers['content-type']).toContain('application/problem+json')
      if (path) expect(answer.json().errors.map((error: { path: string }) => error.path)).toContain(path)
    }
  })
})

describe('a member’s sessions', () => {
  it('are listed to those who manage staff, and signed out everywhere with a line in the log', async () => {
    const phone = await signIn(joanaAccount.email, joanaAccount.password, 'Celular/2.0')
    const { sessions } = await ok(maria.call('GET', `/v1/staff/members/${joana.userId}/sessions`))
    expect(sessions.map((session: { userAgent: string }) => session.userAgent)).toContain('Celular/2.0')
    expect(sessions.every((session: { current: boolean }) => !session.current)).toBe(true)

    // Staff do not manage people: neither the list nor the sign-out.
    expect((await joana.call('GET', `/v1/staff/members/${ana.userId}/sessions`)).statusCode).toBe(403)
    const refused = await joana.call('POST', `/v1/staff/members/${ana.userId}/sign-out-everywhere`)
    expect(refused.statusCode).toBe(403)

    await ok(ana.call('POST', `/v1/staff/members/${joana.userId}/sign-out-everywhere`), 204)
    const me = (token: string) =>
      t.app.inject({ method: 'GET', url: '/v1/account/me', headers: { authorization: `Bearer ${token}` } })
    expect((await me(phone)).statusCode).toBe(401)
    expect((await me(joanaAccount.token)).statusCode).toBe(401)
    expect((await ok(maria.call('GET', `/v1/staff/members/${joana.userId}/sessions`))).sessions).toEqual([])

    const log = await ok(maria.call('GET', '/v1/activity?area=staff'))
    expect(log.activity.edges[0].node).toMatchObject({
      action: 'member.signed_out_everywhere',
      subject: { id: joana.userId, label: 'Joana Lima' },
    })
  })

  it('of the owner, of oneself, or of someone outside the store are not the manager’s to sign out', async () => {
    const owner = await ana.call('POST', `/v1/staff/members/${maria.userId}/sign-out-everywhere`)
    expect(owner.statusCode, owner.body).toBe(409)
    const self = await ana.call('POST', `/v1/staff/members/${ana.userId}/sign-out-everywhere`)
    expect(self.statusCode, self.body).toBe(409)
    expect((await ok(maria.call('GET', '/v1/staff/me'))).member.userId).toBe(maria.userId)

    // Pedro owns another store: from his store Maria's people are nobody.
    expect((await pedro.call('GET', `/v1/staff/members/${ana.userId}/sessions`)).statusCode).toBe(404)
    const outside = await pedro.call('POST', `/v1/staff/members/${ana.userId}/sign-out-everywhere`)
    expect(outside.statusCode).toBe(404)
    expect((await ana.call('GET', '/v1/staff/me')).statusCode).toBe(200)
  })
})
