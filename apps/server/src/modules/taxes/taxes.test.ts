import { randomUUID } from 'node:crypto'
import { afterAll, describe, expect, it } from 'vitest'
import { collectionProducts, collections } from '../../db/schema/index.ts'
import { inScope } from '../../db/scope.ts'
import { type Person, storeWithStaff } from '../../test/people.ts'
import { insertCustomer, insertProduct } from '../../test/store-fixtures.ts'
import { createTestApp } from '../../test/test-app.ts'

const t = await createTestApp()
// The owner of a store and, in it, a member of the built-in staff role; the owner of another store.
const { maria, joana, pedro } = await storeWithStaff(t)
afterAll(() => t.close())

async function insertCollection(tenantId: string, title: string, productIds: string[]) {
  const id = randomUUID()
  await inScope(t.db, { tenantId }, async (tx) => {
    await tx
      .insert(collections)
      .values({ tenantId, id, handle: `c-${id.slice(0, 8)}`, title, searchText: title.toLowerCase() })
    if (productIds.length > 0) {
      await tx
        .insert(collectionProducts)
        .values(productIds.map((productId) => ({ tenantId, collectionId: id, productId })))
    }
  })
  return id
}

async function settings(person: Person) {
  const answer = await person.call('GET', '/v1/settings/taxes')
  expect(answer.statusCode, answer.body).toBe(200)
  return answer.json().settings
}

const sp = {
  countryCode: 'br',
  provinceCode: 'sp',
  rates: [{ title: 'ICMS 18%', ratePpm: 180_000 }],
  overrides: [],
}
const rj = { ...sp, provinceCode: 'RJ', rates: [{ title: 'ICMS 20%', ratePpm: 200_000 }] }

