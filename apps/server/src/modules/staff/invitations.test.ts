import { randomBytes, randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { emailOutbox } from '../../db/schema/index.ts'
import { as, type Person, storeWithStaff } from '../../test/people.ts'
import {
  type Answer,
  bearer,
  createTestApp,
  emailedLink,
  send,
  signUp,
  type TestApp,
  uniqueEmail,
} from '../../test/test-app.ts'

let t: TestApp
/** How far the app's clock is ahead of the real one: moved forward to let a week pass. */
let aheadMs = 0

let maria: Person
let joana: Person
let pedro: Person

beforeAll(async () => {
  t = await createTestApp({}, { now: () => new Date(Date.now() + aheadMs) })
  ;({ maria, joana, pedro } = await storeWithStaff(t))
})
afterAll(() => t.close())

async function ok(answer: Promise<Answer>, status = 200) {
  const done = await answer
  expect(done.statusCode, done.body).toBe(status)
  return done.statusCode === 204 ? undefined : done.json()
}

const LINK = /\/invitation\?token=(\S+)/

function post(url: string, payload: unknown, headers: Record<string, string> = {}) {
  return send(t, 'POST', url, headers, payload)
}

async function invite(email: string, roleId = 'staff') {
  const { invitation } = await ok(maria.call('POST', '/v1/staff/invitations', { email, roleId }), 201)
  return { invitation, token: await emailedLink(t.app, email, LINK) }
}

async function activity(person: Person) {
  const { activity } = await ok(person.call('GET', '/v1/activity?area=staff'))
  return activity.edges.map((edge: { node: { action: string; subject: { label: string } } }) => edge.node)
}

describe('inviting', () => {
  it('emails a link that works for 7 days and lists the invitation as pending, on the record', async () => {
    const email = uniqueEmail('convidada')
    const { invitation, token } = await invite(email)
    expect(invitation).toMatchObject({ email, roleId: 'staff', roleName: 'Staff', status: 'pending' })
    const days = (Date.parse(invitation.expiresAt) - Date.parse(invitation.sentAt)) / 86_400_000
    expect(days).toBe(7)
    expect(invitation.invitedBy).toBe('Maria Silva')

    const { invitations } = await ok(maria.call('GET', '/v1/staff/invitations'))
    expect(invitations.map((row: { email: string }) => row.email)).toContain(email)

    // The store's sent emails keep it without the link; the invitee's copy has it.
    const [kept] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.recipient, email))
    expect(kept?.tenantId).toBe(maria.tenantId)
    expect(kept?.textBody).not.toContain(token)
    // A store that never chose its country is in Brazil: the email is in Portuguese.
    expect(kept?.subject).toBe('Você foi convidado(a) para Loja da Maria no Lojista')

    const opened = await ok(post('/v1/invitations/open', { token }))
    expect(opened).toMatchObject({ status: 'pending', storeName: 'Loja da Maria', email, hasAccount: false })
    expect((await activity(maria))[0]).toMatchObject({ action: 'member.invited', subject: { label: email } })
  })

  it('writes the email in English for a store outside the Portuguese-speaking countries', async () => {
    const owner = await signUp(t.app, { name: 'Grace Hopper', storeName: 'Grace Goods' })
    const grace = as(t, owner, owner.defaultTenant.id)
    const { settings } = await ok(grace.call('GET', '/v1/settings/general'))
    const { currencyCode: _, updatedAt: __, ...fields } = settings
    await ok(grace.call('PUT', '/v1/settings/general', { ...fields, countryCode: 'US', provinceCode: 'NY' }))
    const email = uniqueEmail('guest')
    await ok(grace.call('POST', '/v1/staff/invitations', { email, roleId: 'admin' }), 201)
    const [sent] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.recipient, email))
    expect(sent?.subject).toBe('You are invited to join Grace Goods on Lojista')
    expect(sent?.textBody).toContain('Grace Hopper invited you to work in Grace Goods on Lojista, as Admin.')
  })

  it('refuses a member of the store or an address already invited, on the email field', async () => {
    const member = await maria.call('GET', `/v1/staff/members/${joana.userId}`)
    const joanaEmail = member.json().member.email
    const again = await maria.call('POST', '/v1/staff/invitations', { email: joanaEmail, roleId: 'staff' })
    expect(again.statusCode).toBe(409)
    expect(again.json().errors).toEqual([
      { path: 'email', message: 'This person is already a member of this store' },
    ])

    const email = uniqueEmail('duas-vezes')
    await invite(email)
    const twice = await maria.call('POST', '/v1/staff/invitations', {
      email: email.toUpperCase(),
      roleId: 'admin',
    })
    expect(twice.statusCode).toBe(409)
    expect(twice.json().errors[0].path).toBe('email')
  })

  it('refuses bad input with field errors and an unknown role on roleId', async () => {
    const bad = await maria.call('POST', '/v1/staff/invitations', { email: 'not-an-email', roleId: 'owner' })
    expect(bad.statusCode).toBe(400)
    expect(
      bad
        .json()
        .errors.map((error: { path: string }) => error.path)
        .sort(),
    ).toEqual(['email', 'roleId'])
    const unknown = await maria.call('POST', '/v1/staff/invitations', {
      email: uniqueEmail(),
      roleId: '00000000-0000-4000-8000-000000000000',
    })
    expect(unknown.statusCode).toBe(400)
    expect(unknown.json().errors).toEqual([{ path: 'roleId', message: 'No such role' }])
  })

  it('is for people who manage staff: staff members are refused', async () => {
    const refused = await joana.call('POST', '/v1/staff/invitations', {
      email: uniqueEmail(),
      roleId: 'staff',
    })
    expect(refused.statusCode).toBe(403)
    expect(refused.json().permission).toBe('staff.manage')
  })
})

