import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { memberships } from '../../db/schema/index.ts'
import { as, type Person } from '../../test/people.ts'
import { type Answer, createTestApp, signUp, type TestApp } from '../../test/test-app.ts'

let t: TestApp

/** Maria owns the store; Ana is its admin; Joana and Rita are staff; Pedro owns another store. */
let maria: Person
let ana: Person
let joana: Person
let rita: Person
let pedro: Person

beforeAll(async () => {
  t = await createTestApp()
  const owner = await signUp(t.app, { name: 'Maria Silva', storeName: 'Loja da Maria' })
  const store = owner.defaultTenant.id
  maria = as(t, owner, store)
  const join = async (name: string, role: 'admin' | 'staff') => {
    const account = await signUp(t.app, { name, storeName: `Loja de ${name}` })
    await t.db.insert(memberships).values({ tenantId: store, userId: account.user.id, role })
    return as(t, account, store)
  }
  ana = await join('Ana Costa', 'admin')
  joana = await join('Joana Lima', 'staff')
  rita = await join('Rita Souza', 'staff')
  const other = await signUp(t.app, { name: 'Pedro Alves', storeName: 'Loja do Pedro' })
  pedro = as(t, other, other.defaultTenant.id)
})
afterAll(() => t.close())

async function ok(answer: Promise<Answer>, status = 200) {
  const done = await answer
  expect(done.statusCode, done.body).toBe(status)
  return done.statusCode === 204 ? undefined : done.json()
}

interface Listed {
  userId: string
  name: string
  roleName: string
  isOwner: boolean
  status: string
  roleId: string
  lastSignInAt: string | null
}

/** The people of one page of GET /v1/staff/members. */
async function people(person: Person, query = '') {
  const { members } = await ok(person.call('GET', `/v1/staff/members${query}`))
  return members.edges.map((edge: { node: Listed }) => edge.node) as Listed[]
}

const salesRole = { name: 'Sales', description: 'Sells and follows up', permissions: ['draft_orders.send'] }