describe('tax settings', () => {
  it('reads no tax at version 1 before anything is saved', async () => {
    expect(await settings(pedro)).toEqual({
      taxesIncluded: false,
      shippingTaxed: false,
      version: 1,
      updatedAt: null,
      regions: [],
    })
  })

  it('saves both choices, refuses an old version, and logs the change', async () => {
    const saved = await maria.call('PUT', '/v1/settings/taxes', {
      taxesIncluded: true,
      shippingTaxed: true,
      version: 1,
    })
    expect(saved.statusCode, saved.body).toBe(200)
    expect(saved.json().settings).toMatchObject({ taxesIncluded: true, shippingTaxed: true, version: 2 })
    const stale = await maria.call('PUT', '/v1/settings/taxes', {
      taxesIncluded: false,
      shippingTaxed: false,
      version: 1,
    })
    expect(stale.statusCode).toBe(409)
    expect(stale.json()).toMatchObject({ errors: [{ path: 'version' }], current: { version: 2 } })
    const log = await maria.call('GET', '/v1/activity?area=settings')
    expect(log.statusCode, log.body).toBe(200)
    expect(JSON.stringify(log.json())).toContain('settings.taxes_updated')
    const back = await maria.call('PUT', '/v1/settings/taxes', {
      taxesIncluded: false,
      shippingTaxed: false,
      version: 2,
    })
    expect(back.statusCode).toBe(200)
  })

  it('adds, changes and removes regions, one per country and state', async () => {
    const created = await maria.call('POST', '/v1/settings/taxes/regions', sp)
    expect(created.statusCode, created.body).toBe(201)
    const region = created.json().region
    expect(region).toMatchObject({ countryCode: 'BR', provinceCode: 'SP', rates: sp.rates, version: 1 })

    const twice = await maria.call('POST', '/v1/settings/taxes/regions', { ...sp, provinceCode: 'SP' })
    expect(twice.statusCode).toBe(409)
    expect(twice.json().errors).toEqual([
      { path: 'provinceCode', message: 'This country and state already has a tax region' },
    ])

    const changed = await maria.call('PUT', `/v1/settings/taxes/regions/${region.id}`, {
      ...sp,
      rates: [
        { title: 'ICMS 18%', ratePpm: 180_000 },
        { title: 'FCP 2%', ratePpm: 20_000 },
      ],
      version: 1,
    })
    expect(changed.statusCode, changed.body).toBe(200)
    expect(changed.json().region).toMatchObject({
      version: 2,
      rates: [{ title: 'ICMS 18%' }, { title: 'FCP 2%' }],
    })
    const stale = await maria.call('PUT', `/v1/settings/taxes/regions/${region.id}`, { ...sp, version: 1 })
    expect(stale.statusCode).toBe(409)
    expect(stale.json().current).toMatchObject({ id: region.id, version: 2 })

    const other = await maria.call('POST', '/v1/settings/taxes/regions', { ...rj })
    expect(other.statusCode).toBe(201)
    const taken = await maria.call('PUT', `/v1/settings/taxes/regions/${region.id}`, {
      ...rj,
      version: 2,
    })
    expect(taken.statusCode).toBe(409)
    expect(taken.json().errors).toEqual([
      { path: 'provinceCode', message: 'This country and state already has a tax region' },
    ])
    const removed = await maria.call('DELETE', `/v1/settings/taxes/regions/${other.json().region.id}`)
    expect(removed.statusCode).toBe(204)
    expect((await settings(maria)).regions.map((r: { provinceCode: string }) => r.provinceCode)).toEqual([
      'SP',
    ])
    const again = await maria.call('DELETE', `/v1/settings/taxes/regions/${other.json().region.id}`)
    expect(again.statusCode).toBe(404)
  })

  it('names each field at fault as problem+json', async () => {
    const answer = await maria.call('POST', '/v1/settings/taxes/regions', {
      countryCode: 'Brasil',
      provinceCode: 'SPX1',
      rates: [{ title: '', ratePpm: 1_000_001 }],
      overrides: [{ target: 'product', targetId: 'nope', rate: null }],
    })
    expect(answer.statusCode).toBe(400)
    expect(answer.headers['content-type']).toContain('application/problem+json')
    expect(answer.json().errors).toEqual(
      expect.arrayContaining([
        { path: 'countryCode', message: 'Use a two-letter country code' },
        { path: 'provinceCode', message: 'Use the state code, such as SP' },
        { path: 'rates.0.title', message: 'Required' },
        { path: 'rates.0.ratePpm', message: 'Use a rate from 0% to 100%' },
      ]),
    )
    const none = await maria.call('POST', '/v1/settings/taxes/regions', {
      ...sp,
      provinceCode: 'MG',
      rates: [],
    })
    expect(none.json().errors).toEqual([{ path: 'rates', message: 'Give the region at least one rate' }])
  })

  it('keeps overrides of this store’s products and collections, and refuses another store’s', async () => {
    const book = await insertProduct(t.db, maria.tenantId, {
      title: 'Livro',
      variants: [{ sku: 'LIV-1', price: 5000 }],
    })
    const food = await insertProduct(t.db, maria.tenantId, {
      title: 'Arroz',
      variants: [{ sku: 'ARR-1', price: 2000 }],
    })
    const basics = await insertCollection(maria.tenantId, 'Cesta básica', [food.productId])
    const theirs = await insertProduct(t.db, pedro.tenantId, {
      title: 'Dele',
      variants: [{ sku: 'DEL-1', price: 100 }],
    })
    const region = (await settings(maria)).regions[0]
    const foreign = await maria.call('PUT', `/v1/settings/taxes/regions/${region.id}`, {
      ...sp,
      overrides: [{ target: 'product', targetId: theirs.productId, rate: null }],
      version: region.version,
    })
    expect(foreign.statusCode).toBe(400)
    expect(foreign.json().errors).toEqual([
      { path: 'overrides.0.targetId', message: 'No such product or collection in this store' },
    ])
    const saved = await maria.call('PUT', `/v1/settings/taxes/regions/${region.id}`, {
      ...sp,
      overrides: [
        { target: 'product', targetId: book.productId, rate: null },
        { target: 'collection', targetId: basics, rate: { title: 'ICMS 7%', ratePpm: 70_000 } },
      ],
      version: region.version,
    })
    expect(saved.statusCode, saved.body).toBe(200)
    expect(saved.json().region.overrides).toEqual([
      { target: 'product', targetId: book.productId, targetTitle: 'Livro', rate: null },
      {
        target: 'collection',
        targetId: basics,
        targetTitle: 'Cesta básica',
        rate: { title: 'ICMS 7%', ratePpm: 70_000 },
      },
    ])
    const rules = await joana.call('GET', '/v1/order/tax-rules')
    expect(rules.statusCode, rules.body).toBe(200)
    expect(rules.json().rules.collections).toEqual([{ id: basics, productIds: [food.productId] }])
  })

  it("answers 404 for another store's region, which stays as it was", async () => {
    const region = (await settings(maria)).regions[0]
    const change = await pedro.call('PUT', `/v1/settings/taxes/regions/${region.id}`, {
      ...sp,
      version: region.version,
    })
    expect(change.statusCode).toBe(404)
    const remove = await pedro.call('DELETE', `/v1/settings/taxes/regions/${region.id}`)
    expect(remove.statusCode).toBe(404)
    expect((await settings(pedro)).regions).toEqual([])
    expect((await settings(maria)).regions[0]).toEqual(region)
    const reach = await pedro.call('GET', '/v1/settings/taxes', undefined, maria.tenantId)
    expect(reach.statusCode).toBe(403)
  })

  it('needs the settings.taxes permission', async () => {
    const region = (await settings(maria)).regions[0]
    for (const [method, url, body] of [
      ['GET', '/v1/settings/taxes', undefined],
      ['PUT', '/v1/settings/taxes', { taxesIncluded: false, shippingTaxed: false, version: 3 }],
      ['POST', '/v1/settings/taxes/regions', rj],
      ['PUT', `/v1/settings/taxes/regions/${region.id}`, { ...sp, version: region.version }],
      ['DELETE', `/v1/settings/taxes/regions/${region.id}`, undefined],
    ] as const) {
      const answer = await joana.call(method, url, body)
      expect(answer.statusCode, `${method} ${url}`).toBe(403)
      expect(answer.json()).toMatchObject({ permission: 'settings.taxes' })
    }
  })
})

