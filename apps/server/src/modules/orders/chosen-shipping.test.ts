import { randomUUID } from 'node:crypto'
import { checkoutMessages, fromMinorUnits, orderMessages } from '@lojista/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Person, storeWithStaff } from '../../test/people.ts'
import { insertProduct, insertStock } from '../../test/store-fixtures.ts'
import { createTestApp, emailedLink, uniqueEmail } from '../../test/test-app.ts'

// The shipping option a draft keeps (decision 036): priced from the settings at each save, flagged once it
// no longer applies, refused at placement; a pickup taxed at its location; and the customer's own choice
// of shipping on the checkout page, checked again when paying.

const t = await createTestApp({ publicUrl: 'https://loja.example.com' })
const { maria, pedro } = await storeWithStaff(t)
afterAll(() => t.close())

type Json = ReturnType<typeof JSON.parse>

async function ok(answer: Promise<{ statusCode: number; body: string; json: () => Json }>, status = 200) {
  const done = await answer
  expect(done.statusCode, done.body).toBe(status)
  return done.body ? done.json() : null
}

const saoPaulo = {
  firstName: 'Beatriz',
  lastName: 'Lima',
  address1: 'Av. Paulista, 1000',
  city: 'São Paulo',
  provinceCode: 'SP',
  countryCode: 'BR',
  postalCode: '01310-100',
}
const curitiba = {
  ...saoPaulo,
  address1: 'Rua XV, 10',
  city: 'Curitiba',
  provinceCode: 'PR',
  postalCode: '80020-000',
}

// São Paulo state only: PAC R$ 20,00, free from R$ 150,00 (one name, two tiers), SEDEX R$ 40,00.
const spZone = {
  name: 'São Paulo',
  countryCode: 'BR',
  provinceCodes: ['SP'],
  rates: [
    { name: 'PAC', type: 'flat', price: '20.00' },
    { name: 'PAC', type: 'free_above', price: '0', minSubtotal: '150.00' },
    { name: 'SEDEX', type: 'flat', price: '40.00' },
  ],
}

async function generalProfile(person: Person) {
  return (
    await ok(
      person.call('POST', '/v1/settings/shipping/profiles', {
        name: 'Geral',
        isGeneral: true,
        zones: [spZone],
      }),
      201,
    )
  ).profile
}

let variantId = ''
let pickupId = ''
let pedroRateId = ''

beforeAll(async () => {
  await generalProfile(maria)
  pedroRateId = (await generalProfile(pedro)).zones[0].rates[0].id
  const product = await insertProduct(t.db, maria.tenantId, {
    title: 'Vaso de Cerâmica',
    variants: [{ sku: `VASO-${randomUUID()}`, price: 5000 }],
  })
  variantId = product.variantIds[0] as string
  await insertStock(t.db, maria.tenantId, variantId, 100)
  // A shop in Rio de Janeiro where customers pick up.
  const { location } = await ok(
    maria.call('POST', '/v1/location', {
      name: 'Loja Botafogo',
      address1: 'Rua Voluntários da Pátria, 45',
      city: 'Rio de Janeiro',
      provinceCode: 'RJ',
      countryCode: 'BR',
      postalCode: '22270-000',
      offersPickup: true,
    }),
    201,
  )
  const pickup = await ok(
    maria.call('POST', '/v1/settings/shipping/pickups', {
      locationId: location.id,
      instructions: 'Retire no balcão com o número do pedido.',
      readyTime: '2h',
    }),
    201,
  )
  pickupId = pickup.pickup.id
  // ICMS 18% in São Paulo, 20% in Rio; the store taxes shipping.
  await ok(maria.call('PUT', '/v1/settings/taxes', { taxesIncluded: false, shippingTaxed: true, version: 1 }))
  for (const [provinceCode, title, ratePpm] of [
    ['SP', 'ICMS 18%', 180_000],
    ['RJ', 'ICMS 20%', 200_000],
  ] as const) {
    await ok(
      maria.call('POST', '/v1/settings/taxes/regions', {
        countryCode: 'BR',
        provinceCode,
        rates: [{ title, ratePpm }],
        overrides: [],
      }),
      201,
    )
  }
})

