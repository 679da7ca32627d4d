import { isValidTaxId } from '@lojista/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { newStore, searchParties } from '../modules/party/party-fixtures.ts'
import { createTestApp, type TestApp } from '../test/test-app.ts'
import { seedCustomers } from './customers.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

describe('demo customers', () => {
  it('loads 40 valid, searchable customers per store, different per store', async () => {
    const [aurora, ipe] = [await newStore(t.app, 'Casa Aurora'), await newStore(t.app, 'Ipê Store')]
    await seedCustomers(t.db, aurora.tenantId, { seed: 'Casa Aurora' })
    await seedCustomers(t.db, ipe.tenantId, { seed: 'Ipê Store' })
    const auroraCustomers = await searchParties(t.app, aurora, { query: "role:'customer'", first: 250 })
    const ipeCustomers = await searchParties(t.app, ipe, { query: "role:'customer'", first: 250 })
    expect(auroraCustomers.pageInfo.total).toBe(40)
    expect(ipeCustomers.pageInfo.total).toBe(40)
    const nodes = auroraCustomers.edges.map((edge) => edge.node as Record<string, unknown>)
    for (const node of nodes) expect(isValidTaxId(node.taxId as string), String(node.taxId)).toBe(true)
    expect(nodes.some((node) => node.type === 'organization' && (node.taxId as string).length === 14)).toBe(
      true,
    )
    expect(nodes.some((node) => node.tier !== null)).toBe(true)
    const organizations = nodes.filter((node) => node.type === 'organization').map((node) => node.displayName)
    expect(new Set(organizations).size).toBe(organizations.length)
    expect(nodes.some((node) => /[áéíóúâêôãõç]/i.test(node.displayName as string))).toBe(true)
    const names = (edges: typeof nodes) => edges.map((node) => `${node.displayName}|${node.taxId}`).join()
    expect(names(nodes)).not.toBe(names(ipeCustomers.edges.map((edge) => edge.node)))
    // Accent-insensitive search works on the loaded data too.
    const accented = nodes.find((node) => /[ãáéíóúç]/.test(node.displayName as string))!
    const plain = (accented.displayName as string).normalize('NFD').replace(/\p{M}/gu, '')
    const found = await searchParties(t.app, aurora, { query: plain, first: 50 })
    expect(found.edges.map((edge) => edge.node.id)).toContain(accented.id)
  })
})
