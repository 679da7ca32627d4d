import { afterAll, describe, expect, it } from 'vitest'
import { createProduct, simpleProduct, tshirt, uniqueSku } from '../../test/catalog-fixtures.ts'
import { storeTeam } from '../../test/people.ts'
import { createTestApp } from '../../test/test-app.ts'

const t = await createTestApp()
const { maria, pedro } = await storeTeam(t)
afterAll(() => t.close())

describe('creating a product', () => {
  it('stores options, variants, vendor and tags, and makes the handle from the title', async () => {
    const product = await createProduct(maria, tshirt({ title: 'Camiseta Pão de Açúcar' }))
    expect(product).toMatchObject({
      handle: 'camiseta-pao-de-acucar',
      title: 'Camiseta Pão de Açúcar',
      status: 'active',
      vendor: { name: 'Algodão Nativo' },
      productType: 'Camiseta',
      options: [
        { name: 'Tamanho', position: 0, values: ['P', 'M'] },
        { name: 'Cor', position: 1, values: ['Branco', 'Azul'] },
      ],
      priceRange: {
        min: { amount: '59.90', currencyCode: 'BRL' },
        max: { amount: '64.90', currencyCode: 'BRL' },
      },
      totalInventory: 0,
      featuredMedia: null,
      version: 1,
    })
    expect(product.tags.map((tag) => tag.name).sort()).toEqual(['básicos', 'verão'])
    expect(product.variants).toHaveLength(4)
    expect(product.variants[1]).toMatchObject({
      title: 'P / Azul',
      optionValues: ['P', 'Azul'],
      selectedOptions: [
        { name: 'Tamanho', value: { name: 'P' } },
        { name: 'Cor', value: { name: 'Azul' } },
      ],
      price: { amount: '59.90', currencyCode: 'BRL' },
      compareAtPrice: { amount: '79.90', currencyCode: 'BRL' },
      cost: null,
      taxable: true,
      physical: true,
    })
    expect(product.variants[2]).toMatchObject({ weight: 0.2, weightUnit: 'kg' })
    expect(product.variants[3]?.cost).toEqual({ amount: '21.35', currencyCode: 'BRL' })
  })

  it('gives a product without options one "Default Title" variant, and numbers repeated handles', async () => {
    const first = await createProduct(maria, simpleProduct('Caneca Esmaltada'))
    const second = await createProduct(maria, simpleProduct('Caneca Esmaltada'))
    expect(first.handle).toBe('caneca-esmaltada')
    expect(second.handle).toBe('caneca-esmaltada-2')
    expect(first.variants).toMatchObject([{ title: 'Default Title', optionValues: [], selectedOptions: [] }])
  })

  it('stores weights as grams and answers them in the unit given', async () => {
    const product = await createProduct(
      maria,
      simpleProduct('Saco de Café', { variants: [{ price: '30.00', weight: 1.5, weightUnit: 'lb' }] }),
    )
    expect(product.variants[0]).toMatchObject({ weight: 1.5, weightUnit: 'lb' })
  })

  it('answers 409 with a field error for a handle or SKU in use', async () => {
    const existing = await createProduct(maria, simpleProduct('Vaso de Barro'))
    const handle = await maria.post('/v1/product', simpleProduct('Outro', { handle: existing.handle }))
    expect(handle.statusCode).toBe(409)
    expect(handle.json().errors).toEqual([{ path: 'handle', message: expect.stringContaining('handle') }])

    const sku = existing.variants[0]!.sku!
    const taken = await maria.post(
      '/v1/product',
      simpleProduct('Outro', { variants: [{ price: '1.00', sku }] }),
    )
    expect(taken.statusCode).toBe(409)
    expect(taken.json().errors).toEqual([{ path: 'variants.0.sku', message: expect.stringContaining('SKU') }])

    const twice = uniqueSku()
    const repeated = await maria.post(
      '/v1/product',
      tshirt({
        variants: [
          { optionValues: ['P', 'Branco'], sku: twice, price: '1.00' },
          { optionValues: ['M', 'Branco'], sku: twice, price: '1.00' },
        ],
      }),
    )
    expect(repeated.statusCode).toBe(409)
    expect(repeated.json().errors).toEqual([{ path: 'variants.1.sku', message: expect.any(String) }])
  })

  it('lets two stores use the same handle and SKU', async () => {
    const sku = uniqueSku()
    await createProduct(
      maria,
      simpleProduct('Produto Comum', {
        handle: `comum-${sku.toLowerCase()}`,
        variants: [{ price: '1.00', sku }],
      }),
    )
    const response = await pedro.post(
      '/v1/product',
      simpleProduct('Produto Comum', {
        handle: `comum-${sku.toLowerCase()}`,
        variants: [{ price: '1.00', sku }],
      }),
    )
    expect(response.statusCode).toBe(201)
  })

  it('answers 400 with field errors for missing, wrong and unknown fields', async () => {
    const response = await maria.post('/v1/product', {
      description: 42,
      status: 'gone',
      extra: true,
      variants: [{ price: '12.345', weightUnit: 'stone' }],
    })
    expect(response.statusCode).toBe(400)
    expect(response.headers['content-type']).toContain('application/problem+json')
    const paths = response.json().errors.map((error: { path: string }) => error.path)
    expect(paths).toEqual(
      expect.arrayContaining([
        'title',
        'description',
        'status',
        'extra',
        'variants.0.price',
        'variants.0.weightUnit',
      ]),
    )
  })

  it('says what is wrong with a price: too many decimals, past the largest amount, or negative', async () => {
    const response = await maria.post(
      '/v1/product',
      simpleProduct('Preços Errados', {
        variants: [
          { price: '0.001' },
          { price: '99999999999999.99' },
          { price: '1.00', compareAtPrice: '-5.00', cost: '2.5' },
        ],
      }),
    )
    expect(response.statusCode).toBe(400)
    expect(response.json().errors).toEqual([
      { path: 'variants.0.price', message: 'Use at most 2 decimal places' },
      { path: 'variants.1.price', message: 'Cannot exceed 9999999999999.99' },
      { path: 'variants.2.compareAtPrice', message: 'Must be 0 or greater' },
    ])
    const product = await createProduct(maria, simpleProduct('Preço Máximo'))
    const update = await maria.patch(`/v1/product/${product.id}`, {
      version: product.version,
      variants: [{ id: product.variants[0]!.id, price: '12.345' }],
    })
    expect(update.statusCode).toBe(400)
    expect(update.json().errors).toEqual([
      { path: 'variants.0.price', message: 'Use at most 2 decimal places' },
    ])
    const largest = await maria.patch(`/v1/product/${product.id}`, {
      version: product.version,
      variants: [{ id: product.variants[0]!.id, price: '9999999999999.99' }],
    })
    expect(largest.statusCode).toBe(200)
    expect(largest.json().product.variants[0].price.amount).toBe('9999999999999.99')
  })

  it('answers 400 when variants and options do not agree', async () => {
    const cases = [
      [{ variants: [{ optionValues: ['P'], price: '1.00' }] }, 'variants.0.optionValues'],
      [{ variants: [{ optionValues: ['GG', 'Azul'], price: '1.00' }] }, 'variants.0.optionValues.0'],
      [
        {
          variants: [
            { optionValues: ['P', 'Azul'], price: '1.00' },
            { optionValues: ['p', 'azul'], price: '1.00' },
          ],
        },
        'variants.1.optionValues',
      ],
      [{ options: [], variants: [{ price: '1.00' }, { price: '2.00' }] }, 'variants'],
      [
        {
          options: [
            { name: 'Cor', values: ['A'] },
            { name: 'cor', values: ['B'] },
          ],
          variants: [{ optionValues: ['A', 'B'], price: '1.00' }],
        },
        'options.1.name',
      ],
      [{ categoryId: crypto.randomUUID() }, 'categoryId'],
      [{ collectionIds: [crypto.randomUUID()] }, 'collectionIds.0'],
    ] as const
    for (const [overrides, path] of cases) {
      const response = await maria.post('/v1/product', tshirt(overrides as never))
      expect(response.statusCode, path).toBe(400)
      expect(response.json().errors.map((error: { path: string }) => error.path)).toContain(path)
    }
  })
})

