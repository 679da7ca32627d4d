import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Permission } from '@lojista/contracts'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { memberships, storeRoles } from '../db/schema/index.ts'
import { routeAudiences } from '../plugins/audiences.ts'
import { createTestApp } from '../test/test-app.ts'
import { type ApiOperation, readApiDocument } from './api-document.ts'
import { type KindValues, requestFor, type SweepRequest, valuesOfRecords } from './isolation-plan.ts'
import { createStoreRecords, type StoreClient, type StoreRecords, storeClient } from './store-records.ts'

// The other half of the permission sweep (plugins/permissions.test.ts refuses every operation to a role
// without its permission): every operation of the API document that declares a permission, called by a
// member whose store role holds that one permission and nothing else, on the store's real records,
// succeeds. A role that names a permission gets everything that permission promises, with no hidden
// second permission behind it.

const mediaDir = mkdtempSync(join(tmpdir(), 'lojista-grants-'))
const t = await createTestApp({ mediaDir })
const document = await readApiDocument(t.app)

let owner: StoreClient
let member: StoreClient
/** A third member: the one the staff operations suspend, sign out, give a role and remove. */
let colleague: StoreClient
let records: StoreRecords
/** The member's role: its permissions are set to the one permission of each operation in turn. */
let roleId: string
/** Records the destructive operations may use up without taking what other operations need. */
let spare: {
  /** A customer with no orders, to erase. */
  party: string
  order: string
  location: string
  role: string
  draft: { id: string; version: number }
  /** A location with no local delivery or pickup yet. */
  shippingLocation: string
}

/** The answer's body, once it is a success. */
async function ok(call: ReturnType<StoreClient['call']>) {
  const answer = await call
  if (answer.statusCode >= 300) throw new Error(`${answer.statusCode} ${answer.body.slice(0, 300)}`)
  return answer.json()
}

beforeAll(async () => {
  owner = await storeClient(t.app, 'Loja Alfa')
  member = await storeClient(t.app, 'Loja do Membro')
  colleague = await storeClient(t.app, 'Loja da Colega')
  records = await createStoreRecords(owner)
  roleId = (
    await ok(owner.call('POST', '/v1/staff/roles', { name: 'Uma permissão', permissions: ['orders.view'] }))
  ).role.id
  await t.db.insert(memberships).values([
    { tenantId: owner.tenantId, userId: member.userId, role: 'staff', roleId },
    { tenantId: owner.tenantId, userId: colleague.userId, role: 'staff' },
  ])
  const draft = (
    await ok(
      owner.call('POST', '/v1/order', {
        lineItems: [{ id: randomUUID(), variantId: records.product.variantIds[0], quantity: 1 }],
      }),
    )
  ).order
  const order = await ok(
    owner.call(
      'POST',
      '/v1/orders',
      { draftOrderId: draft.id, version: draft.version, paymentPending: true },
      { 'idempotency-key': randomUUID() },
    ),
  )
  const spareDraft = (
    await ok(
      owner.call('POST', '/v1/order', {
        lineItems: [{ id: randomUUID(), variantId: records.product.variantIds[1], quantity: 1 }],
      }),
    )
  ).order
  const location = await ok(owner.call('POST', '/v1/location', { name: 'Depósito vazio' }))
  const shippingLocation = await ok(owner.call('POST', '/v1/location', { name: 'Loja nova' }))
  const role = await ok(
    owner.call('POST', '/v1/staff/roles', { name: 'Sem uso', permissions: ['orders.view'] }),
  )
  const party = await ok(
    owner.call('POST', '/v1/party', { id: randomUUID(), displayName: 'Cliente sem pedidos' }),
  )
  spare = {
    party: party.party.id,
    order: order.order.id,
    location: location.location.id,
    role: role.role.id,
    draft: { id: spareDraft.id, version: spareDraft.version },
    shippingLocation: shippingLocation.location.id,
  }
}, 180_000)

afterAll(async () => {
  await t.close()
  rmSync(mediaDir, { recursive: true, force: true })
})

