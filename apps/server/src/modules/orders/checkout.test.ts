import { randomUUID } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { authMessages } from '@lojista/contracts'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { checkoutLinks } from '../../db/schema/index.ts'
import { type Account, draftWithStock, storeAccount } from '../../test/order-helpers.ts'
import {
  bearer,
  createTestApp,
  emailedLink,
  fakeClock,
  signUp,
  type TestApp,
  uniqueEmail,
} from '../../test/test-app.ts'
import { LINK_REMOVED } from '../mail/secret-link.ts'

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

/** Pays as the customer's page does: with the version of the checkout it shows (read now unless given). */
async function pay(
  token: string,
  cardNumber = '4242 4242 4242 4242',
  version?: number,
  shippingAddress: Record<string, string> = address,
) {
  const shown = version ?? (await viewCheckout(token)).json().checkout?.version ?? 1
  return t.app.inject({
    method: 'POST',
    url: `/v1/public/checkout/${token}/pay`,
    payload: { version: shown, shippingAddress, card: { number: cardNumber, name: 'Beatriz Lima' } },
  })
}

const checkoutLink = /https:\/\/loja\.example\.com\/checkout\/([\w-]+)/

/** Sends an invoice for a fresh draft; the link's token is read from the email as the customer gets it. */
async function sendInvoice(
  account: Account,
  options: { image?: boolean; locale?: string; extra?: Record<string, unknown> } = {},
  app = t,
) {
  const email = uniqueEmail('cliente')
  const { draft } = await draftWithStock(app, account, {
    ...options,
    email,
    extra: { paymentTerm: { type: 'net', dueInDays: 30 }, ...options.extra },
  })
  const sent = await app.app.inject({
    method: 'POST',
    url: '/v1/order/send-invoice',
    headers: { ...bearer(account.token), 'idempotency-key': randomUUID() },
    payload: { draftOrderId: draft.id, version: draft.version, message: 'Obrigada!' },
  })
  expect(sent.statusCode, sent.body).toBe(200)
  const emails = (
    await app.app.inject({
      method: 'POST',
      url: '/v1/email/search',
      headers: bearer(account.token),
      payload: { query: email },
    })
  ).json().emails
  const token = await emailedLink(app.app, email, checkoutLink)
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
    expect(mail.text).toContain('2 × Vaso de Cerâmica: R$100.00')
    // Staff read the email without the link that opens the checkout: only the customer's copy has it.
    expect(mail.text).toContain(`Review and pay: ${LINK_REMOVED}`)
    expect(mail.html).toContain(LINK_REMOVED)
    expect(JSON.stringify(mail)).not.toContain('/checkout/')
    expect(mail.text).toMatch(/Payment due on \w{3} \d{1,2}, \d{4} \(Net 30\)\./)
    const history = (await staff(account, 'GET', `/v1/order/history?id=${draft.id}`)).json().events
    expect(history.map((event: { type: string; params: object }) => [event.type, event.params])).toEqual([
      ['invoice_sent', { recipient: email }],
      ['created', {}],
    ])
    expect((await staff(account, 'GET', `/v1/order?id=${draft.id}`)).json().order.status).toBe('invoice_sent')
  })

  it('sends nothing for a draft changed since the person saw it, and answers the current draft', async () => {
    const account = await storeAccount(t.app)
    const email = uniqueEmail('cliente')
    const { draft } = await draftWithStock(t, account, { email })
    const changed = await staff(account, 'POST', '/v1/order', {
      id: draft.id,
      version: draft.version,
      lineItems: [{ id: draft.lineItems[0].id, quantity: 3 }],
    })
    expect(changed.statusCode).toBe(200)
    const stale = await staff(account, 'POST', '/v1/order/send-invoice', {
      draftOrderId: draft.id,
      version: draft.version,
    })
    expect(stale.statusCode).toBe(409)
    expect(stale.json().current).toMatchObject({
      version: changed.json().order.version,
      totalQuantityOfLineItems: 3,
    })
    const emails = (await staff(account, 'POST', '/v1/email/search', { query: email })).json().emails
    expect(emails.edges).toEqual([])
    const unversioned = await staff(account, 'POST', '/v1/order/send-invoice', { draftOrderId: draft.id })
    expect(unversioned.statusCode).toBe(400)
    expect(unversioned.json().errors[0].path).toBe('version')
  })

  it('writes a Portuguese-speaking customer’s invoice in Portuguese, R$ 1.234,56 as Brazil writes it', async () => {
    const account = await storeAccount(t.app)
    const { mail, draft } = await sendInvoice(account, {
      locale: 'pt-BR',
      extra: {
        lineItems: [{ id: randomUUID(), quantity: 1, customItem: { title: 'Sofá', price: '1234.56' } }],
      },
    })
    const text = mail.text.replace(/\u00a0/g, ' ')
    expect(mail.subject).toBe(`Fatura ${draft.name} de Loja da Maria`)
    expect(text).toContain('1 × Sofá: R$ 1.234,56')
    expect(text).toContain('Subtotal: R$ 1.234,56')
    expect(text).toContain('Total: R$ 1.234,56')
    expect(text).toContain(`Revisar e pagar: ${LINK_REMOVED}`)
    expect(text).not.toMatch(/Review|valid until|Payment due/)
    expect(mail.html.replace(/\u00a0/g, ' ')).toContain('R$ 1.234,56')
  })

  it('writes an English-speaking customer’s invoice in English, R$1,234.56', async () => {
    const account = await storeAccount(t.app)
    const { mail, draft } = await sendInvoice(account, {
      locale: 'en',
      extra: {
        lineItems: [{ id: randomUUID(), quantity: 1, customItem: { title: 'Sofa', price: '1234.56' } }],
      },
    })
    expect(mail.subject).toBe(`Invoice ${draft.name} from Loja da Maria`)
    expect(mail.text).toContain('Total: R$1,234.56')
    expect(mail.text).toMatch(/Payment due on \w{3} \d{1,2}, \d{4} \(Net 30\)\./)
  })

  it('writes amounts and dates in the customer’s language', async () => {
    const account = await storeAccount(t.app)
    const { mail, sent, token } = await sendInvoice(account, { locale: 'pt-BR' })
    // Intl puts a no-break space between "R$" and the amount.
    const text = mail.text.replace(/\u00a0/g, ' ')
    expect(text).toContain('2 × Vaso de Cerâmica: R$ 100,00')
    expect(text).toContain('Total: R$ 100,00')
    expect(text).toMatch(/Pagamento em \d{2}\/\d{2}\/\d{4} \(30 dias\)\./)
    const expiry = new Date(sent.expiresAt)
    const day = `${String(expiry.getUTCDate()).padStart(2, '0')}/${String(expiry.getUTCMonth() + 1).padStart(2, '0')}/${expiry.getUTCFullYear()}`
    expect(text).toContain(`Este link é válido até ${day}.`)
    expect(mail.html.replace(/\u00a0/g, ' ')).toContain('R$ 100,00')
    // The checkout page learns the customer's language too, to speak it to a browser that chose none.
    expect((await viewCheckout(token)).json().checkout.language).toBe('pt-BR')
  })

  it('needs someone to send it to', async () => {
    const account = await storeAccount(t.app)
    const { draft } = await draftWithStock(t, account)
    const refused = await staff(account, 'POST', '/v1/order/send-invoice', {
      draftOrderId: draft.id,
      version: draft.version,
    })
    expect(refused.statusCode).toBe(400)
    expect(refused.json().errors).toEqual([{ path: 'to', message: "Add the customer's email" }])
  })

  it('sends a quote with its own expiry', async () => {
    const account = await storeAccount(t.app)
    const { draft } = await draftWithStock(t, account)
    const quote = await staff(account, 'POST', '/v1/order/send-quote', {
      draftOrderId: draft.id,
      version: draft.version,
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
    const { lines, paymentTerm } = (await viewCheckout(token)).json().checkout
    const [line] = lines
    // The terms come as data, so the customer's page writes them in the customer's language.
    expect(paymentTerm).toMatchObject({ type: 'net', dueInDays: 30, dueAt: expect.any(String) })
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
    expect(paid.json()).toEqual({
      orderName: '#1001',
      total: { amount: '100.00', currencyCode: 'BRL' },
      financialStatus: 'paid',
      payment: { method: 'card', instructions: '', pix: null },
    })
    expect((await pay(token)).statusCode).toBe(409)
    expect((await viewCheckout(token)).statusCode).toBe(409)

    const orders = (await staff(account, 'POST', '/v1/order/search', { query: '' })).json().orders
    const order = (await staff(account, 'GET', `/v1/orders/${orders.edges[0].node.id}`)).json().order
    expect(order).toMatchObject({
      financialStatus: 'paid',
      shippingAddress: { city: 'Curitiba' },
      billingAddress: { city: 'Curitiba' },
    })
    expect(order.events[0]).toMatchObject({
      type: 'paid_at_checkout',
      params: { amount: '100.00', currency: 'BRL' },
    })
    expect(order.events[0]).not.toHaveProperty('message')
  })

  it('charges nothing when the store changed the order after the customer opened it, then takes the new total', async () => {
    const account = await storeAccount(t.app)
    const { token, draft } = await sendInvoice(account)
    const seen = (await viewCheckout(token)).json().checkout
    expect(seen.total.amount).toBe('100.00')
    const current = (await staff(account, 'GET', `/v1/order?id=${draft.id}`)).json().order
    const edited = await staff(account, 'POST', '/v1/order', {
      id: draft.id,
      version: current.version,
      lineItems: [{ id: current.lineItems[0].id, quantity: 9 }],
    })
    expect(edited.statusCode).toBe(200)

    const refused = await pay(token, undefined, seen.version)
    expect(refused.statusCode).toBe(409)
    expect(refused.json().detail).toBe(
      'The store changed this order after you opened it. Review the new total and pay again.',
    )
    expect((await staff(account, 'POST', '/v1/order/search', { query: '' })).json().orders.edges).toEqual([])

    expect(refused.json().current).toMatchObject({ total: { amount: '450.00' }, lines: [{ quantity: 9 }] })
    const reloaded = (await viewCheckout(token)).json().checkout
    expect(reloaded).toEqual(refused.json().current)
    expect(reloaded.version).toBeGreaterThan(seen.version)
    const paid = await pay(token, undefined, reloaded.version)
    expect(paid.statusCode).toBe(200)
    expect(paid.json().total.amount).toBe('450.00')
  })

  it('refuses half a surrogate pair in the address with a field error, then takes the payment', async () => {
    const account = await storeAccount(t.app)
    const { token } = await sendInvoice(account)
    const refused = await pay(token, undefined, undefined, { ...address, city: 'Curitiba\ud800' })
    expect(refused.statusCode).toBe(400)
    expect(refused.json().errors).toEqual([
      { path: 'shippingAddress.city', message: 'Contains a character that is not allowed' },
    ])
    const paid = await pay(token)
    expect(paid.statusCode).toBe(200)
    expect(paid.json().orderName).toBe('#1001')
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
      customerName: 'Beatriz Lima',
      recoverySentAt: null,
      total: { amount: '100.00' },
    })
    // Searched by the draft's number or the address the link went to.
    const search = async (query: string) =>
      (await staff(account, 'POST', '/v1/order/abandoned-checkout/search', { query })).json()
        .abandonedCheckouts.pageInfo.total
    expect(await search(draft.name)).toBe(1)
    expect(await search(email.toUpperCase())).toBe(1)
    expect(await search('someone-else@example.com')).toBe(0)

    const recovered = await staff(
      account,
      'POST',
      `/v1/order/abandoned-checkout/${abandoned.node.id}/recover`,
    )
    expect(recovered.statusCode).toBe(200)
    expect((await viewCheckout(token)).statusCode).toBe(404)
    const fresh = await emailedLink(t.app, email, checkoutLink)
    expect(fresh).not.toBe(token)
    expect((await viewCheckout(fresh)).statusCode).toBe(200)
    expect((await list()).edges[0].node.recoverySentAt).not.toBeNull()
    await pay(fresh)
    expect((await list()).edges).toEqual([])
  })

  it('drops a checkout once staff turn its draft into an order', async () => {
    const account = await storeAccount(t.app)
    const { token, draft } = await sendInvoice(account)
    await viewCheckout(token)
    const list = async () =>
      (await staff(account, 'POST', '/v1/order/abandoned-checkout/search', { query: '' })).json()
        .abandonedCheckouts
    expect((await list()).pageInfo.total).toBe(1)
    const current = (await staff(account, 'GET', `/v1/order?id=${draft.id}`)).json().order
    const placed = await staff(account, 'POST', '/v1/orders', {
      draftOrderId: draft.id,
      version: current.version,
      paymentPending: true,
    })
    expect(placed.statusCode, placed.body).toBe(201)
    expect(await list()).toMatchObject({ edges: [], pageInfo: { total: 0 } })
    // The link is finished: the customer's page says it was used instead of taking a payment.
    expect((await viewCheckout(token)).statusCode).toBe(409)
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
          version: draft.version,
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

describe('who may email customers', () => {
  it('refuses Send Invoice, Send Quote and recovery emails until the user has verified their address', async () => {
    const unverified = await signUp(t.app, {}, { verified: false })
    const account = { ...unverified, tenantId: unverified.defaultTenant.id }
    const email = uniqueEmail('cliente')
    const { draft } = await draftWithStock(t, account, { email })
    const send = (kind: 'invoice' | 'quote') =>
      staff(
        account,
        'POST',
        `/v1/order/send-${kind}`,
        { draftOrderId: draft.id, version: draft.version },
        { 'idempotency-key': randomUUID() },
      )
    const refusals = [
      await send('invoice'),
      await send('quote'),
      await staff(account, 'POST', `/v1/order/abandoned-checkout/${randomUUID()}/recover`),
    ]
    for (const refused of refusals) {
      expect(refused.statusCode).toBe(403)
      expect(refused.headers['content-type']).toContain('application/problem+json')
      expect(refused.json()).toMatchObject({ status: 403, detail: authMessages.emailNotVerified })
    }
    expect((await staff(account, 'POST', '/v1/email/search', { query: email })).json().emails.edges).toEqual(
      [],
    )
    const me = await staff(account, 'GET', '/v1/account/me')
    expect(me.json().user.emailVerified).toBe(false)

    // The link emailed at sign-up verifies the address; then the store emails its customers.
    const verifyToken = await emailedLink(t.app, account.email, /\/auth\/verify-email\?token=(\S+)/)
    const verified = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/verify-email',
      payload: { token: verifyToken },
    })
    expect(verified.statusCode).toBe(204)
    expect((await staff(account, 'GET', '/v1/account/me')).json().user.emailVerified).toBe(true)
    expect((await send('invoice')).statusCode).toBe(200)
  })
})

