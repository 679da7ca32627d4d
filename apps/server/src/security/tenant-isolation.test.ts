import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { memberships } from '../db/schema/index.ts'
import { createTestApp } from '../test/test-app.ts'
import { type ApiOperation, readApiDocument } from './api-document.ts'
import {
  ALTERNATE_QUERIES,
  EXPECTED_STATUS,
  type KindValues,
  LIST_READS,
  PLAN_ORDER,
  planFor,
  READS_THAT_WRITE,
  requestFor,
  SEARCH_QUERIES,
  type SweepRequest,
  unknownValues,
  valuesOfRecords,
} from './isolation-plan.ts'
import {
  createStoreRecords,
  readStore,
  type StoreClient,
  type StoreRecords,
  storeClient,
} from './store-records.ts'

// The tenant-isolation sweep. Store A gets one record of every kind; then, for every operation of the
// published OpenAPI document, store B's user names A's records (ids in the path, the query and the
// body), and must get 404 exactly as for ids that exist nowhere (or nothing of A in a list); with
// X-Tenant-Id of A, 403; without a token, 401. Afterwards A reads back exactly as before. Finally B is
// made a member of A directly in the database and removed again: its token then gets 403 for A.

const mediaDir = mkdtempSync(join(tmpdir(), 'lojista-isolation-'))
const t = await createTestApp({ mediaDir })
const document = await readApiDocument(t.app)
const operations = [...document.operations].sort(
  (x, y) => PLAN_ORDER.indexOf(planFor(x).kind) - PLAN_ORDER.indexOf(planFor(y).kind),
)

let a: StoreClient
let b: StoreClient
let records: StoreRecords
let values: KindValues
let before: Awaited<ReturnType<typeof readStore>>

beforeAll(async () => {
  a = await storeClient(t.app, 'Loja Alfa')
  b = await storeClient(t.app, 'Loja Beta')
  records = await createStoreRecords(a)
  values = valuesOfRecords(records)
  before = await readStore(a, records)
}, 120_000)

afterAll(async () => {
  await t.close()
  rmSync(mediaDir, { recursive: true, force: true })
})

type Answer = { statusCode: number; body: string; headers: Record<string, unknown> }

function send(request: SweepRequest, token: string | undefined, extra: Record<string, string> = {}) {
  const headers: Record<string, string> = { ...request.headers, ...extra }
  if (token) headers.authorization = `Bearer ${token}`
  return t.app.inject({
    method: request.method,
    url: request.url,
    headers,
    ...(request.payload === undefined ? {} : { payload: request.payload }),
  }) as Promise<Answer>
}

/**
 * A's ids and texts found in an answer to B; a problem's `instance` (the URL B asked for) aside, and
 * ids B itself sent (a client-made id of a record B creates in its own store).
 */
function leaks(answer: Answer, request?: SweepRequest): string[] {
  const sent = request ? `${request.url} ${JSON.stringify(request.payload ?? '')}` : ''
  let text = answer.body
  if (String(answer.headers['content-type']).includes('json')) {
    try {
      text = JSON.stringify(JSON.parse(answer.body), (key, value) => (key === 'instance' ? undefined : value))
    } catch {
      // Not JSON after all: look in the raw text.
    }
  }
  return [...records.ids.filter((id) => !sent.includes(id)), ...records.secrets].filter((secret) =>
    text.includes(secret),
  )
}

/** The parts of a problem that say what went wrong (not which request it was). */
function gist(answer: Answer) {
  try {
    const { status, title, detail, errors } = JSON.parse(answer.body)
    return { statusCode: answer.statusCode, status, title, detail, errors }
  } catch {
    return { statusCode: answer.statusCode, body: answer.body.slice(0, 200) }
  }
}

function describeAnswer(request: SweepRequest, answer: Answer) {
  return `${request.method} ${request.url} ${JSON.stringify(request.payload)?.slice(0, 300) ?? ''} → ${answer.statusCode} ${answer.body.slice(0, 400)}`
}

