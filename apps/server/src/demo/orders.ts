import { randomUUID } from 'node:crypto'
import { fromMinorUnits, type Order, type ShippingOption, toMinorUnits } from '@lojista/contracts'
import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { Db } from '../db/client.ts'
import { inScope } from '../db/scope.ts'

// Drafts and orders of the demo stores, made through the API as staff make them, so their histories
// and timelines hold the events the product really records: sent invoices and quotes, paid, shipped,
// cancelled and refunded orders. Emails go to the demo customers' reserved example domains.

/** Someone who works in the store, signed in: the demo's drafts and orders are theirs. */
export interface StoreStaff {
  token: string
  userId: string
  tenantId: string
}

/** What the demo reads back from an answer: the draft or order, its id, version and total. */
interface Answer {
  order: { id: string; version: number; total: { amount: string } }
}

type Step = (path: string, body?: object, method?: 'GET' | 'POST' | 'PUT') => Promise<Answer>

function stepsFor(app: FastifyInstance, token: string, tenantId: string): Step {
  return async (path, body, method = body === undefined ? 'GET' : 'POST') => {
    const response = await app.inject({
      method,
      url: `/v1${path}`,
      headers: { authorization: `Bearer ${token}`, 'x-tenant-id': tenantId, 'idempotency-key': randomUUID() },
      ...(body === undefined ? {} : { payload: body }),
    })
    if (response.statusCode >= 300)
      throw new Error(`demo ${method} ${path}: ${response.statusCode} ${response.body}`)
    return response.json()
  }
}

/** Customers with an email address and variants with stock, the first few of each by name. */
async function ingredients(db: Db, tenantId: string, userId: string) {
  return inScope(db, { tenantId, userId }, async (tx) => {
    const customers = (await tx.execute(sql`
      SELECT p.id FROM parties p
      WHERE p.tenant_id = ${tenantId}
        AND EXISTS (SELECT 1 FROM party_contacts c
                    WHERE c.tenant_id = p.tenant_id AND c.party_id = p.id AND c.type = 'email')
      ORDER BY p.display_name, p.id LIMIT 5`)) as unknown as { rows: { id: string }[] }
    const variants = (await tx.execute(sql`
      SELECT l.variant_id AS id FROM inventory_levels l
      WHERE l.tenant_id = ${tenantId} AND l.available >= 5
      GROUP BY l.variant_id ORDER BY l.variant_id LIMIT 10`)) as unknown as { rows: { id: string }[] }
    return { customers: customers.rows.map((row) => row.id), variants: variants.rows.map((row) => row.id) }
  })
}

/** A store's drafts and orders, from its demo customers and catalog (loaded before). */
export async function seedStoreOrders(app: FastifyInstance, db: Db, staff: StoreStaff): Promise<void> {
  const { customers, variants } = await ingredients(db, staff.tenantId, staff.userId)
  if (customers.length < 5 || variants.length < 4) return
  const call = stepsFor(app, staff.token, staff.tenantId)
  const line = (index: number, quantity: number) => ({
    id: randomUUID(),
    variantId: variants[index % variants.length],
    quantity,
  })
  const draft = async (customerId: string | undefined, lineItems: object[], extra: object = {}) =>
    (await call('/order', { customerId, lineItems, ...extra })).order
  const send = (kind: 'invoice' | 'quote', made: { id: string; version: number }, extra: object = {}) =>
    call(`/order/send-${kind}`, { draftOrderId: made.id, version: made.version, ...extra })
  const place = async (made: { id: string; version: number }, paymentPending: boolean) =>
    (await call('/orders', { draftOrderId: made.id, version: made.version, paymentPending })).order

  // An invoice the customer has not paid yet, and a quote with a week to decide.
  await send('invoice', await draft(customers[0], [line(0, 2), line(1, 1)]))
  await send('quote', await draft(customers[1], [line(2, 3)]), { expiresInDays: 7 })

  // Invoiced, then paid and shipped.
  const shipped = await draft(customers[2], [line(3, 1), line(0, 1)])
  await send('invoice', shipped)
  const current = (await call(`/order?id=${shipped.id}`)).order
  const paid = await place(current, false)
  await call(`/orders/${paid.id}/fulfillments`, { carrier: 'Correios', trackingNumber: 'BR123456789BR' })

  // On 30 days' terms: half collected so far, with a note.
  const onTerms = await place(
    await draft(customers[3], [line(1, 2)], { paymentTerm: { type: 'net', dueInDays: 30 } }),
    true,
  )
  const total = toMinorUnits((await call(`/orders/${onTerms.id}`)).order.total.amount)
  await call(`/orders/${onTerms.id}/payments`, { amount: fromMinorUnits(Math.floor(total / 2)) })
  const noted = (await call(`/orders/${onTerms.id}`)).order
  await call(
    `/orders/${onTerms.id}/note`,
    { note: 'Customer asked to pay the rest by Pix.', version: noted.version },
    'PUT',
  )

  // Paid, cancelled at the customer's request and refunded by Pix.
  const cancelled = await place(await draft(customers[4], [line(2, 1)]), false)
  await call(`/orders/${cancelled.id}/cancel`, { reason: 'customer', restock: true })
  await call(`/orders/${cancelled.id}/refunds`, { method: 'pix', note: 'Chave do cliente' })

  // A draft whose shipping staff chose among the store's options (decision 036): the cheapest that
  // applies to the customer's address, which each save prices again from the settings.
  const withRate = (await call(`/order?id=${(await draft(customers[1], [line(1, 1)])).id}`))
    .order as unknown as Order
  const address = withRate.shippingAddress
  if (address) {
    const { options } = (await call('/shipping/options', {
      address: {
        countryCode: address.countryCode,
        provinceCode: address.provinceCode,
        postalCode: address.postalCode,
      },
      lines: [{ variantId: variants[1], weight: null, quantity: 1 }],
      subtotal: withRate.lineItemsSubtotalPrice.presentmentMoney.amount,
    })) as unknown as { options: ShippingOption[] }
    const option = options[0]
    if (option) {
      await call('/order', {
        id: withRate.id,
        version: withRate.version,
        lineItems: withRate.lineItems.map((item) => ({
          id: item.id,
          quantity: item.quantity,
        })),
        shippingLine: {
          title: option.title,
          price: option.price,
          source: { kind: option.kind, sourceId: option.sourceId },
        },
      })
    }
  }
}

/**
 * Drafts and orders with their histories in every store the demo user belongs to, right after the
 * demo data was loaded into an empty database.
 */
export async function seedDemoOrders(
  app: FastifyInstance,
  db: Db,
  credentials: { email: string; password: string },
): Promise<void> {
  const signIn = await app.inject({
    method: 'POST',
    url: '/v1/auth/sign-in',
    payload: { username: credentials.email, password: credentials.password },
  })
  if (signIn.statusCode !== 200) throw new Error(`demo sign-in: ${signIn.statusCode} ${signIn.body}`)
  const result = signIn.json() as { token: string; user: { id: string }; tenants: { id: string }[] }
  for (const tenant of result.tenants) {
    await seedStoreOrders(app, db, { token: result.token, userId: result.user.id, tenantId: tenant.id })
  }
}
