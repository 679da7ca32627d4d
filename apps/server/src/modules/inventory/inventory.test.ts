import { randomBytes } from 'node:crypto'
import type { Product } from '@lojista/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createProduct, type StoreOwner, simpleProduct, tshirt } from '../../test/catalog-fixtures.ts'
import { storeTeam } from '../../test/people.ts'
import { createTestApp } from '../../test/test-app.ts'

const t = await createTestApp()
const { maria, pedro } = await storeTeam(t)
const shop: { id: string } = (
  await maria.post('/v1/location', { name: 'Loja Vila Madalena', city: 'São Paulo', provinceCode: 'sp' })
).json().location
const warehouse: { id: string } = (
  await maria.post('/v1/location', { name: 'Depósito Guarulhos', city: 'Guarulhos' })
).json().location
afterAll(() => t.close())

const marker = () => `m${randomBytes(4).toString('hex')}`

async function levels(owner: StoreOwner, query: string, extra: Record<string, unknown> = {}) {
  const response = await owner.post('/v1/inventory/search', { query, first: 250, ...extra })
  expect(response.statusCode).toBe(200)
  return response.json().inventoryLevels
}

function adjust(owner: StoreOwner, body: Record<string, unknown>) {
  return owner.post('/v1/inventory/adjust', body)
}

describe('locations', () => {
  it('are created with defaults, read, changed, searched ignoring accents', async () => {
    expect(shop).toMatchObject({
      name: 'Loja Vila Madalena',
      provinceCode: 'SP',
      countryCode: 'BR',
      active: true,
    })
    expect((await maria.get(`/v1/location?id=${shop.id}`)).json().location.name).toBe('Loja Vila Madalena')
    const found = (await maria.post('/v1/location/search', { query: 'sao paulo' })).json().locations
    expect(found.edges.map((edge: { node: { id: string } }) => edge.node.id)).toEqual([shop.id])
    const deposito = (await maria.post('/v1/location/search', { query: 'deposito' })).json().locations
    expect(deposito.edges.map((edge: { node: { id: string } }) => edge.node.id)).toEqual([warehouse.id])
    const renamed = await maria.patch(`/v1/location/${warehouse.id}`, { postalCode: '07000-000' })
    expect(renamed.json().location).toMatchObject({ name: 'Depósito Guarulhos', postalCode: '07000-000' })
  })

  it('answer 409 for a name in use, 400 for bad input', async () => {
    expect((await maria.post('/v1/location', { name: 'Loja Vila Madalena' })).statusCode).toBe(409)
    for (const body of [{}, { name: 'x', countryCode: 'Brasil' }, { name: 'x', extra: 1 }]) {
      expect((await maria.post('/v1/location', body)).statusCode).toBe(400)
    }
  })

  it('give every variant a level of 0 when added, and can be deleted only without stock', async () => {
    const product = await createProduct(maria, simpleProduct(`Caneca ${marker()}`))
    const spare = (await maria.post('/v1/location', { name: `Quiosque ${marker()}` })).json().location
    const atSpare = await levels(maria, `variant:${product.variants[0]!.id} location:${spare.id}`)
    expect(atSpare.edges.map((edge: { node: { available: number } }) => edge.node.available)).toEqual([0])
    await adjust(maria, {
      variantId: product.variants[0]!.id,
      locationId: spare.id,
      delta: 2,
      reason: 'received',
    })
    expect((await maria.delete(`/v1/location/${spare.id}`)).statusCode).toBe(409)
    await adjust(maria, {
      variantId: product.variants[0]!.id,
      locationId: spare.id,
      setTo: 0,
      reason: 'correction',
    })
    expect((await maria.delete(`/v1/location/${spare.id}`)).statusCode).toBe(204)
    expect((await maria.get(`/v1/location?id=${spare.id}`)).statusCode).toBe(404)
  })
})

