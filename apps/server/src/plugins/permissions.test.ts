import { randomUUID } from 'node:crypto'
import {
  BUILT_IN_PERMISSIONS,
  notAllowedDetail,
  PERMISSIONS,
  type Permission,
  type TenantRole,
} from '@lojista/contracts'
import Fastify, { type FastifyInstance } from 'fastify'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { memberships } from '../db/schema/index.ts'
import type { RolePermissions } from '../modules/tenancy/tenancy.service.ts'
import { type ApiOperation, readApiDocument } from '../security/api-document.ts'
import { requestFor, type SweepRequest, unknownValues } from '../security/isolation-plan.ts'
import type { StoreRecords } from '../security/store-records.ts'
import { type Account, draftWithStock, storeAccount } from '../test/order-helpers.ts'
import { insertCustomer } from '../test/store-fixtures.ts'
import { bearer, createTestApp, type TestApp, uniqueEmail } from '../test/test-app.ts'
import { forAudience, registerAudiences, routeAudiences } from './audiences.ts'
import type { Guards } from './guards.ts'

// Roles keep the built-in defaults here, except while a test gives the owner's role other permissions:
// the app reads a role's permissions through the seam stores' own roles will use (buildApp's
// rolePermissions), so the owner of a store can stand for a role without any one permission, with no
// role that exists only for tests in the database.
let ownerPermissions: readonly Permission[] | undefined
const rolePermissions: RolePermissions = (role) =>
  role === 'owner' && ownerPermissions ? ownerPermissions : BUILT_IN_PERMISSIONS[role]

let t: TestApp
let owner: Account
let document: Awaited<ReturnType<typeof readApiDocument>>

beforeAll(async () => {
  t = await createTestApp({}, { rolePermissions })
  owner = await storeAccount(t.app)
  document = await readApiDocument(t.app)
})
afterAll(() => t.close())
afterEach(() => {
  ownerPermissions = undefined
})

/** Made-up records: the requests below name records that exist nowhere, and the guards answer first. */
const records = {
  marker: `perm${randomUUID().slice(0, 6)}`,
  party: { email: uniqueEmail('cliente') },
  savedView: { name: 'Pendentes' },
  role: { name: 'Vendas' },
} as unknown as StoreRecords

/** Each store member's operation of the API document, with the permission its route declares. */
function storeOperations(): { operation: ApiOperation; permission: Permission | null }[] {
  const declared = new Map(routeAudiences(t.app).map((route) => [`${route.method} ${route.url}`, route]))
  return document.operations.flatMap((operation) => {
    const route = declared.get(`${operation.method} ${operation.path.replace(/\{(\w+)\}/g, ':$1')}`)
    if (!route || route.permission === undefined) return []
    return [{ operation, permission: route.permission }]
  })
}

function send(request: SweepRequest, account: { token: string }, tenantId: string) {
  return t.app.inject({
    method: request.method,
    url: request.url,
    headers: { ...request.headers, ...bearer(account.token), 'x-tenant-id': tenantId },
    ...(request.payload === undefined ? {} : { payload: request.payload }),
  })
}

function describeAnswer(operation: ApiOperation, answer: { statusCode: number; body: string }) {
  return `${operation.key} → ${answer.statusCode} ${answer.body.slice(0, 300)}`
}

/** Makes `account` a member of `tenantId`'s store with `role`, as a store's staff page will. */
async function addMember(tenantId: string, account: Account, role: TenantRole) {
  await t.db.insert(memberships).values({ tenantId, userId: account.user.id, role })
}

