import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type StoreOwner, storeOwner } from '../test/catalog-fixtures.ts'
import { bearer, createTestApp, type TestApp } from '../test/test-app.ts'
import { seedCatalog } from './catalog.ts'

let t: TestApp
let mediaDir: string
let aurora: StoreOwner
let ipe: StoreOwner
beforeAll(async () => {
  mediaDir = await mkdtemp(join(tmpdir(), 'lojista-demo-'))
  t = await createTestApp({ mediaDir })
  aurora = await storeOwner(t, 'Casa Aurora')
  ipe = await storeOwner(t, 'Ipê Store')
  await seedCatalog(t.db, aurora.tenantId, aurora.user.id, { assortment: 'fashion-and-home', mediaDir })
  await seedCatalog(t.db, ipe.tenantId, ipe.user.id, { assortment: 'coffee-and-kitchen', mediaDir })
})
afterAll(async () => {
  await t.close()
  await rm(mediaDir, { recursive: true, force: true })
})

async function allProducts(owner: StoreOwner, query = '') {
  const response = await owner.post('/v1/product/search', { query, first: 250 })
  expect(response.statusCode).toBe(200)
  return response.json().products
}

describe('the demo catalog', () => {
  it('gives each store at least 60 products with variants, stock and images, different per store', async () => {
    const [clothes, coffee] = [await allProducts(aurora), await allProducts(ipe)]
    for (const list of [clothes, coffee]) {
      expect(list.pageInfo.total).toBeGreaterThanOrEqual(60)
      const nodes = list.edges.map((edge: { node: Record<string, unknown> }) => edge.node)
      expect(
        nodes.filter((node: { variants: unknown[] }) => node.variants.length > 1).length,
      ).toBeGreaterThan(30)
      expect(nodes.every((node: { featuredMedia: unknown }) => node.featuredMedia)).toBe(true)
      expect(
        nodes.filter((node: { totalInventory: number }) => node.totalInventory > 0).length,
      ).toBeGreaterThan(50)
    }
    const titles = (list: { edges: { node: { title: string } }[] }) =>
      list.edges.map((edge) => edge.node.title)
    expect(titles(clothes)).toContain('Camiseta Básica Algodão Orgânico')
    expect(titles(coffee)).toContain('Café Especial Mantiqueira')
    expect(titles(clothes).filter((title) => titles(coffee).includes(title))).toEqual([])
  })

  it('is searchable like any catalog: accents, SKUs, filters, collections and stock', async () => {
    expect((await allProducts(ipe, 'cafe')).pageInfo.total).toBeGreaterThanOrEqual(10)
    const first = (await allProducts(aurora, 'camiseta basica')).edges[0].node
    const sku = first.variants[0].sku
    expect((await allProducts(aurora, sku.toLowerCase())).edges[0].node.id).toBe(first.id)
    expect((await allProducts(aurora, 'status:draft')).pageInfo.total).toBeGreaterThan(0)
    const collections = (await aurora.post('/v1/product/collection/search', {})).json().collections
    expect(collections.edges.length).toBe(4)
    const sale = collections.edges.find(
      (edge: { node: { title: string } }) => edge.node.title === 'Promoções',
    ).node
    expect(sale.productsCount).toBeGreaterThan(0)
    const levels = (await aurora.post('/v1/inventory/search', { query: `product:${first.id}` })).json()
    expect(levels.inventoryLevels.pageInfo.total).toBe(first.variants.length * 2)
    const locations = (await ipe.post('/v1/location/search', {})).json().locations
    expect(locations.edges.map((edge: { node: { city: string } }) => edge.node.city).sort()).toEqual([
      'Belo Horizonte',
      'Contagem',
    ])
    for (const path of ['vendor', 'tag', 'category', 'option', 'attribute']) {
      const list = (await ipe.post(`/v1/product/${path}/search`, {})).json()
      expect(
        Object.values(list as Record<string, { pageInfo: { total: number } }>)[0]!.pageInfo.total,
      ).toBeGreaterThan(0)
    }
  })

  it('serves its pictures as real PNG files of the store', async () => {
    const node = (await allProducts(aurora)).edges[0].node
    const image = await t.app.inject({
      method: 'GET',
      url: node.featuredMedia.url,
      headers: bearer(aurora.token),
    })
    expect(image.statusCode).toBe(200)
    expect(image.headers['content-type']).toBe('image/png')
    expect(image.rawPayload.subarray(1, 4).toString()).toBe('PNG')
    expect(
      (await t.app.inject({ method: 'GET', url: node.featuredMedia.url, headers: bearer(ipe.token) }))
        .statusCode,
    ).toBe(404)
  })
})
