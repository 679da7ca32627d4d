import { and, eq } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { memberships, savedViews } from '../../db/schema/index.ts'
import { inScope } from '../../db/scope.ts'
import { type Person, storeWithStaff } from '../../test/people.ts'
import { bearer, createTestApp, signUp } from '../../test/test-app.ts'

const t = await createTestApp()
// Maria, Joana her colleague in her store, and Pedro, the owner of another store.
const { maria, joana, pedro } = await storeWithStaff(t)
afterAll(() => t.close())

async function save(person: Person, body: Record<string, unknown>, status = 201) {
  const answer = await person.call('POST', '/v1/saved-views', body)
  expect(answer.statusCode, answer.body).toBe(status)
  return answer.json().savedView as { id: string; name: string; params: Record<string, string> }
}

async function namesOf(person: Person, list: string) {
  const answer = await person.call('GET', `/v1/saved-views?list=${list}`)
  expect(answer.statusCode, answer.body).toBe(200)
  return (answer.json().savedViews as { name: string }[]).map((view) => view.name)
}

describe('saved views', () => {
  it('are kept per list in the order they were saved; saving a name again replaces its filters', async () => {
    const unpaid = await save(maria, {
      list: 'orders',
      name: 'Unpaid',
      params: { payment: 'pending', sort: 'oldest' },
    })
    await save(maria, { list: 'orders', name: 'Big ones', params: { sort: 'total-desc' } })
    await save(maria, { list: 'products', name: 'Drafts', params: { status: 'draft' } })
    expect(await namesOf(maria, 'orders')).toEqual(['Unpaid', 'Big ones'])
    expect(await namesOf(maria, 'products')).toEqual(['Drafts'])

    const replaced = await save(
      maria,
      { list: 'orders', name: 'Unpaid', params: { payment: 'pending' } },
      200,
    )
    expect(replaced).toMatchObject({ id: unpaid.id, params: { payment: 'pending' } })
    expect(await namesOf(maria, 'orders')).toEqual(['Unpaid', 'Big ones'])
  })

  it('refuse a bad list, an empty name and params that are not a list address, with field errors', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ list: 'Orders!', name: 'x', params: {} }, 'list'],
      [{ list: 'orders', name: '   ', params: {} }, 'name'],
      [{ list: 'orders', name: 'x', params: { q: 1 } }, 'params.q'],
      [{ list: 'orders', name: 'x', params: { 'not a name': 'v' } }, 'params.not a name'],
      [{ list: 'orders', name: 'x'.repeat(81), params: {} }, 'name'],
      [
        {
          list: 'orders',
          name: 'x',
          params: Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`p${i}`, 'v'])),
        },
        'params',
      ],
    ]
    for (const [body, path] of cases) {
      const answer = await maria.call('POST', '/v1/saved-views', body)
      expect(answer.statusCode, JSON.stringify(body)).toBe(400)
      expect(answer.headers['content-type']).toContain('application/problem+json')
      expect(answer.json().errors.map((error: { path: string }) => error.path)).toContain(path)
    }
    const missing = await maria.call('GET', '/v1/saved-views')
    expect(missing.statusCode).toBe(400)
  })

  it('are the person’s own: a colleague in the same store neither sees nor deletes them', async () => {
    const view = await save(maria, { list: 'customers', name: 'VIPs', params: { tag: 'vip' } })
    expect(await namesOf(joana, 'customers')).toEqual([])
    // Joana may use the same name for a view of her own.
    await save(joana, { list: 'customers', name: 'VIPs', params: { tag: 'gold' } })

    const deleted = await joana.call('DELETE', `/v1/saved-views/${view.id}`)
    expect(deleted.statusCode).toBe(404)
    expect(await namesOf(maria, 'customers')).toEqual(['VIPs'])

    // Row-level security holds the line even for a query that forgets to name the person.
    const seen = await inScope(t.db, { tenantId: maria.tenantId, userId: joana.userId }, (tx) =>
      tx.select().from(savedViews).where(eq(savedViews.tenantId, maria.tenantId)),
    )
    expect(seen.map((row) => row.userId)).not.toContain(maria.userId)
    expect(seen.length).toBeGreaterThan(0)
  })

  it('are the store’s own: another store neither sees nor deletes them', async () => {
    const view = await save(maria, {
      list: 'inventory',
      name: 'Low stock',
      params: { sort: 'available_asc' },
    })
    expect(await namesOf(pedro, 'inventory')).toEqual([])
    const deleted = await pedro.call('DELETE', `/v1/saved-views/${view.id}`)
    expect(deleted.statusCode).toBe(404)
    const named = await t.app.inject({
      method: 'GET',
      url: '/v1/saved-views?list=inventory',
      headers: { ...bearer((await signUp(t.app)).token), 'x-tenant-id': maria.tenantId },
    })
    expect(named.statusCode).toBe(403)
    expect(await namesOf(maria, 'inventory')).toEqual(['Low stock'])
  })

  it('are deleted by their owner, once', async () => {
    const view = await save(maria, { list: 'drafts', name: 'Open', params: { status: 'open' } })
    expect((await maria.call('DELETE', `/v1/saved-views/${view.id}`)).statusCode).toBe(204)
    expect(await namesOf(maria, 'drafts')).toEqual([])
    expect((await maria.call('DELETE', `/v1/saved-views/${view.id}`)).statusCode).toBe(404)
  })

  it('stop at 50 per list and person, with a reason', async () => {
    for (let index = 0; index < 50; index += 1) {
      await save(maria, { list: 'sent-emails', name: `View ${index}`, params: {} })
    }
    const refused = await maria.call('POST', '/v1/saved-views', {
      list: 'sent-emails',
      name: 'One more',
      params: {},
    })
    expect(refused.statusCode).toBe(409)
    expect(refused.json().detail).toBe('A list keeps at most 50 saved views. Delete one first.')
    // Replacing one of the fifty is no new view.
    await save(maria, { list: 'sent-emails', name: 'View 3', params: { status: 'held' } }, 200)
  })

  it('leave with the person’s membership of the store', async () => {
    await save(joana, { list: 'orders', name: 'Mine', params: {} })
    await t.db
      .delete(memberships)
      .where(and(eq(memberships.tenantId, maria.tenantId), eq(memberships.userId, joana.userId)))
    const left = await t.db
      .select()
      .from(savedViews)
      .where(and(eq(savedViews.tenantId, maria.tenantId), eq(savedViews.userId, joana.userId)))
    expect(left).toEqual([])
  })
})
