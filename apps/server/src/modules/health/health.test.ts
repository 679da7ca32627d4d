import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MIGRATIONS_DIR } from '../../db/migrate.ts'
import { databaseBeforeMigration } from '../../test/database-before-migration.ts'
import { createTestApp, openTestDatabase, type TestApp } from '../../test/test-app.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ metricsToken: 'scrape-token-0123456789' })
})
afterAll(() => t.close())

const scrape = (headers: Record<string, string> = { authorization: 'Bearer scrape-token-0123456789' }) =>
  t.app.inject({ method: 'GET', url: '/metrics', headers })

describe('readiness', () => {
  it('answers ok with each check once the database answers, migrations are applied and the disk writes', async () => {
    for (const url of ['/readyz', '/health']) {
      const response = await t.app.inject({ method: 'GET', url })
      expect(response.statusCode, url).toBe(200)
      expect(response.json()).toEqual({
        status: 'ok',
        checks: { database: 'ok', migrations: 'ok', disk: 'ok' },
      })
    }
  })

  it('answers 503 naming the disk when the directory it writes to cannot take a file', async () => {
    const blocked = join(t.dataDir, 'blocked')
    writeFileSync(blocked, '')
    const broken = await createTestApp({ dataDir: join(blocked, 'data'), mediaDir: join(blocked, 'media') })
    try {
      const response = await broken.app.inject({ method: 'GET', url: '/readyz' })
      expect(response.statusCode).toBe(503)
      expect(response.json()).toEqual({
        status: 'unavailable',
        checks: { database: 'ok', migrations: 'ok', disk: 'failed' },
      })
    } finally {
      await broken.close()
    }
  })

  it('answers 503 naming the migrations while one is pending', async () => {
    const journal = JSON.parse(readFileSync(join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8')) as {
      entries: { tag: string }[]
    }
    // The database of the release before the newest migration, served by this release.
    const before = await databaseBeforeMigration(journal.entries.at(-1)?.tag ?? '')
    const behind = await createTestApp({}, { database: before.database })
    try {
      for (const url of ['/readyz', '/health']) {
        const response = await behind.app.inject({ method: 'GET', url })
        expect(response.statusCode, url).toBe(503)
        expect(response.json()).toEqual({
          status: 'unavailable',
          checks: { database: 'ok', migrations: 'failed', disk: 'ok' },
        })
      }
    } finally {
      await behind.close()
      await before.close()
    }
    // Migrating a fresh database up to there takes seconds, more on a busy machine.
  }, 120_000)

  it('answers 503 naming the database when it cannot be reached', async () => {
    const database = await openTestDatabase()
    const cut = await createTestApp({}, { database })
    try {
      await database.close()
      const response = await cut.app.inject({ method: 'GET', url: '/readyz' })
      expect(response.statusCode).toBe(503)
      expect(response.json()).toEqual({
        status: 'unavailable',
        checks: { database: 'failed', migrations: 'failed', disk: 'ok' },
      })
      expect((await cut.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(503)
    } finally {
      await cut.close()
    }
  })

  it('answers 404 problem+json, not the app, for unknown paths under the operators’ endpoints and /v1', async () => {
    for (const url of ['/readyz/x', '/metrics/x', '/v1/nope', '/health/x']) {
      const response = await t.app.inject({ method: 'GET', url })
      expect(response.statusCode, url).toBe(404)
      expect(response.headers['content-type'], url).toContain('application/problem+json')
    }
  })
})

describe('metrics', () => {
  it('counts requests by route pattern and status, and shows the outbox and the database pool', async () => {
    await t.app.inject({ method: 'GET', url: '/v1/account/me' })
    const response = await scrape()
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toContain('text/plain')
    expect(response.body).toMatch(
      /lojista_http_requests_total\{method="GET",route="\/v1\/account\/me",status="401"\} [1-9]/,
    )
    expect(response.body).toMatch(/lojista_http_request_duration_seconds_bucket\{le="0\.005",method="GET"/)
    expect(response.body).toMatch(/lojista_email_outbox\{status="held"\} \d+/)
    expect(response.body).toMatch(/lojista_db_pool_connections\{state="total"\} \d+/)
  })

  it('answers only a scrape with the metrics token when one is set', async () => {
    expect((await scrape({})).statusCode).toBe(401)
    expect((await scrape({ authorization: 'Bearer wrong-token-0123456789' })).statusCode).toBe(401)
    expect((await scrape()).statusCode).toBe(200)
  })
})