async function options(quantity: number, address = saoPaulo) {
  const { options } = await ok(
    maria.call('POST', '/v1/shipping/options', {
      address: {
        countryCode: address.countryCode,
        provinceCode: address.provinceCode,
        postalCode: address.postalCode,
      },
      lines: [{ variantId, weight: null, quantity }],
      subtotal: fromMinorUnits(5000 * quantity),
    }),
  )
  return options as { kind: string; sourceId: string; title: string; price: string }[]
}

function saveDraft(body: Record<string, unknown>) {
  return maria.call('POST', '/v1/order', body)
}

describe('the shipping option a draft keeps', () => {
  it('is re-priced from the settings at each save: PAC turns free once the total reaches R$ 150,00', async () => {
    const pac = (await options(1)).find((option) => option.title === 'PAC')!
    expect(pac.price).toBe('20.00')
    const lineId = randomUUID()
    const { order } = await ok(
      saveDraft({
        lineItems: [{ id: lineId, variantId, quantity: 1 }],
        shippingAddress: saoPaulo,
        shippingLine: { title: 'PAC', price: '1.00', source: { kind: 'rate', sourceId: pac.sourceId } },
      }),
      201,
    )
    // The price is the settings', not the one sent.
    expect(order.shippingLine).toMatchObject({
      title: 'PAC',
      priceSet: { presentmentMoney: { amount: '20.00' } },
      source: { kind: 'rate', sourceId: pac.sourceId, locationId: null },
      unavailable: false,
    })
    const { order: more } = await ok(
      saveDraft({
        id: order.id,
        version: order.version,
        lineItems: [{ id: lineId, variantId, quantity: 3 }],
      }),
    )
    expect(more.shippingLine).toMatchObject({
      title: 'PAC',
      priceSet: { presentmentMoney: { amount: '0.00' } },
      unavailable: false,
    })
    expect(more.totalShippingPriceSet.presentmentMoney.amount).toBe('0.00')
  })

  it('is flagged when the address leaves its zone, and the order is not placed with it', async () => {
    const sedex = (await options(1)).find((option) => option.title === 'SEDEX')!
    const lineId = randomUUID()
    const { order } = await ok(
      saveDraft({
        lineItems: [{ id: lineId, variantId, quantity: 1 }],
        shippingAddress: saoPaulo,
        shippingLine: { title: 'SEDEX', price: '40.00', source: { kind: 'rate', sourceId: sedex.sourceId } },
      }),
      201,
    )
    const { order: moved } = await ok(
      saveDraft({
        id: order.id,
        version: order.version,
        lineItems: [{ id: lineId, variantId, quantity: 1 }],
        shippingAddress: curitiba,
      }),
    )
    // Kept as it was, so staff see what was chosen, but flagged.
    expect(moved.shippingLine).toMatchObject({
      title: 'SEDEX',
      priceSet: { presentmentMoney: { amount: '40.00' } },
      unavailable: true,
    })
    const placed = await maria.call('POST', '/v1/orders', {
      draftOrderId: order.id,
      version: moved.version,
      paymentPending: true,
    })
    expect(placed.statusCode, placed.body).toBe(409)
    expect(placed.json()).toMatchObject({
      detail: orderMessages.chosenShippingUnavailable,
    })

    // Custom shipping typed by staff stays as typed wherever the order goes.
    const { order: custom } = await ok(
      saveDraft({
        id: order.id,
        version: moved.version,
        lineItems: [{ id: lineId, variantId, quantity: 1 }],
        shippingLine: { title: 'Transportadora combinada', price: '55.00' },
      }),
    )
    expect(custom.shippingLine).toMatchObject({
      title: 'Transportadora combinada',
      priceSet: { presentmentMoney: { amount: '55.00' } },
      source: null,
      unavailable: false,
    })
    await ok(
      maria.call('POST', '/v1/orders', {
        draftOrderId: order.id,
        version: custom.version,
        paymentPending: true,
      }),
      201,
    )
  })

  it("takes no other store's rate: the line is kept but flagged, and charges nothing of its settings", async () => {
    const { order } = await ok(
      saveDraft({
        lineItems: [{ id: randomUUID(), variantId, quantity: 1 }],
        shippingAddress: saoPaulo,
        shippingLine: { title: 'PAC', price: '5.00', source: { kind: 'rate', sourceId: pedroRateId } },
      }),
      201,
    )
    // Pedro's rate is named PAC too: only Maria's own PAC may price it, found by its name.
    expect(order.shippingLine.source.sourceId).not.toBe(pedroRateId)
    const { order: other } = await ok(
      saveDraft({
        lineItems: [{ id: randomUUID(), variantId, quantity: 1 }],
        shippingAddress: saoPaulo,
        shippingLine: {
          title: 'Motoboy do Pedro',
          price: '5.00',
          source: { kind: 'rate', sourceId: pedroRateId },
        },
      }),
      201,
    )
    expect(other.shippingLine).toMatchObject({
      priceSet: { presentmentMoney: { amount: '5.00' } },
      source: { sourceId: pedroRateId },
      unavailable: true,
    })
  })

  it("taxes an order picked up at a location at the location's address, not the customer's", async () => {
    const pickup = (await options(1)).find((option) => option.kind === 'pickup')!
    expect(pickup).toMatchObject({ sourceId: pickupId, price: '0.00' })
    const lineId = randomUUID()
    const { order: shipped } = await ok(
      saveDraft({ lineItems: [{ id: lineId, variantId, quantity: 1 }], shippingAddress: saoPaulo }),
      201,
    )
    expect(shipped.taxLines.map((tax: Json) => tax.title)).toEqual(['ICMS 18%'])
    const { order } = await ok(
      saveDraft({
        id: shipped.id,
        version: shipped.version,
        lineItems: [{ id: lineId, variantId, quantity: 1 }],
        shippingLine: {
          title: 'Retirada em Loja Botafogo',
          price: '0',
          source: { kind: 'pickup', sourceId: pickupId },
        },
      }),
    )
    expect(order.shippingLine.source).toMatchObject({ kind: 'pickup', sourceId: pickupId })
    expect(order.shippingLine.source.locationId).toEqual(expect.any(String))
    expect(order.taxLines).toMatchObject([
      { title: 'ICMS 20%', priceSet: { presentmentMoney: { amount: '10.00' } } },
    ])
    expect(order.totalPriceSet.presentmentMoney.amount).toBe('60.00')
  })
})