describe('roles', () => {
  it('lists the built-in roles with how many hold each, then the store’s own', async () => {
    const { roles } = await ok(maria.call('GET', '/v1/staff/roles'))
    expect(roles.slice(0, 3).map((r: { id: string; memberCount: number }) => [r.id, r.memberCount])).toEqual([
      ['owner', 1],
      ['admin', 1],
      ['staff', 2],
    ])
    expect(roles[0]).toMatchObject({ builtIn: true, name: 'Owner' })
  })

  it('makes a role with what its permissions need, and a member given it works with exactly those', async () => {
    const { role } = await ok(maria.call('POST', '/v1/staff/roles', { ...salesRole, name: 'Vendas' }), 201)
    expect(role).toMatchObject({ name: 'Vendas', builtIn: false, memberCount: 0, version: 1 })
    // Sending a draft is of no use without seeing drafts.
    expect(role.permissions).toEqual(['draft_orders.view', 'draft_orders.send'])

    await ok(maria.call('PUT', `/v1/staff/members/${rita.userId}/role`, { roleId: role.id }))
    const me = await ok(rita.call('GET', '/v1/account/me'))
    const store = me.tenants.find((tenant: { id: string }) => tenant.id === maria.tenantId)
    expect(store).toMatchObject({ role: 'staff', permissions: ['draft_orders.view', 'draft_orders.send'] })
    // Drafts yes, orders no: the guard reads the store role on the very next request.
    expect((await rita.call('POST', '/v1/order/draft/search', {})).statusCode).toBe(200)
    const refused = await rita.call('POST', '/v1/order/search', {})
    expect(refused.statusCode).toBe(403)
    expect(refused.json().permission).toBe('orders.view')

    const listed = (await ok(maria.call('GET', '/v1/staff/roles'))).roles
    expect(listed.find((r: { id: string }) => r.id === role.id).memberCount).toBe(1)
    expect(listed.find((r: { id: string }) => r.id === 'staff').memberCount).toBe(1)

    // A role its members hold stays; once nobody holds it, it goes.
    expect((await maria.call('DELETE', `/v1/staff/roles/${role.id}`)).statusCode).toBe(409)
    await ok(maria.call('PUT', `/v1/staff/members/${rita.userId}/role`, { roleId: 'staff' }))
    await ok(maria.call('DELETE', `/v1/staff/roles/${role.id}`), 204)
    expect((await maria.call('GET', `/v1/staff/roles/${role.id}`)).statusCode).toBe(404)
  })

  it('changes a role against the version read, and says so when someone saved first', async () => {
    const { role } = await ok(maria.call('POST', '/v1/staff/roles', { ...salesRole, name: 'Estoque' }), 201)
    const saved = await ok(
      ana.call('PUT', `/v1/staff/roles/${role.id}`, {
        ...salesRole,
        name: 'Estoque',
        permissions: ['inventory.adjust'],
        version: 1,
      }),
    )
    expect(saved.role).toMatchObject({ version: 2, permissions: ['inventory.view', 'inventory.adjust'] })
    const stale = await maria.call('PUT', `/v1/staff/roles/${role.id}`, {
      ...salesRole,
      name: 'Estoque',
      version: 1,
    })
    expect(stale.statusCode, stale.body).toBe(409)
    expect(stale.json().current.permissions, stale.body).toEqual(['inventory.view', 'inventory.adjust'])
  })

  it('refuses a name in use (in any case), a blank name and unknown permissions', async () => {
    await ok(maria.call('POST', '/v1/staff/roles', { ...salesRole, name: 'Atendimento' }), 201)
    const taken = await maria.call('POST', '/v1/staff/roles', { ...salesRole, name: ' atendimento ' })
    expect(taken.statusCode).toBe(409)
    expect(taken.json().errors).toEqual([{ path: 'name', message: 'Another role already has this name' }])
    const blank = await maria.call('POST', '/v1/staff/roles', { ...salesRole, name: '  ' })
    expect(blank.statusCode).toBe(400)
    expect(blank.json().errors[0]).toMatchObject({ path: 'name', message: 'Give the role a name' })
    const unknown = await maria.call('POST', '/v1/staff/roles', {
      ...salesRole,
      name: 'X',
      permissions: ['orders.fly'],
    })
    expect(unknown.statusCode).toBe(400)
  })

  it('keeps the built-in roles fixed', async () => {
    expect((await maria.call('PUT', '/v1/staff/roles/admin', { ...salesRole, version: 1 })).statusCode).toBe(
      409,
    )
    expect((await maria.call('DELETE', '/v1/staff/roles/staff')).statusCode).toBe(409)
    const { role } = await ok(maria.call('GET', '/v1/staff/roles/staff'))
    expect(role.permissions).toContain('draft_orders.send')
  })
})

