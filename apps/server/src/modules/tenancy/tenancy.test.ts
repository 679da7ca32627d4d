import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, createTestApp, signUp, type TestApp } from '../../test/test-app.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

function currentStore(token: string, tenantId?: string) {
  return t.app.inject({
    method: 'GET',
    url: '/v1/tenant',
    headers: { ...bearer(token), ...(tenantId ? { 'x-tenant-id': tenantId } : {}) },
  })
}

describe('store resolution', () => {
  it('uses the default store when X-Tenant-Id is absent, and the named store when given', async () => {
    const maria = await signUp(t.app, { storeName: 'Loja da Maria' })
    const absent = await currentStore(maria.token)
    expect(absent.statusCode).toBe(200)
    expect(absent.json().tenant).toMatchObject({
      id: maria.defaultTenant.id,
      name: 'Loja da Maria',
      role: 'owner',
    })
    const named = await currentStore(maria.token, maria.defaultTenant.id.toUpperCase())
    expect(named.json().tenant.id).toBe(maria.defaultTenant.id)
  })

  it('answers 403 for a store the user does not belong to', async () => {
    const maria = await signUp(t.app)
    const pedro = await signUp(t.app, { storeName: 'Loja do Pedro' })
    const response = await currentStore(maria.token, pedro.defaultTenant.id)
    expect(response.statusCode).toBe(403)
    expect(response.headers['content-type']).toContain('application/problem+json')
    expect(response.body).not.toContain('Loja do Pedro')
  })

  it('answers 403 for a store that does not exist, and 400 for a malformed id', async () => {
    const maria = await signUp(t.app)
    expect((await currentStore(maria.token, crypto.randomUUID())).statusCode).toBe(403)
    const malformed = await currentStore(maria.token, 'store-1')
    expect(malformed.statusCode).toBe(400)
    expect(malformed.json().errors).toEqual([{ path: 'headers.x-tenant-id', message: 'Invalid UUID' }])
  })

  it('lists only the stores the user belongs to', async () => {
    const maria = await signUp(t.app, { storeName: 'Only Maria' })
    await signUp(t.app, { storeName: 'Only Pedro' })
    const me = await t.app.inject({ method: 'GET', url: '/v1/account/me', headers: bearer(maria.token) })
    expect(me.json().tenants.map((tenant: { name: string }) => tenant.name)).toEqual(['Only Maria'])
  })
})