const checkoutLink = /https:\/\/loja\.example\.com\/checkout\/([\w-]+)/

/** A draft with one vase to São Paulo and no shipping, sent as an invoice; the customer's link token. */
async function invoiceWithoutShipping() {
  const email = uniqueEmail('cliente')
  const { order } = await ok(
    saveDraft({
      email,
      lineItems: [{ id: randomUUID(), variantId, quantity: 1 }],
      shippingAddress: saoPaulo,
    }),
    201,
  )
  await ok(maria.call('POST', '/v1/order/send-invoice', { draftOrderId: order.id, version: order.version }))
  return { draft: order, token: await emailedLink(t.app, email, checkoutLink) }
}

function view(token: string) {
  return t.app.inject({ method: 'GET', url: `/v1/public/checkout/${token}` })
}

function pay(token: string, version: number, shipping?: Record<string, string>) {
  return t.app.inject({
    method: 'POST',
    url: `/v1/public/checkout/${token}/pay`,
    payload: {
      version,
      shippingAddress: saoPaulo,
      card: { number: '4242 4242 4242 4242', name: 'Beatriz Lima' },
      ...(shipping ? { shipping } : {}),
    },
  })
}

describe("the customer's choice of shipping at checkout", () => {
  it('offers the rates for the address on the order, each with the total it comes to', async () => {
    const { token } = await invoiceWithoutShipping()
    const { checkout } = (await view(token)).json()
    expect(checkout.shippingTitle).toBeNull()
    const byTitle = Object.fromEntries(checkout.shippingOptions.map((option: Json) => [option.title, option]))
    // R$ 50,00 + PAC R$ 20,00, each taxed at 18% in São Paulo: R$ 9,00 + R$ 3,60.
    expect(byTitle.PAC).toMatchObject({
      kind: 'rate',
      shipping: { amount: '20.00' },
      tax: { amount: '12.60' },
      total: { amount: '82.60' },
    })
    expect(byTitle.SEDEX.total.amount).toBe('106.20')
    // Picked up in Rio: R$ 50,00 taxed at 20% there, nothing for shipping.
    expect(byTitle['Loja Botafogo']).toMatchObject({
      kind: 'pickup',
      note: 'Retire no balcão com o número do pedido.',
      readyTime: '2h',
      total: { amount: '60.00' },
    })
  })

  it('charges the chosen rate with its tax, and the order carries that shipping line', async () => {
    const { token, draft: sent } = await invoiceWithoutShipping()
    const draftId = sent.id
    const { checkout } = (await view(token)).json()
    const pac = checkout.shippingOptions.find((option: Json) => option.title === 'PAC')
    const paid = await pay(token, checkout.version, { kind: 'rate', sourceId: pac.sourceId, total: '82.60' })
    expect(paid.statusCode, paid.body).toBe(200)
    expect(paid.json()).toMatchObject({ total: { amount: '82.60' }, financialStatus: 'paid' })
    const { order: draft } = await ok(maria.call('GET', `/v1/order?id=${draftId}`))
    const placed = draft.order
    const { order } = await ok(maria.call('GET', `/v1/orders/${placed.id}`))
    expect(order.shippingLine).toEqual({ title: 'PAC', price: { amount: '20.00', currencyCode: 'BRL' } })
    expect(order.total.amount).toBe('82.60')
  })

  it('refuses with 409 a rate that no longer applies, another total, another store’s rate or no choice', async () => {
    const { token } = await invoiceWithoutShipping()
    const { checkout } = (await view(token)).json()
    const pac = checkout.shippingOptions.find((option: Json) => option.title === 'PAC')

    const stale = await pay(token, checkout.version, { kind: 'rate', sourceId: randomUUID(), total: '82.60' })
    expect(stale.statusCode).toBe(409)
    expect(stale.json()).toMatchObject({
      detail: checkoutMessages.shippingUnavailable,
    })
    expect(stale.json().current.shippingOptions).toHaveLength(checkout.shippingOptions.length)

    const theirs = await pay(token, checkout.version, { kind: 'rate', sourceId: pedroRateId, total: '82.60' })
    expect(theirs.statusCode).toBe(409)
    expect(theirs.json().detail).toBe(checkoutMessages.shippingUnavailable)

    const otherTotal = await pay(token, checkout.version, {
      kind: 'rate',
      sourceId: pac.sourceId,
      total: '70.00',
    })
    expect(otherTotal.statusCode).toBe(409)
    expect(otherTotal.json()).toMatchObject({
      detail: checkoutMessages.orderChanged,
      current: { total: { amount: '59.00' } },
    })

    const none = await pay(token, checkout.version)
    expect(none.statusCode).toBe(409)
    expect(none.json().detail).toBe(checkoutMessages.shippingRequired)

    // Nothing was charged or placed: the customer can still pay.
    expect((await view(token)).statusCode).toBe(200)
  })

  it('shows the shipping staff chose instead of a choice', async () => {
    const email = uniqueEmail('cliente')
    const { order } = await ok(
      saveDraft({
        email,
        lineItems: [{ id: randomUUID(), variantId, quantity: 1 }],
        shippingAddress: saoPaulo,
        shippingLine: { title: 'Motoboy da loja', price: '12.00' },
      }),
      201,
    )
    await ok(maria.call('POST', '/v1/order/send-invoice', { draftOrderId: order.id, version: order.version }))
    const token = await emailedLink(t.app, email, checkoutLink)
    const { checkout } = (await view(token)).json()
    expect(checkout).toMatchObject({
      shippingTitle: 'Motoboy da loja',
      shippingOptions: null,
      shipping: { amount: '12.00' },
    })
  })
})
