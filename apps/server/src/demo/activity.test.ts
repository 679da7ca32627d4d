import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hashPassword } from '../modules/auth/password.ts'
import { newStore } from '../modules/party/party-fixtures.ts'
import { insertCustomer, insertProduct } from '../test/store-fixtures.ts'
import { bearer, createTestApp, type TestApp } from '../test/test-app.ts'
import { seedActivityHistory } from './activity.ts'
import { seedStaff } from './staff.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

describe('the demo activity history', () => {
  it("spreads a month of the team's work over the store's activity log, naming its real records", async () => {
    const store = await newStore(t.app, 'Casa Aurora')
    const domain = `${randomUUID().slice(0, 8)}.example.com`
    await seedStaff(t.db, store.tenantId, { passwordHash: await hashPassword('senha-da-demo'), domain })
    const titles = [
      'Bolsa de Palha',
      'Camisa de Linho',
      'Caneca Esmaltada',
      'Manta de Tricô',
      'Vaso Azul',
      'Xale',
    ]
    for (const title of titles) {
      await insertProduct(t.db, store.tenantId, {
        title,
        variants: [{ sku: `D-${randomUUID()}`, price: 5000 }],
      })
    }
    for (const name of ['Ana Prado', 'Bruno Reis', 'Clara Dias', 'Davi Rocha']) {
      await insertCustomer(t.db, store.tenantId, { name })
    }
    const now = new Date('2026-11-24T15:00:00Z')
    expect(await seedActivityHistory(t.db, store.tenantId, { now })).toBeGreaterThan(10)

    const answer = await t.app.inject({
      method: 'GET',
      url: '/v1/activity?first=100',
      headers: { ...bearer(store.token), 'x-tenant-id': store.tenantId },
    })
    expect(answer.statusCode, answer.body).toBe(200)
    const entries = answer
      .json()
      .activity.edges.map(
        (edge: { node: { at: string; actor: { name: string }; area: string; subject: { label: string } } }) =>
          edge.node,
      ) as { at: string; actor: { name: string }; area: string; subject: { label: string } }[]
    const days = new Set(entries.map((entry) => entry.at.slice(0, 10)))
    expect(days.size).toBeGreaterThan(10)
    expect(entries.every((entry) => new Date(entry.at) < now)).toBe(true)
    // The owner, the admin and both sellers.
    const actors = new Set(entries.map((entry) => entry.actor.name))
    expect(actors.size).toBe(4)
    for (const name of ['Carlos Mendes', 'Beatriz Lima', 'Rafael Costa']) expect(actors).toContain(name)
    expect(new Set(entries.map((entry) => entry.area))).toEqual(
      new Set(['staff', 'settings', 'products', 'customers']),
    )
    const labels = entries.map((entry) => entry.subject.label)
    expect(labels).toContain('Bolsa de Palha')
    expect(labels).toContain('Ana Prado')
    expect(labels).toContain('Vendas')
  })
})
