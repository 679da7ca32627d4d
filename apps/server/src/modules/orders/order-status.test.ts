import { randomUUID } from 'node:crypto'
import { and, desc, eq } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { emailOutbox, productVariants } from '../../db/schema/index.ts'
import { inScope } from '../../db/scope.ts'
import {
  checkoutCalls,
  checkoutLink,
  customerAddress,
  pixPaymentSettings,
} from '../../test/checkout-fixtures.ts'
import { type Account, draftWithStock, storeAccount } from '../../test/order-helpers.ts'
import { bearer, createTestApp, emailedLink, fakeClock, uniqueEmail } from '../../test/test-app.ts'
import { LINK_REMOVED } from '../mail/secret-link.ts'

// The customer's confirmation email on placing an order at checkout, and the order-status page its link
// opens (decision 035); and the compare-at prices the checkout page strikes through.

const clock = fakeClock()
const t = await createTestApp({ publicUrl: 'https://loja.example.com' }, { now: clock })
afterAll(() => t.close())
const customer = checkoutCalls(() => t)

const DAY_MS = 24 * 60 * 60 * 1000
const statusLink = /https:\/\/loja\.example\.com\/s\/([\w-]+\/orders\/[\w-]+)/

function staff(account: Account, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) {
  return t.app.inject({
    method,
    url,
    headers: { ...bearer(account.token), 'idempotency-key': randomUUID() },
    ...(payload ? { payload } : {}),
  })
}

/** A store taking card, Pix and deposit, and an invoice for a R$ 100,00 draft to a customer. */
async function invoice(options: { locale?: string } = {}) {
  const account = await storeAccount(t.app)
  const saved = await staff(account, 'PUT', '/v1/settings/payments', pixPaymentSettings())
  expect(saved.statusCode, saved.body).toBe(200)
  const { email, token, draft } = await customer.invoiceLink(account, { locale: options.locale })
  const view = await t.app.inject({ method: 'GET', url: `/v1/public/checkout/${token}` })
  return { account, email, token, draft, checkout: view.json().checkout }
}

async function pay(token: string, version: number, body: Record<string, unknown>) {
  // The clock stands still: a moment passes, so the confirmation is the customer's newest email.
  clock.advance(1000)
  const answer = await t.app.inject({
    method: 'POST',
    url: `/v1/public/checkout/${token}/pay`,
    payload: { version, shippingAddress: customerAddress, ...body },
  })
  expect(answer.statusCode, answer.body).toBe(200)
  return answer.json()
}

/** The emails to `to`, newest first, as the outbox keeps them (secret links removed). */
async function emailsTo(to: string) {
  return t.db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.recipient, to))
    .orderBy(desc(emailOutbox.createdAt))
}

/** The status page's API path from the link in the customer's email. */
async function statusPathFrom(email: string) {
  const [store, , token] = (await emailedLink(t.app, email, statusLink)).split('/')
  return `/v1/public/stores/${store}/orders/${token}`
}

