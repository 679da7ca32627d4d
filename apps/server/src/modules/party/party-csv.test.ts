import { customerCsvColumns, customerMessages } from '@lojista/contracts'
import { csvRecords, parseCsv } from '@lojista/contracts/csv'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../test/test-app.ts'
import { createCustomer, customerPayload, newStore, type Store, searchParties } from './party-fixtures.ts'

let t: TestApp
let store: Store
beforeAll(async () => {
  t = await createTestApp()
  store = await newStore(t.app)
  await createCustomer(
    t.app,
    store,
    customerPayload('João', 'Gonçalves', {
      email: 'joao@example.com',
      phone: '+55 (11) 98765-4321',
      company: '=HYPERLINK("http://evil")',
      taxId: '529.982.247-25',
      taxExempt: true,
      tags: ['VIP', 'atacado'],
      note: 'Entregar à tarde, "portão azul"\nligar antes',
      locale: 'pt-BR',
      addresses: [
        {
          kind: 'shipping',
          isDefault: true,
          address1: 'Rua das Flores, 12',
          address2: 'apto 3',
          city: 'São Paulo',
          provinceCode: 'SP',
          countryCode: 'BR',
          postalCode: '01001-000',
        },
      ],
    }),
  )
  await createCustomer(t.app, store, customerPayload('Ana', 'Lima', { email: 'ana@example.com' }))
  await createCustomer(
    t.app,
    store,
    customerPayload('Pedro', 'Fornecedor', { roles: [{ role: 'supplier' }] }),
  )
})
afterAll(() => t.close())

async function exportCsv(from: Store, query?: string) {
  const url = query ? `/v1/party/export.csv?query=${encodeURIComponent(query)}` : '/v1/party/export.csv'
  const response = await t.app.inject({ method: 'GET', url, headers: from.headers })
  expect(response.statusCode, response.body).toBe(200)
  return response
}

function importRows(into: Store, rows: Record<string, string>[], firstRowNumber?: number) {
  return t.app.inject({
    method: 'POST',
    url: '/v1/party/import',
    headers: into.headers,
    payload: { rows, ...(firstRowNumber ? { firstRowNumber } : {}) },
  })
}

const byEmail = (a: Record<string, string>, b: Record<string, string>) => (a.Email! < b.Email! ? -1 : 1)

describe('GET /v1/party/export.csv', () => {
  it('writes the customers as CSV with the agreed columns, quoting and formula guard', async () => {
    const response = await exportCsv(store)
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(response.headers['content-disposition']).toBe('attachment; filename="customers.csv"')
    expect(response.body.startsWith('\uFEFF')).toBe(true)
    const table = parseCsv(response.body)
    expect(table[0]).toEqual([...customerCsvColumns])
    const records = csvRecords(table).sort(byEmail)
    expect(records.map((record) => record.Email)).toEqual(['ana@example.com', 'joao@example.com'])
    expect(records[1]).toEqual({
      'First Name': 'João',
      'Last Name': 'Gonçalves',
      Email: 'joao@example.com',
      Phone: "'+55 (11) 98765-4321",
      Company: `'=HYPERLINK("http://evil")`,
      Address1: 'Rua das Flores, 12',
      Address2: 'apto 3',
      City: 'São Paulo',
      'Province Code': 'SP',
      'Country Code': 'BR',
      Zip: '01001-000',
      'Tax ID': '529.982.247-25',
      'Tax Exempt': 'yes',
      'Accepts Email Marketing': 'yes',
      'Accepts SMS Marketing': 'no',
      Tags: 'VIP, atacado',
      Note: 'Entregar à tarde, "portão azul"\nligar antes',
      Language: 'pt-BR',
    })
  })

  it('takes the search query, and shows another store none of these customers', async () => {
    const filtered = csvRecords(parseCsv((await exportCsv(store, 'joao')).body))
    expect(filtered.map((record) => record.Email)).toEqual(['joao@example.com'])
    const suppliers = csvRecords(parseCsv((await exportCsv(store, "role:'supplier'")).body))
    expect(suppliers.map((record) => record['First Name'])).toEqual(['Pedro'])
    const other = await newStore(t.app, 'Loja do Pedro')
    expect(parseCsv((await exportCsv(other)).body)).toEqual([[...customerCsvColumns]])
  })
})

