import { randomUUID } from 'node:crypto'
import type { NotificationPreferences } from '@lojista/contracts'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { emailOutbox, memberships } from '../../db/schema/index.ts'
import { type Account, draftWithStock } from '../../test/order-helpers.ts'
import { bearer, createTestApp, emailedLink, signUp, type TestApp, uniqueEmail } from '../../test/test-app.ts'

// The emails a store sends its own people: who gets one (those whose role may see it and who did not
// turn it off, never the person who made the change), what it says, and that they never eat into the
// hourly cap on the store's emails to its customers.

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ publicUrl: 'https://loja.example.com', emailCapPerStorePerHour: 2 })
})
afterAll(() => t.close())

async function person(name: string): Promise<Account> {
  const account = await signUp(t.app, { name })
  return { ...account, tenantId: account.defaultTenant.id }
}

/** A store with its owner and three colleagues: an admin, a staff member, and one with a stock-only role. */
async function team() {
  const owner = await person('Marina Costa')
  const join = async (name: string, role: 'admin' | 'staff', roleId?: string) => {
    const colleague = await person(name)
    await t.db
      .insert(memberships)
      .values({ tenantId: owner.tenantId, userId: colleague.user.id, role, roleId })
    return colleague
  }
  const stockRole = await t.app.inject({
    method: 'POST',
    url: '/v1/staff/roles',
    headers: bearer(owner.token),
    payload: { name: 'Estoque', permissions: ['inventory.adjust'] },
  })
  expect(stockRole.statusCode, stockRole.body).toBe(201)
  return {
    owner,
    admin: await join('Paulo Reis', 'admin'),
    staff: await join('Rafael Dias', 'staff'),
    stockKeeper: await join('Ana Souza', 'staff', stockRole.json().role.id),
  }
}

/** The staff emails of the store, by recipient. */
async function staffEmails(tenantId: string) {
  const rows = await t.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.tenantId, tenantId), eq(emailOutbox.audience, 'staff')))
  return rows
}

const to = (rows: { recipient: string }[]) => rows.map((row) => row.recipient).sort()
const emailsOf = (...people: Account[]) => people.map((person) => person.email.toLowerCase()).sort()

async function choose(person: Account, tenantId: string, preferences: Partial<NotificationPreferences>) {
  const answer = await t.app.inject({
    method: 'PUT',
    url: '/v1/staff/me/notifications',
    headers: { ...bearer(person.token), 'x-tenant-id': tenantId },
    payload: {
      orderPlaced: true,
      draftInvoicePaid: true,
      lowStock: true,
      staffChanges: false,
      ...preferences,
    },
  })
  expect(answer.statusCode, answer.body).toBe(200)
}

async function placeOrder(by: Account, tenantId: string, draft: { id: string; version: number }) {
  const placed = await t.app.inject({
    method: 'POST',
    url: '/v1/orders',
    headers: { ...bearer(by.token), 'x-tenant-id': tenantId, 'idempotency-key': randomUUID() },
    payload: { draftOrderId: draft.id, version: draft.version, paymentPending: true },
  })
  expect(placed.statusCode, placed.body).toBe(201)
  return placed.json().order as { id: string; name: string }
}

