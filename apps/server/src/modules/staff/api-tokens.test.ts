import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { apiTokens } from '../../db/schema/index.ts'
import { as, type Person, storeWithStaff } from '../../test/people.ts'
import { type Answer, createTestApp, send, type TestApp } from '../../test/test-app.ts'
import { customerPayload } from '../party/party-fixtures.ts'

let t: TestApp
let maria: Person
let joana: Person
let pedro: Person

beforeAll(async () => {
  t = await createTestApp()
  ;({ maria, joana, pedro } = await storeWithStaff(t))
})
afterAll(() => t.close())

async function ok(answer: Promise<Answer>, status = 200) {
  const done = await answer
  expect(done.statusCode, done.body).toBe(status)
  return done.statusCode === 204 ? undefined : done.json()
}

let named = 0
/** Maria (or `by`) makes a token; names are unique among a store's tokens not revoked. */
async function makeToken(
  input: { roleId?: string; expiresInDays?: 30 | 90 | 365 | null } = {},
  by: Person = maria,
) {
  named += 1
  const body = { name: `ERP ${named}`, roleId: 'staff', expiresInDays: 90, ...input }
  const created = await ok(by.call('POST', '/v1/staff/api-tokens', body), 201)
  return { ...created.apiToken, secret: created.secret as string, as: withToken(created.secret, by.tenantId) }
}

/** Calls made with a token, in a store (its own, unless another is named). */
function withToken(secret: string, tenantId: string): Person {
  return as(t, { token: secret, user: { id: '' } }, tenantId)
}

async function listed(id: string) {
  const { apiTokens: tokens } = await ok(maria.call('GET', '/v1/staff/api-tokens'))
  return tokens.find((token: { id: string }) => token.id === id)
}

async function activity(person: Person, area: string) {
  const { activity: log } = await ok(person.call('GET', `/v1/activity?area=${area}`))
  return log.edges.map((edge: { node: unknown }) => edge.node) as {
    action: string
    actor: { userId: string | null; name: string; apiTokenId?: string }
    subject: { id: string | null; label: string }
  }[]
}

describe('making a token', () => {
  it('answers the secret once, keeps only its hash, lists the token and logs its making', async () => {
    const token = await makeToken({ expiresInDays: 30 })
    expect(token.secret).toMatch(/^lojista_pat_[0-9a-f]{32}[\w-]{43}$/)
    expect(token).toMatchObject({
      roleId: 'staff',
      roleName: 'Staff',
      createdBy: 'Maria Silva',
      status: 'active',
    })
    expect((Date.parse(token.expiresAt) - Date.parse(token.createdAt)) / 86_400_000).toBe(30)

    const row = await listed(token.id)
    expect(row).toMatchObject({ id: token.id, name: token.name, lastUsedAt: null, revokedAt: null })
    expect(JSON.stringify(row)).not.toContain(token.secret)
    const [stored] = await t.db.select().from(apiTokens).where(eq(apiTokens.id, token.id))
    expect(stored?.tokenHash).toMatch(/^[0-9a-f]{64}$/)

    expect((await activity(maria, 'apps'))[0]).toMatchObject({
      action: 'api_token.created',
      actor: { userId: maria.userId, name: 'Maria Silva' },
      subject: { id: token.id, label: token.name },
    })
  })

  it('refuses bad input with field errors, a name an active token has, and roles without the permission', async () => {
    const bad = await maria.call('POST', '/v1/staff/api-tokens', {
      name: ' ',
      roleId: 'owner',
      expiresInDays: 7,
    })
    expect(bad.statusCode).toBe(400)
    expect(bad.headers['content-type']).toContain('application/problem+json')
    const paths = bad.json().errors.map((error: { path: string }) => error.path)
    expect(paths).toEqual(expect.arrayContaining(['name', 'roleId', 'expiresInDays']))

    const first = await makeToken()
    const taken = await maria.call('POST', '/v1/staff/api-tokens', {
      name: first.name.toUpperCase(),
      roleId: 'staff',
      expiresInDays: null,
    })
    expect(taken.statusCode).toBe(409)
    expect(taken.json().errors).toEqual([
      { path: 'name', message: 'Another token has this name; revoke it first or choose another' },
    ])

    // Joana's Staff role does not manage tokens.
    const refused = await joana.call('GET', '/v1/staff/api-tokens')
    expect(refused.statusCode).toBe(403)
    expect(refused.json().permission).toBe('apps.manage_tokens')
  })

  it('never gives a token more than its maker may do', async () => {
    const { role } = await ok(
      maria.call('POST', '/v1/staff/roles', {
        name: 'Integrações',
        permissions: ['apps.manage_tokens', 'products.view'],
      }),
      201,
    )
    await ok(maria.call('PUT', `/v1/staff/members/${joana.userId}/role`, { roleId: role.id }))
    const above = await joana.call('POST', '/v1/staff/api-tokens', {
      name: 'Joana',
      roleId: 'admin',
      expiresInDays: 30,
    })
    expect(above.statusCode).toBe(400)
    expect(above.json().errors).toEqual([
      { path: 'roleId', message: 'A token cannot be given a role that allows more than yours does' },
    ])
    const token = await makeToken({ roleId: role.id }, joana)
    expect(token).toMatchObject({ roleId: role.id, roleName: 'Integrações', createdBy: 'Joana Lima' })
    await ok(token.as.call('POST', '/v1/product/search', { query: '' }))

    // Once Joana is suspended, her token stops too; it works again with her.
    await ok(maria.call('POST', `/v1/staff/members/${joana.userId}/suspend`))
    expect((await token.as.call('POST', '/v1/product/search', { query: '' })).statusCode).toBe(401)
    expect((await listed(token.id)).status).toBe('paused')
    await ok(maria.call('POST', `/v1/staff/members/${joana.userId}/reactivate`))
    await ok(token.as.call('POST', '/v1/product/search', { query: '' }))
    expect((await listed(token.id)).status).toBe('active')
    await ok(maria.call('PUT', `/v1/staff/members/${joana.userId}/role`, { roleId: 'staff' }))
  })
})