/** The version a record has now, read by the owner: earlier operations of the sweep change records. */
const currentVersion: Record<string, () => Promise<number>> = {
  product: async () => (await ok(owner.call('GET', `/v1/product?id=${records.product.id}`))).product.version,
  collection: async () =>
    (await ok(owner.call('GET', `/v1/product/collection?id=${records.collection.id}`))).collection.version,
  party: async () => (await ok(owner.call('GET', `/v1/party?id=${records.party.id}`))).party.version,
  order: async () => (await ok(owner.call('GET', `/v1/orders/${records.order.id}`))).order.version,
  discount: async () => (await ok(owner.call('GET', `/v1/discounts/${records.discount}`))).discount.version,
  draft: async () => (await ok(owner.call('GET', `/v1/order?id=${records.draft.id}`))).order.version,
}

/**
 * Where the isolation sweep's request (made to name another store's records) is not a request that
 * succeeds in the store's own: the records to name instead, or the body a member would send.
 */
const ADJUSTMENTS: Record<
  string,
  {
    /** Other records to name than the sweep's. */
    values?: Partial<KindValues>
    /** The version the body must carry, read just before the call. */
    version?: keyof typeof currentVersion
    /** A body of its own, or changes to the sweep's. */
    body?: (body: Record<string, unknown>) => Promise<unknown> | unknown
  }
> = {
  // Names are unique in a store: the sweep's body repeats the record the store already has.
  'POST /v1/location': { body: () => ({ name: 'Depósito da marginal' }) },
  'POST /v1/staff/roles': { body: () => ({ name: 'Estoquistas', permissions: ['inventory.view'] }) },
  'POST /v1/order/discounts': {
    body: () => ({
      code: `GRANT${randomUUID().slice(0, 6)}`,
      title: 'Boas-vindas',
      type: 'percentage',
      value: '0.1',
    }),
  },
  // The store's product is in its custom profile already, and it has no general profile yet.
  'POST /v1/settings/shipping/profiles': {
    body: () => ({
      name: 'Geral',
      isGeneral: true,
      zones: [{ name: 'Brasil', countryCode: 'BR', rates: [{ name: 'PAC', type: 'flat', price: '20.00' }] }],
    }),
  },
  // A location has one local delivery and one pickup: the store's location has both already.
  'POST /v1/settings/shipping/local-deliveries': {
    body: (body) => ({ ...body, locationId: spare.shippingLocation }),
  },
  'POST /v1/settings/shipping/pickups': { body: (body) => ({ ...body, locationId: spare.shippingLocation }) },
  // The sweep's body moves the region to a state the store made a region for earlier in the sweep.
  'PUT /v1/settings/taxes/regions/{id}': { body: (body) => ({ ...body, provinceCode: 'SP' }) },
  // The sweep's draft body edits the existing draft at its first version; a new draft is the member's own.
  'POST /v1/order': {
    body: () => ({
      id: randomUUID(),
      lineItems: [{ id: randomUUID(), quantity: 1, variantId: records.product.variantIds[1] }],
    }),
  },
  // Completing a draft as paid records a payment, which is orders.collect_payment: here it stays pending.
  // The spare draft is the one completed, so the store's draft is still there to send and delete.
  'POST /v1/orders': {
    body: () => ({ draftOrderId: spare.draft.id, version: spare.draft.version, paymentPending: true }),
  },
  'POST /v1/order/send-quote': { version: 'draft' },
  'PUT /v1/party/{id}': { version: 'party' },
  'PUT /v1/orders/{id}/note': { version: 'order' },
  // Options change only with the variants that use them: a new title is the member's change.
  'PATCH /v1/product/{id}': { version: 'product', body: () => ({ title: 'Camisa de linho' }) },
  'PATCH /v1/product/collection/{id}': { version: 'collection' },
  // Every product of the collection, as it has them now (products made earlier in the sweep joined it).
  'PUT /v1/product/collection/{id}/products/order': {
    version: 'collection',
    body: async () => {
      const query = `collection:${records.collection.id}`
      const found = await ok(owner.call('POST', '/v1/product/search', { query, first: 250 }))
      return {
        productIds: found.products.edges.map((edge: { node: { id: string } }) => edge.node.id).reverse(),
      }
    },
  },
  'PATCH /v1/discounts/{id}': { version: 'discount' },
  // Every image of the product, as it has them now (an upload earlier in the sweep added one).
  'PUT /v1/product/{id}/media/order': {
    body: async () => ({
      mediaIds: (await ok(owner.call('GET', `/v1/product?id=${records.product.id}`))).product.media.map(
        (image: { id: string }) => image.id,
      ),
    }),
  },
  // The store's order has a fulfilled line, which stops a cancellation: the spare order has none.
  'POST /v1/orders/{id}/cancel': { values: { order: '' } },
  // A token's role may allow no more than its maker's: the member's own role.
  'POST /v1/staff/api-tokens': { body: (body) => ({ ...body, roleId }) },
  // The owner is never suspended, signed out by others, given a role or removed: the colleague is.
  'POST /v1/staff/members/{userId}/suspend': { values: { member: '' } },
  'POST /v1/staff/members/{userId}/reactivate': { values: { member: '' } },
  'POST /v1/staff/members/{userId}/sign-out-everywhere': { values: { member: '' } },
  'PUT /v1/staff/members/{userId}/role': { values: { member: '' } },
  'DELETE /v1/staff/members/{userId}': { values: { member: '' } },
  // The store's location holds stock and its role has an invitation: the spare ones are free to go.
  'DELETE /v1/location/{id}': { values: { location: '' } },
  'DELETE /v1/staff/roles/{id}': { values: { role: '' } },
  // An erased customer can no longer be edited: the spare one, with no orders, is erased instead.
  'POST /v1/party/{id}/erase': { values: { party: '' } },
}

