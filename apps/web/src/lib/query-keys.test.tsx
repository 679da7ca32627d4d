import type { Tenant } from '@lojista/contracts/auth/index'
import { QueryClient, type QueryKey } from '@tanstack/react-query'
import { renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import { SessionStub, stubSession } from '@/test/session-stub'
import { invalidateAll, publicQueryKeys, queryKeysFor, useQueryKeys } from './query-keys'

const storeA = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa'
const storeB = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb'

/** Every key the factory makes for a store, each function called with a sample argument. */
function everyKey(keys: object): QueryKey[] {
  return Object.entries(keys).flatMap(([name, value]): QueryKey[] => {
    if (name === 'affectedBy') return []
    if (Array.isArray(value)) return [value]
    if (typeof value === 'function') return [value('sample') as QueryKey]
    return everyKey(value as object)
  })
}

/** A client holding one answer under each key given, and the question whether each is still fresh. */
function clientWith(keys: QueryKey[]) {
  const client = new QueryClient()
  for (const key of keys) client.setQueryData(key, 'answer')
  const stale = (key: QueryKey) => client.getQueryState(key)?.isInvalidated ?? false
  return { client, stale }
}

describe('queryKeysFor', () => {
  it('starts every key with the store it was fetched for', () => {
    const keys = everyKey(queryKeysFor(storeA))
    expect(keys.length).toBeGreaterThan(20)
    for (const key of keys) expect(key.slice(0, 2)).toEqual(['store', storeA])
  })

  it('gives two stores keys that never match, however the question is asked', () => {
    const ofA = queryKeysFor(storeA)
    const ofB = queryKeysFor(storeB)
    expect(ofA.orders.detail('o1')).not.toEqual(ofB.orders.detail('o1'))
    expect(ofA.products.search({ query: 'vaso' })).not.toEqual(ofB.products.search({ query: 'vaso' }))
    const { client, stale } = clientWith([
      ofA.products.search({ query: '' }),
      ofB.products.search({ query: '' }),
    ])
    void client.invalidateQueries({ queryKey: ofA.all })
    expect(stale(ofA.products.search({ query: '' }))).toBe(true)
    expect(stale(ofB.products.search({ query: '' }))).toBe(false)
  })

  it('puts stock, collections and the draft editor product search under the catalog root', () => {
    const keys = queryKeysFor(storeA)
    for (const key of [
      keys.inventory.levels({ first: 50 }),
      keys.collections.detail('c1'),
      keys.products.forOrder('vaso'),
    ])
      expect(key.slice(0, 3)).toEqual(keys.products.all)
  })

  it('names the public checkout by its link alone, outside every store', () => {
    expect(publicQueryKeys.checkout('token-1')).toEqual(['public', 'checkout', 'token-1'])
  })
})

describe('invalidateAll', () => {
  it('after an order is placed, refreshes orders, drafts, stock and customers of that store only', async () => {
    const ofA = queryKeysFor(storeA)
    const ofB = queryKeysFor(storeB)
    const { client, stale } = clientWith([
      ofA.orders.list({}),
      ofA.orders.detail('o1'),
      ofA.drafts.list({}),
      ofA.inventory.levels({}),
      ofA.customers.detail('p1'),
      ofA.outbox.list({}),
      ofA.savedViews.list('orders'),
      ofB.inventory.levels({}),
    ])
    await invalidateAll(client, ofA.affectedBy.orderPlaced, ofA.orders.detail('o1'))
    expect(stale(ofA.orders.list({}))).toBe(true)
    expect(stale(ofA.drafts.list({}))).toBe(true)
    expect(stale(ofA.inventory.levels({}))).toBe(true)
    expect(stale(ofA.customers.detail('p1'))).toBe(true)
    // The order the server just sent back whole stays as it is.
    expect(stale(ofA.orders.detail('o1'))).toBe(false)
    expect(stale(ofA.outbox.list({}))).toBe(false)
    expect(stale(ofA.savedViews.list('orders'))).toBe(false)
    expect(stale(ofB.inventory.levels({}))).toBe(false)
  })

  it('after a catalog change, refreshes every answer that shows products but no order', async () => {
    const keys = queryKeysFor(storeA)
    const { client, stale } = clientWith([
      keys.products.search({}),
      keys.products.forOrder(''),
      keys.collections.products('c1'),
      keys.orders.list({}),
    ])
    await invalidateAll(client, keys.affectedBy.catalogChange)
    expect(stale(keys.products.search({}))).toBe(true)
    expect(stale(keys.products.forOrder(''))).toBe(true)
    expect(stale(keys.collections.products('c1'))).toBe(true)
    expect(stale(keys.orders.list({}))).toBe(false)
  })
})

describe('useQueryKeys', () => {
  const tenant = (id: string): Tenant => ({
    id,
    name: 'Casa Aurora',
    plan: null,
    currencyCode: 'BRL',
    role: 'owner',
  })

  it("scopes the keys to the session's current store", () => {
    const wrapper = ({ children }: { children: ReactNode }) => (
      <SessionStub value={stubSession({ currentTenant: tenant(storeB) })}>{children}</SessionStub>
    )
    const { result } = renderHook(() => useQueryKeys(), { wrapper })
    expect(result.current.orders.detail('o1')).toEqual(['store', storeB, 'orders', 'detail', 'o1'])
  })

  it('scopes them to no store before sign-in', () => {
    const { result } = renderHook(() => useQueryKeys())
    expect(result.current.all).toEqual(['store', null])
  })
})

// Every source file of the app, as text.
const sources = import.meta.glob<string>(
  ['../**/*.ts', '../**/*.tsx', '!../**/*.test.ts', '!../**/*.test.tsx'],
  {
    query: '?raw',
    import: 'default',
    eager: true,
  },
)

/** A key written out by hand: an array literal where a query, list or cache call takes its key. */
const handWritten = /queryKey:\s*\[|useListQuery\(\s*\[|QueryData(?:<[^>]*>)?\(\s*\[/

describe('query keys in the source', () => {
  it('are recognised when written by hand', () => {
    expect(handWritten.test("useQuery({ queryKey: ['orders', id], queryFn })")).toBe(true)
    expect(handWritten.test("queryClient.invalidateQueries({ queryKey: ['products'] })")).toBe(true)
    expect(handWritten.test("useListQuery(['drafts', request], search)")).toBe(true)
    expect(handWritten.test("queryClient.setQueryData<Order>(['orders', id], order)")).toBe(true)
    expect(handWritten.test('useQuery({ queryKey: keys.orders.detail(id), queryFn })')).toBe(false)
  })

  it('are written nowhere but in the factory', () => {
    const files = Object.entries(sources).filter(([path]) => !path.endsWith('/lib/query-keys.ts'))
    expect(files.length).toBeGreaterThan(100)
    const offenders = files.filter(([, text]) => handWritten.test(text)).map(([path]) => path)
    expect(offenders).toEqual([])
  })
})
