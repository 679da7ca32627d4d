import { afterAll, describe, expect, it } from 'vitest'
import { type Person, storeWithStaff } from '../../test/people.ts'
import { createTestApp } from '../../test/test-app.ts'

const t = await createTestApp()
// The owner of a store and, in the same store, a member of the built-in staff role; the owner of another store.
const { maria, joana, pedro } = await storeWithStaff(t)
afterAll(() => t.close())

/** The API's answers, read loosely as the tests read them. */
type Json = ReturnType<typeof JSON.parse>

async function ok(answer: Promise<{ statusCode: number; body: string; json: () => Json }>, status = 200) {
  const done = await answer
  expect(done.statusCode, done.body).toBe(status)
  return done.body ? done.json() : null
}

async function product(person: Person, title: string) {
  const made = await ok(
    person.call('POST', '/v1/product', { title, status: 'active', variants: [{ price: '10.00' }] }),
    201,
  )
  return made.product.id as string
}

async function location(person: Person, name: string, flags: Record<string, boolean> = {}) {
  const made = await ok(
    person.call('POST', '/v1/location', {
      name,
      address1: 'Rua dos Pinheiros, 870',
      city: 'São Paulo',
      provinceCode: 'SP',
      postalCode: '05422-001',
      ...flags,
    }),
    201,
  )
  return made.location as { id: string; fulfilsOnlineOrders: boolean; offersPickup: boolean }
}

async function lastActivity(action: string) {
  const { activity } = await ok(maria.call('GET', '/v1/activity'))
  return activity.edges.map((edge: { node: Json }) => edge.node).find((node: Json) => node.action === action)
}

const brazil = {
  name: 'Brasil',
  countryCode: 'BR',
  rates: [
    { name: 'PAC', type: 'weight', price: '19.90', minWeightGrams: 0, maxWeightGrams: 1000 },
    { name: 'PAC', type: 'weight', price: '29.90', minWeightGrams: 1001, maxWeightGrams: 5000 },
    { name: 'SEDEX', type: 'weight', price: '39.90', maxWeightGrams: 5000 },
    { name: 'Frete grátis', type: 'free_above', price: '0', minSubtotal: '299.00' },
  ],
}
const capital = {
  name: 'Capital',
  countryCode: 'br',
  postalCodeRanges: [{ from: '01000000', to: '05999-999' }],
  rates: [{ name: 'Motoboy', type: 'flat', price: '15' }],
}

let generalId = ''
let generalVersion = 0