describe('reading a product', () => {
  it('finds it by id and by handle', async () => {
    const product = await createProduct(maria, simpleProduct('Toalha de Banho'))
    const byId = await maria.get(`/v1/product?id=${product.id}`)
    const byHandle = await maria.get(`/v1/product?handle=${product.handle}`)
    expect(byId.statusCode).toBe(200)
    expect(byId.json().product).toEqual(product)
    expect(byHandle.json().product).toEqual(product)
  })

  it('answers 404 for a missing product and 400 without id or handle', async () => {
    expect((await maria.get(`/v1/product?id=${crypto.randomUUID()}`)).statusCode).toBe(404)
    expect((await maria.get('/v1/product?handle=nao-existe')).statusCode).toBe(404)
    expect((await maria.get('/v1/product')).statusCode).toBe(400)
    expect((await maria.get('/v1/product?id=not-a-uuid')).statusCode).toBe(400)
  })
})

describe('updating a product', () => {
  it('changes the fields given, keeps the rest, and bumps the version', async () => {
    const product = await createProduct(maria)
    const response = await maria.patch(`/v1/product/${product.id}`, {
      version: 1,
      title: 'Camiseta Nova',
      vendor: 'Tecelagem Serra Azul',
      tags: ['inverno'],
    })
    expect(response.statusCode).toBe(200)
    const updated = response.json().product
    expect(updated).toMatchObject({
      title: 'Camiseta Nova',
      handle: product.handle,
      vendor: { name: 'Tecelagem Serra Azul' },
      tags: [{ name: 'inverno' }],
      version: 2,
    })
    expect(updated.variants).toEqual(product.variants)
  })

  it('replaces variants: kept ids keep their identity, left out ones go, new ones come', async () => {
    const product = await createProduct(maria)
    const [first, second] = product.variants
    const sku = uniqueSku()
    const response = await maria.patch(`/v1/product/${product.id}`, {
      version: product.version,
      options: [
        { name: 'Tamanho', values: ['P', 'M', 'G'] },
        { name: 'Cor', values: ['Branco', 'Azul'] },
      ],
      variants: [
        // Two variants swap their SKUs in one update.
        { id: first!.id, optionValues: ['P', 'Branco'], sku: second!.sku, price: '49.90' },
        { id: second!.id, optionValues: ['P', 'Azul'], sku: first!.sku, price: '59.90' },
        { optionValues: ['G', 'Azul'], sku, price: '69.90' },
      ],
    })
    expect(response.statusCode).toBe(200)
    const variants = response.json().product.variants
    expect(variants.map((variant: { title: string }) => variant.title)).toEqual([
      'P / Branco',
      'P / Azul',
      'G / Azul',
    ])
    expect(variants[0]).toMatchObject({ id: first!.id, sku: second!.sku, price: { amount: '49.90' } })
    expect(variants[2]).toMatchObject({ sku })

    const search = await maria.post('/v1/product/search', { query: `sku:${sku}` })
    expect(search.json().products.edges.map((edge: { node: { id: string } }) => edge.node.id)).toEqual([
      product.id,
    ])
  })

  it('answers 409 with the current product for a stale version', async () => {
    const product = await createProduct(maria)
    expect(
      (await maria.patch(`/v1/product/${product.id}`, { version: 1, title: 'Primeira' })).statusCode,
    ).toBe(200)
    const stale = await maria.patch(`/v1/product/${product.id}`, { version: 1, title: 'Segunda' })
    expect(stale.statusCode).toBe(409)
    const body = stale.json()
    expect(body.errors).toEqual([{ path: 'version', message: expect.any(String) }])
    expect(body.current).toMatchObject({ id: product.id, title: 'Primeira', version: 2 })
  })

  it('lets only one of two concurrent updates of the same version through', async () => {
    const product = await createProduct(maria)
    const answers = await Promise.all(
      ['A', 'B'].map((title) => maria.patch(`/v1/product/${product.id}`, { version: 1, title })),
    )
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409])
  })

  it('answers 409 for a handle or SKU of another product, and 400 for options without variants', async () => {
    const one = await createProduct(maria, simpleProduct('Um'))
    const two = await createProduct(maria, simpleProduct('Dois'))
    const handle = await maria.patch(`/v1/product/${two.id}`, { version: 1, handle: one.handle })
    expect(handle.statusCode).toBe(409)
    const sku = await maria.patch(`/v1/product/${two.id}`, {
      version: 1,
      variants: [{ id: two.variants[0]!.id, price: '1.00', sku: one.variants[0]!.sku }],
    })
    expect(sku.statusCode).toBe(409)
    expect(sku.json().errors).toEqual([{ path: 'variants.0.sku', message: expect.any(String) }])
    const options = await maria.patch(`/v1/product/${two.id}`, {
      version: 1,
      options: [{ name: 'Cor', values: ['A'] }],
    })
    expect(options.statusCode).toBe(400)
    const unknownVariant = await maria.patch(`/v1/product/${two.id}`, {
      version: 1,
      variants: [{ id: one.variants[0]!.id, price: '1.00' }],
    })
    expect(unknownVariant.statusCode).toBe(400)
    expect(unknownVariant.json().errors).toEqual([{ path: 'variants.0.id', message: expect.any(String) }])
    // Nothing of the refused updates was kept.
    expect((await maria.get(`/v1/product?id=${two.id}`)).json().product.version).toBe(1)
  })

  it('answers 400 for a missing version and unknown fields', async () => {
    const product = await createProduct(maria, simpleProduct('Sem Versão'))
    const response = await maria.patch(`/v1/product/${product.id}`, { title: 'x', colour: 'red' })
    expect(response.statusCode).toBe(400)
    expect(
      response
        .json()
        .errors.map((error: { path: string }) => error.path)
        .sort(),
    ).toEqual(['colour', 'version'])
  })
})