describe('members', () => {
  it('lists the owner first, then everyone by name, with role and last sign-in', async () => {
    const members = await people(ana)
    expect(members.map((m) => [m.name, m.roleName])).toEqual([
      ['Maria Silva', 'Owner'],
      ['Ana Costa', 'Admin'],
      ['Joana Lima', 'Staff'],
      ['Rita Souza', 'Staff'],
    ])
    expect(members[0]?.isOwner).toBe(true)
    expect(Date.parse(members[0]?.lastSignInAt ?? '')).not.toBeNaN()
  })

  it('finds people by words of their name or email, without case or accents', async () => {
    const names = async (query: string) => (await people(ana, query)).map((m) => m.name)
    expect(await names('?query=LIMA')).toEqual(['Joana Lima'])
    expect(await names(`?query=${encodeURIComponent('sóuza')}`)).toEqual(['Rita Souza'])
    const email = (await ok(ana.call('GET', `/v1/staff/members/${rita.userId}`))).member.email
    expect(await names(`?query=${encodeURIComponent(email)}`)).toEqual(['Rita Souza'])
    expect(await names('?query=ninguem')).toEqual([])
  })

  it('pages through the people in the same order, forward and back', async () => {
    const first = (await ok(ana.call('GET', '/v1/staff/members?first=2'))).members
    expect(first.edges.map((edge: { node: Listed }) => edge.node.name)).toEqual(['Maria Silva', 'Ana Costa'])
    expect(first.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false, total: 4 })
    const after = encodeURIComponent(first.pageInfo.endCursor)
    const second = (await ok(ana.call('GET', `/v1/staff/members?first=2&after=${after}`))).members
    expect(second.edges.map((edge: { node: Listed }) => edge.node.name)).toEqual(['Joana Lima', 'Rita Souza'])
    expect(second.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: true })
    const before = encodeURIComponent(second.pageInfo.startCursor)
    const back = (await ok(ana.call('GET', `/v1/staff/members?last=2&before=${before}`))).members
    expect(back.edges.map((edge: { node: Listed }) => edge.node.name)).toEqual(['Maria Silva', 'Ana Costa'])
    expect((await ana.call('GET', '/v1/staff/members?after=not-a-cursor')).statusCode).toBe(400)
  })

  it("keeps the owner's place and one's own role out of reach", async () => {
    expect(
      (await ana.call('PUT', `/v1/staff/members/${maria.userId}/role`, { roleId: 'staff' })).statusCode,
    ).toBe(409)
    expect((await ana.call('DELETE', `/v1/staff/members/${maria.userId}`)).statusCode).toBe(409)
    expect(
      (await ana.call('PUT', `/v1/staff/members/${ana.userId}/role`, { roleId: 'staff' })).statusCode,
    ).toBe(409)
    expect(
      (await ana.call('PUT', `/v1/staff/members/${joana.userId}/role`, { roleId: 'owner' })).statusCode,
    ).toBe(400)
  })

  it('refuses staff without the staff permission to manage people', async () => {
    const refused = await joana.call('PUT', `/v1/staff/members/${rita.userId}/role`, { roleId: 'admin' })
    expect(refused.statusCode).toBe(403)
    expect(refused.json().permission).toBe('staff.manage')
  })

  it('cuts a removed member off on their next request', async () => {
    const extra = await signUp(t.app, { name: 'Bia Rocha', storeName: 'Loja da Bia' })
    await t.db.insert(memberships).values({ tenantId: maria.tenantId, userId: extra.user.id, role: 'staff' })
    const bia = as(t, extra, maria.tenantId)
    expect((await bia.call('GET', '/v1/tenant')).statusCode).toBe(200)
    await ok(maria.call('DELETE', `/v1/staff/members/${bia.userId}`), 204)
    expect((await bia.call('GET', '/v1/tenant')).statusCode).toBe(403)
  })

  it('suspends a member from their next request, keeping their role, until reactivated', async () => {
    const extra = await signUp(t.app, { name: 'Caio Lima', storeName: 'Loja do Caio' })
    await t.db.insert(memberships).values({ tenantId: maria.tenantId, userId: extra.user.id, role: 'admin' })
    const caio = as(t, extra, maria.tenantId)
    expect((await caio.call('GET', '/v1/tenant')).statusCode).toBe(200)

    const { member } = await ok(maria.call('POST', `/v1/staff/members/${caio.userId}/suspend`))
    expect(member).toMatchObject({ status: 'suspended', roleId: 'admin' })
    expect((await caio.call('GET', '/v1/tenant')).statusCode).toBe(403)
    // The store leaves their list of stores; their own store stays.
    const me = await ok(caio.call('GET', '/v1/account/me'))
    expect(me.tenants.map((tenant: { id: string }) => tenant.id)).not.toContain(maria.tenantId)
    // Still listed for the store's managers, as suspended; suspending again changes nothing.
    const members = await people(maria)
    expect(members.find((m) => m.userId === caio.userId)).toMatchObject({ status: 'suspended' })
    expect((await people(maria, '?status=suspended')).map((m) => m.name)).toEqual(['Caio Lima'])
    expect((await people(maria, '?status=active')).map((m) => m.name)).not.toContain('Caio Lima')
    await ok(maria.call('POST', `/v1/staff/members/${caio.userId}/suspend`))

    const lifted = await ok(maria.call('POST', `/v1/staff/members/${caio.userId}/reactivate`))
    expect(lifted.member).toMatchObject({ status: 'active', roleId: 'admin' })
    expect((await caio.call('GET', '/v1/tenant')).statusCode).toBe(200)

    const log = await ok(maria.call('GET', '/v1/activity?area=staff'))
    const actions = log.activity.edges.map((edge: { node: { action: string } }) => edge.node.action)
    expect(actions.slice(0, 2)).toEqual(['member.reactivated', 'member.suspended'])
  })

  it('hands the store to another member at the owner’s word only; the owner stays on as admin', async () => {
    const store = await signUp(t.app, { name: 'Lia Dantas', storeName: 'Loja da Lia' })
    const lia = as(t, store, store.defaultTenant.id)
    const partner = await signUp(t.app, { name: 'Otto Reis', storeName: 'Loja do Otto' })
    const manager = await signUp(t.app, { name: 'Vera Paz', storeName: 'Loja da Vera' })
    await t.db.insert(memberships).values([
      { tenantId: lia.tenantId, userId: partner.user.id, role: 'staff' },
      { tenantId: lia.tenantId, userId: manager.user.id, role: 'admin' },
    ])
    const otto = as(t, partner, lia.tenantId)
    const vera = as(t, manager, lia.tenantId)
    // An admin manages people, but the store is not theirs to give.
    expect((await vera.call('POST', `/v1/staff/members/${otto.userId}/transfer-ownership`)).statusCode).toBe(
      403,
    )

    const { member } = await ok(lia.call('POST', `/v1/staff/members/${otto.userId}/transfer-ownership`))
    expect(member).toMatchObject({ isOwner: true, roleId: 'owner' })
    const members = await people(otto)
    const owners = members.filter((m) => m.isOwner)
    expect(owners.map((m) => m.userId)).toEqual([otto.userId])
    expect(members.find((m) => m.userId === lia.userId)).toMatchObject({
      roleId: 'admin',
    })
    // Lia, an admin now, can no longer give it away; Otto can, and cannot give it to himself.
    expect((await lia.call('POST', `/v1/staff/members/${vera.userId}/transfer-ownership`)).statusCode).toBe(
      403,
    )
    expect((await otto.call('POST', `/v1/staff/members/${otto.userId}/transfer-ownership`)).statusCode).toBe(
      409,
    )
    const log = await ok(otto.call('GET', '/v1/activity?area=staff'))
    expect(log.activity.edges[0].node).toMatchObject({
      action: 'member.made_owner',
      subject: { label: 'Otto Reis' },
      changes: [{ field: 'role', before: 'Staff', after: 'Owner' }],
    })
  })

  it('never suspends the owner, nor lets anyone suspend themselves', async () => {
    expect((await ana.call('POST', `/v1/staff/members/${maria.userId}/suspend`)).statusCode).toBe(409)
    expect((await ana.call('POST', `/v1/staff/members/${ana.userId}/suspend`)).statusCode).toBe(409)
    expect((await joana.call('POST', `/v1/staff/members/${rita.userId}/suspend`)).statusCode).toBe(403)
  })
})

describe('another store', () => {
  it('neither reads nor changes this store’s roles and people', async () => {
    const { role } = await ok(
      maria.call('POST', '/v1/staff/roles', { ...salesRole, name: 'Só da Maria' }),
      201,
    )
    expect((await pedro.call('GET', `/v1/staff/roles/${role.id}`)).statusCode).toBe(404)
    expect(
      (await pedro.call('PUT', `/v1/staff/roles/${role.id}`, { ...salesRole, version: 1 })).statusCode,
    ).toBe(404)
    expect((await pedro.call('DELETE', `/v1/staff/roles/${role.id}`)).statusCode).toBe(404)
    const names = (await ok(pedro.call('GET', '/v1/staff/roles'))).roles.map((r: { name: string }) => r.name)
    expect(names).not.toContain('Só da Maria')
    expect((await pedro.call('GET', `/v1/staff/members/${joana.userId}`)).statusCode).toBe(404)
    expect((await pedro.call('DELETE', `/v1/staff/members/${joana.userId}`)).statusCode).toBe(404)
    // Nor gives one of its members Maria's role.
    expect(await people(pedro)).toHaveLength(1)
    expect((await ok(maria.call('GET', `/v1/staff/roles/${role.id}`))).role.version).toBe(1)
  })
})