describe('calling with a token', () => {
  it("works with its role's permissions and is refused the rest with 403 naming the permission", async () => {
    const token = await makeToken()
    await ok(token.as.call('POST', '/v1/product/search', { query: '' }))
    expect((await listed(token.id)).lastUsedAt).not.toBeNull()

    const refused = await token.as.call('GET', '/v1/staff/members')
    expect(refused.statusCode).toBe(403)
    expect(refused.json().permission).toBe('staff.view')
  })

  it('is attributed to the token in the activity log, not to the person who made it', async () => {
    const token = await makeToken()
    const { party } = await ok(token.as.call('POST', '/v1/party', customerPayload('Cliente', 'do ERP')), 201)
    const entry = (await activity(maria, 'customers')).find((row) => row.subject.id === party.id)
    expect(entry).toMatchObject({
      action: 'customer.created',
      actor: { userId: null, name: token.name, apiTokenId: token.id },
    })
    // Filtering the log by Maria leaves the token's changes out.
    const { activity: hers } = await ok(
      maria.call('GET', `/v1/activity?person=${maria.userId}&area=customers`),
    )
    expect(
      hers.edges.some((edge: { node: { subject: { id: string } } }) => edge.node.subject.id === party.id),
    ).toBe(false)
    const csv = await maria.call('GET', '/v1/activity/export.csv?area=customers')
    expect(csv.body).toContain(`API token ${token.name}`)
  })

  it('answers 401 at once once revoked, and logs the revoking', async () => {
    const token = await makeToken({ expiresInDays: null })
    await ok(token.as.call('POST', '/v1/product/search', { query: '' }))
    await ok(maria.call('POST', `/v1/staff/api-tokens/${token.id}/revoke`), 204)

    const refused = await token.as.call('POST', '/v1/product/search', { query: '' })
    expect(refused.statusCode).toBe(401)
    expect(refused.headers['content-type']).toContain('application/problem+json')
    expect(await listed(token.id)).toMatchObject({ status: 'revoked', revokedAt: expect.any(String) })
    expect((await activity(maria, 'apps'))[0]).toMatchObject({
      action: 'api_token.revoked',
      actor: { userId: maria.userId },
      subject: { id: token.id, label: token.name },
    })
    // Revoking again changes nothing; an unknown token is 404.
    await ok(maria.call('POST', `/v1/staff/api-tokens/${token.id}/revoke`), 204)
    expect((await activity(maria, 'apps')).filter((row) => row.subject.id === token.id)).toHaveLength(2)
    const unknown = await maria.call(
      'POST',
      '/v1/staff/api-tokens/00000000-0000-4000-8000-000000000000/revoke',
    )
    expect(unknown.statusCode).toBe(404)
  })

  it('answers 401 once expired', async () => {
    const token = await makeToken({ expiresInDays: 30 })
    await ok(token.as.call('POST', '/v1/product/search', { query: '' }))
    // Thirty days later: the expiry is moved to a moment ago rather than the clock forward.
    await t.db
      .update(apiTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(apiTokens.tenantId, maria.tenantId), eq(apiTokens.id, token.id)))
    expect((await token.as.call('POST', '/v1/product/search', { query: '' })).statusCode).toBe(401)
    expect((await listed(token.id)).status).toBe('expired')
  })

  it("works in its own store only: another store's id, none, a made-up secret and account calls get 401", async () => {
    const token = await makeToken({ roleId: 'admin' })
    const elsewhere = await token.as.call('POST', '/v1/product/search', { query: '' }, pedro.tenantId)
    expect(elsewhere.statusCode).toBe(401)
    expect((await token.as.call('GET', '/v1/tenant', undefined, pedro.tenantId)).statusCode).toBe(401)

    const noStore = await send(t, 'GET', '/v1/tenant', { authorization: `Bearer ${token.secret}` })
    expect(noStore.statusCode).toBe(401)
    expect(noStore.json().detail).toBe(
      'An API token works only with its store’s id in the X-Tenant-Id header',
    )

    const madeUp = withToken(`${token.secret.slice(0, -4)}AAAA`, maria.tenantId)
    expect((await madeUp.call('GET', '/v1/tenant')).statusCode).toBe(401)
    expect((await token.as.call('GET', '/v1/account/me')).statusCode).toBe(401)

    // Pedro does not see Maria's tokens, nor can he revoke one.
    const { apiTokens: his } = await ok(pedro.call('GET', '/v1/staff/api-tokens'))
    expect(his.map((row: { id: string }) => row.id)).not.toContain(token.id)
    expect((await pedro.call('POST', `/v1/staff/api-tokens/${token.id}/revoke`)).statusCode).toBe(404)
    await ok(token.as.call('GET', '/v1/tenant'))
  })

  it('never hands the store over, even an admin token made by the owner', async () => {
    const token = await makeToken({ roleId: 'admin' })
    const refused = await token.as.call('POST', `/v1/staff/members/${joana.userId}/transfer-ownership`)
    expect(refused.statusCode).toBe(403)
  })
})
