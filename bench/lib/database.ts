import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { openDatabase } from '../../apps/server/src/bootstrap.ts'
import { loadConfig } from '../../apps/server/src/config.ts'
import type { Database } from '../../apps/server/src/db/client.ts'

export interface BenchDatabase {
  kind: 'pglite' | 'postgres'
  /** Environment for the server process: the same database. */
  serverEnv: Record<string, string>
  open(): Promise<Database>
  drop(): Promise<void>
}

/**
 * A fresh database for one benchmark run: a new PGlite directory, or, when DATABASE_URL is set, a new
 * database on that PostgreSQL server (dropped afterwards).
 */
export async function freshDatabase(): Promise<BenchDatabase> {
  const dataDir = mkdtempSync(join(tmpdir(), 'lojista-bench-'))
  const serverUrl = process.env.DATABASE_URL
  if (!serverUrl) {
    const serverEnv = { DATA_DIR: dataDir, DEMO_DATA: 'false' }
    return {
      kind: 'pglite',
      serverEnv,
      open: () => openDatabase(loadConfig(serverEnv)),
      drop: async () => rmSync(dataDir, { recursive: true, force: true }),
    }
  }
  const name = `lojista_bench_${Date.now()}`
  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${name}`)
  await admin.end()
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  const serverEnv = {
    DATABASE_URL: url.toString(),
    DATA_DIR: dataDir,
    DEMO_DATA: 'false',
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret-123',
  }
  return {
    kind: 'postgres',
    serverEnv,
    open: () => openDatabase(loadConfig(serverEnv)),
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl })
      await client.connect()
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await client.end()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
