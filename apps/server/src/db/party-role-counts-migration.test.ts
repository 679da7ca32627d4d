import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { databaseBeforeMigration } from '../test/database-before-migration.ts'
import type { Database } from './client.ts'
import { migrate } from './migrate.ts'

// What the migration that keeps each store's number of parties by status and role does to the stores
// that ran the release before it. On a fresh embedded database: the shared test databases are migrated.

let before: Awaited<ReturnType<typeof databaseBeforeMigration>>
let database: Database
let tag: string

beforeAll(async () => {
  before = await databaseBeforeMigration('_party_role_counts')
  ;({ database, tag } = before)
})
afterAll(() => before.close())

describe('the migration that counts each store’s parties by status and role', () => {
  it('counts the parties every store has, under each of their roles, and goes on counting', async () => {
    const [first, second] = [randomUUID(), randomUUID()]
    for (const [n, store] of [first, second].entries())
      await database.db.execute(sql`INSERT INTO tenants (id, name) VALUES (${store}, ${`Loja ${n}`})`)
    await database.db.execute(sql`
      INSERT INTO parties (tenant_id, display_name, search_text, status, roles) VALUES
        (${first}, 'Ana', 'ana', 'active', '{customer}'),
        (${first}, 'Bia', 'bia', 'active', '{customer,supplier}'),
        (${first}, 'Caio', 'caio', 'archived', '{customer}'),
        (${first}, 'Davi', 'davi', 'active', '{}'),
        (${second}, 'Eva', 'eva', 'active', '{supplier}')`)

    expect(await migrate(database)).toContain(tag)
    const counts = async () =>
      (
        (await database.db.execute(sql`
          SELECT tenant_id, table_name AS name, row_count::int AS count FROM store_row_counts
          WHERE tenant_id IN (${first}, ${second}) AND table_name LIKE 'parties.%'
          ORDER BY tenant_id = ${first} DESC, table_name`)) as unknown as {
          rows: { tenant_id: string; name: string; count: number }[]
        }
      ).rows.map((row) => [row.tenant_id === first ? 'first' : 'second', row.name, row.count])
    expect(await counts()).toEqual([
      ['first', 'parties.active.customer', 2],
      ['first', 'parties.active.supplier', 1],
      ['first', 'parties.archived.customer', 1],
      ['second', 'parties.active.supplier', 1],
    ])

    // Archiving, a change of roles and a new party move the counts at commit.
    await database.db.execute(
      sql`UPDATE parties SET status = 'archived' WHERE tenant_id = ${first} AND display_name = 'Ana'`,
    )
    await database.db.execute(
      sql`UPDATE parties SET roles = '{supplier}' WHERE tenant_id = ${first} AND display_name = 'Bia'`,
    )
    await database.db.execute(sql`
      INSERT INTO parties (tenant_id, display_name, search_text, roles) VALUES (${second}, 'Fabi', 'fabi', '{customer}')`)
    expect(await counts()).toEqual([
      ['first', 'parties.active.customer', 0],
      ['first', 'parties.active.supplier', 1],
      ['first', 'parties.archived.customer', 2],
      ['second', 'parties.active.customer', 1],
      ['second', 'parties.active.supplier', 1],
    ])
  })
})
