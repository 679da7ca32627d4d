import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { databaseBeforeMigration } from '../test/database-before-migration.ts'
import type { Database } from './client.ts'
import { migrate } from './migrate.ts'

// What the migration that keeps a party's roles on the party does to the customers of stores that ran
// the release before it. On a fresh embedded database: the shared test databases are migrated.

let before: Awaited<ReturnType<typeof databaseBeforeMigration>>
let database: Database
let tag: string

beforeAll(async () => {
  before = await databaseBeforeMigration('_party_roles_on_the_party')
  ;({ database, tag } = before)
})
afterAll(() => before.close())

describe('the migration that keeps roles on the party', () => {
  it('gives every party of every store the roles it had, sorted, and a party without any none', async () => {
    const stores = [randomUUID(), randomUUID()]
    const parties = {
      both: { store: stores[0]!, id: randomUUID(), roles: ['supplier', 'customer'] },
      customer: { store: stores[1]!, id: randomUUID(), roles: ['customer'] },
      none: { store: stores[1]!, id: randomUUID(), roles: [] as string[] },
    }
    for (const [n, store] of stores.entries())
      await database.db.execute(sql`INSERT INTO tenants (id, name) VALUES (${store}, ${`Loja ${n}`})`)
    for (const party of Object.values(parties)) {
      await database.db.execute(sql`
        INSERT INTO parties (tenant_id, id, display_name, search_text) VALUES (${party.store}, ${party.id}, 'Ana', 'ana')`)
      for (const role of party.roles)
        await database.db.execute(sql`
          INSERT INTO party_roles (tenant_id, party_id, role) VALUES (${party.store}, ${party.id}, ${role})`)
    }

    expect(await migrate(database)).toContain(tag)

    const found = (await database.db.execute(sql`
      SELECT id, roles FROM parties WHERE tenant_id IN (${stores[0]}, ${stores[1]})`)) as unknown as {
      rows: { id: string; roles: string[] }[]
    }
    const rolesOf = (id: string) => found.rows.find((row) => row.id === id)?.roles
    expect(rolesOf(parties.both.id)).toEqual(['customer', 'supplier'])
    expect(rolesOf(parties.customer.id)).toEqual(['customer'])
    expect(rolesOf(parties.none.id)).toEqual([])
    const table = (await database.db.execute(sql`SELECT to_regclass('party_roles') AS name`)) as unknown as {
      rows: { name: string | null }[]
    }
    expect(table.rows[0]?.name).toBeNull()
  })
})