describe('stock levels', () => {
  it('exist at every active location for every new variant, with product, variant and SKU', async () => {
    const product = await createProduct(maria, tshirt({ title: `Camiseta ${marker()}` }))
    const found = await levels(maria, `product:${product.id}`)
    expect(found.pageInfo.total).toBe(8)
    expect(found.edges[0].node).toMatchObject({
      product: { id: product.id, title: product.title, handle: product.handle },
      variant: { id: expect.any(String), title: expect.any(String), sku: expect.any(String) },
      location: { id: expect.any(String), name: expect.any(String) },
      available: 0,
    })
    const bySku = await levels(maria, `sku:${product.variants[2]!.sku} location:${warehouse.id}`)
    expect(bySku.edges.map((edge: { node: { variant: { id: string } } }) => edge.node.variant.id)).toEqual([
      product.variants[2]!.id,
    ])
  })

  it("list a product's variants in the product's order, each at every location, on every page", async () => {
    const product = await createProduct(maria, tshirt({ title: `Ordem ${marker()}` }))
    const variantOrder = product.variants.flatMap((variant) => [variant.id, variant.id])
    const seen: string[] = []
    let after: string | undefined
    do {
      const page = await levels(maria, `product:${product.id}`, { first: 3, after })
      seen.push(...page.edges.map((edge: { node: { variant: { id: string } } }) => edge.node.variant.id))
      after = page.pageInfo.hasNextPage ? page.pageInfo.endCursor : undefined
    } while (after)
    expect(seen).toEqual(variantOrder)
  })

  it('are paged without repeats, sorted by units', async () => {
    const product = await createProduct(maria, tshirt({ title: `Paginada ${marker()}` }))
    for (const [index, variant] of product.variants.entries()) {
      await adjust(maria, {
        variantId: variant.id,
        locationId: shop.id,
        setTo: index * 3,
        reason: 'correction',
      })
    }
    const seen: number[] = []
    let after: string | undefined
    do {
      const page = await levels(maria, `product:${product.id}`, {
        first: 3,
        after,
        orderBy: { field: 'available', direction: 'desc' },
      })
      seen.push(...page.edges.map((edge: { node: { available: number } }) => edge.node.available))
      after = page.pageInfo.hasNextPage ? page.pageInfo.endCursor : undefined
    } while (after)
    expect(seen).toEqual([9, 6, 3, 0, 0, 0, 0, 0])
  })
})

describe('adjusting stock', () => {
  let product: Product
  beforeAll(async () => {
    product = await createProduct(maria, simpleProduct(`Ajuste ${marker()}`))
  })

  it('applies a change once per Idempotency-Key, however often it is retried', async () => {
    const variant = (await createProduct(maria, simpleProduct(`Retentativa ${marker()}`))).variants[0]!
    const key = `adjust-${marker()}`
    const body = { variantId: variant.id, locationId: shop.id, delta: 4, reason: 'received' }
    const send = (payload: unknown) =>
      t.app.inject({
        method: 'POST',
        url: '/v1/inventory/adjust',
        headers: { authorization: `Bearer ${maria.token}`, 'idempotency-key': key },
        payload: payload as object,
      })
    const first = await send(body)
    const again = await send(body)
    expect(again.statusCode).toBe(200)
    expect(again.json()).toEqual(first.json())
    expect(first.json().level.available).toBe(4)
    const now = await levels(maria, `variant:${variant.id} location:${shop.id}`)
    expect(now.edges[0].node.available).toBe(4)
    expect((await send({ ...body, delta: 5 })).statusCode).toBe(422)
  })

  it('changes by a delta or to a count, recording who, why and the level after', async () => {
    const variantId = product.variants[0]!.id
    const received = await adjust(maria, {
      variantId,
      locationId: shop.id,
      delta: 10,
      reason: 'received',
      note: 'NF 123',
    })
    expect(received.statusCode).toBe(200)
    expect(received.json()).toMatchObject({
      level: { available: 10, location: { id: shop.id }, variant: { id: variantId } },
      adjustment: {
        delta: 10,
        availableAfter: 10,
        reason: 'received',
        note: 'NF 123',
        user: { id: maria.user.id, name: 'Maria Silva' },
      },
    })
    const counted = await adjust(maria, { variantId, locationId: shop.id, setTo: 7, reason: 'correction' })
    expect(counted.json().adjustment).toMatchObject({ delta: -3, availableAfter: 7 })
    const sold = await adjust(maria, { variantId, locationId: shop.id, delta: -2, reason: 'sold' })
    expect(sold.json().level.available).toBe(5)
    expect((await maria.get(`/v1/product?id=${product.id}`)).json().product.totalInventory).toBe(5)
  })

  it('loses no update when 20 adjustments come at once', async () => {
    const variantId = product.variants[0]!.id
    const before = (await levels(maria, `variant:${variantId} location:${warehouse.id}`)).edges[0].node
      .available
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        adjust(maria, { variantId, locationId: warehouse.id, delta: 1, reason: 'returned' }),
      ),
    )
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true)
    const after = (await levels(maria, `variant:${variantId} location:${warehouse.id}`)).edges[0].node
      .available
    expect(after).toBe(before + 20)
    const history = (
      await maria.post('/v1/inventory/history/search', {
        query: `variant:${variantId} location:${warehouse.id} reason:returned`,
        first: 50,
      })
    ).json().adjustments
    expect(history.pageInfo.total).toBe(20)
    // Newest first, each one level higher than the one before it.
    const levelsAfter = history.edges.map(
      (edge: { node: { availableAfter: number } }) => edge.node.availableAfter,
    )
    expect(levelsAfter).toEqual(Array.from({ length: 20 }, (_, index) => before + 20 - index))
  })

  it('answers 400 for bad input and 404 for an unknown variant or location', async () => {
    const variantId = product.variants[0]!.id
    for (const body of [
      { variantId, locationId: shop.id, reason: 'received' },
      { variantId, locationId: shop.id, delta: 1, setTo: 1, reason: 'received' },
      { variantId, locationId: shop.id, delta: 0, reason: 'received' },
      { variantId, locationId: shop.id, delta: 1.5, reason: 'received' },
      { variantId, locationId: shop.id, setTo: -1, reason: 'received' },
      { variantId, locationId: shop.id, delta: 1, reason: 'gift' },
      { variantId, locationId: shop.id, delta: 1, reason: 'received', extra: true },
    ]) {
      const response = await adjust(maria, body)
      expect(response.statusCode, JSON.stringify(body)).toBe(400)
      expect(response.json().errors.length).toBeGreaterThan(0)
    }
    const unknown = await adjust(maria, {
      variantId: crypto.randomUUID(),
      locationId: shop.id,
      delta: 1,
      reason: 'received',
    })
    expect(unknown.statusCode).toBe(404)
    const big = await adjust(maria, {
      variantId,
      locationId: shop.id,
      setTo: 1_000_000_000,
      reason: 'received',
    })
    expect(big.statusCode).toBe(200)
    const over = await adjust(maria, { variantId, locationId: shop.id, delta: 1, reason: 'received' })
    expect(over.statusCode).toBe(400)
  })

  it('keeps a history per variant that pages back in time', async () => {
    const variant = (await createProduct(maria, simpleProduct(`Histórico ${marker()}`))).variants[0]!
    for (const delta of [1, 2, 3, 4, 5]) {
      await adjust(maria, { variantId: variant.id, locationId: shop.id, delta, reason: 'received' })
    }
    const first = (
      await maria.post('/v1/inventory/history/search', { query: `variant:${variant.id}`, first: 3 })
    ).json().adjustments
    const rest = (
      await maria.post('/v1/inventory/history/search', {
        query: `variant:${variant.id}`,
        first: 3,
        after: first.pageInfo.endCursor,
      })
    ).json().adjustments
    const deltas = [...first.edges, ...rest.edges].map((edge: { node: { delta: number } }) => edge.node.delta)
    expect(deltas).toEqual([5, 4, 3, 2, 1])
    expect(rest.pageInfo.hasNextPage).toBe(false)
  })
})

