import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { databaseBeforeMigration } from '../test/database-before-migration.ts'
import type { Database } from './client.ts'
import { migrate } from './migrate.ts'

// What the migration that turns timeline sentences into typed events does to the history a store
// wrote with the release before it. On a fresh embedded database: the shared test databases are migrated.

let before: Awaited<ReturnType<typeof databaseBeforeMigration>>
let database: Database
let tag: string

beforeAll(async () => {
  before = await databaseBeforeMigration('_timeline_events_as_facts')
  ;({ database, tag } = before)
})
afterAll(() => before.close())

type Row = { type: string; params: unknown }

async function rowsOf(table: 'order_events' | 'draft_order_events', ids: string[]): Promise<Row[]> {
  const found = (await database.db.execute(
    sql`SELECT id, type, params FROM ${sql.identifier(table)} WHERE id IN ${sql.raw(`('${ids.join("','")}')`)}`,
  )) as unknown as { rows: (Row & { id: string })[] }
  return ids.map((id) => {
    const row = found.rows.find((candidate) => candidate.id === id)
    return { type: row?.type ?? '', params: row?.params }
  })
}

describe('the migration that makes timeline events facts', () => {
  it('reads the sentences written so far back into typed events, and keeps any other sentence as it was', async () => {
    const tenantId = randomUUID()
    const draftId = randomUUID()
    const orderId = randomUUID()
    const { db } = database
    await db.execute(sql`INSERT INTO tenants (id, name) VALUES (${tenantId}, 'Loja Antiga')`)
    await db.execute(sql`
      INSERT INTO draft_orders (tenant_id, id, number, currency_code) VALUES (${tenantId}, ${draftId}, 7, 'BRL')`)
    await db.execute(sql`
      INSERT INTO orders (tenant_id, id, number, currency_code, financial_status, total_quantity, subtotal_minor,
        total_discounts_minor, total_shipping_minor, total_tax_minor, total_minor)
      VALUES (${tenantId}, ${orderId}, 1001, 'BRL', 'paid', 2, 123456, 0, 0, 0, 123456)`)

    const draftEvents: [string, string][] = [
      ['created', 'Draft created.'],
      ['invoice_sent', 'Invoice sent to ana.souza@example.com.br.'],
      ['quote_sent', 'Quote sent to bia@example.com.'],
      ['recovery_sent', 'Recovery email sent to bia@example.com.'],
      ['completed', 'Became order #1001.'],
      ['invoice_sent', 'Something nobody wrote that way.'],
    ]
    const draftIds = draftEvents.map(() => randomUUID())
    for (const [index, [type, message]] of draftEvents.entries()) {
      await db.execute(sql`
        INSERT INTO draft_order_events (tenant_id, id, draft_order_id, type, message)
        VALUES (${tenantId}, ${draftIds[index]}, ${draftId}, ${type}, ${message})`)
    }
    const orderEvents: [string, string, object][] = [
      ['placed', 'Order created from draft #D7.', {}],
      ['paid', 'The customer paid at checkout.', { amountMinor: 123456 }],
      ['paid', 'Marked as paid.', { amountMinor: 5 }],
      ['paid', 'Payment of 49.90 BRL collected.', { amountMinor: 4990 }],
      ['fulfilled', '1 item fulfilled (#1001-F1).', {}],
      ['fulfilled', '3 items fulfilled (#1001-F2).', {}],
      [
        'cancelled',
        'Order cancelled (fraud), items restocked. 1234.56 BRL collected and not refunded.',
        {
          collectedMinor: 123456,
        },
      ],
      ['cancelled', 'Order cancelled (customer).', { collectedMinor: 0 }],
      [
        'refunded',
        'Refunded 40.00 BRL (by Pix): Chave do cliente (CPF).',
        { amountMinor: 4000, method: 'pix' },
      ],
      ['refunded', 'Refunded 1.00 BRL (in cash).', { amountMinor: 100, method: 'cash' }],
      ['note', 'Note updated.', {}],
      ['paid', 'Marked as paid.', {}],
    ]
    const orderIds = orderEvents.map(() => randomUUID())
    for (const [index, [type, message, data]] of orderEvents.entries()) {
      await db.execute(sql`
        INSERT INTO order_events (tenant_id, id, order_id, type, message, data)
        VALUES (${tenantId}, ${orderIds[index]}, ${orderId}, ${type}, ${message}, ${JSON.stringify(data)}::jsonb)`)
    }

    expect(await migrate(database)).toContain(tag)

    expect(await rowsOf('draft_order_events', draftIds)).toEqual([
      { type: 'created', params: {} },
      { type: 'invoice_sent', params: { recipient: 'ana.souza@example.com.br' } },
      { type: 'quote_sent', params: { recipient: 'bia@example.com' } },
      { type: 'recovery_sent', params: { recipient: 'bia@example.com' } },
      { type: 'completed', params: { orderName: '#1001' } },
      { type: 'legacy', params: { text: 'Something nobody wrote that way.' } },
    ])
    const brl = (amount: string) => ({ amount, currency: 'BRL' })
    expect(await rowsOf('order_events', orderIds)).toEqual([
      { type: 'placed', params: { draftName: '#D7' } },
      { type: 'paid_at_checkout', params: brl('1234.56') },
      { type: 'marked_paid', params: brl('0.05') },
      { type: 'payment_collected', params: brl('49.90') },
      { type: 'fulfilled', params: { units: 1, fulfillmentName: '#1001-F1' } },
      { type: 'fulfilled', params: { units: 3, fulfillmentName: '#1001-F2' } },
      { type: 'cancelled', params: { reason: 'fraud', restocked: true, notRefunded: brl('1234.56') } },
      { type: 'cancelled', params: { reason: 'customer', restocked: false, notRefunded: null } },
      { type: 'refunded', params: { ...brl('40.00'), method: 'pix', note: 'Chave do cliente (CPF)' } },
      { type: 'refunded', params: { ...brl('1.00'), method: 'cash', note: '' } },
      { type: 'note_updated', params: {} },
      // A payment whose amount was never recorded cannot say it: its sentence stays.
      { type: 'legacy', params: { text: 'Marked as paid.' } },
    ])
    const columns = (await db.execute(sql`
      SELECT table_name FROM information_schema.columns
      WHERE column_name = 'message' AND table_name IN ('order_events', 'draft_order_events')`)) as unknown as {
      rows: unknown[]
    }
    expect(columns.rows).toEqual([])
  })
})
