import { randomUUID } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { checkoutLinks } from '../../db/schema/index.ts'
import { type Account, draftWithStock, storeAccount } from '../../test/order-helpers.ts'
import { bearer, createTestApp, type TestApp, uniqueEmail } from '../../test/test-app.ts'

let t: TestApp
let mediaDir: string
beforeAll(async () => {
  mediaDir = await mkdtemp(join(tmpdir(), 'lojista-checkout-media-'))
  t = await createTestApp({ publicUrl: 'https://loja.example.com', mediaDir })
})
afterAll(async () => {
  await t.close()
  await rm(mediaDir, { recursive: true, force: true })
})

function staff(account: Account, method: 'GET' | 'POST', url: string, payload?: unknown, headers = {}) {
  return t.app.inject({
    method,
    url,
    headers: { ...bearer(account.token), ...headers },
    ...(payload ? { payload } : {}),
  })
}

function viewCheckout(token: string) {
  return t.app.inject({ method: 'GET', url: `/v1/public/checkout/${token}` })
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

function pay(token: string, cardNumber = '4242 4242 4242 4242') {
  return t.app.inject({
    method: 'POST',
    url: `/v1/public/checkout/${token}/pay`,
    payload: { shippingAddress: address, card: { number: cardNumber, name: 'Beatriz Lima' } },
  })
}

/** Sends an invoice for a fresh draft and reads the link's token from the store's outbox, as staff would. */
async function sendInvoice(account: Account, options: { image?: boolean } = {}) {
  const email = uniqueEmail('cliente')
  const { draft } = await draftWithStock(t, account, {
    ...options,
    email,
    extra: { paymentTerm: { type: 'net', dueInDays: 30 } },
  })
  const sent = await staff(
    account,
    'POST',
    '/v1/order/send-invoice',
    { draftOrderId: draft.id, message: 'Obrigada!' },
    { 'idempotency-key': randomUUID() },
  )
  expect(sent.statusCode).toBe(200)
  const emails = (await staff(account, 'POST', '/v1/email/search', { query: email })).json().emails
  const body: string = emails.edges[0].node.text
  const token = body.match(/https:\/\/loja\.example\.com\/checkout\/([\w-]+)/)?.[1]
  if (!token) throw new Error('no checkout link in the email')
  return { draft, email, token, sent: sent.json().checkout, mail: emails.edges[0].node }
}

describe('Send Invoice', () => {
  it('emails the order, its totals, terms and a link, and records it in the draft’s history', async () => {
    const account = await storeAccount(t.app)
    const { draft, email, sent, mail } = await sendInvoice(account)
    expect(sent).toMatchObject({ kind: 'invoice', to: email })
    expect(mail).toMatchObject({
      to: email,
      status: 'held',
      subject: `Invoice ${draft.name} from Loja da Maria`,
    })
    expect(mail.text).toContain('Obrigada!')
    expect(mail.text).toContain('2 × Vaso de Cerâmica: BRL 100.00')
    expect(mail.text).toMatch(/Payment due on \w{3} \d{1,2}, \d{4} \(Net 30\)\./)
    const history = (await staff(account, 'GET', `/v1/order/history?id=${draft.id}`)).json().events
    expect(history.map((event: { type: string }) => event.type)).toEqual(['invoice_sent', 'created'])
    expect((await staff(account, 'GET', `/v1/order?id=${draft.id}`)).json().order.status).toBe('invoice_sent')
  })

  it('needs someone to send it to', async () => {
    const account = await storeAccount(t.app)
    const { draft } = await draftWithStock(t, account)
    const refused = await staff(account, 'POST', '/v1/order/send-invoice', { draftOrderId: draft.id })
    expect(refused.statusCode).toBe(400)
    expect(refused.json().errors).toEqual([{ path: 'to', message: "Add the customer's email" }])
  })

  it('sends a quote with its own expiry', async () => {
    const account = await storeAccount(t.app)
    const { draft } = await draftWithStock(t, account)
    const quote = await staff(account, 'POST', '/v1/order/send-quote', {
      draftOrderId: draft.id,
      to: 'quem@example.com',
      expiresInDays: 3,
    })
    const expires = new Date(quote.json().checkout.expiresAt).getTime()
    expect(Math.round((expires - Date.now()) / 86_400_000)).toBe(3)
  })
})

describe('the public checkout', () => {
  it("shows the lines' pictures to the customer's browser through the link, and only while it works", async () => {
    const account = await storeAccount(t.app)
    const { token } = await sendInvoice(account, { image: true })
    const [line] = (await viewCheckout(token)).json().checkout.lines
    expect(line.imageUrl).toBe(`/v1/public/checkout/${token}/lines/0/image`)
    // No bearer token and no media cookie: the customer is not a member of the store.
    const image = await t.app.inject({ method: 'GET', url: line.imageUrl })
    expect(image.statusCode).toBe(200)
    expect(image.headers['content-type']).toBe('image/png')
    expect(image.rawPayload.subarray(1, 4).toString('latin1')).toBe('PNG')
    const stranger = `/v1/public/checkout/${randomUUID()}${randomUUID()}/lines/0/image`
    for (const url of [`/v1/public/checkout/${token}/lines/1/image`, stranger]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(404)
    }
    expect(
      (await t.app.inject({ method: 'GET', url: `/v1/public/checkout/${token}/lines/x/image` })).statusCode,
    ).toBe(400)
    expect((await pay(token)).statusCode).toBe(200)
    expect((await t.app.inject({ method: 'GET', url: line.imageUrl })).statusCode).toBe(409)
  })

  it('shows the order without signing in, then takes the payment once', async () => {
    const account = await storeAccount(t.app)
    const { token } = await sendInvoice(account)
    const view = await viewCheckout(token)
    expect(view.statusCode).toBe(200)
    expect(view.headers['cache-control']).toBe('no-store')
    expect(view.json().checkout).toMatchObject({
      kind: 'invoice',
      storeName: 'Loja da Maria',
      total: { amount: '100.00', currencyCode: 'BRL' },
      lines: [{ title: 'Vaso de Cerâmica', quantity: 2 }],
    })
    const declined = await pay(token, '4000 0000 0000 0002')
    expect(declined.statusCode).toBe(402)
    const paid = await pay(token)
    expect(paid.statusCode).toBe(200)
    expect(paid.json()).toEqual({ orderName: '#1001', total: { amount: '100.00', currencyCode: 'BRL' } })
    expect((await pay(token)).statusCode).toBe(409)
    expect((await viewCheckout(token)).statusCode).toBe(409)

    const orders = (await staff(account, 'POST', '/v1/order/search', { query: '' })).json().orders
    const order = (await staff(account, 'GET', `/v1/orders/${orders.edges[0].node.id}`)).json().order
    expect(order).toMatchObject({
      financialStatus: 'paid',
      shippingAddress: { city: 'Curitiba' },
      billingAddress: { city: 'Curitiba' },
    })
    expect(order.events[0].message).toBe('The customer paid at checkout.')
  })

  it('answers a clear 404 for a tampered or made-up link, and 410 for an expired one', async () => {
    const account = await storeAccount(t.app)
    const { token, sent } = await sendInvoice(account)
    const tampered = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`
    for (const bad of [tampered, 'nope', 'x'.repeat(43)]) {
      const response = await viewCheckout(bad)
      expect(response.statusCode).toBe(404)
      expect(response.json().detail).toBe('This link is not valid. Ask the store for a new one.')
      expect(response.body).not.toContain('Vaso')
    }
    await t.db
      .update(checkoutLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(checkoutLinks.id, sent.id))
    const expired = await viewCheckout(token)
    expect(expired.statusCode).toBe(410)
    expect((await pay(token)).statusCode).toBe(410)
  })
})

describe('abandoned checkouts', () => {
  it('lists a checkout opened and not paid, and recovers it with a fresh link', async () => {
    const account = await storeAccount(t.app)
    const { token, email, draft } = await sendInvoice(account)
    const list = async () =>
      (await staff(account, 'POST', '/v1/order/abandoned-checkout/search', { query: '' })).json()
        .abandonedCheckouts
    expect((await list()).edges).toEqual([])
    await viewCheckout(token)
    const [abandoned] = (await list()).edges
    expect(abandoned.node).toMatchObject({
      draftName: draft.name,
      recipient: email,
      recoverySentAt: null,
      total: { amount: '100.00' },
    })

    const recovered = await staff(
      account,
      'POST',
      `/v1/order/abandoned-checkout/${abandoned.node.id}/recover`,
    )
    expect(recovered.statusCode).toBe(200)
    expect((await viewCheckout(token)).statusCode).toBe(404)
    const emails = (
      await staff(account, 'POST', '/v1/email/search', { query: 'Complete your purchase' })
    ).json().emails
    const fresh = emails.edges[0].node.text.match(/checkout\/([\w-]+)/)?.[1]
    expect((await viewCheckout(fresh)).statusCode).toBe(200)
    expect((await list()).edges[0].node.recoverySentAt).not.toBeNull()
    await pay(fresh)
    expect((await list()).edges).toEqual([])
  })
})

describe('another store', () => {
  it('cannot send, recover, read history or read emails of a store it is not in', async () => {
    const owner = await storeAccount(t.app)
    const stranger = await storeAccount(t.app)
    const { draft, token, mail } = await sendInvoice(owner)
    await viewCheckout(token)
    const [abandoned] = (
      await staff(owner, 'POST', '/v1/order/abandoned-checkout/search', { query: '' })
    ).json().abandonedCheckouts.edges
    expect(
      (
        await staff(stranger, 'POST', '/v1/order/send-invoice', {
          draftOrderId: draft.id,
          to: 'x@example.com',
        })
      ).statusCode,
    ).toBe(404)
    expect((await staff(stranger, 'GET', `/v1/order/history?id=${draft.id}`)).statusCode).toBe(404)
    expect(
      (await staff(stranger, 'POST', `/v1/order/abandoned-checkout/${abandoned.node.id}/recover`)).statusCode,
    ).toBe(404)
    expect(
      (await staff(stranger, 'POST', '/v1/order/abandoned-checkout/search', { query: '' })).json()
        .abandonedCheckouts.edges,
    ).toEqual([])
    expect((await staff(stranger, 'GET', `/v1/email/${mail.id}`)).statusCode).toBe(404)
    expect((await staff(stranger, 'POST', '/v1/email/search', { query: '' })).json().emails.edges).toEqual([])
    expect((await staff(owner, 'GET', `/v1/email/${mail.id}`)).statusCode).toBe(200)
  })

  it('never shows account emails (password resets) in a store’s outbox', async () => {
    const account = await storeAccount(t.app)
    await t.app.inject({
      method: 'POST',
      url: '/v1/auth/password-reset/request',
      payload: { email: account.email },
    })
    const emails = (await staff(account, 'POST', '/v1/email/search', { query: '' })).json().emails
    expect(emails.edges.map((edge: { node: { subject: string } }) => edge.node.subject)).not.toContain(
      'Reset your Lojista password',
    )
  })
})