describe('shipping profiles', () => {
  it('starts empty, saves the general profile with its zones and rates, and reads it back', async () => {
    expect(await ok(maria.call('GET', '/v1/settings/shipping'))).toEqual({
      profiles: [],
      localDeliveries: [],
      pickups: [],
    })
    const { profile } = await ok(
      maria.call('POST', '/v1/settings/shipping/profiles', {
        name: 'Geral',
        isGeneral: true,
        zones: [brazil, capital],
      }),
      201,
    )
    expect(profile).toMatchObject({ name: 'Geral', isGeneral: true, products: [], version: 1 })
    expect(profile.zones[0].rates.map((rate: Json) => [rate.name, rate.price, rate.minSubtotal])).toEqual([
      ['PAC', '19.90', null],
      ['PAC', '29.90', null],
      ['SEDEX', '39.90', null],
      ['Frete grátis', '0.00', '299.00'],
    ])
    // Country codes upper case, CEPs written with their dash.
    expect(profile.zones[1]).toMatchObject({
      countryCode: 'BR',
      provinceCodes: [],
      postalCodeRanges: [{ from: '01000-000', to: '05999-999' }],
      rates: [{ name: 'Motoboy', type: 'flat', price: '15.00', minWeightGrams: null }],
    })
    expect(await ok(maria.call('GET', `/v1/settings/shipping/profiles/${profile.id}`))).toEqual({ profile })
    generalId = profile.id
    generalVersion = profile.version
    expect(await lastActivity('shipping_profile.created')).toMatchObject({
      area: 'settings',
      subject: { label: 'Geral' },
    })
  })

  it('keeps one general profile per store', async () => {
    const second = await maria.call('POST', '/v1/settings/shipping/profiles', {
      name: 'Outro geral',
      isGeneral: true,
      zones: [brazil],
    })
    expect(second.statusCode).toBe(409)
    expect(second.json().errors).toEqual([
      { path: 'isGeneral', message: 'The store already has a general profile.' },
    ])
    const remove = await maria.call('DELETE', `/v1/settings/shipping/profiles/${generalId}`)
    expect(remove.statusCode).toBe(409)
  })

  it('names each field at fault as problem+json', async () => {
    const answer = await maria.call('POST', '/v1/settings/shipping/profiles', {
      name: ' ',
      zones: [
        {
          name: 'Errada',
          countryCode: 'PT',
          postalCodeRanges: [
            { from: '05999-999', to: '01000-000' },
            { from: '1000-00', to: '01000-000' },
          ],
          rates: [
            { name: 'Peso', type: 'weight', price: '10.00' },
            { name: 'Faixa', type: 'weight', price: '10.00', minWeightGrams: 2000, maxWeightGrams: 1000 },
            { name: 'Preço', type: 'price', price: '10.999' },
            { name: 'Grátis', type: 'free_above', price: '0' },
            { name: 'Gramas', type: 'weight', price: '1', minWeightGrams: 1.5 },
          ],
        },
        { name: 'Sem taxas', countryCode: 'BR', rates: [] },
      ],
    })
    expect(answer.statusCode).toBe(400)
    expect(answer.headers['content-type']).toContain('application/problem+json')
    expect(answer.json().errors).toEqual(
      expect.arrayContaining([
        { path: 'name', message: 'Required' },
        { path: 'zones.0.postalCodeRanges.0.to', message: 'The first CEP must not come after the last' },
        { path: 'zones.0.postalCodeRanges.1.from', message: 'Enter a CEP such as 01000-000' },
        { path: 'zones.0.rates.0.minWeightGrams', message: 'Give a minimum or a maximum weight' },
        { path: 'zones.0.rates.1.maxWeightGrams', message: 'The minimum must not be above the maximum' },
        { path: 'zones.0.rates.2.price', message: 'Use at most 2 decimal places' },
        { path: 'zones.0.rates.3.minSubtotal', message: 'Give the order price above which shipping is free' },
        { path: 'zones.0.rates.4.minWeightGrams', message: 'Use whole grams, 0 or more' },
        { path: 'zones.1.rates', message: 'Add at least one rate' },
      ]),
    )
    const noProducts = await maria.call('POST', '/v1/settings/shipping/profiles', {
      name: 'Frágeis',
      zones: [brazil],
    })
    expect(noProducts.json().errors).toEqual([{ path: 'productIds', message: 'Choose at least one product' }])
  })

  it('puts products in one custom profile only, and only the store’s own', async () => {
    const vase = await product(maria, 'Vaso de cerâmica')
    const lamp = await product(maria, 'Luminária de piso')
    const foreign = await product(pedro, 'Produto do Pedro')
    const fragile = { name: 'Frágeis', zones: [{ ...brazil, rates: [brazil.rates[2]] }] }

    const { profile } = await ok(
      maria.call('POST', '/v1/settings/shipping/profiles', { ...fragile, productIds: [vase, lamp] }),
      201,
    )
    expect(profile.products.map((item: { title: string }) => item.title)).toEqual([
      'Luminária de piso',
      'Vaso de cerâmica',
    ])

    const twice = await maria.call('POST', '/v1/settings/shipping/profiles', {
      ...fragile,
      name: 'Grandes',
      productIds: [lamp],
    })
    expect(twice.statusCode).toBe(409)
    expect(twice.json().errors).toEqual([
      { path: 'productIds', message: 'A product can be in only one custom profile' },
    ])

    const stranger = await maria.call('POST', '/v1/settings/shipping/profiles', {
      ...fragile,
      name: 'Alheios',
      productIds: [foreign],
    })
    expect(stranger.statusCode).toBe(400)
    expect(stranger.json().errors).toEqual([{ path: 'productIds', message: 'No such product' }])

    // Saving keeps its own products, may drop one, and deleting it frees them.
    const saved = await ok(
      maria.call('PUT', `/v1/settings/shipping/profiles/${profile.id}`, {
        ...fragile,
        // As read: its zones and rates keep their ids.
        zones: profile.zones,
        name: 'Frágeis e pesados',
        productIds: [vase],
        version: 1,
      }),
    )
    expect(saved.profile).toMatchObject({ name: 'Frágeis e pesados', version: 2, products: [{ id: vase }] })
    expect(
      (await lastActivity('shipping_profile.updated')).changes.map((change: Json) => change.field),
    ).toEqual(['name', 'products'])
    await ok(maria.call('DELETE', `/v1/settings/shipping/profiles/${profile.id}`), 204)
    expect((await maria.call('GET', `/v1/settings/shipping/profiles/${profile.id}`)).statusCode).toBe(404)
    expect(await lastActivity('shipping_profile.deleted')).toMatchObject({
      subject: { label: 'Frágeis e pesados' },
    })
  })

  it('refuses a save made on an old version, answering the profile as it now is', async () => {
    const body = { name: 'Geral', isGeneral: true, zones: [brazil] }
    const saved = await ok(
      maria.call('PUT', `/v1/settings/shipping/profiles/${generalId}`, { ...body, version: generalVersion }),
    )
    expect(saved.profile.version).toBe(generalVersion + 1)
    const stale = await maria.call('PUT', `/v1/settings/shipping/profiles/${generalId}`, {
      ...body,
      name: 'Antigo',
      version: generalVersion,
    })
    expect(stale.statusCode).toBe(409)
    expect(stale.json()).toMatchObject({
      errors: [{ path: 'version', message: 'Stale version' }],
      current: { name: 'Geral', version: generalVersion + 1 },
    })
    // The general profile stays general.
    const custom = await maria.call('PUT', `/v1/settings/shipping/profiles/${generalId}`, {
      ...body,
      isGeneral: false,
      productIds: [await product(maria, 'Caneca')],
      version: generalVersion + 1,
    })
    expect(custom.statusCode).toBe(400)
    // The rates answered keep their ids when saved back.
    const current = (await ok(maria.call('GET', `/v1/settings/shipping/profiles/${generalId}`))).profile
    const again = await ok(
      maria.call('PUT', `/v1/settings/shipping/profiles/${generalId}`, {
        name: current.name,
        isGeneral: true,
        zones: current.zones,
        version: current.version,
      }),
    )
    expect(again.profile.zones).toEqual(current.zones)
    generalVersion = again.profile.version
  })
})

