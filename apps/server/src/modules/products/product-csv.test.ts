import { randomBytes } from 'node:crypto'
import { csvRecords, PRODUCT_CSV_COLUMNS, parseCsv } from '@lojista/contracts'
import { afterAll, describe, expect, it } from 'vitest'
import {
  createProduct,
  type StoreOwner,
  simpleProduct,
  storeOwner,
  tshirt,
  uniqueSku,
} from '../../test/catalog-fixtures.ts'
import { storeTeam } from '../../test/people.ts'
import { createTestApp } from '../../test/test-app.ts'

const t = await createTestApp()
const { maria, pedro } = await storeTeam(t)
afterAll(() => t.close())

const marker = () => `m${randomBytes(4).toString('hex')}`

async function exportCsv(owner: StoreOwner, query: string) {
  const response = await owner.get(`/v1/product/export.csv?query=${encodeURIComponent(query)}`)
  expect(response.statusCode).toBe(200)
  expect(response.headers['content-type']).toBe('text/csv; charset=utf-8')
  expect(response.headers['content-disposition']).toContain('attachment')
  return response.body
}

async function importRows(owner: StoreOwner, rows: Record<string, string>[], firstRowNumber = 2) {
  const response = await owner.post('/v1/product/import', { rows, firstRowNumber })
  expect(response.statusCode, response.body).toBe(200)
  return response.json()
}

describe('CSV export', () => {
  it("writes one row per variant in Shopify's columns, product fields on the first row", async () => {
    const word = marker()
    const product = await createProduct(
      maria,
      tshirt({
        title: `Camiseta ${word}`,
        description: 'Algodão "orgânico", macio\nsegunda linha',
        tags: ['verão', 'básicos'],
      }),
    )
    const table = parseCsv(await exportCsv(maria, word))
    expect(table[0]).toEqual([...PRODUCT_CSV_COLUMNS])
    const rows = csvRecords(table)
    expect(rows).toHaveLength(4)
    expect(rows[0]).toMatchObject({
      Handle: product.handle,
      Title: `Camiseta ${word}`,
      Description: 'Algodão "orgânico", macio\nsegunda linha',
      Status: 'active',
      Vendor: 'Algodão Nativo',
      Tags: 'básicos, verão',
      'Option1 Name': 'Tamanho',
      'Option1 Value': 'P',
      'Option2 Name': 'Cor',
      'Option2 Value': 'Branco',
      SKU: product.variants[0]!.sku,
      Barcode: '7891000000011',
      Price: '59.90',
      Taxable: 'true',
    })
    expect(rows[1]).toMatchObject({
      Handle: product.handle,
      Title: '',
      'Option1 Name': '',
      'Compare At Price': '79.90',
    })
    expect(rows[2]).toMatchObject({ Weight: '0.2', 'Weight Unit': 'kg' })
  })

  it('answers 400 for a bad filter before any CSV is sent', async () => {
    const response = await maria.get('/v1/product/export.csv?query=status:gone')
    expect(response.statusCode).toBe(400)
    expect(response.headers['content-type']).toContain('application/problem+json')
  })

  it("never includes another store's products", async () => {
    const word = marker()
    await createProduct(pedro, simpleProduct(`Do Pedro ${word}`))
    expect(csvRecords(parseCsv(await exportCsv(maria, word)))).toEqual([])
    expect(csvRecords(parseCsv(await exportCsv(pedro, word)))).toHaveLength(1)
  })
})

