import { randomBytes } from 'node:crypto'
import { afterAll, describe, expect, it } from 'vitest'
import { createProduct, type StoreOwner, tshirt } from '../../test/catalog-fixtures.ts'
import { storeTeam } from '../../test/people.ts'
import { createTestApp } from '../../test/test-app.ts'

const t = await createTestApp()
const { maria, pedro } = await storeTeam(t)
afterAll(() => t.close())

const marker = () => `m${randomBytes(4).toString('hex')}`

/** Each list: its path, the key of its answer and a create body. */
const lists = [
  { path: 'vendor', key: 'vendors', node: 'vendor', body: (name: string) => ({ name }) },
  { path: 'tag', key: 'tags', node: 'tag', body: (name: string) => ({ name }) },
  { path: 'category', key: 'categories', node: 'category', body: (name: string) => ({ name }) },
  { path: 'option', key: 'options', node: 'option', body: (name: string) => ({ name, values: ['P', 'M'] }) },
  { path: 'attribute', key: 'attributes', node: 'attribute', body: (name: string) => ({ name }) },
] as const

async function names(owner: StoreOwner, path: string, key: string, query: string) {
  const response = await owner.post(`/v1/product/${path}/search`, { query })
  expect(response.statusCode).toBe(200)
  return response.json()[key].edges.map((edge: { node: { name: string } }) => edge.node.name)
}

describe.each(lists)('the $path list', ({ path, key, node, body }) => {
  it('adds a name, finds it ignoring accents, and answers the existing one for the same name', async () => {
    const word = marker()
    const created = await maria.post(`/v1/product/${path}`, body(`Açaí ${word}`))
    expect(created.statusCode).toBe(201)
    expect(created.json()[node]).toMatchObject({ id: expect.any(String), name: `Açaí ${word}` })
    const again = await maria.post(`/v1/product/${path}`, body(`acai ${word.toUpperCase()}`))
    expect(again.statusCode).toBe(200)
    expect(again.json()[node].id).toBe(created.json()[node].id)
    expect(await names(maria, path, key, `acai ${word}`)).toEqual([`Açaí ${word}`])
  })

  it('answers 400 for a missing or empty name and unknown fields', async () => {
    for (const payload of [{}, { name: '  ' }, { ...body('x'), colour: 1 }]) {
      const response = await maria.post(`/v1/product/${path}`, payload)
      expect(response.statusCode).toBe(400)
      expect(response.json().errors.length).toBeGreaterThan(0)
    }
  })

  it("keeps one store's names from another store", async () => {
    const word = marker()
    await pedro.post(`/v1/product/${path}`, body(`Segredo ${word}`))
    expect(await names(maria, path, key, word)).toEqual([])
    expect(await names(pedro, path, key, word)).toEqual([`Segredo ${word}`])
  })

  it('pages by name, accents ignored, forward and back', async () => {
    const word = marker()
    for (const name of ['Édson', 'Ana', 'Bruno', 'Caio', 'Davi'])
      await maria.post(`/v1/product/${path}`, body(`${word} ${name}`))
    const first = (await maria.post(`/v1/product/${path}/search`, { query: word, first: 2 })).json()[key]
    expect(first.edges.map((edge: { node: { name: string } }) => edge.node.name)).toEqual([
      `${word} Ana`,
      `${word} Bruno`,
    ])
    expect(first.pageInfo).toMatchObject({ total: 5, hasNextPage: true, hasPreviousPage: false })
    const rest = (
      await maria.post(`/v1/product/${path}/search`, {
        query: word,
        first: 10,
        after: first.pageInfo.endCursor,
      })
    ).json()[key]
    expect(rest.edges.map((edge: { node: { name: string } }) => edge.node.name)).toEqual([
      `${word} Caio`,
      `${word} Davi`,
      `${word} Édson`,
    ])
    const back = (
      await maria.post(`/v1/product/${path}/search`, {
        query: word,
        last: 2,
        before: rest.pageInfo.startCursor,
      })
    ).json()[key]
    expect(back.edges.map((edge: { node: { name: string } }) => edge.node.name)).toEqual([
      `${word} Ana`,
      `${word} Bruno`,
    ])
  })
})

