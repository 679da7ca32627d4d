import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { newStore } from '../modules/party/party-fixtures.ts'
import { insertCustomer } from '../test/store-fixtures.ts'
import { bearer, createTestApp, type TestApp } from '../test/test-app.ts'
import { seedPrivacyRequests } from './privacy.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

describe('the demo privacy requests', () => {
  it('lists an export of a real customer and the erasure of another, left as an erased stub', async () => {
    const store = await newStore(t.app, 'Casa Aurora')
    await insertCustomer(t.db, store.tenantId, { name: 'Ana Prado', email: 'ana.prado@example.com' })
    expect(await seedPrivacyRequests(t.db, store.tenantId)).toBe(2)
    const headers = { ...bearer(store.token), 'x-tenant-id': store.tenantId }
    const answer = await t.app.inject({
      method: 'POST',
      url: '/v1/privacy-requests/search',
      headers,
      payload: { first: 10 },
    })
    expect(answer.statusCode, answer.body).toBe(200)
    const [erasure, exported] = answer.json().requests.edges.map((edge: { node: unknown }) => edge.node)
    expect(exported).toMatchObject({ kind: 'export', customer: { name: 'Ana Prado' } })
    expect(erasure).toMatchObject({ kind: 'erasure', customer: { name: null } })
    const stub = await t.app.inject({ method: 'GET', url: `/v1/party?id=${erasure.customer.id}`, headers })
    expect(stub.json().party).toMatchObject({ displayName: '', contacts: [], status: 'archived' })
    expect(stub.json().party.erasedAt).not.toBeNull()
  })
})
