import { randomBytes } from 'node:crypto'
import { afterAll, describe, expect, it } from 'vitest'
import { createProduct, type StoreOwner, simpleProduct } from '../../test/catalog-fixtures.ts'
import { storeTeam } from '../../test/people.ts'
import { createTestApp } from '../../test/test-app.ts'

const t = await createTestApp()
const { maria, pedro } = await storeTeam(t)
afterAll(() => t.close())

const marker = () => `m${randomBytes(4).toString('hex')}`

async function collection(owner: StoreOwner, body: Record<string, unknown>) {
  const response = await owner.post('/v1/product/collection', body)
  if (response.statusCode !== 201) throw new Error(`${response.statusCode} ${response.body}`)
  return response.json().collection
}

async function productsIn(owner: StoreOwner, id: string, body: Record<string, unknown> = {}) {
  const response = await owner.post(`/v1/product/collection/${id}/products/search`, body)
  expect(response.statusCode).toBe(200)
  return response.json().products.edges.map((edge: { node: { title: string } }) => edge.node.title)
}

describe('collections', () => {
  it('are created with a handle from the title, read by id or handle, and changed with their version', async () => {
    const created = await collection(maria, { title: 'Verão Tropical', description: 'Leve e fresco' })
    expect(created).toMatchObject({
      title: 'Verão Tropical',
      name: 'Verão Tropical',
      handle: 'verao-tropical',
      productsCount: 0,
      version: 1,
    })
    expect((await maria.get(`/v1/product/collection?handle=verao-tropical`)).json().collection.id).toBe(
      created.id,
    )
    const updated = await maria.patch(`/v1/product/collection/${created.id}`, {
      version: 1,
      title: 'Verão 2027',
    })
    expect(updated.json().collection).toMatchObject({
      title: 'Verão 2027',
      handle: 'verao-tropical',
      version: 2,
    })
    const stale = await maria.patch(`/v1/product/collection/${created.id}`, { version: 1, title: 'Outro' })
    expect(stale.statusCode).toBe(409)
    expect(stale.json().current).toMatchObject({ title: 'Verão 2027', version: 2 })
  })

  it('answer 409 for a handle in use and 400 for bad input', async () => {
    const first = await collection(maria, { title: `Única ${marker()}` })
    expect(
      (await maria.post('/v1/product/collection', { title: 'x', handle: first.handle })).statusCode,
    ).toBe(409)
    for (const body of [{}, { title: '' }, { title: 'x', handle: 'Not Valid' }, { title: 'x', extra: 1 }]) {
      expect((await maria.post('/v1/product/collection', body)).statusCode).toBe(400)
    }
  })

  it('refuse a version past what an integer column holds with a field error, on every versioned write', async () => {
    const created = await collection(maria, { title: `Versões ${marker()}` })
    const product = await createProduct(maria, simpleProduct(`Vaso ${marker()}`))
    const writes = [
      maria.patch(`/v1/product/collection/${created.id}`, { version: 2_147_483_648, title: 'x' }),
      maria.put(`/v1/product/collection/${created.id}/products/order`, {
        version: 2_147_483_648,
        productIds: [],
      }),
      maria.patch(`/v1/product/${product.id}`, { version: 2_147_483_648, title: 'x' }),
    ]
    for (const answer of await Promise.all(writes)) {
      expect(answer.statusCode).toBe(400)
      expect(answer.json().errors.map((error: { path: string }) => error.path)).toEqual(['version'])
    }
    expect((await maria.get(`/v1/product/collection?id=${created.id}`)).json().collection.version).toBe(1)
  })

  it('keep products in the order they were added, and take a new order naming every product once', async () => {
    const word = marker()
    const [a, b, c] = [
      await createProduct(maria, simpleProduct(`${word} A`)),
      await createProduct(maria, simpleProduct(`${word} B`)),
      await createProduct(maria, simpleProduct(`${word} C`)),
    ]
    const made = await collection(maria, { title: `Vitrine ${word}`, productIds: [c!.id, a!.id] })
    expect(made.productsCount).toBe(2)
    const added = await maria.post(`/v1/product/collection/${made.id}/products/add`, {
      productIds: [b!.id, a!.id],
    })
    expect(added.json().collection).toMatchObject({ productsCount: 3, version: 2 })
    expect(await productsIn(maria, made.id)).toEqual([`${word} C`, `${word} A`, `${word} B`])
    expect(await productsIn(maria, made.id, { orderBy: { field: 'title' } })).toEqual([
      `${word} A`,
      `${word} B`,
      `${word} C`,
    ])

    const reordered = await maria.put(`/v1/product/collection/${made.id}/products/order`, {
      version: 2,
      productIds: [a!.id, b!.id, c!.id],
    })
    expect(reordered.statusCode).toBe(200)
    expect(await productsIn(maria, made.id)).toEqual([`${word} A`, `${word} B`, `${word} C`])
    const partial = await maria.put(`/v1/product/collection/${made.id}/products/order`, {
      version: 3,
      productIds: [a!.id, b!.id],
    })
    expect(partial.statusCode).toBe(400)
    const stale = await maria.put(`/v1/product/collection/${made.id}/products/order`, {
      version: 2,
      productIds: [c!.id, b!.id, a!.id],
    })
    expect(stale.statusCode).toBe(409)

    // Paging in the collection's order, two at a time.
    const page = (await maria.post(`/v1/product/collection/${made.id}/products/search`, { first: 2 })).json()
      .products
    const next = (
      await maria.post(`/v1/product/collection/${made.id}/products/search`, {
        first: 2,
        after: page.pageInfo.endCursor,
      })
    ).json().products
    expect(
      [...page.edges, ...next.edges].map((edge: { node: { title: string } }) => edge.node.title),
    ).toEqual([`${word} A`, `${word} B`, `${word} C`])

    const removed = await maria.post(`/v1/product/collection/${made.id}/products/remove`, {
      productIds: [b!.id],
    })
    expect(removed.json().collection.productsCount).toBe(2)
    expect(await productsIn(maria, made.id)).toEqual([`${word} A`, `${word} C`])
  })

  it('follow the collections a product is given', async () => {
    const word = marker()
    const one = await collection(maria, { title: `Uma ${word}` })
    const two = await collection(maria, { title: `Duas ${word}` })
    const product = await createProduct(maria, simpleProduct(`Produto ${word}`, { collectionIds: [one.id] }))
    expect(product.collections).toEqual([{ id: one.id, name: `Uma ${word}` }])
    const moved = await maria.patch(`/v1/product/${product.id}`, { version: 1, collectionIds: [two.id] })
    expect(moved.json().product.collections).toEqual([{ id: two.id, name: `Duas ${word}` }])
    expect(await productsIn(maria, one.id)).toEqual([])
    expect(await productsIn(maria, two.id)).toEqual([`Produto ${word}`])
    const search = (
      await maria.post('/v1/product/collection/search', { query: `product:${product.id}` })
    ).json()
    expect(search.collections.edges.map((edge: { node: { id: string } }) => edge.node.id)).toEqual([two.id])
  })

  it('are searched ignoring accents, and deleted leaving their products', async () => {
    const word = marker()
    const made = await collection(maria, { title: `Promoção ${word}` })
    const product = await createProduct(maria, simpleProduct(`Fica ${word}`, { collectionIds: [made.id] }))
    const found = (await maria.post('/v1/product/collection/search', { query: `promocao ${word}` })).json()
    expect(found.collections.edges.map((edge: { node: { id: string } }) => edge.node.id)).toEqual([made.id])
    expect((await maria.delete(`/v1/product/collection/${made.id}`)).statusCode).toBe(204)
    expect((await maria.get(`/v1/product/collection?id=${made.id}`)).statusCode).toBe(404)
    expect((await maria.get(`/v1/product?id=${product.id}`)).json().product.collections).toEqual([])
  })
})

