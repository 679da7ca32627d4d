import { randomBytes, randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import {
  killServers,
  type ServerProcess,
  signUpOverHttp,
  startServer,
  withFreshPostgres,
} from '../test/server-process.ts'

// The crash test: the real server process takes concurrent writes (drafts with lines, orders made from
// them with an Idempotency-Key, some keys sent twice) and is killed with SIGKILL in the middle, again
// and again, then started again on the same data. After every restart: each write that was answered
// 2xx is there, no order is missing a line, no key made two orders (a key sent again, answered or not,
// gives the one order), and draft and order numbers are unique. On the embedded database, and on a
// fresh PostgreSQL database when DATABASE_URL is set. CRASH_CYCLES sets the number of kills.

const CYCLES = Number(process.env.CRASH_CYCLES ?? 3)
const WORKERS = 6
const JWT_SECRET = randomBytes(48).toString('base64url')
afterAll(killServers)

async function kill(server: ServerProcess) {
  server.child.kill('SIGKILL')
  await server.exited
}

// ---- The store's writes and what came back ----

interface Ledger {
  token: string
  variantIds: string[]
  /** Drafts answered 2xx, with the ids of the lines sent. */
  drafts: Map<string, { lineIds: string[] }>
  /** Every Idempotency-Key sent to POST /v1/orders, with its draft; the order once a 2xx named it. */
  keys: Map<string, { draftId: string; orderId?: string }>
  /** Requests the kill cut off (no answer came). */
  interrupted: number
  violations: string[]
  /** Writes answered 2xx so far, and who waits for a number of them. */
  answered: number
  waiting: { count: number; resolve: () => void }[]
}

function recordAnswer(ledger: Ledger) {
  ledger.answered += 1
  for (const waiter of ledger.waiting.filter((entry) => entry.count <= ledger.answered)) waiter.resolve()
  ledger.waiting = ledger.waiting.filter((entry) => entry.count > ledger.answered)
}

/** Resolves once `count` writes in all have been answered: progress is counted, never timed. */
function answeredWrites(ledger: Ledger, count: number) {
  return new Promise<void>((resolve) => {
    if (ledger.answered >= count) resolve()
    else ledger.waiting.push({ count, resolve })
  })
}

// biome-ignore lint/suspicious/noExplicitAny: the API's answers are read loosely here, as JSON
type Json = any
type Answer = { status: number; body: Json }

async function call(url: string, token: string, method: string, path: string, body?: unknown, headers = {}) {
  const response = await fetch(`${url}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    signal: AbortSignal.timeout(20_000),
  })
  const text = await response.text()
  return { status: response.status, body: text ? JSON.parse(text) : null } as Answer
}

async function placeOrder(url: string, ledger: Ledger, key: string, draftId: string): Promise<Answer> {
  return call(
    url,
    ledger.token,
    'POST',
    '/v1/orders',
    // The writer never edits a draft after creating it: version 1 is what it saw, on every retry too.
    { draftOrderId: draftId, version: 1, paymentPending: true },
    { 'idempotency-key': key },
  )
}

/** One writer: drafts of 1 to 3 lines, most of them made orders, some keys sent twice; until stopped. */
async function writer(url: string, ledger: Ledger, stop: { now: boolean }) {
  while (!stop.now) {
    try {
      const lineIds = Array.from({ length: 1 + Math.floor(Math.random() * 3) }, () => randomUUID())
      const draft = await call(url, ledger.token, 'POST', '/v1/order', {
        lineItems: lineIds.map((id, index) => ({
          id,
          variantId: ledger.variantIds[index % ledger.variantIds.length],
          quantity: 1 + index,
        })),
      })
      if (draft.status >= 300) {
        ledger.violations.push(`a draft was refused: ${draft.status} ${JSON.stringify(draft.body)}`)
        continue
      }
      const draftId: string = draft.body.order.id
      ledger.drafts.set(draftId, { lineIds })
      recordAnswer(ledger)
      if (Math.random() < 0.3) continue
      const key = randomUUID()
      ledger.keys.set(key, { draftId })
      const placed = await placeOrder(url, ledger, key, draftId)
      if (placed.status >= 300) {
        ledger.violations.push(`an order was refused: ${placed.status} ${JSON.stringify(placed.body)}`)
        continue
      }
      ledger.keys.set(key, { draftId, orderId: placed.body.order.id })
      recordAnswer(ledger)
      if (Math.random() < 0.3) {
        const again = await placeOrder(url, ledger, key, draftId)
        if (again.status >= 300 || again.body.order.id !== placed.body.order.id) {
          ledger.violations.push(`key ${key} sent again gave ${again.status} ${JSON.stringify(again.body)}`)
        }
      }
    } catch {
      // The server was killed under this request: its answer never came, so nothing was promised.
      ledger.interrupted += 1
    }
  }
}

/** Every row of a search, page after page. */
async function all(url: string, token: string, path: string, key: string) {
  const nodes: Json[] = []
  let after: string | undefined
  for (;;) {
    const page = await call(url, token, 'POST', path, { query: '', first: 250, ...(after ? { after } : {}) })
    if (page.status !== 200) throw new Error(`${path}: ${page.status} ${JSON.stringify(page.body)}`)
    const connection = page.body[key]
    nodes.push(...connection.edges.map((edge: { node: unknown }) => edge.node))
    if (!connection.pageInfo.hasNextPage) return nodes
    after = connection.pageInfo.endCursor
  }
}

/** What must hold after a restart; each breach is added to the ledger's violations. */
async function verify(url: string, ledger: Ledger, cycle: number) {
  const breach = (message: string) => ledger.violations.push(`after kill ${cycle}: ${message}`)
  for (const [draftId, { lineIds }] of ledger.drafts) {
    const read = await call(url, ledger.token, 'GET', `/v1/order?id=${draftId}`)
    if (read.status !== 200) {
      breach(`acknowledged draft ${draftId} reads ${read.status}`)
      continue
    }
    const stored = read.body.order.lineItems.map((line: { id: string }) => line.id)
    if (JSON.stringify(stored) !== JSON.stringify(lineIds)) {
      breach(`draft ${draftId} has lines ${stored.join(',')}, sent ${lineIds.join(',')}`)
    }
  }
  // Every key again, answered before or not: the one order, never a second.
  for (const [key, entry] of ledger.keys) {
    const again = await placeOrder(url, ledger, key, entry.draftId)
    if (again.status >= 300) {
      breach(`key ${key} sent again: ${again.status} ${JSON.stringify(again.body)}`)
      continue
    }
    if (entry.orderId && again.body.order.id !== entry.orderId) {
      breach(`key ${key} made order ${entry.orderId}, and now answers ${again.body.order.id}`)
    }
    entry.orderId = again.body.order.id
  }
  const orders = await all(url, ledger.token, '/v1/order/search', 'orders')
  const ordered = new Set([...ledger.keys.values()].map((entry) => entry.orderId))
  if (orders.length !== ordered.size) {
    breach(`${orders.length} orders for ${ordered.size} keys: some key took effect twice`)
  }
  for (const order of orders) {
    if (!ordered.has(order.id)) breach(`order ${order.name} answers no key`)
    const read = await call(url, ledger.token, 'GET', `/v1/orders/${order.id}`)
    const draft = ledger.drafts.get(read.body?.order?.draftOrderId)
    if (read.status !== 200 || !draft) {
      breach(`order ${order.id} reads ${read.status}, draft ${read.body?.order?.draftOrderId}`)
    } else if (read.body.order.lines.length !== draft.lineIds.length) {
      breach(
        `order ${order.name} has ${read.body.order.lines.length} lines, its draft ${draft.lineIds.length}`,
      )
    }
  }
  const duplicates = (values: unknown[]) => values.filter((value, index) => values.indexOf(value) !== index)
  const orderNumbers = duplicates(orders.map((order) => order.number))
  if (orderNumbers.length > 0) breach(`order numbers used twice: ${orderNumbers.join(', ')}`)
  const drafts = await all(url, ledger.token, '/v1/order/draft/search', 'draftOrders')
  const draftNumbers = duplicates(drafts.map((draft) => draft.number))
  if (draftNumbers.length > 0) breach(`draft numbers used twice: ${draftNumbers.join(', ')}`)
}

/** A store with a product of two variants and plenty of stock. */
async function setUp(url: string): Promise<Ledger> {
  const token = await signUpOverHttp(url)
  const location = await call(url, token, 'POST', '/v1/location', { name: 'Depósito' })
  const product = await call(url, token, 'POST', '/v1/product', {
    title: 'Camisa',
    status: 'active',
    options: [{ name: 'Tamanho', values: ['P', 'G'] }],
    variants: [
      { optionValues: ['P'], price: '50.00' },
      { optionValues: ['G'], price: '55.00' },
    ],
  })
  const variantIds: string[] = product.body.product.variants.map((variant: { id: string }) => variant.id)
  for (const variantId of variantIds) {
    const stocked = await call(url, token, 'POST', '/v1/inventory/adjust', {
      variantId,
      locationId: location.body.location.id,
      setTo: 1_000_000,
      reason: 'received',
    })
    expect(stocked.status).toBe(200)
  }
  return {
    token,
    variantIds,
    drafts: new Map(),
    keys: new Map(),
    interrupted: 0,
    violations: [],
    answered: 0,
    waiting: [],
  }
}

async function crashCycles(env: NodeJS.ProcessEnv) {
  let server = await startServer(env)
  const ledger = await setUp(server.url)
  for (let cycle = 1; cycle <= CYCLES; cycle += 1) {
    const stop = { now: false }
    const writers = Array.from({ length: WORKERS }, () => writer(server.url, ledger, stop))
    // Let some writes be answered (however slow the machine), then kill the process in the middle of
    // the next ones, after a varying number of answers so that each cycle cuts in at another point.
    await answeredWrites(ledger, ledger.answered + 8 + Math.floor(Math.random() * 8))
    await kill(server)
    stop.now = true
    await Promise.all(writers)
    server = await startServer(env)
    await verify(server.url, ledger, cycle)
  }
  await kill(server)
  const placed = [...ledger.keys.values()].filter((entry) => entry.orderId).length
  console.info(
    `${CYCLES} kills: ${ledger.drafts.size} drafts and ${placed} orders kept, ` +
      `${ledger.interrupted} requests cut off by a kill`,
  )
  expect(ledger.drafts.size, 'drafts written').toBeGreaterThan(CYCLES)
  expect(placed, 'orders placed').toBeGreaterThan(CYCLES)
  expect(ledger.interrupted, 'requests cut off by the kills').toBeGreaterThan(0)
  expect(ledger.violations).toEqual([])
}

// One run per test pass, on the database that pass tests: the embedded one by default, PostgreSQL when
// DATABASE_URL is set (CI runs both passes).
const onPostgres = Boolean(process.env.DATABASE_URL)

describe('the server killed with SIGKILL under concurrent writes', () => {
  it(`on ${onPostgres ? 'PostgreSQL' : 'the embedded database'}, keeps every acknowledged write and makes no order twice`, async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'lojista-crash-'))
    try {
      if (onPostgres) {
        await withFreshPostgres((url) => crashCycles({ DATA_DIR: dataDir, DATABASE_URL: url, JWT_SECRET }))
      } else {
        await crashCycles({ DATA_DIR: dataDir, DATABASE_URL: undefined, JWT_SECRET })
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true })
    }
  }, 600_000)
})
