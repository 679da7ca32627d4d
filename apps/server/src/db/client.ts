import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import pg from 'pg'
import type { DiskSpace } from '../lib/disk-space.ts'
import { sendBeginWithNextStatement } from './begin-with-next-statement.ts'
import { openGuardedPglite, type StorageLog } from './pglite-guard.ts'
import { reusePlansOfMarkedStatements } from './reused-plans.ts'
import { statementCounter } from './statement-count.ts'

/**
 * The Drizzle handle both drivers share; a transaction handle has the same query API. It is made without
 * the schema: queries name their tables, and a handle given the schema builds a relational query builder
 * for every table each time it is made, which is once per transaction.
 */
export type Db = PgDatabase<PgQueryResultHKT>

export interface Database {
  kind: 'pglite' | 'postgres'
  db: Db
  /** Runs a multi-statement SQL text without parameters (migrations); rolls back on failure. */
  execScript(sqlText: string): Promise<void>
  close(): Promise<void>
  /** The connection pool's state, for metrics; absent on the embedded database's single connection. */
  poolStats?(): { total: number; idle: number; waiting: number }
  /** The disk the embedded database writes to, watched against its reserve; absent on PostgreSQL. */
  disk?: DiskSpace
  /** Where the embedded database reports a full disk and its recovery: the server's log. */
  setLog?(log: StorageLog): void
}

export interface PgliteDatabase extends Database {
  /** The whole database as a tarball, which `openPglite(undefined, { from })` starts from. */
  dump(): Promise<Blob>
}

/**
 * PGlite in `dataDir`, or in memory when `dataDir` is undefined (tests). `from` starts it from a dump
 * instead of an empty cluster: tests load one migrated database instead of creating and migrating their own.
 * `disk` watches the free space under `dataDir`: below its reserve the database only reads (see pglite-guard.ts).
 */
export async function openPglite(
  dataDir: string | undefined,
  options: { from?: Blob; disk?: DiskSpace } = {},
): Promise<PgliteDatabase> {
  const embedded = await openGuardedPglite(
    {
      ...(dataDir ? { dataDir } : {}),
      ...(options.from ? { loadDataDir: options.from } : {}),
      // pg_trgm indexes substring search (the server's PostgreSQL has it in its contrib package).
      extensions: { pg_trgm },
    },
    options.disk,
  )
  const { client } = embedded
  return {
    kind: 'pglite',
    dump: embedded.dump,
    db: drizzlePglite({ client: client as never, logger: statementCounter }) as unknown as Db,
    execScript: async (text) => {
      try {
        await client.exec(text)
      } catch (error) {
        // A failed script may leave its transaction open on PGlite's single connection.
        await client.exec('ROLLBACK').catch(() => {})
        throw error
      }
    },
    close: embedded.close,
    ...(options.disk ? { disk: options.disk } : {}),
    setLog: embedded.setLog,
  }
}

export async function openPostgres(connectionString: string, poolSize = 10): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: poolSize })
  // An idle client's error (the server restarting) must not crash the process; the pool replaces it.
  pool.on('error', () => {})
  pool.on('connect', (client) => {
    sendBeginWithNextStatement(client)
    reusePlansOfMarkedStatements(client)
  })
  await pool.query('select 1')
  return {
    kind: 'postgres',
    db: drizzlePg({ client: pool, logger: statementCounter }) as unknown as Db,
    execScript: async (text) => {
      // One dedicated connection, so that a failed script's transaction is rolled back on that same
      // connection before it returns to the pool.
      const connection = await pool.connect()
      try {
        await connection.query(text)
      } catch (error) {
        await connection.query('ROLLBACK').catch(() => {})
        throw error
      } finally {
        connection.release()
      }
    },
    close: () => pool.end(),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  }
}