/**
 * The operations whose document names the X-Tenant-Id header resolve the store from it (the image
 * files check membership themselves): the sweep holds the document to that.
 */
const checksTenantHeader = (operation: ApiOperation) =>
  operation.parameters.some(
    (parameter) => parameter.in === 'header' && parameter.name.toLowerCase() === 'x-tenant-id',
  )
const needsBearer = (operation: ApiOperation) =>
  operation.security.some((requirement) => 'bearer' in requirement)

function edgesOf(answer: Answer): unknown[] {
  const body = JSON.parse(answer.body) as Record<string, { edges?: unknown[] }>
  const connection = Object.values(body).find((value) => value && Array.isArray(value.edges))
  if (!connection?.edges) throw new Error(`no connection in ${answer.body.slice(0, 200)}`)
  return connection.edges
}

async function expectGuards(operation: ApiOperation, request: SweepRequest) {
  expect(needsBearer(operation), `${operation.key} is documented as needing a bearer token`).toBe(true)
  // Every store operation under /v1 takes the header; the image files outside it do not.
  expect(checksTenantHeader(operation), `${operation.key} documents X-Tenant-Id`).toBe(
    operation.path.startsWith('/v1/'),
  )
  const anonymous = await send(request, undefined)
  expect(anonymous.statusCode, `without a token: ${describeAnswer(request, anonymous)}`).toBe(401)
  if (checksTenantHeader(operation)) {
    const named = await send(request, b.token, { 'x-tenant-id': a.tenantId })
    expect(named.statusCode, `with X-Tenant-Id of A: ${describeAnswer(request, named)}`).toBe(403)
  }
}

