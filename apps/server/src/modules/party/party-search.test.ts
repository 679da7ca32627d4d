import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { encodeCursor } from '../../lib/keyset.ts'
import { createTestApp, type TestApp } from '../../test/test-app.ts'
import {
  createCustomer,
  customerPayload,
  namesFound,
  newStore,
  type Store,
  searchParties,
} from './party-fixtures.ts'

let t: TestApp
let store: Store
beforeAll(async () => {
  t = await createTestApp()
  store = await newStore(t.app)
  const customers = [
    customerPayload('João', 'Gonçalves', {
      email: 'joao.goncalves@example.com',
      phone: '+55 (11) 98765-4321',
      tags: ['VIP'],
    }),
    customerPayload('Joana', 'Araújo', {
      email: 'joana@example.com',
      taxId: '529.982.247-25',
      tags: ['atacado'],
    }),
    customerPayload('Márcia', 'Silva', { phone: '21 3333-4444', tags: ['vip', 'atacado'] }),
    {
      ...customerPayload('', '', { email: 'compras@bompreco.com.br' }),
      type: 'organization' as const,
      displayName: '',
      company: 'Atacadão Bom Preço',
      taxId: '11.222.333/0001-81',
    },
    customerPayload('Pedro', 'Fornecedor', { roles: [{ role: 'supplier' }] }),
    customerPayload('100%', 'Real_Name'),
  ]
  for (const payload of customers) await createCustomer(t.app, store, payload)
})
afterAll(() => t.close())

const customers = (text: string) => `${text} role:'customer'`.trim()

describe('party search', () => {
  it('answers { parties } with party nodes as the pickers read them', async () => {
    const parties = await searchParties(t.app, store, { query: customers('joao'), first: 10 })
    expect(parties.pageInfo).toMatchObject({ total: 1, hasNextPage: false, hasPreviousPage: false })
    expect(parties.edges[0]!.node).toMatchObject({
      displayName: 'João Gonçalves',
      name: 'João Gonçalves',
      role: 'customer',
      roles: [{ role: 'customer' }],
      contacts: [
        { type: 'phone', value: '+55 (11) 98765-4321', isPrimary: true },
        { type: 'email', value: 'joao.goncalves@example.com', isPrimary: true },
      ],
      loyaltyPoints: null,
      tier: null,
      defaultShippingAddress: null,
    })
  })

  it('ignores case and accents', async () => {
    expect(await namesFound(t.app, store, customers('joao'))).toEqual(['João Gonçalves'])
    expect(await namesFound(t.app, store, customers('GONCALVES'))).toEqual(['João Gonçalves'])
    expect(await namesFound(t.app, store, customers('araújo'))).toEqual(['Joana Araújo'])
    expect(await namesFound(t.app, store, customers('marcia silva'))).toEqual(['Márcia Silva'])
    expect(await namesFound(t.app, store, customers('atacadao'))).toEqual(['Atacadão Bom Preço'])
    expect(await namesFound(t.app, store, customers('jo'))).toEqual(['Joana Araújo', 'João Gonçalves'])
  })

  it('finds by email, by phone however it is written, and by CPF or CNPJ', async () => {
    expect(await namesFound(t.app, store, customers('joana@example'))).toEqual(['Joana Araújo'])
    expect(await namesFound(t.app, store, customers('bompreco.com'))).toEqual(['Atacadão Bom Preço'])
    for (const phone of ['11 98765', '(11) 98765-4321', '11987654321', '+5511987654321', '98765-4321']) {
      expect(await namesFound(t.app, store, customers(phone)), phone).toEqual(['João Gonçalves'])
    }
    expect(await namesFound(t.app, store, customers('3333 4444'))).toEqual(['Márcia Silva'])
    expect(await namesFound(t.app, store, customers('529.982.247-25'))).toEqual(['Joana Araújo'])
    expect(await namesFound(t.app, store, customers('52998224725'))).toEqual(['Joana Araújo'])
    expect(await namesFound(t.app, store, customers('11.222.333/0001-81'))).toEqual(['Atacadão Bom Preço'])
  })

  it('matches % and _ literally', async () => {
    expect(await namesFound(t.app, store, '100%')).toEqual(['100% Real_Name'])
    expect(await namesFound(t.app, store, 'r_a')).toEqual([])
    expect(await namesFound(t.app, store, '%')).toEqual(['100% Real_Name'])
    // PostgreSQL text cannot hold NUL: such a query is refused with a field error, not a database error.
    const withNul = await t.app.inject({
      method: 'POST',
      url: '/v1/party/search',
      headers: store.headers,
      payload: { query: 'tag:v\u0000ip real' },
    })
    expect(withNul.statusCode).toBe(400)
    expect(withNul.json().errors).toEqual([
      { path: 'query', message: 'Contains a character that is not allowed' },
    ])
  })

  it('filters by role and by tag (any case)', async () => {
    expect(await namesFound(t.app, store, 'pedro')).toEqual(['Pedro Fornecedor'])
    expect(await namesFound(t.app, store, customers('pedro'))).toEqual([])
    expect(await namesFound(t.app, store, "role:'supplier'")).toEqual(['Pedro Fornecedor'])
    expect(await namesFound(t.app, store, 'tag:vip')).toEqual(['João Gonçalves', 'Márcia Silva'])
    expect(await namesFound(t.app, store, 'tag:VIP tag:atacado')).toEqual(['Márcia Silva'])
  })

  it('hides archived parties unless status:archived or status:any', async () => {
    const party = await createCustomer(t.app, store, customerPayload('Zeca', 'Arquivado'))
    await t.app.inject({ method: 'POST', url: `/v1/party/${party.id}/archive`, headers: store.headers })
    expect(await namesFound(t.app, store, customers('zeca'))).toEqual([])
    expect(await namesFound(t.app, store, customers('zeca status:archived'))).toEqual(['Zeca Arquivado'])
    expect(await namesFound(t.app, store, customers('zeca status:any'))).toEqual(['Zeca Arquivado'])
    expect(await namesFound(t.app, store, 'status:archived')).toEqual(['Zeca Arquivado'])
  })

  it('searches a term it does not know as text: a name with a colon is found, an unknown filter finds nothing', async () => {
    await createCustomer(t.app, store, {
      ...customerPayload('', ''),
      type: 'organization' as const,
      displayName: '',
      company: 'Studio:Design Ltda',
    })
    expect(await namesFound(t.app, store, customers('studio:design'))).toEqual(['Studio:Design Ltda'])
    expect(await namesFound(t.app, store, customers('colour:blue'))).toEqual([])
  })

  it('refuses unknown statuses, sort fields and cursors with field errors', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ query: 'status:deleted' }, 'query'],
      [{ orderBy: { field: 'email', direction: 'asc' } }, 'orderBy.field'],
      [{ first: 251 }, 'first'],
      [{ first: 5, last: 5 }, 'last'],
      [{ after: 'not a cursor' }, 'after'],
      [{ after: encodeCursor(['Ana', 'not-a-uuid']) }, 'after'],
      [
        {
          after: encodeCursor(['2026-02-31T00:00:00.000000Z', crypto.randomUUID()]),
          orderBy: { field: 'createdAt' },
        },
        'after',
      ],
      [{ before: encodeCursor([42, crypto.randomUUID()]) }, 'before'],
      [{ query: 'x', extra: true }, 'extra'],
    ]
    for (const [body, path] of cases) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/v1/party/search',
        headers: store.headers,
        payload: body,
      })
      expect(response.statusCode, JSON.stringify(body)).toBe(400)
      expect(response.json().errors[0].path).toBe(path)
    }
  })

  it('never shows another store its parties', async () => {
    const other = await newStore(t.app, 'Loja do Pedro')
    const parties = await searchParties(t.app, other, { query: '', first: 250 })
    expect(parties.pageInfo.total).toBe(0)
    expect(await namesFound(t.app, other, customers('joao'))).toEqual([])
    expect(await namesFound(t.app, other, '52998224725')).toEqual([])
  })
})