describe('the hourly email cap of a store', () => {
  it('answers 429 past the cap, stating it and when to try again, and lets the store send once an hour has passed', async () => {
    const clock = fakeClock()
    const capped = await createTestApp(
      { publicUrl: 'https://loja.example.com', emailCapPerStorePerHour: 2 },
      { now: clock },
    )
    try {
      const account = await storeAccount(capped.app)
      const first = await sendInvoice(account, {}, capped)
      clock.advance(48 * 60_000)
      await sendInvoice(account, {}, capped)
      await capped.app.inject({ method: 'GET', url: `/v1/public/checkout/${first.token}` })
      const { draft } = await draftWithStock(capped, account, { email: uniqueEmail('cliente') })
      const call = (method: 'POST', url: string, payload?: object) =>
        capped.app.inject({
          method,
          url,
          headers: { ...bearer(account.token), 'idempotency-key': randomUUID() },
          ...(payload ? { payload } : {}),
        })
      const search = await call('POST', '/v1/order/abandoned-checkout/search', { query: '' })
      expect(search.statusCode, search.body).toBe(200)
      const [abandoned] = search.json().abandonedCheckouts.edges
      const refusals = [
        await call('POST', '/v1/order/send-invoice', { draftOrderId: draft.id, version: draft.version }),
        await call('POST', '/v1/order/send-quote', { draftOrderId: draft.id, version: draft.version }),
        await call('POST', `/v1/order/abandoned-checkout/${abandoned.node.id}/recover`),
      ]
      for (const refused of refusals) {
        expect(refused.statusCode).toBe(429)
        expect(refused.headers['content-type']).toContain('application/problem+json')
        // The first email leaves the hour in 12 minutes.
        expect(refused.headers['retry-after']).toBe('720')
        expect(refused.json().detail).toBe(
          'This store has sent 2 emails in the last hour, the most allowed; try again in 12 minutes.',
        )
      }
      // Nothing of a refused send happened: the draft is as it was.
      const read = await capped.app.inject({
        method: 'GET',
        url: `/v1/order?id=${draft.id}`,
        headers: bearer(account.token),
      })
      expect(read.json().order).toMatchObject({ version: draft.version, status: 'open' })
      // Another store has a cap of its own.
      await sendInvoice(await storeAccount(capped.app), {}, capped)

      clock.advance(12 * 60_000)
      const sent = await call('POST', '/v1/order/send-invoice', {
        draftOrderId: draft.id,
        version: draft.version,
      })
      expect(sent.statusCode).toBe(200)
    } finally {
      await capped.close()
    }
  })
})
