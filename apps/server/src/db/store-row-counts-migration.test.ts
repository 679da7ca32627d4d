import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { databaseBeforeMigration } from '../test/database-before-migration.ts'
import type { Database } from './client.ts'
import { migrate } from './migrate.ts'

// What the migration that keeps each store's number of products does to the stores that ran the release
// before it. On a fresh embedded database: the shared test databases are migrated.

let before: Awaited<ReturnType<typeof databaseBeforeMigration>>
let database: Database
let tag: string

beforeAll(async () => {
  before = await databaseBeforeMigration('_store_row_counts')
  ;({ database, tag } = before)
})
afterAll(() => before.close())

const countsOf = async (stores: string[], table = 'products') =>
  (
    (await database.db.execute(sql`
      SELECT tenant_id, row_count::int AS count FROM store_row_counts
      WHERE table_name = ${table} AND tenant_id IN (${sql.join(
        stores.map((store) => sql`${store}`),
        sql`, `,
      )})`)) as unknown as { rows: { tenant_id: string; count: number }[] }
  ).rows

describe('the migrations that count each store’s products and drafts', () => {
  it('counts the products every store has, then keeps counting as products come and go', async () => {
    const stores = [randomUUID(), randomUUID(), randomUUID()]
    for (const [n, store] of stores.entries())
      await database.db.execute(sql`INSERT INTO tenants (id, name) VALUES (${store}, ${`Loja ${n}`})`)
    const addProducts = (store: string, count: number) =>
      database.db.execute(sql`
        INSERT INTO products (tenant_id, handle, title, search_text)
        SELECT ${store}, 'produto-' || g, 'Produto ' || g, 'produto ' || g FROM generate_series(1, ${count}) AS g`)
    await addProducts(stores[0]!, 3)
    await addProducts(stores[1]!, 1)
    // Drafts are counted from the next migration on (0045), which this one brings along.
    await database.db.execute(sql`
      INSERT INTO draft_orders (tenant_id, number, currency_code) VALUES (${stores[2]}, 1, 'BRL'), (${stores[2]}, 2, 'BRL')`)

    expect(await migrate(database)).toContain(tag)
    expect(await countsOf(stores, 'draft_orders')).toEqual([{ tenant_id: stores[2], count: 2 }])

    expect(new Map((await countsOf(stores)).map((row) => [row.tenant_id, row.count]))).toEqual(
      new Map([
        [stores[0], 3],
        [stores[1], 1],
      ]),
    )
    await addProducts(stores[2]!, 2)
    await database.db.execute(sql`
      DELETE FROM products WHERE tenant_id = ${stores[0]} AND handle IN ('produto-1', 'produto-2')`)
    expect(new Map((await countsOf(stores)).map((row) => [row.tenant_id, row.count]))).toEqual(
      new Map([
        [stores[0], 1],
        [stores[1], 1],
        [stores[2], 2],
      ]),
    )
    // A store's deletion takes its count with it.
    await database.db.execute(sql`DELETE FROM tenants WHERE id = ${stores[1]}`)
    expect((await countsOf(stores)).map((row) => row.tenant_id).sort()).toEqual([stores[0], stores[2]].sort())
  })
})
