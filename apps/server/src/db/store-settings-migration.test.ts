import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { databaseBeforeMigration } from '../test/database-before-migration.ts'
import { migrate } from './migrate.ts'

// Drafts and orders keep their names from this migration on; those made before it were named by the code.

let before: Awaited<ReturnType<typeof databaseBeforeMigration>>
beforeAll(async () => {
  before = await databaseBeforeMigration('_store_settings')
})
afterAll(() => before.close())

describe('the migration that adds the store settings', () => {
  it('writes down the names drafts and orders were shown with before it', async () => {
    const { db } = before.database
    const tenantId = randomUUID()
    const draftId = randomUUID()
    const orderId = randomUUID()
    await db.execute(sql`INSERT INTO tenants (id, name) VALUES (${tenantId}, 'Loja Antiga')`)
    await db.execute(sql`
      INSERT INTO draft_orders (tenant_id, id, number, currency_code) VALUES (${tenantId}, ${draftId}, 7, 'BRL')`)
    await db.execute(sql`
      INSERT INTO orders (tenant_id, id, number, currency_code, financial_status, total_quantity, subtotal_minor,
        total_discounts_minor, total_shipping_minor, total_tax_minor, total_minor)
      VALUES (${tenantId}, ${orderId}, 1001, 'BRL', 'paid', 2, 123456, 0, 0, 0, 123456)`)

    expect(await migrate(before.database)).toContain(before.tag)

    const names = (await db.execute(sql`
      SELECT (SELECT name FROM draft_orders WHERE id = ${draftId}) AS draft,
             (SELECT name FROM orders WHERE id = ${orderId}) AS "order"`)) as unknown as {
      rows: { draft: string; order: string }[]
    }
    expect(names.rows[0]).toEqual({ draft: '#D7', order: '#1001' })
  })
})