describe('archiving products', () => {
  it('archives several at once and brings them back as drafts', async () => {
    const a = await createProduct(maria, simpleProduct('Arquivo A'))
    const b = await createProduct(maria, simpleProduct('Arquivo B', { status: 'draft' }))
    const archived = await maria.post('/v1/product/archive', { ids: [a.id, b.id] })
    expect(archived.statusCode).toBe(200)
    expect(archived.json().products).toEqual([
      { id: a.id, status: 'archived', version: 2 },
      { id: b.id, status: 'archived', version: 2 },
    ])
    const back = await maria.post('/v1/product/unarchive', { ids: [a.id] })
    expect(back.json().products).toEqual([{ id: a.id, status: 'draft', version: 3 }])
  })

  it('changes nothing when one id is not a product of the store', async () => {
    const mine = await createProduct(maria, simpleProduct('Meu'))
    const his = await createProduct(pedro, simpleProduct('Dele'))
    const response = await maria.post('/v1/product/archive', { ids: [mine.id, his.id] })
    expect(response.statusCode).toBe(404)
    expect((await maria.get(`/v1/product?id=${mine.id}`)).json().product.status).toBe('active')
    expect((await pedro.get(`/v1/product?id=${his.id}`)).json().product.status).toBe('active')
    expect((await maria.post('/v1/product/archive', { ids: [] })).statusCode).toBe(400)
  })
})