describe('the confirmation email of an order placed at checkout', () => {
  it('in Portuguese, carries the Pix code, the instructions and a link the outbox does not keep', async () => {
    const { email, token, checkout } = await invoice({ locale: 'pt-BR' })
    const placed = await pay(token, checkout.version, { method: 'pix' })
    const [confirmation] = await emailsTo(email)
    expect(confirmation?.subject).toMatch(/^Pedido #1001 confirmado em /)
    expect(confirmation?.audience).toBe('customer')
    const kept = confirmation?.textBody ?? ''
    expect(kept).toContain('Pagamento pendente: pague R$\u00a0100,00 por Pix.')
    expect(kept).toContain(placed.payment.pix.code)
    expect(kept).toContain('Enviamos o pedido assim que o Pix for confirmado.')
    expect(kept).toContain('2 × Vaso de Cerâmica: R$\u00a0100,00')
    // Only the customer's copy opens the order page.
    expect(kept).toContain(`Ver seu pedido: ${LINK_REMOVED}`)
    expect(await statusPathFrom(email)).toMatch(/^\/v1\/public\/stores\/[\w-]+\/orders\/[\w-]{40,}$/)
  })

  it('in English, tells a deposit customer the store’s instructions', async () => {
    const { email, token, checkout } = await invoice()
    await pay(token, checkout.version, { method: 'bank_deposit' })
    const [confirmation] = await emailsTo(email)
    expect(confirmation?.subject).toMatch(/^Order #1001 confirmed at /)
    expect(confirmation?.textBody).toContain('Payment pending: pay R$100.00 by bank deposit.')
    expect(confirmation?.textBody).toContain('Itaú, agência 0001, conta 12345-6.')
    expect(confirmation?.textBody).not.toContain('Pix')
  })

  it('says a card order is paid', async () => {
    const { email, token, checkout } = await invoice()
    await pay(token, checkout.version, {
      method: 'card',
      card: { number: '4242 4242 4242 4242', name: 'Beatriz Lima' },
    })
    const [confirmation] = await emailsTo(email)
    expect(confirmation?.textBody).toContain('Paid by card. Thank you!')
    const status = await t.app.inject({ method: 'GET', url: await statusPathFrom(email) })
    expect(status.json().order).toMatchObject({
      financialStatus: 'paid',
      paymentMethod: 'card',
      payment: null,
    })
  })

  it('is not sent for an order staff place themselves', async () => {
    const account = await storeAccount(t.app)
    const email = uniqueEmail('cliente')
    const { draft } = await draftWithStock(t, account, { email })
    const created = await staff(account, 'POST', '/v1/orders', {
      draftOrderId: draft.id,
      version: draft.version,
      paymentPending: true,
    })
    expect(created.statusCode, created.body).toBe(201)
    expect(await emailsTo(email)).toEqual([])
  })

  it('has no link when the store does not show orders through links', async () => {
    const { account, email, token, checkout } = await invoice()
    const off = await staff(account, 'PUT', '/v1/settings/customer-accounts', {
      orderStatusLink: false,
      orderStatusLinkDays: 90,
      version: 1,
    })
    expect(off.statusCode, off.body).toBe(200)
    const placed = await pay(token, checkout.version, { method: 'pix' })
    const [confirmation] = await emailsTo(email)
    expect(confirmation?.textBody).toContain(placed.payment.pix.code)
    expect(confirmation?.textBody).not.toContain('See your order')
    await expect(emailedLink(t.app, email, statusLink)).rejects.toThrow()
  })
})

describe('the order-status page', () => {
  it('shows a pending Pix order with its code, then paid once staff mark the payment received', async () => {
    const { account, email, token, checkout } = await invoice({ locale: 'pt-BR' })
    const placed = await pay(token, checkout.version, { method: 'pix' })
    const path = await statusPathFrom(email)
    const pending = await t.app.inject({ method: 'GET', url: path })
    expect(pending.statusCode, pending.body).toBe(200)
    expect(pending.headers['cache-control']).toBe('no-store')
    expect(pending.json().order).toMatchObject({
      orderName: '#1001',
      language: 'pt-BR',
      financialStatus: 'pending',
      fulfillmentStatus: 'unfulfilled',
      cancelled: false,
      paymentMethod: 'pix',
      payment: { method: 'pix', pix: { code: placed.payment.pix.code, txid: '1001' } },
      lines: [{ title: 'Vaso de Cerâmica', quantity: 2, total: { amount: '100.00', currencyCode: 'BRL' } }],
      total: { amount: '100.00', currencyCode: 'BRL' },
      shippingAddress: { city: 'Curitiba', postalCode: '80020-000' },
      storefront: { brand: { primaryColor: expect.any(String) } },
    })

    const list = await staff(account, 'POST', '/v1/order/search', { query: '' })
    const orderId = list.json().orders.edges[0].node.id
    const received = await staff(account, 'POST', `/v1/orders/${orderId}/payments`, {})
    expect(received.statusCode, received.body).toBe(200)
    const paid = await t.app.inject({ method: 'GET', url: path })
    expect(paid.json().order).toMatchObject({ financialStatus: 'paid', payment: null })
  })

  it('answers 404 to an unknown token and to a token named under another store', async () => {
    const { email, token, checkout } = await invoice()
    await pay(token, checkout.version, { method: 'pix' })
    const path = await statusPathFrom(email)
    const other = await storeAccount(t.app)
    const elsewhere = path.replace(/stores\/[\w-]+/, `stores/${other.tenantId}`)
    for (const url of [elsewhere, path.replace(/orders\/[\w-]+/, 'orders/no-such-token-at-all-here')]) {
      const answer = await t.app.inject({ method: 'GET', url })
      expect(answer.statusCode, url).toBe(404)
      expect(answer.headers['content-type']).toContain('application/problem+json')
      expect(answer.json().detail).toBe('This order link is not valid. Check the link in your email.')
    }
  })

  it('answers 410 once the store turns the links off', async () => {
    const { account, email, token, checkout } = await invoice()
    await pay(token, checkout.version, { method: 'pix' })
    const path = await statusPathFrom(email)
    const off = await staff(account, 'PUT', '/v1/settings/customer-accounts', {
      orderStatusLink: false,
      orderStatusLinkDays: 90,
      version: 1,
    })
    expect(off.statusCode, off.body).toBe(200)
    const answer = await t.app.inject({ method: 'GET', url: path })
    expect(answer.statusCode).toBe(410)
    expect(answer.json()).toMatchObject({ reason: 'off' })
    expect(answer.json()).not.toHaveProperty('order')
  })

  it('answers 410 once the store’s days have passed since the order', async () => {
    const { account, email, token, checkout } = await invoice()
    await staff(account, 'PUT', '/v1/settings/customer-accounts', {
      orderStatusLink: true,
      orderStatusLinkDays: 7,
      version: 1,
    })
    await pay(token, checkout.version, { method: 'pix' })
    const path = await statusPathFrom(email)
    clock.advance(6 * DAY_MS)
    try {
      expect((await t.app.inject({ method: 'GET', url: path })).statusCode).toBe(200)
      clock.advance(2 * DAY_MS)
      const expired = await t.app.inject({ method: 'GET', url: path })
      expect(expired.statusCode).toBe(410)
      expect(expired.json()).toMatchObject({
        reason: 'expired',
        detail: 'This order link has expired. Contact the store to know about your order.',
      })
    } finally {
      clock.advance(-8 * DAY_MS)
    }
  })
})

describe('compare-at prices on the checkout page', () => {
  it('carries the compare-at price the variant had when the line was added, above the price only', async () => {
    const account = await storeAccount(t.app)
    const { variantId } = await draftWithStock(t, account)
    const setCompareAt = (minor: number | null) =>
      inScope(t.db, { tenantId: account.tenantId }, (tx) =>
        tx
          .update(productVariants)
          .set({ compareAtPriceMinor: minor })
          .where(and(eq(productVariants.tenantId, account.tenantId), eq(productVariants.id, variantId))),
      )
    await setCompareAt(7000)
    const email = uniqueEmail('cliente')
    const lowEmail = uniqueEmail('cliente')
    const draft = await staff(account, 'POST', '/v1/order', {
      email,
      lineItems: [{ id: randomUUID(), variantId, quantity: 2 }],
    })
    expect(draft.statusCode, draft.body).toBe(201)
    const { id, version } = draft.json().order
    await staff(account, 'POST', '/v1/order/send-invoice', { draftOrderId: id, version })
    // The catalog changes after the line was added: the checkout keeps what the line was added at.
    await setCompareAt(9000)
    const token = await emailedLink(t.app, email, checkoutLink)
    const view = await t.app.inject({ method: 'GET', url: `/v1/public/checkout/${token}` })
    expect(view.json().checkout.lines[0]).toMatchObject({
      discountedTotal: { amount: '100.00' },
      compareAtTotal: { amount: '140.00', currencyCode: 'BRL' },
    })

    // A compare-at price at or under the price strikes nothing through.
    await setCompareAt(4000)
    const low = await staff(account, 'POST', '/v1/order', {
      email: lowEmail,
      lineItems: [{ id: randomUUID(), variantId, quantity: 1 }],
    })
    await staff(account, 'POST', '/v1/order/send-invoice', {
      draftOrderId: low.json().order.id,
      version: low.json().order.version,
    })
    const lowToken = await emailedLink(t.app, lowEmail, checkoutLink)
    const lowView = await t.app.inject({ method: 'GET', url: `/v1/public/checkout/${lowToken}` })
    expect(lowView.json().checkout.lines[0].compareAtTotal).toBeNull()
  })
})

describe('the request log', () => {
  it('keeps the status page’s address without its token', async () => {
    const lines: string[] = []
    const logged = await createTestApp({}, { log: { write: (line) => lines.push(line) } })
    try {
      const token = 'Zm9vYmFyYmF6cXV4cXV1eGNvcmdlZ3JhdWx0Z2FycGx5'
      const url = `/v1/public/stores/${randomUUID()}/orders/${token}`
      expect((await logged.app.inject({ method: 'GET', url })).statusCode).toBe(404)
      const log = lines.join('')
      expect(log).toContain('/orders/[redacted]')
      expect(log).not.toContain(token)
    } finally {
      await logged.close()
    }
  })
})