describe('local delivery and pick in store', () => {
  it('delivers from a location by CEP range, one setting per location', async () => {
    const shop = await location(maria, 'Loja Pinheiros')
    expect(shop).toMatchObject({ fulfilsOnlineOrders: true, offersPickup: false })
    const body = {
      locationId: shop.id,
      postalCodeRanges: [{ from: '05400-000', to: '05499999' }],
      fee: '12.5',
      minimumOrder: '50',
      deliveryNote: 'Entregas de segunda a sábado, das 9h às 18h.',
    }
    const { localDelivery } = await ok(
      maria.call('POST', '/v1/settings/shipping/local-deliveries', body),
      201,
    )
    expect(localDelivery).toMatchObject({
      location: { id: shop.id, name: 'Loja Pinheiros', active: true },
      active: true,
      postalCodeRanges: [{ from: '05400-000', to: '05499-999' }],
      fee: '12.50',
      minimumOrder: '50.00',
      version: 1,
    })
    const twice = await maria.call('POST', '/v1/settings/shipping/local-deliveries', body)
    expect(twice.statusCode).toBe(409)

    const bad = await maria.call('POST', '/v1/settings/shipping/local-deliveries', {
      ...body,
      postalCodeRanges: [],
      fee: '-1',
    })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().errors).toEqual(
      expect.arrayContaining([
        { path: 'postalCodeRanges', message: 'Required' },
        { path: 'fee', message: 'Must be 0 or greater' },
      ]),
    )

    const changed = await ok(
      maria.call('PUT', `/v1/settings/shipping/local-deliveries/${localDelivery.id}`, {
        ...body,
        locationId: undefined,
        minimumOrder: null,
        version: 1,
      }),
    )
    expect(changed.localDelivery).toMatchObject({ minimumOrder: null, version: 2 })
    const stale = await maria.call('PUT', `/v1/settings/shipping/local-deliveries/${localDelivery.id}`, {
      ...body,
      locationId: undefined,
      version: 1,
    })
    expect(stale.statusCode).toBe(409)
    expect(stale.json().current).toMatchObject({ version: 2 })
    expect(await lastActivity('local_delivery.updated')).toMatchObject({
      subject: { label: 'Loja Pinheiros' },
      changes: [{ field: 'minimumOrder', before: '50.00', after: null }],
    })
  })

  it('lets customers pick up where the location offers it', async () => {
    const shop = await location(maria, 'Loja Vila Madalena', { offersPickup: true })
    const { pickup } = await ok(
      maria.call('POST', '/v1/settings/shipping/pickups', {
        locationId: shop.id,
        instructions: 'Retire no balcão com o número do pedido.',
        readyTime: '2h',
      }),
      201,
    )
    expect(pickup).toMatchObject({
      location: { offersPickup: true },
      readyTime: '2h',
      active: true,
      version: 1,
    })
    const bad = await maria.call('PUT', `/v1/settings/shipping/pickups/${pickup.id}`, {
      readyTime: 'soon',
      version: 1,
    })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().errors[0].path).toBe('readyTime')
    const saved = await ok(
      maria.call('PUT', `/v1/settings/shipping/pickups/${pickup.id}`, {
        instructions: 'Retire no caixa.',
        readyTime: '24h',
        version: 1,
      }),
    )
    expect(saved.pickup).toMatchObject({ instructions: 'Retire no caixa.', readyTime: '24h', version: 2 })
    const listed = await ok(maria.call('GET', '/v1/settings/shipping'))
    expect(listed.pickups.map((item: Json) => item.location.name)).toEqual(['Loja Vila Madalena'])
    expect(listed.localDeliveries.map((item: Json) => item.location.name)).toEqual(['Loja Pinheiros'])
  })

  it('takes only the store’s own locations', async () => {
    const elsewhere = await location(pedro, 'Loja do Pedro Centro')
    for (const url of ['/v1/settings/shipping/local-deliveries', '/v1/settings/shipping/pickups']) {
      const answer = await maria.call('POST', url, {
        locationId: elsewhere.id,
        postalCodeRanges: [{ from: '01000-000', to: '01999-999' }],
        fee: '5',
        ...(url.endsWith('pickups') && { postalCodeRanges: undefined, fee: undefined }),
      })
      expect(answer.statusCode, url).toBe(404)
      expect(answer.json().errors).toEqual([{ path: 'locationId', message: 'No such location' }])
    }
  })
})

