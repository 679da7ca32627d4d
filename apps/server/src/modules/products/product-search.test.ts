import { randomBytes } from 'node:crypto'
import { afterAll, describe, expect, it } from 'vitest'
import {
  createProduct,
  type StoreOwner,
  simpleProduct,
  storeOwner,
  tshirt,
} from '../../test/catalog-fixtures.ts'
import { storeTeam } from '../../test/people.ts'
import { createTestApp } from '../../test/test-app.ts'

const t = await createTestApp()
const { maria, pedro } = await storeTeam(t)
afterAll(() => t.close())

type Page = {
  edges: { node: { id: string; title: string }; cursor: string }[]
  pageInfo: {
    hasNextPage: boolean
    hasPreviousPage: boolean
    startCursor: string
    endCursor: string
    total: number
  }
}

async function search(owner: StoreOwner, body: Record<string, unknown>): Promise<Page> {
  const response = await owner.post('/v1/product/search', body)
  if (response.statusCode !== 200) throw new Error(`${response.statusCode} ${response.body}`)
  return response.json().products
}
const titles = (page: Page) => page.edges.map((edge) => edge.node.title)

/** Every title a search finds, page after page of `first` rows in the given order. */
async function walkTitles(query: string, first: number, orderBy: { field: string; direction: string }) {
  const seen: string[] = []
  let after: string | undefined
  do {
    const page = await search(maria, { query, first, after, orderBy })
    seen.push(...titles(page))
    after = page.pageInfo.hasNextPage ? page.pageInfo.endCursor : undefined
  } while (after)
  return seen
}

/** A word no other test uses, to search one test's products only. */
const marker = () => `m${randomBytes(4).toString('hex')}`

describe('free text', () => {
  it('ignores case and accents both ways', async () => {
    const word = marker()
    await createProduct(maria, simpleProduct(`Café Especial ${word}`))
    await createProduct(maria, simpleProduct(`CAFE COADO ${word}`))
    expect(titles(await search(maria, { query: `cafe ${word}` })).sort()).toEqual([
      `CAFE COADO ${word}`,
      `Café Especial ${word}`,
    ])
    expect(titles(await search(maria, { query: `CAFÉ ESPECIAL ${word}` }))).toEqual([`Café Especial ${word}`])
  })

  it('finds a product by any variant SKU or barcode, and by vendor, type and tag', async () => {
    const word = marker()
    const product = await createProduct(
      maria,
      tshirt({ title: `Camiseta ${word}`, productType: `Tipo${word}` }),
    )
    const variant = product.variants[3]!
    for (const query of [
      variant.sku!.toLowerCase(),
      product.variants[0]!.barcode!,
      `algodao nativo ${word}`,
      `tipo${word}`,
      `verao ${word}`,
    ]) {
      expect(titles(await search(maria, { query })), query).toContain(`Camiseta ${word}`)
    }
  })

  it('matches every word, and treats % and _ as themselves', async () => {
    const word = marker()
    await createProduct(maria, simpleProduct(`Vaso Azul ${word}`))
    await createProduct(maria, simpleProduct(`Vaso Verde ${word}`))
    await createProduct(maria, simpleProduct(`Desconto 100% ${word}`))
    expect(titles(await search(maria, { query: `vaso azul ${word}` }))).toEqual([`Vaso Azul ${word}`])
    expect(titles(await search(maria, { query: `100% ${word}` }))).toEqual([`Desconto 100% ${word}`])
    expect(titles(await search(maria, { query: `_ ${word}` }))).toEqual([])
    expect((await search(maria, { query: `va%o ${word}` })).pageInfo.total).toBe(0)
  })

  it('takes a word of one or two letters as the start of a word, as a picker is typed', async () => {
    const word = marker()
    await createProduct(maria, simpleProduct(`Camiseta Azul ${word}`))
    await createProduct(maria, simpleProduct(`Caneca Lazúli ${word}`))
    await createProduct(maria, simpleProduct(`Azulejo ${word}`))
    await createProduct(maria, simpleProduct(`Kit 110 ${word}`))
    const found = async (query: string) => titles(await search(maria, { query })).sort()
    // "az" begins "Azul" and "Azulejo", and sits inside "Lazúli": only the first two are found.
    expect(await found(`az ${word}`)).toEqual([`Azulejo ${word}`, `Camiseta Azul ${word}`])
    expect(await found(`cam a ${word}`)).toEqual([`Camiseta Azul ${word}`])
    // From three letters on, a word is found anywhere.
    expect(await found(`azu ${word}`)).toEqual([
      `Azulejo ${word}`,
      `Camiseta Azul ${word}`,
      `Caneca Lazúli ${word}`,
    ])
    // Numbers are found anywhere, however short: "10" is in "110".
    expect(await found(`10 ${word}`)).toEqual([`Kit 110 ${word}`])
  })
})

