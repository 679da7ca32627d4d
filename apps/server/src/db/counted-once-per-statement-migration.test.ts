import { randomUUID } from 'node:crypto'
import { type SQL, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { databaseBeforeMigration } from '../test/database-before-migration.ts'
import type { Database, Db } from './client.ts'
import { migrate } from './migrate.ts'

// What the migration that changes each store's counts once per statement, instead of once per row, does
// to the stores that ran the release before it, and how the counts are kept after it. On a fresh
// embedded database: the shared test databases are migrated.

let before: Awaited<ReturnType<typeof databaseBeforeMigration>>
let database: Database
let tag: string

beforeAll(async () => {
  before = await databaseBeforeMigration('_counted_once_per_statement')
  ;({ database, tag } = before)
})
afterAll(() => before.close())

const rowsOf = async <T>(db: Db, query: SQL) => ((await db.execute(query)) as unknown as { rows: T[] }).rows
const productCounts = async (db: Db, stores: string[]) =>
  new Map(
    (
      await rowsOf<{ tenant_id: string; count: number }>(
        db,
        sql`SELECT tenant_id, row_count::int AS count FROM store_row_counts
          WHERE table_name = 'products' AND tenant_id IN (${sql.join(
            stores.map((store) => sql`${store}`),
            sql`, `,
          )})`,
      )
    ).map((row) => [row.tenant_id, row.count]),
  )
const addProducts = (db: Db, store: string, count: number) =>
  db.execute(sql`
    INSERT INTO products (tenant_id, handle, title, search_text)
    SELECT ${store}, 'produto-' || gen_random_uuid(), 'Produto ' || g, 'produto ' || g
    FROM generate_series(1, ${count}) AS g`)

describe('the migration that counts each statement’s rows once', () => {
  it('keeps the counts it finds, notes one change per statement and store, and applies them at commit', async () => {
    const [first, second, third] = [randomUUID(), randomUUID(), randomUUID()]
    for (const [n, store] of [first, second, third].entries())
      await database.db.execute(sql`INSERT INTO tenants (id, name) VALUES (${store}, ${`Loja ${n}`})`)
    await addProducts(database.db, first, 3)

    expect(await migrate(database)).toContain(tag)
    expect(await productCounts(database.db, [first])).toEqual(new Map([[first, 3]]))

    const pending = await database.db.transaction(async (tx) => {
      await addProducts(tx, first, 40)
      await addProducts(tx, second, 2)
      await addProducts(tx, first, 1)
      // Before commit: one change for each statement, whatever its number of rows, and no count yet.
      const changes = await rowsOf<{ tenant_id: string; delta: number }>(
        tx,
        sql`SELECT tenant_id, delta::int AS delta FROM store_row_count_changes ORDER BY id`,
      )
      expect(await productCounts(tx, [first, second])).toEqual(new Map([[first, 3]]))
      return changes
    })
    expect(pending).toEqual([
      { tenant_id: first, delta: 40 },
      { tenant_id: second, delta: 2 },
      { tenant_id: first, delta: 1 },
    ])
    expect(await productCounts(database.db, [first, second])).toEqual(
      new Map([
        [first, 44],
        [second, 2],
      ]),
    )
    expect(await rowsOf(database.db, sql`SELECT 1 FROM store_row_count_changes`)).toEqual([])

    // Rows added in a savepoint rolled back are not counted; a statement that removes rows counts them out.
    await database.db.transaction(async (tx) => {
      await tx
        .transaction(async (savepoint) => {
          await addProducts(savepoint, third, 5)
          throw new Error('rolled back')
        })
        .catch(() => undefined)
      await addProducts(tx, third, 1)
      await tx.execute(
        sql`DELETE FROM products WHERE tenant_id = ${first} AND title IN ('Produto 39', 'Produto 40')`,
      )
    })
    expect(await productCounts(database.db, [first, second, third])).toEqual(
      new Map([
        [first, 42],
        [second, 2],
        [third, 1],
      ]),
    )

    // A store's deletion removes its rows and its count, and leaves no change behind.
    await database.db.execute(sql`DELETE FROM tenants WHERE id = ${second}`)
    expect(await productCounts(database.db, [first, second, third])).toEqual(
      new Map([
        [first, 42],
        [third, 1],
      ]),
    )
    expect(await rowsOf(database.db, sql`SELECT 1 FROM store_row_count_changes`)).toEqual([])
  })
})