describe('searches of stock', () => {
  it('answer 400 for filters with bad values and unknown fields', async () => {
    const cases: [string, Record<string, unknown>][] = [
      ['/v1/inventory/search', { query: 'product:abc' }],
      ['/v1/inventory/search', { orderBy: { field: 'price' } }],
      ['/v1/inventory/history/search', { query: 'reason:gift' }],
      ['/v1/inventory/history/search', { query: 'variant:1' }],
      ['/v1/location/search', { query: 'active:maybe' }],
      ['/v1/location/search', { colour: 'red' }],
    ]
    for (const [url, body] of cases) {
      const response = await maria.post(url, body)
      expect(response.statusCode, `${url} ${JSON.stringify(body)}`).toBe(400)
      expect(response.json().errors.length).toBeGreaterThan(0)
    }
    const inactive = (await maria.post('/v1/location/search', { query: 'active:false' })).json().locations
    expect(inactive.pageInfo.total).toBe(0)
  })
})

describe("another store's stock", () => {
  it('cannot be read, adjusted or seen in searches; its locations answer 404', async () => {
    const his = await createProduct(pedro, simpleProduct(`Do Pedro ${marker()}`))
    const hisLocation = (await pedro.post('/v1/location', { name: 'Depósito do Pedro' })).json().location
    await adjust(pedro, {
      variantId: his.variants[0]!.id,
      locationId: hisLocation.id,
      delta: 3,
      reason: 'received',
    })
    const mine = await createProduct(maria, simpleProduct(`Minha ${marker()}`))

    const calls = [
      adjust(maria, {
        variantId: his.variants[0]!.id,
        locationId: hisLocation.id,
        delta: 1,
        reason: 'theft',
      }),
      adjust(maria, { variantId: his.variants[0]!.id, locationId: shop.id, delta: 1, reason: 'theft' }),
      adjust(maria, {
        variantId: mine.variants[0]!.id,
        locationId: hisLocation.id,
        delta: 1,
        reason: 'theft',
      }),
      maria.get(`/v1/location?id=${hisLocation.id}`),
      maria.patch(`/v1/location/${hisLocation.id}`, { name: 'Meu' }),
      maria.delete(`/v1/location/${hisLocation.id}`),
    ]
    for (const response of await Promise.all(calls)) expect(response.statusCode).toBe(404)
    expect((await levels(maria, `product:${his.id}`)).pageInfo.total).toBe(0)
    expect((await levels(maria, `location:${hisLocation.id}`)).pageInfo.total).toBe(0)
    const history = (
      await maria.post('/v1/inventory/history/search', { query: `variant:${his.variants[0]!.id}` })
    ).json()
    expect(history.adjustments.pageInfo.total).toBe(0)
    expect(
      (await maria.post('/v1/location/search', { query: 'pedro' })).json().locations.pageInfo.total,
    ).toBe(0)
    const own = (await levels(pedro, `product:${his.id} location:${hisLocation.id}`)).edges[0].node
    expect(own.available).toBe(3)
  })
})