describe("another store's products", () => {
  it('answer 404 to reads and writes, exactly like missing ones', async () => {
    const product = await createProduct(pedro, simpleProduct('Segredo do Pedro'))
    const missing = crypto.randomUUID()
    const reads = [
      await maria.get(`/v1/product?id=${product.id}`),
      await maria.get(`/v1/product?handle=${product.handle}`),
      await maria.patch(`/v1/product/${product.id}`, { version: 1, title: 'Roubado' }),
      await maria.post('/v1/product/archive', { ids: [product.id] }),
    ]
    const absent = await maria.get(`/v1/product?id=${missing}`)
    for (const response of reads) {
      expect(response.statusCode).toBe(404)
      expect(response.json().detail).toBe(absent.json().detail)
      expect(response.body).not.toContain('Segredo')
    }
    expect((await pedro.get(`/v1/product?id=${product.id}`)).json().product.title).toBe('Segredo do Pedro')
  })

  it('cannot be joined to this store through a collection or category id', async () => {
    const collection = await pedro.post('/v1/product/collection', { title: 'Coleção do Pedro' })
    const category = await pedro.post('/v1/product/category', { name: 'Categoria do Pedro' })
    const response = await maria.post(
      '/v1/product',
      simpleProduct('Intruso', {
        collectionIds: [collection.json().collection.id],
        categoryId: category.json().category.id,
      }),
    )
    expect(response.statusCode).toBe(400)
    expect(
      response
        .json()
        .errors.map((error: { path: string }) => error.path)
        .sort(),
    ).toEqual(['categoryId'])
  })
})
