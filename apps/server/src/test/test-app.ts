import { randomBytes } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import type { SignUpRequest } from '@lojista/contracts'
import { inject } from 'vitest'
import { buildApp } from '../app.ts'
import { type Config, loadConfig } from '../config.ts'
import { type Database, openPglite, openPostgres } from '../db/client.ts'
import { migrate } from '../db/migrate.ts'

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-signing'

/**
 * A real server on a real database: in-memory PGlite by default, or the PostgreSQL of DATABASE_URL
 * (shared by the test files, so tests create their own users and stores and never assume an empty table).
 */
export async function openTestDatabase(): Promise<Database> {
  const url = process.env.DATABASE_URL
  const database = url ? await openPostgres(url, 4) : await openPglite(undefined, { from: await template() })
  // Applies nothing on the migrated template or a migrated PostgreSQL, but proves they are up to date.
  await migrate(database)
  return database
}

let templateDump: Promise<Blob> | undefined
/** The migrated database the global setup dumped, read once per worker. */
function template(): Promise<Blob> | undefined {
  const path = inject('pgliteTemplate')
  if (!path) return undefined
  templateDump ??= readFile(path).then((bytes) => new Blob([bytes]))
  return templateDump
}

/** TEST_LOG=error (or another level) shows the server's log while debugging a test. */
export async function createTestApp(overrides: Partial<Config> = {}) {
  const database = await openTestDatabase()
  const config = {
    ...loadConfig({ NODE_ENV: 'test' }),
    jwtSecret: TEST_JWT_SECRET,
    webDistDir: '/nonexistent',
    ...overrides,
  }
  const app = await buildApp({
    config: { ...config, jwtSecret: config.jwtSecret ?? TEST_JWT_SECRET },
    database,
    logger: process.env.TEST_LOG ? { level: process.env.TEST_LOG } : false,
  })
  await app.ready()
  return {
    app,
    database,
    db: database.db,
    async close() {
      await app.close()
      await database.close()
    },
  }
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>

let counter = 0
/** A unique email per call, across test files and runs sharing one PostgreSQL. */
export function uniqueEmail(prefix = 'user'): string {
  counter += 1
  return `${prefix}-${Date.now().toString(36)}-${process.pid}-${counter}@example.com`
}

export async function signUp(app: TestApp['app'], input: Partial<SignUpRequest> = {}) {
  const body: SignUpRequest = {
    name: 'Maria Silva',
    email: uniqueEmail(),
    password: 'correct horse battery',
    storeName: 'Loja da Maria',
    ...input,
  }
  const response = await app.inject({ method: 'POST', url: '/v1/auth/sign-up', payload: body })
  if (response.statusCode !== 201) throw new Error(`sign-up failed: ${response.statusCode} ${response.body}`)
  const result = response.json() as { token: string; user: { id: string }; defaultTenant: { id: string } }
  return { ...result, email: body.email, password: body.password }
}

export function bearer(token: string) {
  return { authorization: `Bearer ${token}` }
}

/** A client address no other test (or earlier run on the same PostgreSQL) has used: rate limits are per address. */
export function uniqueAddress(): string {
  return `fd00::${randomBytes(6).toString('hex').match(/.{4}/g)?.join(':')}`
}
