import { sql } from 'drizzle-orm'
import { isUuid } from '../lib/uuid.ts'
import type { Db } from './client.ts'

export interface Scope {
  /** The store the work belongs to; row-level security hides every other store's rows. */
  tenantId?: string | null
  /** The signed-in user; lets them read their own memberships across stores. */
  userId?: string | null
}

/** The scope of work for one store: a staff request (with its user) or a customer's checkout link (none). */
export interface StoreWork {
  tenantId: string
  userId?: string | null
}

/** A scope's id as a literal when it is one (or absent), else as a parameter. */
const setting = (id: string | null | undefined) => {
  const value = id ?? ''
  return value === '' || isUuid(value) ? sql.raw(`'${value}'`) : sql`${value}`
}

declare const forOneStore: unique symbol

/**
 * A transaction opened by `inScope` for one store. Repository functions that read or write a store's
 * records take it instead of `Db`, so the compiler refuses to hand them the unscoped connection, on
 * which row-level security does not apply (PGlite always connects as a superuser).
 */
export type StoreTx = Db & { readonly [forOneStore]: true }

/**
 * Runs `work` in a transaction as the non-owner role lojista_app with the scope's settings, so that
 * PostgreSQL's row-level security applies even when the connection is a superuser (PGlite always is).
 * Every read or write of a tenant-owned table goes through here; a scope naming a store hands `work` a
 * `StoreTx`. Called on a transaction, it scopes a savepoint of it (sign-up creates a store that way).
 */
export function inScope<T>(db: Db, scope: StoreWork, work: (tx: StoreTx) => Promise<T>): Promise<T>
export function inScope<T>(db: Db, scope: Scope, work: (tx: Db) => Promise<T>): Promise<T>
export function inScope<T>(db: Db, scope: Scope, work: (tx: StoreTx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    // One statement: set_config('role', ..., true) is SET LOCAL ROLE. Ids are written into it, not passed
    // as parameters, so that on PostgreSQL it travels with the transaction's BEGIN in one round trip
    // (db/begin-with-next-statement.ts); only the shape of an id, checked here, is ever written so.
    await tx.execute(
      sql`select set_config('app.tenant_id', ${setting(scope.tenantId)}, true), set_config('app.user_id', ${setting(scope.userId)}, true), set_config('role', 'lojista_app', true)`,
    )
    return work(tx as unknown as StoreTx)
  })
}

/**
 * Runs `work` in a savepoint of a store's transaction: a failure rolls back only what `work` did (one
 * row of an import), and the savepoint stays in the store's scope, whose settings are the transaction's.
 */
export function savepoint<T>(tx: StoreTx, work: (tx: StoreTx) => Promise<T>): Promise<T> {
  return tx.transaction((inner) => work(inner as unknown as StoreTx))
}