describe("another store's collections", () => {
  it('answer 404 to every read and write, and never show up in searches', async () => {
    const word = marker()
    const his = await collection(pedro, { title: `Do Pedro ${word}` })
    const mine = await createProduct(maria, simpleProduct(`Meu ${word}`))
    const calls = [
      maria.get(`/v1/product/collection?id=${his.id}`),
      maria.get(`/v1/product/collection?handle=${his.handle}`),
      maria.patch(`/v1/product/collection/${his.id}`, { version: 1, title: 'x' }),
      maria.delete(`/v1/product/collection/${his.id}`),
      maria.post(`/v1/product/collection/${his.id}/products/add`, { productIds: [mine.id] }),
      maria.post(`/v1/product/collection/${his.id}/products/remove`, { productIds: [mine.id] }),
      maria.put(`/v1/product/collection/${his.id}/products/order`, { version: 1, productIds: [] }),
      maria.post(`/v1/product/collection/${his.id}/products/search`, {}),
    ]
    for (const response of await Promise.all(calls)) expect(response.statusCode).toBe(404)
    const found = (await maria.post('/v1/product/collection/search', { query: word })).json()
    expect(found.collections.pageInfo.total).toBe(0)
    expect((await pedro.get(`/v1/product/collection?id=${his.id}`)).json().collection.productsCount).toBe(0)
  })

  it("cannot take another store's products", async () => {
    const his = await createProduct(pedro, simpleProduct(`Dele ${marker()}`))
    const mine = await collection(maria, { title: `Minha ${marker()}` })
    const response = await maria.post(`/v1/product/collection/${mine.id}/products/add`, {
      productIds: [his.id],
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().errors).toEqual([{ path: 'productIds.0', message: expect.any(String) }])
  })
})