describe('CSV import', () => {
  it('reads back what export wrote: a round trip into another store gives the same file', async () => {
    const word = marker()
    await createProduct(
      maria,
      tshirt({ title: `Ida e Volta ${word}`, description: 'Com, vírgula e "aspas"' }),
    )
    await createProduct(
      maria,
      simpleProduct(`=HYPERLINK("x") ${word}`, {
        vendor: '@fornecedor',
        variants: [
          {
            price: '12.00',
            sku: uniqueSku(),
            weight: 1.25,
            weightUnit: 'lb',
            taxable: false,
            physical: false,
          },
        ],
      }),
    )
    const exported = await exportCsv(maria, word)
    expect(exported).toContain(`'=HYPERLINK`)
    const rows = csvRecords(parseCsv(exported))
    // SKUs are per store, so the same file goes into Pedro's store unchanged.
    const result = await importRows(pedro, rows)
    expect(result).toMatchObject({ created: rows.length, updated: 0, failed: 0 })
    expect(result.results.every((row: { errors: unknown[] }) => row.errors.length === 0)).toBe(true)
    expect(await exportCsv(pedro, word)).toBe(exported)

    // The same file again updates, changing nothing.
    const again = await importRows(pedro, rows)
    expect(again).toMatchObject({ created: 0, updated: rows.length, failed: 0 })
    expect(await exportCsv(pedro, word)).toBe(exported)
  })

  it('updates an existing product from a partial file, adding variants and leaving the rest', async () => {
    const product = await createProduct(maria, tshirt({ title: `Parcial ${marker()}` }))
    const sku = uniqueSku()
    const result = await importRows(maria, [
      { Handle: product.handle, 'Option1 Value': 'M', 'Option2 Value': 'Azul', Price: '70,00' },
      { Handle: product.handle, 'Option1 Value': 'G', 'Option2 Value': 'Azul', SKU: sku, Price: '74.90' },
    ])
    expect(result.updated).toBe(2)
    const read = (await maria.get(`/v1/product?id=${product.id}`)).json().product
    expect(read.title).toBe(product.title)
    expect(read.variants).toHaveLength(5)
    expect(read.variants.find((v: { title: string }) => v.title === 'M / Azul')).toMatchObject({
      id: product.variants[3]!.id,
      sku: product.variants[3]!.sku,
      price: { amount: '70.00' },
    })
    expect(read.options[0].values).toEqual(['P', 'M', 'G'])
    expect(read.variants.at(-1)).toMatchObject({ title: 'G / Azul', sku })
  })

  it('applies good products and reports bad rows at their row and column, leaving nothing of a bad product', async () => {
    const word = marker()
    const taken = (await createProduct(maria, simpleProduct(`Dono do SKU ${word}`))).variants[0]!.sku!
    const result = await importRows(
      maria,
      [
        { Handle: `bom-${word}`, Title: `Bom ${word}`, Price: '10.00' },
        {
          Handle: `ruim-${word}`,
          Title: `Ruim ${word}`,
          'Option1 Name': 'Cor',
          'Option1 Value': 'Azul',
          Price: '5.00',
        },
        { Handle: `ruim-${word}`, 'Option1 Value': 'Verde', Price: 'cinco', Taxable: 'talvez' },
        { Handle: `sku-${word}`, Title: `SKU ${word}`, Price: '1.00', SKU: taken },
        { Title: '', Price: '1.00' },
        { Handle: '', Title: '' },
      ],
      10,
    )
    expect(result).toMatchObject({ created: 1, failed: 4 })
    const byRow = new Map(result.results.map((row: { row: number }) => [row.row, row]))
    expect(byRow.get(10)).toMatchObject({ status: 'created', productId: expect.any(String), errors: [] })
    expect(byRow.get(11)).toMatchObject({
      status: 'error',
      errors: [{ path: 'Handle', message: expect.any(String) }],
    })
    expect(byRow.get(12)).toMatchObject({ status: 'error' })
    expect(
      (byRow.get(12) as { errors: { path: string }[] }).errors.map((error) => error.path).sort(),
    ).toEqual(['Price', 'Taxable'])
    expect(byRow.get(13)).toMatchObject({
      status: 'error',
      errors: [{ path: 'SKU', message: expect.any(String) }],
    })
    expect(byRow.get(14)).toMatchObject({
      status: 'error',
      errors: [{ path: 'Handle', message: expect.any(String) }],
    })
    expect(byRow.has(15)).toBe(false) // a blank line
    const found = (await maria.post('/v1/product/search', { query: word })).json().products
    expect(found.edges.map((edge: { node: { title: string } }) => edge.node.title).sort()).toEqual([
      `Bom ${word}`,
      `Dono do SKU ${word}`,
    ])
  })

  it('refuses renaming the options of an existing product', async () => {
    const product = await createProduct(maria, tshirt({ title: `Opções ${marker()}` }))
    const result = await importRows(maria, [
      { Handle: product.handle, Title: 'x', 'Option1 Name': 'Size', 'Option1 Value': 'P', Price: '1.00' },
    ])
    expect(result.results[0].status).toBe('error')
    expect(result.results[0].errors).toContainEqual({
      path: 'Option1 Name',
      message: expect.stringContaining('rename'),
    })
    expect((await maria.get(`/v1/product?id=${product.id}`)).json().product.title).toBe(product.title)
  })

  it('answers 400 for an empty or too large batch and unknown fields', async () => {
    const many = Array.from({ length: 101 }, () => ({ Title: 'x', Price: '1.00' }))
    for (const body of [
      { rows: [] },
      { rows: many },
      { rows: [{ Title: 'x' }], extra: 1 },
      { rows: [{ Title: 1 }] },
    ]) {
      expect((await maria.post('/v1/product/import', body)).statusCode).toBe(400)
    }
  })

  it('creates a batch of new products together: shared vendors and tags, options, stock at every location, found by their words; a SKU twice goes to the first', async () => {
    const word = marker()
    const location = (await maria.post('/v1/location', { name: `Depósito ${word}` })).json().location
    const rows = Array.from({ length: 30 }, (_, n) => ({
      Handle: `lote-${word}-${n}`,
      Title: `Lote ${word} ${n}`,
      Price: '12.50',
      SKU: `LOTE-${word}-${n}`,
      Vendor: `Fornecedor ${word} ${n % 3}`,
      Tags: `lote-${word}, par ${n % 2}`,
    }))
    // The last product has two sizes, and its second row repeats the first product's SKU.
    rows.push(
      { ...rows[0]!, Handle: `tamanhos-${word}`, Title: `Tamanhos ${word}`, SKU: `P-${word}` },
      { ...rows[0]!, Handle: `tamanhos-${word}`, Title: '', SKU: `LOTE-${word}-0` },
    )
    rows[30] = { ...rows[30]!, 'Option1 Name': 'Tamanho', 'Option1 Value': 'P' } as (typeof rows)[number]
    rows[31] = { ...rows[31]!, 'Option1 Value': 'M' } as (typeof rows)[number]
    const result = await importRows(maria, rows, 2)
    expect(result).toMatchObject({ created: 30, failed: 2 })
    expect(result.results[31]).toMatchObject({ row: 33, status: 'error', errors: [{ path: 'SKU' }] })

    const found = (
      await maria.post('/v1/product/search', { query: `vendor:'Fornecedor ${word} 2'`, first: 50 })
    ).json().products
    expect(found.edges).toHaveLength(10)
    const product = (await maria.get(`/v1/product?id=${result.results[5].productId}`)).json().product
    expect(product).toMatchObject({
      handle: `lote-${word}-5`,
      vendor: { name: `Fornecedor ${word} 2` },
      variants: [{ sku: `LOTE-${word}-5`, price: { amount: '12.50' } }],
    })
    expect(product.tags.map((tag: { name: string }) => tag.name).sort()).toEqual([`lote-${word}`, 'par 1'])
    const vendors = (await maria.post('/v1/product/vendor/search', { query: word })).json()
    expect(JSON.stringify(vendors).match(new RegExp(`Fornecedor ${word} \\d`, 'g'))).toHaveLength(3)
    const stock = (await maria.post('/v1/inventory/search', { query: `LOTE-${word}-7`, first: 50 })).json()
      .inventoryLevels
    expect(
      stock.edges.map((edge: { node: { location: { id: string } } }) => edge.node.location.id),
    ).toContain(location.id)
    expect(stock.edges.every((edge: { node: { available: number } }) => edge.node.available === 0)).toBe(true)
    // Their words find them as a product created one by one is found.
    const byTag = (await maria.post('/v1/product/search', { query: `tag:lote-${word}`, first: 50 })).json()
    expect(byTag.products.edges).toHaveLength(30)
  })

  it('stocks a batch of new products at every location of a store with many of them', async () => {
    // 100 products at 170 locations are 17,000 levels: listed pair by pair, four values each, they would
    // pass the 65,535 parameters a statement can carry.
    const owner = await storeOwner(t, 'Loja de muitos depósitos')
    for (let n = 0; n < 170; n++) {
      expect((await owner.post('/v1/location', { name: `Depósito ${n}` })).statusCode).toBe(201)
    }
    const word = marker()
    const result = await importRows(
      owner,
      Array.from({ length: 100 }, (_, n) => ({
        Handle: `vela-${word}-${n}`,
        Title: `Vela ${word} ${n}`,
        Price: '5.00',
      })),
    )
    expect(result).toMatchObject({ created: 100, failed: 0 })
    const levels = (await owner.post('/v1/inventory/search', { query: `${word} 42`, first: 250 })).json()
    expect(levels.inventoryLevels.edges).toHaveLength(170)
  })

  it("updates only this store's products of a handle", async () => {
    const his = await createProduct(pedro, simpleProduct(`Mesmo Handle ${marker()}`))
    const result = await importRows(maria, [{ Handle: his.handle, Title: 'Da Maria', Price: '3.00' }])
    expect(result.results[0]).toMatchObject({ status: 'created' })
    expect((await pedro.get(`/v1/product?id=${his.id}`)).json().product.title).toBe(his.title)
  })
})
