import { sql } from 'drizzle-orm'
import type { Db } from './client.ts'

export interface Scope {
  /** The store the work belongs to; row-level security hides every other store's rows. */
  tenantId?: string | null
  /** The signed-in user; lets them read their own memberships across stores. */
  userId?: string | null
}

/**
 * Runs `work` in a transaction as the non-owner role lojista_app with the scope's settings, so that
 * PostgreSQL's row-level security applies even when the connection is a superuser (PGlite always is).
 * Every read or write of a tenant-owned table goes through here.
 */
export function inScope<T>(db: Db, scope: Scope, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    // One round trip: set_config('role', ..., true) is SET LOCAL ROLE.
    await tx.execute(
      sql`select set_config('app.tenant_id', ${scope.tenantId ?? ''}, true), set_config('app.user_id', ${scope.userId ?? ''}, true), set_config('role', 'lojista_app', true)`,
    )
    return work(tx as unknown as Db)
  })
}