describe('the total of everyone with a role', () => {
  // Without words or tags, a role's list reads its total from the number the database keeps of each
  // status and role; it must follow every way a party comes, goes or changes.
  it('follows new parties, archiving, a change of roles and another store, as counting them would', async () => {
    const own = await newStore(t.app, 'Loja da Contagem')
    const other = await newStore(t.app, 'Loja Vizinha')
    const totalOf = async (which: Store, query: string) =>
      (await searchParties(t.app, which, { query, first: 1 })).pageInfo.total
    const [ana, bruno] = [
      await createCustomer(t.app, own, customerPayload('Ana', 'Lima')),
      await createCustomer(t.app, own, customerPayload('Bruno', 'Melo')),
    ]
    await createCustomer(t.app, own, customerPayload('Carla', 'Lima'))
    await createCustomer(t.app, own, customerPayload('Davi', 'Souza', { roles: [{ role: 'supplier' }] }))
    await createCustomer(t.app, other, customerPayload('Eva', 'Nunes'))
    expect(await totalOf(own, customers(''))).toBe(3)
    expect(await totalOf(own, "role:'supplier'")).toBe(1)

    await t.app.inject({ method: 'POST', url: `/v1/party/${ana.id}/archive`, headers: own.headers })
    expect(await totalOf(own, customers(''))).toBe(2)
    expect(await totalOf(own, customers('status:archived'))).toBe(1)
    expect(await totalOf(own, customers('status:any'))).toBe(3)

    const changed = await t.app.inject({
      method: 'PUT',
      url: `/v1/party/${bruno.id}`,
      headers: own.headers,
      payload: { version: bruno.version, roles: [{ role: 'supplier' }] },
    })
    expect(changed.statusCode, changed.body).toBe(200)
    expect(await totalOf(own, customers(''))).toBe(1)
    expect(await totalOf(own, "role:'supplier'")).toBe(2)
    // The same list with a word both customers' names have is counted row by row, and agrees.
    expect(await totalOf(own, customers('lima status:any'))).toBe(2)
    expect(await totalOf(other, customers(''))).toBe(1)
  })
})

