import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openTestDatabase } from '../test/test-app.ts'
import type { Database } from './client.ts'
import { migrate } from './migrate.ts'
import { emailOutbox, memberships, tenants, users } from './schema/index.ts'
import { inScope } from './scope.ts'

let database: Database
beforeAll(async () => {
  database = await openTestDatabase()
})
afterAll(() => database.close())

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await database.db.execute(query)) as unknown as { rows: T[] }).rows
}

/** Two users, each the owner of one store, made as the system would at sign-up. */
async function twoStores() {
  const made = []
  for (const name of ['Store A', 'Store B']) {
    const userId = randomUUID()
    const tenantId = randomUUID()
    await inScope(database.db, { tenantId, userId }, async (tx) => {
      await tx.insert(users).values({ id: userId, email: `${userId}@example.com`, name, passwordHash: 'x' })
      await tx.insert(tenants).values({ id: tenantId, name })
      await tx.insert(memberships).values({ tenantId, userId, role: 'owner', isDefault: true })
    })
    made.push({ userId, tenantId })
  }
  return made as [{ userId: string; tenantId: string }, { userId: string; tenantId: string }]
}

describe('row-level security', () => {
  it('is enabled and forced on every tenant-owned table', async () => {
    const tables = await rows<{ table: string; enabled: boolean; forced: boolean }>(sql`
      select c.relname as table, c.relrowsecurity as enabled, c.relforcerowsecurity as forced
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind = 'r'
        and (c.relname = 'tenants' or exists (
          select 1 from pg_attribute a where a.attrelid = c.oid and a.attname = 'tenant_id' and not a.attisdropped))
      order by c.relname`)
    expect(tables.map((table) => table.table)).toEqual(
      expect.arrayContaining(['email_outbox', 'memberships', 'tenants']),
    )
    for (const table of tables) {
      expect(table, table.table).toMatchObject({ enabled: true, forced: true })
    }
  })

  it('gives memberships, read across stores, a policy by user', async () => {
    const policies = await rows<{ policyname: string; qual: string }>(sql`
      select policyname, qual from pg_policies where tablename = 'memberships' and cmd = 'SELECT'`)
    expect(policies.some((policy) => policy.qual.includes('app_current_user()'))).toBe(true)
  })

  it('shows a store scope only its own rows, even without a tenant filter in the query', async () => {
    const [a, b] = await twoStores()
    const seen = await inScope(database.db, { tenantId: a.tenantId }, async (tx) => ({
      tenants: await tx.select({ id: tenants.id }).from(tenants),
      memberships: await tx.select({ tenantId: memberships.tenantId }).from(memberships),
    }))
    expect(seen.tenants.map((row) => row.id)).toEqual([a.tenantId])
    expect(seen.memberships.map((row) => row.tenantId)).toEqual([a.tenantId])
    expect(seen.tenants.map((row) => row.id)).not.toContain(b.tenantId)
  })

  it('refuses to write a row into another store from a store scope', async () => {
    const [a, b] = await twoStores()
    const write = inScope(database.db, { tenantId: a.tenantId }, (tx) =>
      tx.insert(emailOutbox).values({
        tenantId: b.tenantId,
        recipient: 'x@example.com',
        subject: 's',
        textBody: 't',
        status: 'held',
      }),
    )
    // Drizzle wraps the database error; its cause is PostgreSQL's refusal.
    await expect(write).rejects.toMatchObject({
      cause: { message: expect.stringMatching(/row-level security/) },
    })
    const update = await inScope(database.db, { tenantId: a.tenantId }, (tx) =>
      tx.update(tenants).set({ name: 'Hijacked' }).where(sql`${tenants.id} = ${b.tenantId}`).returning(),
    )
    expect(update).toEqual([])
  })

  it('lets a user scope read their own memberships in every store, and nobody else’s', async () => {
    const [a, b] = await twoStores()
    const seen = await inScope(database.db, { userId: a.userId }, (tx) => tx.select().from(memberships))
    expect(seen.map((row) => row.userId)).toEqual([a.userId])
    expect(seen.map((row) => row.tenantId)).not.toContain(b.tenantId)
  })

  it('shows nothing of any store to a scope with no store and no user', async () => {
    await twoStores()
    const seen = await inScope(database.db, {}, (tx) => tx.select().from(tenants))
    expect(seen).toEqual([])
  })
})

describe('migrations', () => {
  it('apply once: running them again changes nothing', async () => {
    expect(await migrate(database)).toEqual([])
  })
})
