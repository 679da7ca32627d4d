import { randomUUID } from 'node:crypto'
import { type SQL, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openTestDatabase } from '../test/test-app.ts'
import type { Database } from './client.ts'
import { inScope } from './scope.ts'

// Every store's work runs under row-level security, where the planner uses an index only for conditions
// whose functions are leakproof. A word search that could not use its trigram index would read the whole
// store on every keystroke of a picker: in a store of 20,000 rows, a rare word's plan must go
// through the trigram index rather than through every row of the store.

let database: Database
beforeAll(async () => {
  database = await openTestDatabase()
})
afterAll(() => database.close())

const ROWS = 20_000

async function planOf(tenantId: string, query: SQL) {
  return inScope(database.db, { tenantId }, async (tx) => {
    const result = (await tx.execute(sql`explain ${query}`)) as unknown as { rows: Record<string, string>[] }
    return result.rows.map((row) => Object.values(row)[0]).join('\n')
  })
}

describe('a word search in a store', () => {
  it('finds products through their trigram index', async () => {
    const tenantId = randomUUID()
    await database.db.execute(sql`INSERT INTO tenants (id, name) VALUES (${tenantId}, 'Loja de velas')`)
    await database.db.execute(sql`
      INSERT INTO products (tenant_id, handle, title, status, product_type, search_text)
      SELECT ${tenantId}, 'vela-' || g, 'Vela ' || g, 'active', '',
             CASE WHEN g = 7 THEN 'vela camiseta azul' ELSE 'vela aromatica ' || g END
      FROM generate_series(1, ${ROWS}) AS g`)
    await database.db.execute(sql`ANALYZE products`)
    const plan = await planOf(
      tenantId,
      sql`select id from products where tenant_id = ${tenantId} and search_text like ${'%camiseta%'} order by title, id limit 51`,
    )
    expect(plan).toContain('products_search_trgm')
  })

  it('finds activity by who and what through its trigram index', async () => {
    const tenantId = randomUUID()
    await database.db.execute(sql`INSERT INTO tenants (id, name) VALUES (${tenantId}, 'Loja de velas')`)
    await database.db.execute(sql`
      INSERT INTO activity_log (tenant_id, actor_name, area, action, subject_type, subject_label)
      SELECT ${tenantId}, 'Ana Lima', 'products', 'product.updated', 'product',
             CASE WHEN g = 7 THEN 'Camiseta Azul' ELSE 'Vela aromática ' || g END
      FROM generate_series(1, ${ROWS}) AS g`)
    await database.db.execute(sql`ANALYZE activity_log`)
    const plan = await planOf(
      tenantId,
      sql`select id from activity_log where tenant_id = ${tenantId} and search_text like ${'%camiseta%'} order by at desc, id desc limit 51`,
    )
    expect(plan).toContain('activity_log_search_trgm')
  })
})