describe('sending again and withdrawing', () => {
  it('gives a new link and the old one stops working', async () => {
    const email = uniqueEmail('reenvio')
    const { invitation, token: first } = await invite(email)
    await ok(maria.call('POST', `/v1/staff/invitations/${invitation.id}/resend`))
    const second = await emailedLink(t.app, email, LINK)
    expect(second).not.toBe(first)
    expect((await post('/v1/invitations/open', { token: first })).statusCode).toBe(404)
    expect((await ok(post('/v1/invitations/open', { token: second }))).status).toBe('pending')
    expect((await activity(maria))[0]).toMatchObject({ action: 'member.invitation_resent' })
  })

  it('says a withdrawn link was withdrawn and lets the address be invited again', async () => {
    const email = uniqueEmail('retirado')
    const { invitation, token } = await invite(email)
    await ok(maria.call('POST', `/v1/staff/invitations/${invitation.id}/revoke`), 204)
    expect((await ok(post('/v1/invitations/open', { token }))).status).toBe('revoked')
    const join = await post('/v1/invitations/accept/sign-up', {
      token,
      name: 'Rita',
      password: 'senha forte 123',
    })
    expect(join.statusCode).toBe(409)
    expect(join.json()).toMatchObject({
      detail: 'This invitation was withdrawn by the store',
      invitationStatus: 'revoked',
    })
    const { invitations } = await ok(maria.call('GET', '/v1/staff/invitations'))
    expect(invitations.map((row: { id: string }) => row.id)).not.toContain(invitation.id)
    expect((await activity(maria))[0]).toMatchObject({ action: 'member.invitation_revoked' })
    await invite(email)
  })

  it('lists an invitation past its week as expired, and its link says so', async () => {
    const email = uniqueEmail('expirado')
    const { invitation, token } = await invite(email)
    aheadMs = 8 * 86_400_000
    try {
      const { invitations } = await ok(maria.call('GET', '/v1/staff/invitations'))
      expect(invitations.find((row: { id: string }) => row.id === invitation.id)?.status).toBe('expired')
      expect((await ok(post('/v1/invitations/open', { token }))).status).toBe('expired')
      const join = await post('/v1/invitations/accept/sign-up', {
        token,
        name: 'Ze',
        password: 'senha forte 123',
      })
      expect(join.statusCode).toBe(409)
      expect(join.json().invitationStatus).toBe('expired')
      // Sending it again starts a new week.
      await ok(maria.call('POST', `/v1/staff/invitations/${invitation.id}/resend`))
      const fresh = await emailedLink(t.app, email, LINK)
      expect((await ok(post('/v1/invitations/open', { token: fresh }))).status).toBe('pending')
    } finally {
      aheadMs = 0
    }
  })

  it('answers 404 for made-up links, never a 500', async () => {
    for (const token of [
      'nada',
      `${maria.tenantId}.${maria.tenantId}.${randomBytes(32).toString('base64url')}`,
      `a.b.c.d`,
    ]) {
      expect((await post('/v1/invitations/open', { token })).statusCode).toBe(404)
    }
  })
})

