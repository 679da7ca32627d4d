import pg from 'pg'
import { openDatabase } from '../apps/server/src/bootstrap.ts'
import { loadConfig } from '../apps/server/src/config.ts'
import { createAccount, seedLargeTenant } from './lib/seed-large.ts'

const admin = new pg.Client({ connectionString: 'postgres://root@127.0.0.1:5432/test' })
await admin.connect()
await admin.query('DROP DATABASE IF EXISTS bench_explain WITH (FORCE)')
await admin.query('CREATE DATABASE bench_explain')
await admin.end()
const opened = await openDatabase(
  loadConfig({
    DATABASE_URL: 'postgres://root@127.0.0.1:5432/bench_explain',
    DATA_DIR: '/tmp/scratch',
    DEMO_DATA: 'false',
    JWT_SECRET: 'x'.repeat(40),
  }),
)
const large = await createAccount(opened.db, 'Large store')
const small = await createAccount(opened.db, 'Small store')
await seedLargeTenant(opened.db, large.tenantId, {
  products: 100_000,
  customers: 50_000,
  orders: 200_000,
  drafts: 20_000,
  activity: 100_000,
  discounts: 3_000,
})
await seedLargeTenant(opened.db, small.tenantId, {
  products: 200,
  customers: 100,
  orders: 300,
  drafts: 50,
  activity: 500,
  discounts: 20,
})
console.log(large.tenantId)
await opened.close()
