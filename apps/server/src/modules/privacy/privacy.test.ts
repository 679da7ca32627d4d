import { randomUUID } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { emailOutbox } from '../../db/schema/index.ts'
import { draftWithStock } from '../../test/order-helpers.ts'
import { type Person, storeWithStaff } from '../../test/people.ts'
import { createTestApp } from '../../test/test-app.ts'

const t = await createTestApp()
// Maria owns the store; Joana is on its staff (no export or erasure in her role); Pedro owns another store.
const { maria, joana, pedro, mariaAccount } = await storeWithStaff(t)
afterAll(() => t.close())

async function ok(person: Person, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) {
  const answer = await person.call(method, url, payload)
  expect(answer.statusCode, answer.body).toBeLessThan(300)
  return answer.json()
}

/** A customer of Maria's store with one paid order, and that order. */
async function customerWithOrder(email: string) {
  const { draft, customerId } = await draftWithStock(t, mariaAccount, { email })
  const { order } = await ok(maria, 'POST', '/v1/orders', {
    draftOrderId: draft.id,
    version: draft.version,
    paymentPending: false,
  })
  return { customerId: customerId as string, order }
}

async function queueEmail(to: string, status: 'queued' | 'sent' = 'queued') {
  const id = randomUUID()
  await t.db.insert(emailOutbox).values({
    id,
    tenantId: maria.tenantId,
    recipient: to,
    subject: 'Seu pedido na Loja da Maria',
    textBody: `Olá, ${to}`,
    status,
  })
  return id
}

async function emailRow(id: string) {
  const [row] = await t.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.id, id)))
  return row
}

async function entries(action: string) {
  const { activity } = await ok(maria, 'GET', '/v1/activity?first=100')
  return (activity.edges as { node: { action: string; subject: { id: string; label: string } } }[])
    .map((edge) => edge.node)
    .filter((entry) => entry.action === action)
}

describe("a customer's data export", () => {
  it('is a JSON file with the profile, the orders with money as decimals, emails and activity, and nothing of another customer', async () => {
    const beatriz = await customerWithOrder('beatriz.export@example.com')
    const other = await customerWithOrder('outra.cliente@example.com')
    await queueEmail('Beatriz.Export@example.com', 'sent')
    const answer = await maria.call('GET', `/v1/party/${beatriz.customerId}/data-export`)
    expect(answer.statusCode, answer.body).toBe(200)
    expect(answer.headers['content-disposition']).toBe(
      `attachment; filename="customer-${beatriz.customerId}.json"`,
    )
    const data = answer.json()
    expect(data.customer).toMatchObject({
      id: beatriz.customerId,
      displayName: 'Beatriz Lima',
      erasedAt: null,
    })
    expect(data.customer.contacts).toEqual([
      { type: 'email', value: 'beatriz.export@example.com', isPrimary: true },
    ])
    expect(data.orders).toHaveLength(1)
    expect(data.orders[0]).toMatchObject({
      id: beatriz.order.id,
      name: beatriz.order.name,
      total: '100.00',
      paid: '100.00',
      lines: [{ title: 'Vaso de Cerâmica', quantity: 2, unitPrice: '50.00', total: '100.00' }],
    })
    expect(JSON.stringify(data)).not.toContain(other.order.id)
    expect(JSON.stringify(data)).not.toContain('outra.cliente')
    expect(data.emails).toEqual([
      expect.objectContaining({ subject: 'Seu pedido na Loja da Maria', status: 'sent' }),
    ])
    expect(data.emails[0]).not.toHaveProperty('text')
    expect(data.store).toEqual({ id: maria.tenantId, name: 'Loja da Maria' })
    const [entry] = await entries('customer.data_exported')
    expect(entry?.subject).toMatchObject({ id: beatriz.customerId, label: 'Beatriz Lima' })
  })

  it('needs the customers.export permission', async () => {
    const { customerId } = await customerWithOrder('sem.permissao@example.com')
    const answer = await joana.call('GET', `/v1/party/${customerId}/data-export`)
    expect(answer.statusCode).toBe(403)
    expect(answer.json().permission).toBe('customers.export')
  })

  it("answers 404 for another store's customer", async () => {
    const { customerId } = await customerWithOrder('de.outra.loja@example.com')
    expect((await pedro.call('GET', `/v1/party/${customerId}/data-export`)).statusCode).toBe(404)
    expect((await pedro.call('POST', `/v1/party/${customerId}/erase`)).statusCode).toBe(404)
    expect((await maria.call('GET', `/v1/party/${randomUUID()}/data-export`)).statusCode).toBe(404)
  })
})