describe('locations', () => {
  it('keep whether they fulfil online orders and offer pickup, and log their changes', async () => {
    const shop = await location(maria, 'Depósito Guarulhos')
    const { location: changed } = await ok(
      maria.call('PATCH', `/v1/location/${shop.id}`, { fulfilsOnlineOrders: false, offersPickup: true }),
    )
    expect(changed).toMatchObject({ fulfilsOnlineOrders: false, offersPickup: true })
    expect(await lastActivity('location.updated')).toMatchObject({
      subject: { label: 'Depósito Guarulhos' },
      changes: [
        { field: 'fulfilsOnlineOrders', before: true, after: false },
        { field: 'offersPickup', before: false, after: true },
      ],
    })
  })
})

describe('the options of an order', () => {
  const sp = { countryCode: 'BR', provinceCode: 'SP', postalCode: '05422010' }
  const options = async (body: object) =>
    (await ok(maria.call('POST', '/v1/shipping/options', body))).options as {
      kind: string
      title: string
      price: string
      note: string
    }[]

  it('lists the rates for the weight and total, local delivery in range and pickup', async () => {
    const found = await options({
      address: sp,
      lines: [
        { variantId: null, weight: { value: '0.3', unit: 'kg' }, quantity: 2 },
        { variantId: null, weight: null, quantity: 1 },
      ],
      subtotal: '120.00',
    })
    expect(found.map((option) => [option.kind, option.title, option.price])).toEqual([
      ['rate', 'PAC', '19.90'],
      ['rate', 'SEDEX', '39.90'],
      ['local_delivery', 'Loja Pinheiros', '12.50'],
      ['pickup', 'Loja Vila Madalena', '0.00'],
    ])
    expect(found[2]?.note).toBe('Entregas de segunda a sábado, das 9h às 18h.')
  })

  it('is free above R$ 299, and offers no rate past the heaviest tier or outside the zones', async () => {
    const heavy = { variantId: null, weight: { value: '1200', unit: 'g' }, quantity: 1 }
    const rich = await options({ address: sp, lines: [heavy], subtotal: '299.00' })
    expect(
      rich.filter((option) => option.kind === 'rate').map((option) => [option.title, option.price]),
    ).toEqual([
      ['Frete grátis', '0.00'],
      ['PAC', '29.90'],
      ['SEDEX', '39.90'],
    ])
    const tooHeavy = await options({
      address: { ...sp, postalCode: '20040-020', provinceCode: 'RJ' },
      lines: [{ ...heavy, weight: { value: '6', unit: 'kg' } }],
      subtotal: '100.00',
    })
    expect(tooHeavy.map((option) => option.kind)).toEqual(['pickup'])
    const abroad = await options({
      address: { countryCode: 'PT', provinceCode: '', postalCode: '1100-148' },
      lines: [heavy],
      subtotal: '100.00',
    })
    expect(abroad.map((option) => option.kind)).toEqual(['pickup'])
  })

  it("weighs a catalog line by its variant's weight, whatever the line says", async () => {
    const made = await ok(
      maria.call('POST', '/v1/product', {
        title: 'Panela de ferro',
        status: 'active',
        variants: [{ price: '189.00', weight: 1.5, weightUnit: 'kg' }],
      }),
      201,
    )
    const found = await options({
      address: sp,
      lines: [{ variantId: made.product.variants[0].id, weight: null, quantity: 1 }],
      subtotal: '189.00',
    })
    expect(found.filter((option) => option.kind === 'rate').map((option) => option.price)).toEqual([
      '29.90',
      '39.90',
    ])
  })

  it('names a bad request', async () => {
    const answer = await maria.call('POST', '/v1/shipping/options', {
      address: sp,
      lines: [{ variantId: 'x', weight: null, quantity: 0 }],
      subtotal: '1,00',
    })
    expect(answer.statusCode).toBe(400)
    expect(answer.json().errors.map((error: { path: string }) => error.path)).toEqual(
      expect.arrayContaining(['lines.0.variantId', 'lines.0.quantity', 'subtotal']),
    )
  })

  it('answers another store from its own settings', async () => {
    const found = await ok(
      pedro.call('POST', '/v1/shipping/options', { address: sp, lines: [], subtotal: '10.00' }),
    )
    expect(found.options).toEqual([])
  })
})

