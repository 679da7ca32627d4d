// The benchmark suite: one large store (100,000 products, 50,000 customers, 200,000 orders, 100,000
// activity entries, 3,000 discounts; --quick: a tenth) beside a small one, then every hot route under
// load, each beside the bare route /livez measured in the same run. On PGlite by default, on
// PostgreSQL with DATABASE_URL. Writes a dated report to bench/results/ (not in --quick mode).
// Run: npm run bench [-- --quick]
import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { encodeCursor } from '../apps/server/src/lib/keyset.ts'
import { freshDatabase } from './lib/database.ts'
import { measure, type Scenario } from './lib/measure.ts'
import { writeReport } from './lib/report.ts'
import { createAccount, seedLargeTenant } from './lib/seed-large.ts'
import { startServer } from './lib/server.ts'

const quick = process.argv.includes('--quick')
const counts = quick
  ? { products: 10_000, customers: 5_000, orders: 20_000, activity: 10_000, discounts: 300 }
  : { products: 100_000, customers: 50_000, orders: 200_000, activity: 100_000, discounts: 3_000 }
const load = { seconds: quick ? 2 : 5, connections: 10 }

type Rows<T> = { rows: T[] }
/** A day relative to today, as the list filters take it (YYYY-MM-DD). */
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10)

const database = await freshDatabase()
const seedStarted = Date.now()
const opened = await database.open()
const large = await createAccount(opened.db, 'Large store')
const small = await createAccount(opened.db, 'Small store')
await seedLargeTenant(opened.db, large.tenantId, counts)
await seedLargeTenant(opened.db, small.tenantId, {
  products: 200,
  customers: 100,
  orders: 300,
  activity: 500,
  discounts: 20,
})
// One person per connection signs in: the sign-in limits let one person on one address have only a few
// attempts in flight at once (a guesser's parallel tries must not slip past them), which many staff
// signing in from one office never meet.
const signingIn = await Promise.all(
  Array.from({ length: load.connections }, (_, n) => createAccount(opened.db, `Sign-in store ${n + 1}`)),
)
// Deep pages: the row four fifths of the way down, whose cursor a client paging there would hold.
const deepProduct = (
  (await opened.db.execute(sql`
    SELECT title, id FROM products WHERE tenant_id = ${large.tenantId}
    ORDER BY title, id OFFSET ${Math.floor(counts.products * 0.8)} LIMIT 1`)) as unknown as Rows<{
    title: string
    id: string
  }>
).rows[0]
const deepOrder = (
  (await opened.db.execute(sql`
    SELECT created_at, id FROM orders WHERE tenant_id = ${large.tenantId} AND financial_status = 'paid'
    ORDER BY created_at DESC, id DESC OFFSET ${Math.floor(counts.orders * 0.8 * 0.9)} LIMIT 1`)) as unknown as Rows<{
    created_at: Date | string
    id: string
  }>
).rows[0]
const variant = (
  (await opened.db.execute(sql`
    SELECT id FROM product_variants WHERE tenant_id = ${large.tenantId} ORDER BY sku LIMIT 1 OFFSET 5000`)) as unknown as Rows<{
    id: string
  }>
).rows[0]
await opened.close()
const seedSeconds = ((Date.now() - seedStarted) / 1000).toFixed(1)

