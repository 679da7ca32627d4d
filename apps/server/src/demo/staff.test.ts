import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hashPassword } from '../modules/auth/password.ts'
import { newStore } from '../modules/party/party-fixtures.ts'
import { bearer, createTestApp, type TestApp, uniqueAddress } from '../test/test-app.ts'
import { DEMO_API_TOKEN, DEMO_INVITEE, DEMO_STAFF, seedStaff } from './staff.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

describe('the demo team', () => {
  it('signs in with the demo password and works with the Vendas role: drafts yes, discounts and exports no', async () => {
    const store = await newStore(t.app, 'Casa Aurora')
    const domain = `${randomUUID().slice(0, 8)}.example.com`
    const owner = (
      await t.app.inject({ method: 'GET', url: '/v1/account/me', headers: bearer(store.token) })
    ).json()
    await seedStaff(t.db, store.tenantId, {
      passwordHash: await hashPassword('senha-da-demo'),
      invitedBy: owner.user.id,
      domain,
    })
    const seller = DEMO_STAFF.find((person) => person.role === 'sales')!
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/sign-in',
      // Sign-ins are limited per address, counted in the database other test files share on PostgreSQL.
      remoteAddress: uniqueAddress(),
      payload: { username: `${seller.mailbox}@${domain}`, password: 'senha-da-demo' },
    })
    expect(signIn.statusCode, signIn.body).toBe(200)
    const { token, defaultTenant } = signIn.json()
    expect(defaultTenant.id).toBe(store.tenantId)
    expect(defaultTenant.permissions).toContain('draft_orders.send')
    expect(defaultTenant.permissions).not.toContain('discounts.view')
    expect(defaultTenant.permissions).not.toContain('customers.export')

    const members = await t.app.inject({
      method: 'GET',
      url: '/v1/staff/members',
      headers: { ...bearer(store.token), 'x-tenant-id': store.tenantId },
    })
    expect(
      members
        .json()
        .members.edges.map((edge: { node: { roleName: string } }) => edge.node.roleName)
        .sort(),
    ).toEqual(['Admin', 'Owner', 'Vendas', 'Vendas'])
    const refused = await t.app.inject({
      method: 'GET',
      url: '/v1/party/export.csv',
      headers: { ...bearer(token), 'x-tenant-id': store.tenantId },
    })
    expect(refused.statusCode).toBe(403)

    // Someone invited to sell has not joined yet: the owner sees the invitation pending, from them.
    const invited = await t.app.inject({
      method: 'GET',
      url: '/v1/staff/invitations',
      headers: { ...bearer(store.token), 'x-tenant-id': store.tenantId },
    })
    expect(invited.json().invitations).toEqual([
      expect.objectContaining({
        email: `${DEMO_INVITEE.mailbox}@${domain}`,
        roleName: 'Vendas',
        status: 'pending',
        invitedBy: owner.user.name,
      }),
    ])

    // The store's ERP is connected with a token of the owner's, used yesterday.
    const tokens = await t.app.inject({
      method: 'GET',
      url: '/v1/staff/api-tokens',
      headers: { ...bearer(store.token), 'x-tenant-id': store.tenantId },
    })
    expect(tokens.json().apiTokens).toEqual([
      expect.objectContaining({
        name: DEMO_API_TOKEN.name,
        roleId: 'staff',
        roleName: 'Staff',
        createdBy: owner.user.name,
        status: 'active',
        lastUsedAt: expect.any(String),
      }),
    ])
  })
})
