// The benchmark suite: one large store (100,000 products, 50,000 customers, 200,000 orders, 20,000
// drafts, 100,000 activity entries, 3,000 discounts; --quick: a tenth) beside a small one, then every
// list, search and picker and the other hot routes under load, each beside GET /v1/account/me measured
// in the same run, with its SQL statements per request and its floor (one hand-written query, no HTTP).
// On PGlite by default, on PostgreSQL with DATABASE_URL. Writes a dated report to bench/results/ (not in
// --quick mode). Fails when a list or search falls below LIST_RATIO_FLOOR of the account call.
// Run: npm run bench [-- --quick] [--only <route name pattern>]
import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { freshDatabase } from './lib/database.ts'
import { type FloorMeasurement, measureFloor } from './lib/floor.ts'
import { measure, type Scenario } from './lib/measure.ts'
import { type ReportRow, writeReport } from './lib/report.ts'
import { apiScenarios } from './lib/scenarios.ts'
import { createAccount, seedLargeTenant } from './lib/seed-large.ts'
import { startServer } from './lib/server.ts'

const quick = process.argv.includes('--quick')
// `--only <pattern>` measures the account call and the routes whose names match, to look at a few routes
// while working on them; such a run writes no report.
const onlyAt = process.argv.indexOf('--only')
const only = onlyAt === -1 ? null : new RegExp(process.argv[onlyAt + 1] ?? '', 'i')
const chosen = (scenario: Scenario) => only === null || only.test(scenario.name)
const counts = quick
  ? { products: 10_000, customers: 5_000, orders: 20_000, drafts: 2_000, activity: 10_000, discounts: 300 }
  : {
      products: 100_000,
      customers: 50_000,
      orders: 200_000,
      drafts: 20_000,
      activity: 100_000,
      discounts: 3_000,
    }
const load = { seconds: quick ? 2 : 5, connections: 10 }

type Rows<T> = { rows: T[] }

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
  drafts: 50,
  activity: 500,
  discounts: 20,
})
// One person per connection signs in: the sign-in limits let one person on one address have only a few
// attempts in flight at once (a guesser's parallel tries must not slip past them), which many staff
// signing in from one office never meet.
const signingIn = await Promise.all(
  Array.from({ length: load.connections }, (_, n) => createAccount(opened.db, `Sign-in store ${n + 1}`)),
)
const variant = (
  (await opened.db.execute(sql`
    SELECT id FROM product_variants WHERE tenant_id = ${large.tenantId} ORDER BY sku LIMIT 1 OFFSET 5000`)) as unknown as Rows<{
    id: string
  }>
).rows[0]
const seedSeconds = ((Date.now() - seedStarted) / 1000).toFixed(1)

// Filled in once signed in; the scenarios hold this object.
const headers: Record<string, string> = {}
const lists = (await apiScenarios(opened.db, large.tenantId, counts, headers)).filter(chosen)
// The floors, on the seeding connection before the server opens the database (the embedded one takes a
// single process). A quick run writes no report, so it only checks that each floor's query still runs:
// measuring them would add a minute to every CI run for figures nobody keeps.
const floors = new Map<string, FloorMeasurement>()
for (const scenario of lists) {
  if (!scenario.floor) continue
  if (quick) await opened.db.execute(scenario.floor)
  else floors.set(scenario.name, await measureFloor(opened.db, scenario.floor, load))
}
await opened.close()

const server = await startServer({ ...database.serverEnv, SERVER_TIMING: 'true' })
try {
  const json = { 'content-type': 'application/json' }
  const signIn = await fetch(`${server.url}/v1/auth/sign-in`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ username: large.email, password: large.password }),
  })
  const { token } = (await signIn.json()) as { token: string }
  Object.assign(headers, { authorization: `Bearer ${token}`, 'x-tenant-id': large.tenantId })
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
  const reference: Scenario = { name: 'GET /v1/account/me', method: 'GET', path: '/v1/account/me', headers }
  const others: Scenario[] = [
    { name: 'bare route GET /livez', method: 'GET', path: '/livez' },
    {
      name: 'sign-in (argon2id)',
      method: 'POST',
      path: '/v1/auth/sign-in',
      bodyPerConnection: signingIn.map((account) => ({
        username: account.email,
        password: account.password,
      })),
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
  ]
  // A second of the account call first, unmeasured: measured cold, the reference every ratio is taken
  // against came out low and uneven (a new process, tables just loaded).
  await measure(server.url, reference, { ...load, seconds: 1 })
  const measured = await measure(server.url, reference, load)
  const rows: ReportRow[] = [measured]
  for (const scenario of others.filter(chosen)) rows.push(await measure(server.url, scenario, load))
  for (const scenario of lists) {
    rows.push({
      ...(await measure(server.url, scenario, load)),
      list: true,
      floor: floors.get(scenario.name),
    })
  }
  writeReport(
    'api',
    database.kind,
    measured,
    rows,
    [
      `Large store: ${Object.entries(counts)
        .map(([what, count]) => `${count} ${what}`)
        .join(', ')} (seeded in ${seedSeconds} s), beside a small store.`,
      `Load: ${load.connections} connections, ${load.seconds} s per route, one server process (NODE_ENV=production, LOG_LEVEL=warn, SERVER_TIMING=true).`,
    ],
    { persist: !quick && only === null },
  )
} finally {
  await server.stop()
  await database.drop()
}