describe('accepting', () => {
  it('makes the account of a person without one, who lands in the store with the invited role', async () => {
    const { role } = await ok(
      maria.call('POST', '/v1/staff/roles', {
        name: `Vendas ${randomBytes(3).toString('hex')}`,
        permissions: ['draft_orders.edit', 'draft_orders.send'],
      }),
      201,
    )
    const email = uniqueEmail('colega')
    const { token } = await invite(email, role.id)
    const joined = await ok(
      post('/v1/invitations/accept/sign-up', { token, name: 'Carla Dias', password: 'senha forte 123' }),
      201,
    )
    expect(joined.user).toMatchObject({ email, name: 'Carla Dias', emailVerified: true })
    expect(joined.defaultTenant).toMatchObject({ id: maria.tenantId, role: 'staff' })
    expect(joined.defaultTenant.permissions).toContain('draft_orders.send')
    expect(joined.defaultTenant.permissions).not.toContain('customers.export')

    const carla = as(t, joined, maria.tenantId)
    const { member } = await ok(maria.call('GET', `/v1/staff/members/${carla.userId}`))
    expect(member).toMatchObject({ name: 'Carla Dias', roleId: role.id })
    expect((await activity(maria))[0]).toMatchObject({
      action: 'member.joined',
      actor: { userId: carla.userId, name: 'Carla Dias' },
      subject: { label: 'Carla Dias' },
    })
    expect((await ok(post('/v1/invitations/open', { token }))).status).toBe('accepted')

    // Her role lets her make a draft and send its invoice, which Maria then sees in the log.
    const { order } = await ok(
      carla.call('POST', '/v1/order', {
        email: uniqueEmail('cliente'),
        lineItems: [{ id: randomUUID(), customItem: { title: 'Vaso Azul', price: '80.00' }, quantity: 1 }],
      }),
      201,
    )
    await ok(carla.call('POST', '/v1/order/send-invoice', { draftOrderId: order.id, version: order.version }))
    const { activity: sent } = await ok(maria.call('GET', '/v1/activity?area=draft_orders'))
    expect(sent.edges[0].node).toMatchObject({
      action: 'draft_order.invoice_sent',
      actor: { name: 'Carla Dias' },
      subject: { id: order.id, label: order.name },
    })
    const twice = await post('/v1/invitations/accept/sign-up', {
      token,
      name: 'Carla',
      password: 'senha forte 123',
    })
    expect(twice.statusCode).toBe(409)
    expect(twice.json().invitationStatus).toBe('accepted')
  })

  it('joins a person who has an account once they are signed in as it', async () => {
    const account = await signUp(t.app, { name: 'Bruno Reis', storeName: 'Loja do Bruno' })
    const { token } = await invite(account.email.toLowerCase(), 'admin')
    expect((await ok(post('/v1/invitations/open', { token }))).hasAccount).toBe(true)
    const signUpInstead = await post('/v1/invitations/accept/sign-up', {
      token,
      name: 'Bruno',
      password: 'senha forte 123',
    })
    expect(signUpInstead.statusCode).toBe(409)

    // Someone else's account cannot use the link.
    const stranger = await signUp(t.app, { name: 'Outra Pessoa' })
    expect((await post('/v1/invitations/accept', { token }, bearer(stranger.token))).statusCode).toBe(403)

    const session = await ok(post('/v1/invitations/accept', { token }, bearer(account.token)))
    const stores = session.tenants.map((store: { id: string; role: string }) => [store.id, store.role])
    expect(stores).toContainEqual([maria.tenantId, 'admin'])
    // Their own store stays the one they open first.
    expect(session.defaultTenant.id).toBe(account.defaultTenant.id)
  })

  it('needs a signed-in account to accept as one', async () => {
    const { token } = await invite(uniqueEmail())
    expect((await post('/v1/invitations/accept', { token })).statusCode).toBe(401)
  })
})

describe('store isolation', () => {
  it("keeps a store's invitations from another store's people", async () => {
    const email = uniqueEmail('isolada')
    const { invitation } = await invite(email)
    const { invitations } = await ok(pedro.call('GET', '/v1/staff/invitations'))
    expect(invitations.map((row: { email: string }) => row.email)).not.toContain(email)
    for (const action of ['resend', 'revoke']) {
      const answer = await pedro.call('POST', `/v1/staff/invitations/${invitation.id}/${action}`)
      expect(answer.statusCode).toBe(404)
    }
    // Pedro's calls changed nothing of Maria's invitation.
    const mine = await ok(maria.call('GET', '/v1/staff/invitations'))
    expect(mine.invitations.find((row: { id: string }) => row.id === invitation.id)?.status).toBe('pending')
  })

  it('keeps a role with open invitations from being deleted', async () => {
    const { role } = await ok(
      maria.call('POST', '/v1/staff/roles', {
        name: `Caixa ${randomBytes(3).toString('hex')}`,
        permissions: ['orders.view'],
      }),
      201,
    )
    await invite(uniqueEmail('caixa'), role.id)
    const removed = await maria.call('DELETE', `/v1/staff/roles/${role.id}`)
    expect(removed.statusCode).toBe(409)
    expect(removed.json().detail).toBe('Withdraw the invitations with this role before deleting it')
  })
})
