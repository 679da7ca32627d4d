import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { databaseBeforeMigration } from '../test/database-before-migration.ts'
import type { Database } from './client.ts'
import { migrate } from './migrate.ts'

// What the migration that finishes the checkout links of drafts already turned into orders does to the
// stores that ran the release before it. On a fresh embedded database: the shared test databases are
// migrated.

let before: Awaited<ReturnType<typeof databaseBeforeMigration>>
let database: Database
let tag: string

beforeAll(async () => {
  before = await databaseBeforeMigration('_finished_checkout_links')
  ;({ database, tag } = before)
})
afterAll(() => before.close())

type LinkState = { id: string; completed_at: string | null; revoked_at: string | null }

describe('the migration that finishes the links of drafts that are orders', () => {
  it('finishes the open links of completed drafts in every store, and leaves the others as they were', async () => {
    const placedAt = '2026-10-01T12:00:00.000Z'
    const revokedAt = '2026-09-30T08:00:00.000Z'
    const stores = [randomUUID(), randomUUID()]
    for (const [n, store] of stores.entries())
      await database.db.execute(sql`INSERT INTO tenants (id, name) VALUES (${store}, ${`Loja ${n}`})`)
    const drafts = {
      placed: { store: stores[0]!, id: randomUUID(), status: 'completed' },
      otherStorePlaced: { store: stores[1]!, id: randomUUID(), status: 'completed' },
      stillOpen: { store: stores[1]!, id: randomUUID(), status: 'invoice_sent' },
    }
    for (const [n, draft] of Object.values(drafts).entries())
      await database.db.execute(sql`
        INSERT INTO draft_orders (tenant_id, id, number, status, currency_code, updated_at)
        VALUES (${draft.store}, ${draft.id}, ${n + 1}, ${draft.status}, 'BRL', ${placedAt})`)
    const link = async (
      draft: { store: string; id: string },
      state: { opened?: boolean; revoked?: boolean },
    ) => {
      const id = randomUUID()
      await database.db.execute(sql`
        INSERT INTO checkout_links (tenant_id, id, draft_order_id, kind, token_hash, recipient, expires_at, opened_at, revoked_at)
        VALUES (${draft.store}, ${id}, ${draft.id}, 'invoice', ${randomUUID()}, 'ana@example.com', now() + interval '30 days',
          ${state.opened ? placedAt : null}, ${state.revoked ? revokedAt : null})`)
      return id
    }
    const links = {
      opened: await link(drafts.placed, { opened: true }),
      neverOpened: await link(drafts.placed, {}),
      revoked: await link(drafts.placed, { opened: true, revoked: true }),
      otherStore: await link(drafts.otherStorePlaced, { opened: true }),
      abandoned: await link(drafts.stillOpen, { opened: true }),
    }

    expect(await migrate(database)).toContain(tag)

    const found = (await database.db.execute(sql`
      SELECT id, completed_at::text, revoked_at::text FROM checkout_links
      WHERE tenant_id IN (${stores[0]}, ${stores[1]})`)) as unknown as { rows: LinkState[] }
    const stateOf = (id: string) => {
      const row = found.rows.find((candidate) => candidate.id === id)
      return {
        completed: row?.completed_at ? new Date(row.completed_at).toISOString() : null,
        revoked: row?.revoked_at ? new Date(row.revoked_at).toISOString() : null,
      }
    }
    expect(stateOf(links.opened)).toEqual({ completed: placedAt, revoked: null })
    expect(stateOf(links.neverOpened)).toEqual({ completed: placedAt, revoked: null })
    expect(stateOf(links.otherStore)).toEqual({ completed: placedAt, revoked: null })
    expect(stateOf(links.revoked)).toEqual({ completed: null, revoked: revokedAt })
    expect(stateOf(links.abandoned)).toEqual({ completed: null, revoked: null })
  })
})