/** Operations that are the owner's alone, whatever the role (tested as the owner's, last). */
const OWNER_ONLY = new Set(['POST /v1/staff/members/{userId}/transfer-ownership'])

function permissionedOperations() {
  const declared = new Map(routeAudiences(t.app).map((route) => [`${route.method} ${route.url}`, route]))
  return document.operations.flatMap((operation) => {
    const route = declared.get(`${operation.method} ${operation.path.replace(/\{(\w+)\}/g, ':$1')}`)
    if (!route?.permission) return []
    return [{ operation, permission: route.permission as Permission }]
  })
}

/** Reads first, removals last, so that what one operation takes away is not needed by a later one. */
const METHOD_ORDER = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE']

async function grantedRequest(operation: ApiOperation): Promise<SweepRequest> {
  const adjustment = ADJUSTMENTS[operation.key] ?? {}
  const spares: Partial<KindValues> = {
    party: spare.party,
    order: spare.order,
    location: spare.location,
    role: spare.role,
    member: colleague.userId,
  }
  const chosen = Object.fromEntries(
    Object.keys(adjustment.values ?? {}).map((kind) => [kind, spares[kind as keyof KindValues]]),
  )
  const request = requestFor(operation, { ...valuesOfRecords(records), ...chosen }, records)
  let payload = request.payload as Record<string, unknown> | undefined
  if (adjustment.body) payload = (await adjustment.body({ ...payload })) as Record<string, unknown>
  if (adjustment.version) payload = { ...payload, version: await currentVersion[adjustment.version]!() }
  return { ...request, ...(payload === undefined ? {} : { payload }) }
}

function send(request: SweepRequest, token: string) {
  return t.app.inject({
    method: request.method,
    url: request.url,
    headers: {
      ...request.headers,
      authorization: `Bearer ${token}`,
      'x-tenant-id': owner.tenantId,
      'idempotency-key': randomUUID(),
    },
    ...(request.payload === undefined ? {} : { payload: request.payload as object }),
  })
}

it('every operation succeeds for a member whose role holds only its permission', async () => {
  const operations = permissionedOperations()
    .filter(({ operation }) => !OWNER_ONLY.has(operation.key))
    .sort((x, y) => METHOD_ORDER.indexOf(x.operation.method) - METHOD_ORDER.indexOf(y.operation.method))
  expect(operations.length).toBeGreaterThan(60)
  const failures: string[] = []
  for (const { operation, permission } of operations) {
    await t.db
      .update(storeRoles)
      .set({ permissions: [permission] })
      .where(eq(storeRoles.id, roleId))
    const request = await grantedRequest(operation)
    const answer = await send(request, member.token)
    if (answer.statusCode >= 300) {
      failures.push(`${operation.key} with ${permission} → ${answer.statusCode} ${answer.body.slice(0, 300)}`)
    }
  }
  expect(failures).toEqual([])
}, 300_000)

it("the owner's own operations succeed for the owner", async () => {
  for (const { operation } of permissionedOperations().filter(({ operation }) =>
    OWNER_ONLY.has(operation.key),
  )) {
    const request = requestFor(operation, { ...valuesOfRecords(records), member: member.userId }, records)
    const answer = await send(request, owner.token)
    expect(answer.statusCode, `${operation.key}: ${answer.body}`).toBeLessThan(300)
  }
})