describe('party search paging', () => {
  let paging: Store
  beforeAll(async () => {
    paging = await newStore(t.app, 'Paging store')
    for (let index = 0; index < 24; index += 1) {
      await createCustomer(t.app, paging, customerPayload('Cliente', `M${String(index).padStart(2, '0')}`))
    }
  })

  /** Walks every page forward, creating customers between pages on both sides of the cursor. */
  async function walk(orderBy: Record<string, string>, insertBetween: boolean) {
    const seen: { id: string; name: string }[] = []
    let after: string | undefined
    let page = 0
    for (;;) {
      const parties = await searchParties(t.app, paging, {
        query: customers('cliente'),
        first: 5,
        after,
        orderBy,
      })
      seen.push(...parties.edges.map((edge) => ({ id: edge.node.id, name: edge.node.displayName })))
      if (insertBetween) {
        page += 1
        // "A…" sorts before every cursor, "Z…" after; new rows also come last by createdAt.
        await Promise.all([
          createCustomer(t.app, paging, customerPayload('Cliente', `A${page}-new`)),
          createCustomer(t.app, paging, customerPayload('Cliente', `Z${page}-new`)),
        ])
      }
      if (!parties.pageInfo.hasNextPage) return seen
      after = parties.pageInfo.endCursor ?? undefined
    }
  }

  it('never skips or repeats a row while rows are inserted, by name and by creation time', async () => {
    const original = Array.from({ length: 24 }, (_, index) => `Cliente M${String(index).padStart(2, '0')}`)
    for (const orderBy of [
      { field: 'displayName', direction: 'asc' },
      { field: 'createdAt', direction: 'asc' },
      { field: 'updatedAt', direction: 'desc' },
    ]) {
      const seen = await walk(orderBy, true)
      expect(new Set(seen.map((row) => row.id)).size, JSON.stringify(orderBy)).toBe(seen.length)
      const names = seen.map((row) => row.name)
      for (const name of original) expect(names, JSON.stringify(orderBy)).toContain(name)
    }
  })

  it('pages backward with last and before to the same rows in the same order', async () => {
    const orderBy = { field: 'displayName', direction: 'asc' }
    const forward = (await walk(orderBy, false)).map((row) => row.name)
    const backward: string[] = []
    let before: string | undefined
    for (;;) {
      const parties = await searchParties(t.app, paging, {
        query: customers('cliente'),
        last: 7,
        before,
        orderBy,
      })
      backward.unshift(...parties.edges.map((edge) => edge.node.displayName))
      if (!parties.pageInfo.hasPreviousPage) break
      expect(parties.pageInfo.hasNextPage).toBe(before !== undefined)
      before = parties.pageInfo.startCursor ?? undefined
    }
    expect(backward).toEqual(forward)
    const total = (await searchParties(t.app, paging, { query: customers('cliente'), first: 1 })).pageInfo
      .total
    expect(total).toBe(forward.length)
  })

  it('sorts names alphabetically, accents beside their letter and case aside, on every page', async () => {
    const names = await newStore(t.app, 'Names store')
    const alphabetical = [
      'alberto Santos',
      'Álvaro Dias',
      'Ana Lima',
      'Ângela Rocha',
      'Bruno Souza',
      'Édson Arantes',
      'Zé Roberto',
    ]
    for (const name of [...alphabetical].reverse()) {
      const [first, last] = name.split(' ') as [string, string]
      await createCustomer(t.app, names, customerPayload(first, last))
    }
    for (const direction of ['asc', 'desc']) {
      const seen: string[] = []
      let after: string | undefined
      do {
        const parties = await searchParties(t.app, names, {
          query: customers(''),
          first: 3,
          after,
          orderBy: { field: 'displayName', direction },
        })
        seen.push(...parties.edges.map((edge) => edge.node.displayName))
        after = parties.pageInfo.hasNextPage ? (parties.pageInfo.endCursor ?? undefined) : undefined
      } while (after)
      expect(seen).toEqual(direction === 'asc' ? alphabetical : [...alphabetical].reverse())
    }
  })

  it('sorts by name descending and defaults to 10 a page', async () => {
    const parties = await searchParties(t.app, paging, {
      query: customers('cliente m'),
      orderBy: { field: 'displayName', direction: 'desc' },
    })
    expect(parties.edges).toHaveLength(10)
    expect(parties.edges[0]!.node.displayName).toBe('Cliente M23')
    expect(parties.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false, total: 24 })
  })
})