describe("a customer's erasure", () => {
  it('is refused while an order is still unfulfilled, naming it, and changes nothing', async () => {
    const { customerId, order } = await customerWithOrder('pedido.aberto@example.com')
    const answer = await maria.call('POST', `/v1/party/${customerId}/erase`)
    expect(answer.statusCode).toBe(409)
    expect(answer.json().detail).toContain(order.name)
    expect(answer.json().openOrders).toEqual([{ id: order.id, name: order.name }])
    const { party } = await ok(maria, 'GET', `/v1/party?id=${customerId}`)
    expect(party).toMatchObject({ displayName: 'Beatriz Lima', erasedAt: null })
  })

  it('needs the customers.delete permission', async () => {
    const { customerId } = await customerWithOrder('joana.nao.apaga@example.com')
    const answer = await joana.call('POST', `/v1/party/${customerId}/erase`)
    expect(answer.statusCode).toBe(403)
    expect(answer.json().permission).toBe('customers.delete')
  })

  it('anonymises the orders and the customer, removes drafts, cancels queued emails and logs it without the name', async () => {
    const email = 'apagar.dados@example.com'
    const { customerId, order } = await customerWithOrder(email)
    await ok(maria, 'POST', `/v1/orders/${order.id}/fulfillments`, {})
    await ok(maria, 'GET', `/v1/party/${customerId}/data-export`)
    const { order: openDraft } = await ok(maria, 'POST', '/v1/order', { customerId, lineItems: [] })
    const queued = await queueEmail(email)
    const sent = await queueEmail(email, 'sent')
    const someoneElse = await queueEmail('outra.pessoa@example.com')

    const answer = await maria.call('POST', `/v1/party/${customerId}/erase`)
    expect(answer.statusCode, answer.body).toBe(200)
    expect(answer.json().erasure).toMatchObject({
      customerId,
      ordersAnonymised: 1,
      draftsRemoved: 1,
      emailsCancelled: 1,
    })

    const { party } = await ok(maria, 'GET', `/v1/party?id=${customerId}`)
    expect(party).toMatchObject({
      displayName: '',
      firstName: '',
      contacts: [],
      addresses: [],
      tags: [],
      note: '',
      communicationPreferences: [],
      status: 'archived',
    })
    expect(party.erasedAt).not.toBeNull()
    const placed = (await ok(maria, 'GET', `/v1/orders/${order.id}`)).order
    expect(placed).toMatchObject({
      customer: { id: customerId, displayName: '' },
      email: '',
      shippingAddress: null,
      billingAddress: null,
      total: { amount: '100.00' },
      paid: { amount: '100.00' },
    })
    expect(placed.lineItems ?? placed.lines).toHaveLength(1)
    expect((await maria.call('GET', `/v1/order?id=${openDraft.id}`)).statusCode).toBe(404)
    expect(await emailRow(queued)).toMatchObject({ status: 'cancelled', recipient: '', textBody: '' })
    expect(await emailRow(sent)).toMatchObject({ status: 'sent', recipient: '' })
    expect(await emailRow(someoneElse)).toMatchObject({
      status: 'queued',
      recipient: 'outra.pessoa@example.com',
    })
    // Searching the orders by the person's email finds nothing any more.
    const found = await ok(maria, 'POST', '/v1/order/search', { query: email, first: 10 })
    expect(JSON.stringify(found)).not.toContain(order.id)

    const [erased] = await entries('customer.erased')
    expect(erased?.subject).toMatchObject({ id: customerId, label: '' })
    const exported = (await entries('customer.data_exported')).find(
      (entry) => entry.subject.id === customerId,
    )
    expect(exported?.subject.label).toBe('')
    // The stub cannot be written back into, and a second erasure says it was done.
    const rewrite = await maria.call('PUT', `/v1/party/${customerId}`, {
      note: 'Outra',
      version: party.version,
    })
    expect(rewrite.statusCode, rewrite.body).toBe(409)
    expect((await maria.call('POST', `/v1/party/${customerId}/erase`)).statusCode).toBe(409)
  })
})

describe("the store's privacy requests", () => {
  it('lists exports and erasures newest first, an erased customer without a name, to staff who may see personal data', async () => {
    const { requests } = await ok(joana, 'POST', '/v1/privacy-requests/search', { first: 50 })
    const nodes = requests.edges.map((edge: { node: unknown }) => edge.node)
    expect(nodes[0]).toMatchObject({
      kind: 'erasure',
      customer: { name: null },
      actor: { name: 'Maria Silva' },
    })
    expect(nodes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          kind: 'export',
          customer: expect.objectContaining({ name: 'Beatriz Lima' }),
        }),
      ]),
    )
    const { requests: others } = await ok(pedro, 'POST', '/v1/privacy-requests/search', { first: 50 })
    expect(others.edges).toEqual([])
  })
})
