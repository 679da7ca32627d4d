import { randomUUID } from 'node:crypto'
import { crc16 } from '@lojista/contracts'
import { afterAll, describe, expect, it } from 'vitest'
import { pixPaymentSettings } from '../../test/checkout-fixtures.ts'
import { type Account, draftWithStock, storeAccount } from '../../test/order-helpers.ts'
import { bearer, createTestApp, emailedLink, uniqueEmail } from '../../test/test-app.ts'

// The checkout page pays with the methods the store turned on in Settings → Payments.

const t = await createTestApp({ publicUrl: 'https://loja.example.com' })
afterAll(() => t.close())

function staff(account: Account, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) {
  return t.app.inject({
    method,
    url,
    headers: { ...bearer(account.token), 'idempotency-key': randomUUID() },
    ...(payload ? { payload } : {}),
  })
}

const address = {
  firstName: 'Beatriz',
  lastName: 'Lima',
  address1: 'Rua XV, 10',
  city: 'Curitiba',
  provinceCode: 'PR',
  countryCode: 'BR',
  postalCode: '80020-000',
}

/** A store with Pix and deposit on and the card off, and an invoice for a R$ 100,00 draft. */
async function invoiceWithPix() {
  const account = await storeAccount(t.app)
  const saved = await staff(account, 'PUT', '/v1/settings/payments', pixPaymentSettings({ card: false }))
  expect(saved.statusCode, saved.body).toBe(200)
  const email = uniqueEmail('cliente')
  const { draft } = await draftWithStock(t, account, { email })
  const sent = await staff(account, 'POST', '/v1/order/send-invoice', {
    draftOrderId: draft.id,
    version: draft.version,
  })
  expect(sent.statusCode, sent.body).toBe(200)
  const token = await emailedLink(t.app, email, /https:\/\/loja\.example\.com\/checkout\/([\w-]+)/)
  const view = await t.app.inject({ method: 'GET', url: `/v1/public/checkout/${token}` })
  return { account, token, checkout: view.json().checkout }
}

function pay(token: string, version: number, body: Record<string, unknown>) {
  return t.app.inject({
    method: 'POST',
    url: `/v1/public/checkout/${token}/pay`,
    payload: { version, shippingAddress: address, ...body },
  })
}

describe('paying at checkout with the methods the store offers', () => {
  it('offers the methods turned on, with what the store tells the customer', async () => {
    const { checkout } = await invoiceWithPix()
    expect(checkout.paymentMethods).toEqual([
      { method: 'pix', instructions: 'Enviamos o pedido assim que o Pix for confirmado.' },
      { method: 'bank_deposit', instructions: 'Itaú, agência 0001, conta 12345-6.' },
    ])
  })

  it('places a Pix order pending with its BR Code, and staff marking it received makes it paid', async () => {
    const { account, token, checkout } = await invoiceWithPix()
    const answer = await pay(token, checkout.version, { method: 'pix' })
    expect(answer.statusCode, answer.body).toBe(200)
    const placed = answer.json()
    expect(placed).toMatchObject({
      orderName: '#1001',
      total: { amount: '100.00', currencyCode: 'BRL' },
      financialStatus: 'pending',
      payment: { method: 'pix', pix: { txid: '1001' } },
    })
    const code: string = placed.payment.pix.code
    expect(code).toBe(
      '00020126430014br.gov.bcb.pix0121pix@casaaurora.com.br5204000053039865406100.005802BR' +
        `5911Casa Aurora6008Curitiba6208050410016304${code.slice(-4)}`,
    )
    expect(code.slice(-4)).toBe(crc16(code.slice(0, -4)))

    // Back on the link, the customer finds the code again, not "already paid".
    const again = await t.app.inject({ method: 'GET', url: `/v1/public/checkout/${token}` })
    expect(again.statusCode).toBe(409)
    expect(again.json()).toMatchObject({
      detail: 'This order is placed and awaits your payment.',
      placed: { orderName: '#1001', financialStatus: 'pending', payment: { pix: { code } } },
    })

    const list = await staff(account, 'POST', '/v1/order/search', { query: '' })
    const orderId = list.json().orders.edges[0].node.id
    const pending = (await staff(account, 'GET', `/v1/orders/${orderId}`)).json().order
    expect(pending).toMatchObject({
      financialStatus: 'pending',
      paymentMethod: 'pix',
      balance: { amount: '100.00' },
    })
    // Newest first.
    expect(pending.events.map((event: { type: string }) => event.type)).toEqual([
      'awaiting_payment',
      'placed',
    ])
    expect(pending.events[0].params).toEqual({ method: 'pix' })

    const received = await staff(account, 'POST', `/v1/orders/${orderId}/payments`, {})
    expect(received.statusCode, received.body).toBe(200)
    const paid = received.json().order
    expect(paid).toMatchObject({
      financialStatus: 'paid',
      paid: { amount: '100.00' },
      balance: { amount: '0.00' },
    })
    // Once received, the link says the order is paid.
    const used = await t.app.inject({ method: 'GET', url: `/v1/public/checkout/${token}` })
    expect(used.json()).toMatchObject({ detail: 'This order has already been paid. Thank you!' })
    expect(used.json()).not.toHaveProperty('placed')
    expect(paid.events[0]).toMatchObject({
      type: 'payment_received',
      params: { amount: '100.00', currency: 'BRL', method: 'pix' },
    })
  })

  it('places a deposit order pending with the store’s instructions and no Pix code', async () => {
    const { token, checkout } = await invoiceWithPix()
    const answer = await pay(token, checkout.version, { method: 'bank_deposit' })
    expect(answer.statusCode, answer.body).toBe(200)
    expect(answer.json()).toMatchObject({
      financialStatus: 'pending',
      payment: { method: 'bank_deposit', instructions: 'Itaú, agência 0001, conta 12345-6.', pix: null },
    })
  })

  it('refuses a method the store turned off with a 422 naming it, and places nothing', async () => {
    const { token, checkout } = await invoiceWithPix()
    for (const body of [
      { method: 'card', card: { number: '4242 4242 4242 4242', name: 'Beatriz Lima' } },
      { method: 'boleto' },
    ]) {
      const refused = await pay(token, checkout.version, body)
      expect(refused.statusCode, body.method).toBe(422)
      expect(refused.headers['content-type']).toContain('application/problem+json')
      expect(refused.json()).toMatchObject({
        detail: 'The store does not take this way of paying. Choose another.',
        errors: [{ path: 'method', message: 'The store does not take this way of paying. Choose another.' }],
      })
    }
    // The link still works: nothing was placed.
    const again = await pay(token, checkout.version, { method: 'pix' })
    expect(again.statusCode, again.body).toBe(200)
  })

  it('still needs the card’s fields when paying by card', async () => {
    const account = await storeAccount(t.app)
    const email = uniqueEmail('cliente')
    const { draft } = await draftWithStock(t, account, { email })
    await staff(account, 'POST', '/v1/order/send-invoice', { draftOrderId: draft.id, version: draft.version })
    const token = await emailedLink(t.app, email, /https:\/\/loja\.example\.com\/checkout\/([\w-]+)/)
    const missing = await pay(token, draft.version + 1, { method: 'card' })
    expect(missing.statusCode).toBe(400)
    expect(missing.json().errors).toEqual([{ path: 'card', message: 'Required' }])
  })
})