describe('drafts taxed by the settings', () => {
  it('charges the tax of the customer’s state, and follows the address to another state', async () => {
    const rjAnswer = await maria.call('POST', '/v1/settings/taxes/regions', rj)
    expect(rjAnswer.statusCode).toBe(201)
    const region = (await settings(maria)).regions.find(
      (r: { provinceCode: string }) => r.provinceCode === 'SP',
    )
    // SP back to one rate and no overrides, for round figures.
    await maria.call('PUT', `/v1/settings/taxes/regions/${region.id}`, { ...sp, version: region.version })
    const lamp = await insertProduct(t.db, maria.tenantId, {
      title: 'Luminária',
      variants: [{ sku: 'LUM-1', price: 10000 }],
    })
    const customerId = await insertCustomer(t.db, maria.tenantId, {
      name: 'Ana Souza',
      email: 'ana@example.com',
    })
    const address = {
      firstName: 'Ana',
      lastName: 'Souza',
      company: '',
      address1: 'Av. Paulista, 1000',
      address2: '',
      city: 'São Paulo',
      provinceCode: 'SP',
      countryCode: 'BR',
      postalCode: '01310-100',
      phone: '',
    }
    const lineItems = [{ id: randomUUID(), variantId: lamp.variantIds[0], quantity: 1 }]
    const created = await joana.call('POST', '/v1/order', {
      customerId,
      shippingAddress: address,
      lineItems,
      shippingLine: { title: 'Entrega', price: '20.00' },
    })
    expect(created.statusCode, created.body).toBe(201)
    const draft = created.json().order
    expect(draft.taxesSetByHand).toBe(false)
    expect(draft.taxLines).toEqual([
      {
        title: 'ICMS 18%',
        rate: '18',
        priceSet: expect.objectContaining({ presentmentMoney: { amount: '18.00', currencyCode: 'BRL' } }),
      },
    ])
    expect(draft.totalPriceSet.presentmentMoney.amount).toBe('138.00')

    const moved = await joana.call('POST', '/v1/order', {
      id: draft.id,
      version: draft.version,
      lineItems,
      shippingAddress: { ...address, city: 'Rio de Janeiro', provinceCode: 'RJ' },
    })
    expect(moved.statusCode, moved.body).toBe(200)
    const inRj = moved.json().order
    expect(inRj.taxLines.map((tax: { title: string }) => tax.title)).toEqual(['ICMS 20%'])
    expect(inRj.totalTaxSet.presentmentMoney.amount).toBe('20.00')

    // Staff set the taxes by hand; then go back to the store's.
    const byHand = await joana.call('POST', '/v1/order', {
      id: draft.id,
      version: inRj.version,
      lineItems,
      taxesSetByHand: true,
      taxLines: [{ title: 'ISS', rate: '5' }],
    })
    const handSet = byHand.json().order
    expect(handSet.taxesSetByHand).toBe(true)
    expect(handSet.totalTaxSet.presentmentMoney.amount).toBe('5.00')
    const back = await joana.call('POST', '/v1/order', {
      id: draft.id,
      version: handSet.version,
      lineItems,
      shippingAddress: { ...address, city: 'Rio de Janeiro', provinceCode: 'RJ' },
      taxesSetByHand: false,
    })
    const restored = back.json().order
    expect(restored.taxesSetByHand).toBe(false)
    expect(restored.totalTaxSet.presentmentMoney.amount).toBe('20.00')
  })

  it('taxes shipping when the store says so, and charges an exempt customer nothing', async () => {
    const current = await settings(maria)
    await maria.call('PUT', '/v1/settings/taxes', {
      taxesIncluded: false,
      shippingTaxed: true,
      version: current.version,
    })
    const lamp = await insertProduct(t.db, maria.tenantId, {
      title: 'Abajur',
      variants: [{ sku: 'ABA-1', price: 10000 }],
    })
    const exempt = await insertCustomer(t.db, maria.tenantId, { name: 'Revenda Sul', taxExempt: true })
    const body = {
      shippingAddress: {
        firstName: 'Ana',
        lastName: 'Souza',
        company: '',
        address1: 'Rua A, 1',
        address2: '',
        city: 'São Paulo',
        provinceCode: 'SP',
        countryCode: 'BR',
        postalCode: '01310-100',
        phone: '',
      },
      lineItems: [{ id: randomUUID(), variantId: lamp.variantIds[0], quantity: 1 }],
      shippingLine: { title: 'Entrega', price: '20.00' },
    }
    const taxed = await joana.call('POST', '/v1/order', body)
    const order = taxed.json().order
    // 18% of 100.00 and of 20.00 of shipping.
    expect(order.totalTaxSet.presentmentMoney.amount).toBe('21.60')
    const free = await joana.call('POST', '/v1/order', {
      ...body,
      lineItems: [{ id: randomUUID(), variantId: lamp.variantIds[0], quantity: 1 }],
      customerId: exempt,
    })
    const exemptOrder = free.json().order
    expect(exemptOrder.taxExempt).toBe(true)
    expect(exemptOrder.totalTaxSet.presentmentMoney.amount).toBe('0.00')
  })
})