describe('filters', () => {
  it('narrow by status, vendor, tag, collection and SKU', async () => {
    const word = marker()
    const active = await createProduct(
      maria,
      simpleProduct(`Ativo ${word}`, { vendor: 'Cerâmica Paraty', tags: ['Natal'] }),
    )
    const draft = await createProduct(
      maria,
      simpleProduct(`Rascunho ${word}`, { status: 'draft', tags: ['Páscoa'] }),
    )
    const collection = (
      await maria.post('/v1/product/collection', { title: `Vitrine ${word}`, productIds: [draft.id] })
    ).json().collection
    const ids = async (query: string) => (await search(maria, { query })).edges.map((edge) => edge.node.id)
    expect(await ids(`${word} status:active`)).toEqual([active.id])
    expect((await ids(`${word} status:active status:draft`)).sort()).toEqual([active.id, draft.id].sort())
    expect(await ids(`${word} vendor:"ceramica paraty"`)).toEqual([active.id])
    expect(await ids(`${word} tag:natal`)).toEqual([active.id])
    expect(await ids(`${word} tag:'pascoa'`)).toEqual([draft.id])
    expect(await ids(`collection:${collection.id}`)).toEqual([draft.id])
    expect(await ids(`collection:${collection.handle}`)).toEqual([draft.id])
    expect(await ids(`sku:${active.variants[0]!.sku!.toLowerCase()}`)).toEqual([active.id])
  })

  it('answers 400 for a status that does not exist, and searches unknown keys as text', async () => {
    const bad = await maria.post('/v1/product/search', { query: 'status:gone' })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().errors).toEqual([{ path: 'query', message: expect.stringContaining('status') }])
    const word = marker()
    await createProduct(maria, simpleProduct(`Horário 10:30 ${word}`))
    expect(titles(await search(maria, { query: `10:30 ${word}` }))).toEqual([`Horário 10:30 ${word}`])
  })
})

describe('paging', () => {
  it('walks every page once, forward and back, while products are added', async () => {
    const word = marker()
    const made: string[] = []
    for (let n = 0; n < 12; n += 1)
      made.push((await createProduct(maria, simpleProduct(`${word} ${String(n).padStart(2, '0')}`))).title)

    const seen: string[] = []
    let page = await search(maria, { query: word, first: 5 })
    expect(page.pageInfo).toMatchObject({ hasPreviousPage: false, hasNextPage: true, total: 12 })
    seen.push(...titles(page))
    let extra = 0
    while (page.pageInfo.hasNextPage) {
      // New products land both before and after the cursor while the list is read.
      await createProduct(maria, simpleProduct(`${word} 00 novo ${extra}`))
      await createProduct(maria, simpleProduct(`${word} zz novo ${extra}`))
      extra += 1
      page = await search(maria, { query: word, first: 5, after: page.pageInfo.endCursor })
      seen.push(...titles(page))
    }
    expect(new Set(seen).size).toBe(seen.length)
    for (const title of made) expect(seen).toContain(title)

    // Back from the end: the page before the last one, in the same order.
    const last = await search(maria, { query: word, last: 3 })
    expect(last.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: true })
    const before = await search(maria, { query: word, last: 3, before: last.pageInfo.startCursor })
    const all = titles(await search(maria, { query: word, first: 250 }))
    expect([...titles(before), ...titles(last)]).toEqual(all.slice(-6))
    expect(before.pageInfo.hasNextPage).toBe(true)
  })

  it('sorts by creation and update time, both ways, without repeating a row', async () => {
    const word = marker()
    for (let n = 0; n < 5; n += 1) await createProduct(maria, simpleProduct(`${word} ${n}`))
    for (const field of ['createdAt', 'updatedAt'] as const) {
      const seen = await walkTitles(word, 2, { field, direction: 'desc' })
      expect(seen).toEqual([4, 3, 2, 1, 0].map((n) => `${word} ${n}`))
    }
  })

  it('sorts titles alphabetically, accents beside their letter and case aside, on every page', async () => {
    const word = marker()
    const alphabetical = ['abacaxi', 'Água de coco', 'Araçá', 'Bolo', 'Éclair', 'Pão', 'Zabaione']
    for (const title of [...alphabetical].reverse())
      await createProduct(maria, simpleProduct(`${title} ${word}`))
    for (const direction of ['asc', 'desc'] as const) {
      const seen = await walkTitles(word, 3, { field: 'title', direction })
      const expected = alphabetical.map((title) => `${title} ${word}`)
      expect(seen).toEqual(direction === 'asc' ? expected : expected.reverse())
    }
  })

  it('answers 400 for a forged cursor, a page too large and first with last', async () => {
    const forged = Buffer.from(JSON.stringify(['x', 'not-an-id'])).toString('base64url')
    for (const body of [
      { after: forged },
      {
        after: Buffer.from(JSON.stringify(['nonsense', crypto.randomUUID()])).toString('base64url'),
        orderBy: { field: 'createdAt' },
      },
      { first: 251 },
      { first: 1, last: 1 },
      { orderBy: { field: 'price' } },
      { unknown: 1 },
    ]) {
      const response = await maria.post('/v1/product/search', body)
      expect(response.statusCode, JSON.stringify(body)).toBe(400)
      expect(response.json().errors.length).toBeGreaterThan(0)
    }
  })
})