/** The rows the planner believes the table holds, and the rows it holds in every store. */
async function plannerRows() {
  const [row] = (
    (await t.db.execute(
      sql`select (select reltuples from pg_class where relname = 'parties')::float8 as believed, (select count(*) from parties)::float8 as held`,
    )) as unknown as { rows: { believed: number; held: number }[] }
  ).rows
  return row!
}

describe('POST /v1/party/import', () => {
  it('brings the planner up to date with the imported rows, so the list stays fast right after', async () => {
    const into = await newStore(t.app, 'Loja Importada')
    const before = await plannerRows()
    const rows = Array.from({ length: 100 }, (_, n) => ({
      'First Name': 'Cliente',
      'Last Name': `Importado ${n}`,
    }))
    expect((await importRows(into, rows)).statusCode).toBe(200)
    // Without a fresh ANALYZE the embedded database keeps believing what it saw before (it has no
    // autovacuum), and a list of many imported customers takes seconds instead of milliseconds.
    expect((await plannerRows()).believed).toBeGreaterThanOrEqual(before.held + 100)
  })

  it('round-trips an export into another store, then updates by email on a second import', async () => {
    const exported = csvRecords(parseCsv((await exportCsv(store)).body))
    const target = await newStore(t.app, 'Loja nova')
    const first = await importRows(target, exported, 2)
    expect(first.statusCode, first.body).toBe(200)
    expect(first.json()).toMatchObject({ created: 2, updated: 0, failed: 0 })
    expect(first.json().results.map((result: { row: number }) => result.row)).toEqual([2, 3])
    const reexported = csvRecords(parseCsv((await exportCsv(target)).body))
    expect(reexported.sort(byEmail)).toEqual(exported.sort(byEmail))

    const changed = exported.map((record) => ({ ...record, Note: 'Atualizado', Tags: 'VIP' }))
    const second = await importRows(target, changed)
    expect(second.json()).toMatchObject({ created: 0, updated: 2, failed: 0 })
    const parties = await searchParties(t.app, target, { query: "role:'customer'", first: 10 })
    expect(parties.pageInfo.total).toBe(2)
    const joao = parties.edges.find((edge) => edge.node.displayName === 'João Gonçalves')!.node
    expect(joao).toMatchObject({ tags: ['VIP'], version: 2, taxId: '52998224725' })
  })

  it('reports bad rows by column and saves the good ones; a failed row leaves nothing behind', async () => {
    const target = await newStore(t.app, 'Loja import')
    const good = { 'First Name': 'Rita', 'Last Name': 'Cardoso', Email: 'rita@example.com' }
    const response = await importRows(target, [
      good,
      { 'First Name': 'Bad', Email: 'bad@' },
      { 'First Name': 'Bad', 'Tax ID': '111.111.111-11' },
      { 'First Name': 'Bad', Favourite: 'blue' },
      { Company: 'Only a company' },
      { 'First Name': 'Bad', 'Tax Exempt': 'maybe' },
      { 'First Name': 'Bad', Email: 'bad-country@example.com', 'Country Code': 'ZZ', City: 'Nowhere' },
      { 'First Name': 'Bad', Email: 'bad-state@example.com', 'Country Code': 'BR', 'Province Code': 'XX' },
      { 'First Name': 'Bad', Language: 'xx-XX' },
      { 'First Name': 'Caio', Email: 'caio@example.com', 'Country Code': 'br', 'Province Code': 'rj' },
    ])
    expect(response.statusCode).toBe(200)
    const body = response.json()
    expect(body).toMatchObject({ created: 2, updated: 0, failed: 8 })
    expect(body.results.map((result: { errors: unknown[] }) => result.errors)).toEqual([
      [],
      [{ path: 'Email', message: customerMessages.invalidEmail }],
      [{ path: 'Tax ID', message: customerMessages.invalidTaxId }],
      [{ path: 'Favourite', message: 'Unknown column' }],
      [{ path: 'all', message: customerMessages.nameOrContactRequired }],
      [{ path: 'Tax Exempt', message: 'Use yes or no' }],
      [{ path: 'Country Code', message: customerMessages.unknownCountry }],
      [{ path: 'Province Code', message: customerMessages.unknownProvince }],
      [{ path: 'Language', message: customerMessages.unknownLanguage }],
      [],
    ])
    expect(body.results[0]).toMatchObject({ row: 1, status: 'created', id: expect.any(String) })
    expect(body.results[1]).toMatchObject({ row: 2, status: 'error', id: null })
    const parties = await searchParties(t.app, target, { query: 'status:any', first: 50 })
    expect(parties.edges.map((edge) => edge.node.displayName).sort()).toEqual(['Caio', 'Rita Cardoso'])
    expect(
      parties.edges.find((edge) => edge.node.displayName === 'Caio')!.node.defaultShippingAddress,
    ).toMatchObject({
      countryCode: 'BR',
      provinceCode: 'RJ',
      firstName: 'Caio',
    })
  })

  it('creates a batch of new customers together, and a row repeating a new email above it updates that customer', async () => {
    const target = await newStore(t.app, 'Loja em lote')
    const rows: Record<string, string>[] = Array.from({ length: 20 }, (_, n) => ({
      'First Name': 'Cliente',
      'Last Name': `Lote ${n}`,
      Email: `lote${n}@example.com`,
      'Country Code': 'BR',
      'Province Code': n % 2 ? 'SP' : 'RJ',
    }))
    rows.push({ ...rows[3]!, Phone: '+55 11 91234-5678', 'Province Code': 'MG' })
    const response = await importRows(target, rows, 2)
    expect(response.json()).toMatchObject({ created: 20, updated: 1, failed: 0 })
    const results = response.json().results
    expect(results.map((result: { row: number }) => result.row)).toEqual(rows.map((_, n) => n + 2))
    expect(results[20]).toMatchObject({ status: 'updated', id: results[3].id })
    const found = await searchParties(t.app, target, { query: 'lote3@example.com', first: 5 })
    expect(found.edges).toHaveLength(1)
    expect(found.edges[0]!.node).toMatchObject({
      displayName: 'Cliente Lote 3',
      defaultShippingAddress: { provinceCode: 'MG' },
    })
    expect((await searchParties(t.app, target, { query: 'lote', first: 50 })).edges).toHaveLength(20)
  })

  it("matches only the store's own customers by email", async () => {
    const other = await newStore(t.app, 'Loja do vizinho')
    const response = await importRows(other, [{ 'First Name': 'Outro', Email: 'joao@example.com' }])
    expect(response.json()).toMatchObject({ created: 1, updated: 0 })
    const ours = await searchParties(t.app, store, { query: 'joao@example.com', first: 5 })
    expect(ours.edges.map((edge) => edge.node.displayName)).toEqual(['João Gonçalves'])
  })

  it('refuses an empty or oversized batch and rows that are not string cells', async () => {
    const rows = Array.from({ length: 101 }, (_, index) => ({ 'First Name': `N${index}` }))
    for (const payload of [{ rows: [] }, { rows }, { rows: [{ 'First Name': 1 }] }, {}]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/v1/party/import',
        headers: store.headers,
        payload,
      })
      expect(response.statusCode).toBe(400)
      expect(response.json().errors.length).toBeGreaterThan(0)
    }
  })
})