describe('options', () => {
  it('add new values to an existing option, keeping their first order', async () => {
    const word = marker()
    await maria.post('/v1/product/option', { name: `Tamanho ${word}`, values: ['P', 'M'] })
    const merged = await maria.post('/v1/product/option', {
      name: `tamanho ${word}`,
      values: ['G', 'P', 'GG'],
    })
    expect(merged.statusCode).toBe(200)
    expect(merged.json().option.values).toEqual(['P', 'M', 'G', 'GG'])
  })

  it("remember a saved product's options for the picker", async () => {
    const word = marker()
    await createProduct(
      maria,
      tshirt({
        options: [{ name: `Estampa ${word}`, values: ['Listrada', 'Lisa'] }],
        variants: [
          { optionValues: ['Listrada'], price: '10.00' },
          { optionValues: ['Lisa'], price: '10.00' },
        ],
      }),
    )
    const found = (await maria.post('/v1/product/option/search', { query: word })).json().options.edges
    expect(found.map((edge: { node: unknown }) => edge.node)).toEqual([
      { id: expect.any(String), name: `Estampa ${word}`, values: ['Listrada', 'Lisa'] },
    ])
  })
})

describe('categories', () => {
  it('take a parent of the same store only', async () => {
    const parent = (await maria.post('/v1/product/category', { name: `Casa ${marker()}` })).json().category
    const child = await maria.post('/v1/product/category', {
      name: `Cozinha ${marker()}`,
      parentId: parent.id,
    })
    expect(child.json().category).toMatchObject({ parentId: parent.id })
    const foreign = (await pedro.post('/v1/product/category', { name: `Dele ${marker()}` })).json().category
    const refused = await maria.post('/v1/product/category', { name: 'Intrusa', parentId: foreign.id })
    expect(refused.statusCode).toBe(400)
    expect(refused.json().errors).toEqual([{ path: 'parentId', message: expect.any(String) }])
  })
})

describe('attribute values', () => {
  it('belong to an attribute and are listed per attribute', async () => {
    const material = (await maria.post('/v1/product/attribute', { name: `Material ${marker()}` })).json()
      .attribute
    const style = (await maria.post('/v1/product/attribute', { name: `Estilo ${marker()}` })).json().attribute
    const value = await maria.post('/v1/product/attribute-value', {
      attributeId: material.id,
      name: 'Algodão',
    })
    expect(value.statusCode).toBe(201)
    expect(value.json().attributeValue).toEqual({
      id: expect.any(String),
      name: 'Algodão',
      attributeId: material.id,
    })
    await maria.post('/v1/product/attribute-value', { attributeId: style.id, name: 'Algodão' })
    const listed = (
      await maria.post('/v1/product/attribute-value/search', { query: `algodao attribute:${material.id}` })
    ).json().attributeValues
    expect(listed.edges.map((edge: { node: { attributeId: string } }) => edge.node.attributeId)).toEqual([
      material.id,
    ])
    expect(
      (await maria.post('/v1/product/attribute-value/search', { query: 'attribute:x' })).statusCode,
    ).toBe(400)
  })

  it("cannot be added to another store's attribute", async () => {
    const his = (await pedro.post('/v1/product/attribute', { name: `Dele ${marker()}` })).json().attribute
    const response = await maria.post('/v1/product/attribute-value', { attributeId: his.id, name: 'x' })
    expect(response.statusCode).toBe(400)
    expect(response.json().errors).toEqual([{ path: 'attributeId', message: expect.any(String) }])
    const values = (
      await maria.post('/v1/product/attribute-value/search', { query: `attribute:${his.id}` })
    ).json()
    expect(values.attributeValues.pageInfo.total).toBe(0)
  })
})