describe('a new order', () => {
  it('is emailed to those who may see orders and want them, not to its maker', async () => {
    const { owner, admin, staff } = await team()
    await choose(staff, owner.tenantId, { orderPlaced: false })
    const { draft } = await draftWithStock(t, owner, { quantity: 1 })
    const order = await placeOrder(admin, owner.tenantId, draft)

    const emails = await staffEmails(owner.tenantId)
    // The admin placed it, the staff member turned it off, the stock keeper cannot see orders.
    expect(to(emails)).toEqual(emailsOf(owner))
    // In the store's language: a new store is in Brazil.
    expect(emails[0]!.subject).toBe(`[Loja da Maria] Novo pedido ${order.name}`)
    expect(emails[0]!.textBody.replace(/\u00a0/g, ' ')).toContain(
      `O pedido ${order.name} foi feito por um cliente, no valor de R$ 50,00.`,
    )
    expect(emails[0]!.textBody).toContain(`https://loja.example.com/orders/${order.id}`)
  })

  it("paid through the customer's invoice link is news of an invoice paid, once per person", async () => {
    const { owner, admin, staff } = await team()
    await choose(admin, owner.tenantId, { draftInvoicePaid: false })
    const email = uniqueEmail('cliente')
    const { draft } = await draftWithStock(t, owner, { quantity: 1, email })
    const sent = await t.app.inject({
      method: 'POST',
      url: '/v1/order/send-invoice',
      headers: { ...bearer(owner.token), 'idempotency-key': randomUUID() },
      payload: { draftOrderId: draft.id, version: draft.version, message: '' },
    })
    expect(sent.statusCode, sent.body).toBe(200)
    const token = await emailedLink(t.app, email, /https:\/\/loja\.example\.com\/checkout\/([\w-]+)/)
    const shown = (await t.app.inject({ method: 'GET', url: `/v1/public/checkout/${token}` })).json().checkout
    const paid = await t.app.inject({
      method: 'POST',
      url: `/v1/public/checkout/${token}/pay`,
      payload: {
        version: shown.version,
        shippingAddress: {
          firstName: 'Beatriz',
          lastName: 'Lima',
          address1: 'Rua XV, 10',
          city: 'Curitiba',
          countryCode: 'BR',
        },
        card: { number: '4242 4242 4242 4242', name: 'Beatriz Lima' },
      },
    })
    expect(paid.statusCode, paid.body).toBe(200)

    const emails = await staffEmails(owner.tenantId)
    const subjects = new Map(emails.map((row) => [row.recipient, row.subject]))
    // The owner and staff want paid invoices; the admin turned them off and hears of a new order instead.
    expect(to(emails)).toEqual(emailsOf(owner, admin, staff))
    expect(subjects.get(owner.email.toLowerCase())).toMatch(/^\[Loja da Maria\] Fatura paga: pedido #/)
    expect(subjects.get(admin.email.toLowerCase())).toMatch(/^\[Loja da Maria\] Novo pedido #/)
  })
})

describe('stock running low', () => {
  it('is emailed once, as a change takes a level to the line, to those who see stock', async () => {
    const { owner, admin, staff, stockKeeper } = await team()
    const { variantId, locationId } = await draftWithStock(t, owner, { stock: 8 })
    const adjust = (delta: number) =>
      t.app.inject({
        method: 'POST',
        url: '/v1/inventory/adjust',
        headers: { ...bearer(owner.token), 'idempotency-key': randomUUID() },
        payload: { variantId, locationId, delta, reason: 'correction' },
      })
    expect((await adjust(-2)).statusCode).toBe(200) // 6 left: above the line
    expect(await staffEmails(owner.tenantId)).toEqual([])
    expect((await adjust(-1)).statusCode).toBe(200) // 5 left: on it
    expect((await adjust(-1)).statusCode).toBe(200) // 4 left: already below

    const emails = await staffEmails(owner.tenantId)
    expect(to(emails)).toEqual(emailsOf(admin, staff, stockKeeper))
    expect(emails[0]!.subject).toMatch(/^\[Loja da Maria\] Estoque acabando: Vaso de Cerâmica/)
    expect(emails[0]!.textBody).toMatch(/^Restam 5 de Vaso de Cerâmica.* em .+\.$/m)
    expect(emails[0]!.textBody).toContain('https://loja.example.com/products/inventory')
  })

  it('is emailed when an order takes the last units above the line', async () => {
    const { owner, admin } = await team()
    const { draft } = await draftWithStock(t, owner, { stock: 6, quantity: 2 })
    await placeOrder(owner, owner.tenantId, draft)
    const lowStock = (await staffEmails(owner.tenantId)).filter((row) =>
      row.subject.includes('Estoque acabando'),
    )
    expect(to(lowStock)).toContain(admin.email.toLowerCase())
    expect(lowStock[0]!.textBody).toContain('Restam 4 de Vaso de Cerâmica')
  })
})

describe('team changes', () => {
  it('are emailed only to those who asked, in the store’s language', async () => {
    const { owner, admin, staff } = await team()
    await choose(admin, owner.tenantId, { staffChanges: true })
    // A store in the United States writes to its people in English.
    const read = await t.app.inject({
      method: 'GET',
      url: '/v1/settings/general',
      headers: bearer(owner.token),
    })
    const { currencyCode: _currency, updatedAt: _updated, ...settings } = read.json().settings
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/v1/settings/general',
      headers: bearer(owner.token),
      payload: { ...settings, countryCode: 'US', provinceCode: 'NY' },
    })
    expect(saved.statusCode, saved.body).toBe(200)
    const changed = await t.app.inject({
      method: 'PUT',
      url: `/v1/staff/members/${staff.user.id}/role`,
      headers: bearer(owner.token),
      payload: { roleId: 'admin' },
    })
    expect(changed.statusCode, changed.body).toBe(200)

    const emails = await staffEmails(owner.tenantId)
    expect(to(emails)).toEqual(emailsOf(admin))
    expect(emails[0]!.subject).toBe('[Loja da Maria] Your team changed')
    expect(emails[0]!.textBody).toContain('Marina Costa gave Rafael Dias the role Admin.')
  })
})

describe("the store's cap on emails to its customers", () => {
  it('does not count the emails to its own people', async () => {
    const { owner } = await team()
    // Three orders: three staff emails to each of three colleagues, past a cap of two.
    for (let index = 0; index < 3; index += 1) {
      const { draft } = await draftWithStock(t, owner, { quantity: 1 })
      await placeOrder(owner, owner.tenantId, draft)
    }
    expect((await staffEmails(owner.tenantId)).length).toBeGreaterThan(2)
    // A customer's invoice still goes out.
    const { draft } = await draftWithStock(t, owner, { quantity: 1, email: uniqueEmail('cliente') })
    const sent = await t.app.inject({
      method: 'POST',
      url: '/v1/order/send-invoice',
      headers: { ...bearer(owner.token), 'idempotency-key': randomUUID() },
      payload: { draftOrderId: draft.id, version: draft.version, message: '' },
    })
    expect(sent.statusCode, sent.body).toBe(200)
  })
})