describe('a store member route without a permission', () => {
  // Only the routes' declarations are looked at here: every guard lets the request through.
  const guards = new Proxy({}, { get: () => async () => {} }) as Guards

  async function appWith(register: (app: ReturnType<typeof Fastify>) => void) {
    const app = Fastify()
    registerAudiences(app, guards)
    register(app)
    try {
      await app.ready()
    } finally {
      await app.close()
    }
  }

  it('stops the app from being built, naming the route', async () => {
    await expect(
      appWith((app) =>
        app.register(
          forAudience('storeMember', async (store: FastifyInstance) => {
            store.post('/v1/orders/:id/forgotten', async () => ({ done: true }))
          }),
        ),
      ),
    ).rejects.toThrow('POST /v1/orders/:id/forgotten declares no permission')
  })

  it('is refused with a permission the catalogue does not have, or one nothing would check', async () => {
    await expect(
      appWith((app) =>
        app.register(
          forAudience('storeMember', async (store: FastifyInstance) => {
            store.get(
              '/v1/orders/everything',
              { config: { permission: 'orders.all' as Permission } },
              () => ({}),
            )
          }),
        ),
      ),
    ).rejects.toThrow("GET /v1/orders/everything names an unknown permission 'orders.all'")
    await expect(
      appWith((app) =>
        app.register(
          forAudience('signedIn', async (account: FastifyInstance) => {
            account.get('/v1/me/orders', { config: { permission: 'orders.view' } }, () => ({}))
          }),
        ),
      ),
    ).rejects.toThrow("GET /v1/me/orders names a permission, but its audience 'signedIn'")
  })

  it('may say that any member may call it', async () => {
    await expect(
      appWith((app) =>
        app.register(
          forAudience('storeMember', async (store: FastifyInstance) => {
            store.get('/v1/my-views', { config: { permission: null } }, () => ({}))
          }),
        ),
      ),
    ).resolves.toBeUndefined()
  })
})

describe('every store member operation', () => {
  it('names its permission, in the API document too', () => {
    const operations = storeOperations()
    expect(operations.length).toBeGreaterThan(60)
    for (const { operation, permission } of operations) {
      const raw = document.document.paths[operation.path]?.[operation.method.toLowerCase()] as {
        'x-permission'?: string
        description?: string
      }
      expect(raw['x-permission'], operation.key).toBe(permission ?? undefined)
      expect(operation.responses['403']?.contentTypes, operation.key).toEqual(['application/problem+json'])
      expect(raw.description, operation.key).toContain(
        permission ? `Permission: \`${permission}\`` : 'Permission: none beyond being a member',
      )
    }
  })

  it('is refused (403, naming the permission) to a role without it', async () => {
    const failures: string[] = []
    for (const { operation, permission } of storeOperations()) {
      if (!permission) continue
      ownerPermissions = PERMISSIONS.filter((held) => held !== permission)
      const answer = await send(requestFor(operation, unknownValues(), records), owner, owner.tenantId)
      const body = answer.json()
      if (
        answer.statusCode !== 403 ||
        !String(answer.headers['content-type']).startsWith('application/problem+json') ||
        body.permission !== permission ||
        body.detail !== notAllowedDetail(permission)
      ) {
        failures.push(describeAnswer(operation, answer))
      }
    }
    expect(failures).toEqual([])
  })

  it('that needs no permission is open to a role with none', async () => {
    const failures: string[] = []
    for (const { operation, permission } of storeOperations()) {
      if (permission) continue
      ownerPermissions = []
      const answer = await send(requestFor(operation, unknownValues(), records), owner, owner.tenantId)
      if (answer.statusCode === 403) failures.push(describeAnswer(operation, answer))
    }
    expect(failures).toEqual([])
  })

  it('is open to admins and owners', async () => {
    const admin = await storeAccount(t.app)
    await addMember(owner.tenantId, admin, 'admin')
    const failures: string[] = []
    for (const { operation } of storeOperations()) {
      for (const member of OWNER_ONLY.has(operation.key) ? [owner] : [owner, admin]) {
        const answer = await send(requestFor(operation, unknownValues(), records), member, owner.tenantId)
        if (answer.statusCode === 403) failures.push(describeAnswer(operation, answer))
      }
    }
    expect(failures).toEqual([])
  })
})

/**
 * Operations that are the owner's alone, whatever their permission says: the store is the owner's to
 * give. An admin holds every permission and is still refused these (403, without a permission named).
 */
const OWNER_ONLY = new Set(['POST /v1/staff/members/{userId}/transfer-ownership'])

