import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { SignUpRequest } from '@lojista/contracts'
import { desc, eq } from 'drizzle-orm'
import { inject } from 'vitest'
import { type App, type BuildAppOptions, buildApp } from '../app.ts'
import { type Config, loadConfig } from '../config.ts'
import { type Database, type Db, openPglite, openPostgres } from '../db/client.ts'
import { migrate } from '../db/migrate.ts'
import { emailOutbox } from '../db/schema/index.ts'
import type { Clock } from '../modules/auth/attempts.ts'
import { createDeliverySeal, type DeliverySeal } from '../modules/mail/delivery-seal.ts'
import type { RolePermissions } from '../modules/tenancy/tenancy.service.ts'

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

/** The database of each test app and the seal of its emails, for the fixtures that read what it emailed. */
const outboxes = new WeakMap<App, { db: Db; seal: DeliverySeal }>()

export interface TestAppOptions {
  /** The clock the app's limits read (the system clock otherwise). */
  now?: Clock
  /** Where the app's log goes, at level trace, for tests that read it. */
  log?: { write(line: string): void }
  /** What each role may do (the built-in roles' defaults otherwise). */
  rolePermissions?: RolePermissions
  /** A database the test made itself, used as it is and left open for the test to close. */
  database?: Database
  /** Card providers standing in for a payment gateway, to see what checkout charges. */
  cardProviders?: BuildAppOptions['cardProviders']
}

/** TEST_LOG=error (or another level) shows the server's log while debugging a test. */
export async function createTestApp(overrides: Partial<Config> = {}, options: TestAppOptions = {}) {
  const database = options.database ?? (await openTestDatabase())
  // A scratch directory of its own: the readiness probe writes there, never into the repository.
  const dataDir = mkdtempSync(join(tmpdir(), 'lojista-test-data-'))
  const config = {
    // The API tests and fuzzing send thousands of requests a minute from one token: the limit has its own test.
    ...loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, RATE_LIMIT_PER_MINUTE: '0' }),
    jwtSecret: TEST_JWT_SECRET,
    webDistDir: '/nonexistent',
    ...overrides,
  }
  const jwtSecret = config.jwtSecret ?? TEST_JWT_SECRET
  const app = await buildApp({
    config: { ...config, jwtSecret },
    database,
    logger: options.log
      ? { level: 'trace', stream: options.log }
      : process.env.TEST_LOG
        ? { level: process.env.TEST_LOG }
        : false,
    now: options.now,
    rolePermissions: options.rolePermissions,
    cardProviders: options.cardProviders,
  })
  await app.ready()
  outboxes.set(app, { db: database.db, seal: createDeliverySeal(jwtSecret) })
  return {
    app,
    database,
    db: database.db,
    dataDir: config.dataDir,
    async close() {
      await app.close()
      if (!options.database) await database.close()
      rmSync(dataDir, { recursive: true, force: true })
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

/**
 * The link of the newest email the app wrote to `to` that has one matching `pattern`, as its recipient
 * gets it (the outbox holds that copy, sealed, until the email is delivered; opened here as the mail
 * worker opens it): the first group, URL-decoded.
 */
export async function emailedLink(app: App, to: string, pattern: RegExp): Promise<string> {
  const outbox = outboxes.get(app)
  if (!outbox) throw new Error('emailedLink needs an app made by createTestApp')
  const mails = await outbox.db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.recipient, to))
    .orderBy(desc(emailOutbox.createdAt))
  const found = mails.map((mail) => outbox.seal.open(mail)?.text.match(pattern)?.[1]).find(Boolean)
  if (!found) throw new Error(`no link matching ${pattern} in an email to ${to}`)
  return decodeURIComponent(found)
}

/** A new account and store, signed in; its address verified as its owner would, unless told otherwise. */
export async function signUp(
  app: TestApp['app'],
  input: Partial<SignUpRequest> = {},
  { verified = true }: { verified?: boolean } = {},
) {
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
  if (verified) {
    const token = await emailedLink(app, body.email.trim().toLowerCase(), /\/auth\/verify-email\?token=(\S+)/)
    const verify = await app.inject({ method: 'POST', url: '/v1/auth/verify-email', payload: { token } })
    if (verify.statusCode !== 204) throw new Error(`verification failed: ${verify.statusCode} ${verify.body}`)
  }
  return { ...result, email: body.email, password: body.password }
}

export function bearer(token: string) {
  return { authorization: `Bearer ${token}` }
}

export type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE'
export type Answer = Awaited<ReturnType<App['inject']>>

/** One request to the app with these headers, and a payload only when there is one. */
export function send(
  t: TestApp,
  method: Method,
  url: string,
  headers: Record<string, string>,
  payload?: unknown,
) {
  return t.app.inject({
    method,
    url,
    headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  })
}

/** A client address no other test (or earlier run on the same PostgreSQL) has used: rate limits are per address. */
export function uniqueAddress(): string {
  return `fd00::${randomBytes(6).toString('hex').match(/.{4}/g)?.join(':')}`
}

/** A clock that stands still until the test moves it. */
export function fakeClock(start = new Date()) {
  let time = start.getTime()
  const now = () => new Date(time)
  return Object.assign(now, {
    advance(ms: number) {
      time += ms
    },
  })
}