describe("another store's user, for every operation of the API", () => {
  it('has operations to sweep', () => {
    expect(operations.length).toBeGreaterThan(50)
  })

  for (const operation of operations) {
    const plan = planFor(operation)
    it(`${operation.key} (${plan.kind})`, async () => {
      switch (plan.kind) {
        case 'unknown':
          throw new Error(plan.reason)
        case 'public':
          // Nothing to ask with B's credentials: see PUBLIC_OPERATIONS for why. The document says so too.
          expect(operation.security, 'documented as open to anyone').toEqual([])
          expect(checksTenantHeader(operation)).toBe(false)
          return
        case 'account': {
          // A token and no store: the document asks for the one and names no store header.
          expect(needsBearer(operation), 'documented as needing a bearer token').toBe(true)
          expect(checksTenantHeader(operation), 'documented without X-Tenant-Id').toBe(false)
          const request = requestFor(operation, values, records)
          const anonymous = await send(request, undefined)
          expect(anonymous.statusCode, describeAnswer(request, anonymous)).toBe(401)
          if (operation.method === 'GET') {
            const answer = await send(request, b.token)
            expect(answer.statusCode, describeAnswer(request, answer)).toBeLessThan(300)
            expect(leaks(answer), describeAnswer(request, answer)).toEqual([])
          }
          return
        }
        case 'shared': {
          const request = { ...requestFor(operation, values, records), payload: { query: '' } }
          const answer = await send(request, b.token)
          expect(answer.statusCode, describeAnswer(request, answer)).toBe(200)
          await expectGuards(operation, request)
          return
        }
        case 'own': {
          const request = requestFor(operation, values, records)
          const answer = await send(request, b.token)
          expect(answer.statusCode, describeAnswer(request, answer)).toBeLessThan(300)
          expect(leaks(answer, request), describeAnswer(request, answer)).toEqual([])
          await expectGuards(operation, request)
          return
        }
        case 'search': {
          const base = requestFor(operation, values, records)
          const query = SEARCH_QUERIES[operation.key]!(values, records)
          const request = { ...base, payload: { query } }
          const owner = await send(request, a.token)
          expect(owner.statusCode, describeAnswer(request, owner)).toBe(200)
          expect(edgesOf(owner).length, `A's own search finds A's record: ${query}`).toBeGreaterThan(0)
          const answer = await send(request, b.token)
          expect(answer.statusCode, describeAnswer(request, answer)).toBe(200)
          expect(edgesOf(answer), describeAnswer(request, answer)).toEqual([])
          const everything = { ...base, payload: { query: '', first: 250 } }
          const all = await send(everything, b.token)
          expect(all.statusCode, describeAnswer(everything, all)).toBe(200)
          expect(leaks(all), describeAnswer(everything, all)).toEqual([])
          await expectGuards(operation, request)
          return
        }
        case 'list': {
          const request = requestFor(operation, values, records, LIST_READS[operation.key]!(values, records))
          const owner = await send(request, a.token)
          expect(owner.statusCode, describeAnswer(request, owner)).toBe(200)
          expect(leaks(owner).length, `A's own read finds A's record: ${request.url}`).toBeGreaterThan(0)
          const answer = await send(request, b.token)
          expect(answer.statusCode, describeAnswer(request, answer)).toBe(200)
          expect(leaks(answer), describeAnswer(request, answer)).toEqual([])
          await expectGuards(operation, request)
          return
        }
        case 'target': {
          const expected = EXPECTED_STATUS[operation.key]?.status ?? 404
          const alternate = ALTERNATE_QUERIES[operation.key]
          const attempts: [SweepRequest, SweepRequest][] = [
            [requestFor(operation, values, records), requestFor(operation, unknownValues(), records)],
          ]
          if (alternate) {
            attempts.push([
              requestFor(operation, values, records, alternate(values)),
              requestFor(operation, unknownValues(), records, alternate(unknownValues())),
            ])
          }
          for (const [request, nowhere] of attempts) {
            if (operation.method === 'GET' && !READS_THAT_WRITE[operation.key]) {
              // The same read by the owner finds the record: the request names it right.
              const owner = await send(request, a.token)
              expect(owner.statusCode, `the owner's read: ${describeAnswer(request, owner)}`).toBe(200)
            }
            const answer = await send(request, b.token)
            expect(answer.statusCode, describeAnswer(request, answer)).toBe(expected)
            expect(leaks(answer), describeAnswer(request, answer)).toEqual([])
            const control = await send(nowhere, b.token)
            expect(
              gist(answer),
              `the same as for ids that exist nowhere: ${describeAnswer(nowhere, control)}`,
            ).toEqual(gist(control))
            await expectGuards(operation, request)
          }
          return
        }
      }
    })
  }
})

describe('a removed membership', () => {
  it('gets 403 for every operation of that store, after the membership worked', async () => {
    await t.db.insert(memberships).values({ tenantId: a.tenantId, userId: b.userId, role: 'staff' })
    const asMember = await b.call('GET', `/v1/product?id=${records.product.id}`, undefined, {
      'x-tenant-id': a.tenantId,
    })
    expect(asMember.statusCode).toBe(200)
    expect((await b.call('GET', records.media.url)).statusCode).toBe(200)

    await t.db
      .delete(memberships)
      .where(and(eq(memberships.tenantId, a.tenantId), eq(memberships.userId, b.userId)))

    const failures: string[] = []
    for (const operation of operations) {
      const plan = planFor(operation)
      if (plan.kind === 'public' || plan.kind === 'account' || plan.kind === 'unknown') continue
      const request = requestFor(operation, values, records)
      const answer = await send(request, b.token, { 'x-tenant-id': a.tenantId })
      // The image files resolve no store from the header: a store one is not a member of answers 404.
      const expected = checksTenantHeader(operation) ? 403 : 404
      if (answer.statusCode !== expected) failures.push(`${expected}: ${describeAnswer(request, answer)}`)
    }
    expect(failures).toEqual([])
  })
})

describe('the store whose records were asked for', () => {
  it('reads back exactly as before', async () => {
    expect(await readStore(a, records)).toEqual(before)
  })
})