const server = await startServer(database.serverEnv)
try {
  const json = { 'content-type': 'application/json' }
  const signIn = await fetch(`${server.url}/v1/auth/sign-in`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ username: large.email, password: large.password }),
  })
  const { token } = (await signIn.json()) as { token: string }
  const headers = { authorization: `Bearer ${token}`, 'x-tenant-id': large.tenantId }
  // A draft with 20 lines, read back by GET /v1/order.
  const draftResponse = await fetch(`${server.url}/v1/order`, {
    method: 'POST',
    headers: { ...json, ...headers },
    body: JSON.stringify({
      lineItems: Array.from({ length: 20 }, (_, i) =>
        i === 0 && variant
          ? { id: randomUUID(), variantId: variant.id, quantity: 2 }
          : { id: randomUUID(), customItem: { title: `Item ${i}`, price: '19.90' }, quantity: 1 + (i % 3) },
      ),
      taxLines: [{ title: 'VAT', rate: '17' }],
    }),
  })
  const { order: draft } = (await draftResponse.json()) as { order: { id: string } }
  const byTitle = { field: 'title', direction: 'asc' }
  const orderCursor = deepOrder && encodeCursor([new Date(deepOrder.created_at).toISOString(), deepOrder.id])
  const scenarios: Scenario[] = [
    {
      name: 'sign-in (argon2id)',
      method: 'POST',
      path: '/v1/auth/sign-in',
      bodyPerConnection: signingIn.map((account) => ({
        username: account.email,
        password: account.password,
      })),
    },
    { name: 'GET /v1/account/me', method: 'GET', path: '/v1/account/me', headers },
    {
      name: 'party search "silva role:\'customer\'"',
      method: 'POST',
      path: '/v1/party/search',
      headers,
      body: { query: "silva role:'customer'", first: 25 },
    },
    {
      name: 'product search "camiseta azul"',
      method: 'POST',
      path: '/v1/product/search',
      headers,
      body: { query: 'camiseta azul', first: 25 },
    },
    {
      name: 'product search by SKU',
      method: 'POST',
      path: '/v1/product/search',
      headers,
      body: { query: 'SKU-0054321', first: 25 },
    },
    {
      name: 'product list, first page',
      method: 'POST',
      path: '/v1/product/search',
      headers,
      body: { query: '', first: 50, orderBy: byTitle },
    },
    {
      name: 'product list, page at 80%',
      method: 'POST',
      path: '/v1/product/search',
      headers,
      body: {
        query: '',
        first: 50,
        orderBy: byTitle,
        after: deepProduct && encodeCursor([deepProduct.title, deepProduct.id]),
      },
    },
    { name: 'GET /v1/order (20-line draft)', method: 'GET', path: `/v1/order?id=${draft.id}`, headers },
    {
      name: 'POST /v1/order (new 3-line draft)',
      method: 'POST',
      path: '/v1/order',
      headers,
      body: {
        lineItems: [
          { id: randomUUID(), customItem: { title: 'A', price: '10.00' }, quantity: 1 },
          { id: randomUUID(), customItem: { title: 'B', price: '20.00' }, quantity: 2 },
          { id: randomUUID(), customItem: { title: 'C', price: '30.00' }, quantity: 3 },
        ],
      },
    },
    {
      name: 'orders list, first page',
      method: 'POST',
      path: '/v1/order/search',
      headers,
      body: { query: '', first: 50 },
    },
    {
      name: 'orders list, paid, page at 80%',
      method: 'POST',
      path: '/v1/order/search',
      headers,
      body: { query: 'financial_status:paid', first: 50, after: orderCursor },
    },
    {
      name: 'orders list, unfulfilled in a date range',
      method: 'POST',
      path: '/v1/order/search',
      headers,
      body: {
        query: `fulfillment_status:unfulfilled created_from:${new Date(Date.now() - 200 * 86_400_000).toISOString().slice(0, 10)}`,
        first: 50,
      },
    },
    { name: 'activity log, first page', method: 'GET', path: '/v1/activity?first=50', headers },
    {
      name: 'activity log, words "camiseta azul"',
      method: 'GET',
      path: '/v1/activity?query=camiseta%20azul&first=50',
      headers,
    },
    {
      name: 'activity log, one area in a month',
      method: 'GET',
      path: `/v1/activity?area=orders&from=${day(-60)}&to=${day(-30)}&first=50`,
      headers,
    },
    { name: 'discounts list, first page', method: 'GET', path: '/v1/discounts?first=25', headers },
    {
      name: 'discounts, a code by its words',
      method: 'GET',
      path: `/v1/discounts?query=cupom${Math.floor(counts.discounts / 2) + 1}&first=25`,
      headers,
    },
    {
      name: 'discounts, active automatic ones',
      method: 'GET',
      path: '/v1/discounts?status=active&method=automatic&first=25',
      headers,
    },
  ]
  const bare: Scenario = { name: 'bare route GET /livez', method: 'GET', path: '/livez' }
  const baseline = await measure(server.url, bare, load)
  const rows = []
  for (const scenario of scenarios) rows.push(await measure(server.url, scenario, load))
  writeReport(
    'api',
    database.kind,
    baseline,
    rows,
    [
      `Large store: ${counts.products} products, ${counts.customers} customers, ${counts.orders} orders, ${counts.activity} activity entries, ${counts.discounts} discounts (seeded in ${seedSeconds} s), beside a small store.`,
      `Load: ${load.connections} connections, ${load.seconds} s per route, one server process (NODE_ENV=production, LOG_LEVEL=warn).`,
    ],
    { persist: !quick },
  )
} finally {
  await server.stop()
  await database.drop()
}