describe('staff, by default', () => {
  let staff: Account
  beforeAll(async () => {
    staff = await storeAccount(t.app)
    await addMember(owner.tenantId, staff, 'staff')
  })

  /** A request of the staff member in the owner's store. */
  function call(method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) {
    return t.app.inject({
      method,
      url,
      headers: { ...bearer(staff.token), 'x-tenant-id': owner.tenantId, 'idempotency-key': randomUUID() },
      ...(payload === undefined ? {} : { payload }),
    })
  }

  function expectRefused(answer: Awaited<ReturnType<typeof call>>, permission: Permission) {
    expect(answer.statusCode, answer.body).toBe(403)
    expect(answer.headers['content-type']).toMatch(/^application\/problem\+json/)
    expect(answer.json()).toMatchObject({
      status: 403,
      detail: `Your role does not allow this: ${permission}.`,
      permission,
    })
  }

  it('cannot refund, export customers, delete locations or change settings', async () => {
    const { draft, locationId } = await draftWithStock(t, owner)
    const placed = await t.app.inject({
      method: 'POST',
      url: '/v1/orders',
      headers: { ...bearer(owner.token), 'idempotency-key': randomUUID() },
      payload: { draftOrderId: draft.id, version: draft.version, paymentPending: false },
    })
    expect(placed.statusCode, placed.body).toBe(201)
    const order = placed.json().order

    expectRefused(
      await call('POST', `/v1/orders/${order.id}/refunds`, { amount: '1.00', method: 'pix' }),
      'orders.refund',
    )
    expectRefused(await call('GET', '/v1/party/export.csv'), 'customers.export')
    expectRefused(await call('DELETE', `/v1/location/${locationId}`), 'settings.locations')
    expectRefused(
      await call('PATCH', `/v1/location/${locationId}`, { name: 'Depósito novo' }),
      'settings.locations',
    )
    expectRefused(await call('POST', '/v1/email/search', {}), 'settings.notifications')
    // What they may do meanwhile: the order is theirs to see.
    expect((await call('GET', `/v1/orders/${order.id}`)).statusCode).toBe(200)
    // The owner, with the same requests, gets through.
    const refund = await t.app.inject({
      method: 'POST',
      url: `/v1/orders/${order.id}/refunds`,
      headers: { ...bearer(owner.token), 'idempotency-key': randomUUID() },
      payload: { amount: '1.00', method: 'pix' },
    })
    expect(refund.statusCode, refund.body).toBe(200)
  })

  it('can create a draft and send it as an invoice', async () => {
    const customerId = await insertCustomer(t.db, owner.tenantId, {
      name: 'Beatriz Lima',
      email: uniqueEmail('cliente'),
      city: 'Curitiba',
    })
    const created = await call('POST', '/v1/order', {
      customerId,
      lineItems: [
        { id: randomUUID(), quantity: 1, customItem: { title: 'Embrulho para presente', price: '5.00' } },
      ],
    })
    expect(created.statusCode, created.body).toBe(201)
    const draft = created.json().order
    const sent = await call('POST', '/v1/order/send-invoice', {
      draftOrderId: draft.id,
      version: draft.version,
    })
    expect(sent.statusCode, sent.body).toBe(200)
  })

  it('can complete a draft as an order, but not mark it paid: that records a payment', async () => {
    const { draft } = await draftWithStock(t, owner)
    const complete = (paymentPending: boolean) =>
      call('POST', '/v1/orders', { draftOrderId: draft.id, version: draft.version, paymentPending })
    expectRefused(await complete(false), 'orders.collect_payment')
    const placed = await complete(true)
    expect(placed.statusCode, placed.body).toBe(201)
    expect(placed.json().order.financialStatus).toBe('pending')
  })
})

describe('GET /v1/account/me', () => {
  it("lists, for each store, what the person's role there lets them do", async () => {
    const person = await storeAccount(t.app)
    await addMember(owner.tenantId, person, 'staff')
    const me = await t.app.inject({ method: 'GET', url: '/v1/account/me', headers: bearer(person.token) })
    expect(me.statusCode).toBe(200)
    const tenants = me.json().tenants as { id: string; role: string; permissions: Permission[] }[]
    expect(tenants.find((tenant) => tenant.id === person.tenantId)?.permissions).toEqual(PERMISSIONS)
    const asStaff = tenants.find((tenant) => tenant.id === owner.tenantId)
    expect(asStaff?.role).toBe('staff')
    expect(asStaff?.permissions).toEqual(BUILT_IN_PERMISSIONS.staff)
    expect(asStaff?.permissions).not.toContain('orders.refund')
  })
})