describe('permissions and other stores', () => {
  it("needs settings.shipping, and another store's ids are not found", async () => {
    const settings = await ok(maria.call('GET', '/v1/settings/shipping'))
    const delivery = settings.localDeliveries[0].id
    const pickup = settings.pickups[0].id
    const calls = [
      ['GET', '/v1/settings/shipping', undefined],
      ['GET', `/v1/settings/shipping/profiles/${generalId}`, undefined],
      ['POST', '/v1/settings/shipping/profiles', { name: 'X', isGeneral: true, zones: [brazil] }],
      [
        'PUT',
        `/v1/settings/shipping/profiles/${generalId}`,
        { name: 'X', isGeneral: true, zones: [brazil], version: generalVersion },
      ],
      ['DELETE', `/v1/settings/shipping/profiles/${generalId}`, undefined],
      ['GET', `/v1/settings/shipping/local-deliveries/${delivery}`, undefined],
      [
        'PUT',
        `/v1/settings/shipping/local-deliveries/${delivery}`,
        { postalCodeRanges: [{ from: '01000-000', to: '01000-001' }], fee: '1', version: 2 },
      ],
      ['DELETE', `/v1/settings/shipping/local-deliveries/${delivery}`, undefined],
      ['GET', `/v1/settings/shipping/pickups/${pickup}`, undefined],
      ['PUT', `/v1/settings/shipping/pickups/${pickup}`, { version: 2 }],
      ['DELETE', `/v1/settings/shipping/pickups/${pickup}`, undefined],
    ] as const
    for (const [method, url, body] of calls) {
      const refused = await joana.call(method, url, body)
      expect(refused.statusCode, `${method} ${url}`).toBe(403)
      expect(refused.json()).toMatchObject({ permission: 'settings.shipping' })
      if (url.endsWith('/shipping') || method === 'POST') continue
      const elsewhere = await pedro.call(method, url, body)
      expect(elsewhere.statusCode, `Pedro: ${method} ${url}`).toBe(404)
    }
    // Nothing of Maria's changed.
    expect(await ok(maria.call('GET', '/v1/settings/shipping'))).toEqual(settings)
  })

  it('lists options for whoever sees drafts, and no one else', async () => {
    const body = { address: { countryCode: 'BR' }, lines: [], subtotal: '0' }
    await ok(joana.call('POST', '/v1/shipping/options', body))
    const { role } = await ok(
      maria.call('POST', '/v1/staff/roles', { name: 'Estoque', permissions: ['inventory.view'] }),
      201,
    )
    await ok(maria.call('PUT', `/v1/staff/members/${joana.userId}/role`, { roleId: role.id }))
    const refused = await joana.call('POST', '/v1/shipping/options', body)
    expect(refused.statusCode).toBe(403)
    expect(refused.json()).toMatchObject({ permission: 'draft_orders.view' })
  })
})