describe('the summary of a product in a list', () => {
  it('carries what an order needs: variants with price, SKU, options and the featured image', async () => {
    const word = marker()
    await createProduct(maria, tshirt({ title: `Resumo ${word}` }))
    const node = (await search(maria, { query: word })).edges[0]!.node as unknown as Record<string, unknown>
    expect(node).toMatchObject({
      title: `Resumo ${word}`,
      featuredMedia: null,
      priceRange: { min: { amount: '59.90' }, max: { amount: '64.90' } },
      variants: expect.arrayContaining([
        expect.objectContaining({
          title: 'P / Branco',
          price: { amount: '59.90', currencyCode: 'BRL' },
          selectedOptions: [
            { name: 'Tamanho', value: { name: 'P' } },
            { name: 'Cor', value: { name: 'Branco' } },
          ],
        }),
      ]),
    })
    expect(node).not.toHaveProperty('description')
  })
})

describe("another store's products", () => {
  it('never show up in searches, not even by SKU', async () => {
    const word = marker()
    const his = await createProduct(pedro, tshirt({ title: `Do Pedro ${word}` }))
    expect((await search(pedro, { query: word })).pageInfo.total).toBe(1)
    for (const query of [
      word,
      `sku:${his.variants[0]!.sku}`,
      his.variants[0]!.sku!,
      `collection:${crypto.randomUUID()}`,
    ]) {
      const page = await search(maria, { query })
      expect(page.edges.map((edge) => edge.node.id)).not.toContain(his.id)
    }
    expect((await search(maria, { query: word })).pageInfo.total).toBe(0)
  })
})

describe('the whole catalog’s total', () => {
  it('follows products added one by one and by import, leaves out a bad import row, and is each store’s own', async () => {
    const ana = await storeOwner(t, 'Loja da Ana')
    const total = async (owner: StoreOwner) => (await search(owner, { query: '' })).pageInfo.total
    const pedrosBefore = await total(pedro)
    expect(await total(ana)).toBe(0)

    await createProduct(ana, simpleProduct('Vaso Azul'))
    await createProduct(ana, tshirt({ title: 'Camiseta Verde' }))
    expect(await total(ana)).toBe(2)

    const word = marker()
    const imported = await ana.post('/v1/product/import', {
      rows: [
        { Handle: `bom-${word}`, Title: 'Bom', Price: '10.00' },
        { Handle: `outro-${word}`, Title: 'Outro', Price: '12.00' },
        { Handle: `ruim-${word}`, Title: 'Ruim', Price: 'cinco' },
      ],
      firstRowNumber: 2,
    })
    expect(imported.json()).toMatchObject({ created: 2, failed: 1 })
    expect(await total(ana)).toBe(4)
    // A search counts its own matches; the whole list, every product of the store.
    expect((await search(ana, { query: 'vaso' })).pageInfo.total).toBe(1)
    expect((await search(ana, { query: '', first: 1 })).edges).toHaveLength(1)
    expect(await total(pedro)).toBe(pedrosBefore)
  })
})
