import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readApiDocument } from '../security/api-document.ts'
import { createTestApp, type TestApp } from '../test/test-app.ts'

let t: TestApp
const routes: { method: string; url: string }[] = []

beforeAll(async () => {
  // A stand-in for the built web app: the server serves whatever Vite wrote to this folder.
  const webDistDir = mkdtempSync(join(tmpdir(), 'lojista-web-'))
  writeFileSync(join(webDistDir, 'index.html'), '<!doctype html><div id="root"></div>')
  mkdirSync(join(webDistDir, 'assets'))
  writeFileSync(join(webDistDir, 'assets', 'app-1234.js'), 'console.log(1)')
  // What the web build writes from its route table.
  writeFileSync(
    join(webDistDir, 'route-patterns.json'),
    JSON.stringify([
      '/',
      '/orders',
      '/orders/:id',
      '/orders/drafts/:id',
      '/settings/general',
      '/settings/shipping/profiles/:id?',
    ]),
  )
  t = await createTestApp({ webDistDir })
})
afterAll(() => t.close())

describe('security headers', () => {
  it('are sent on API answers and on the app’s pages', async () => {
    for (const url of ['/v1/account/me', '/healthz', '/orders']) {
      const response = await t.app.inject({ method: 'GET', url })
      expect(response.headers['x-content-type-options'], url).toBe('nosniff')
      expect(response.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin')
      const csp = String(response.headers['content-security-policy'])
      expect(csp, url).toContain("frame-ancestors 'none'")
      expect(csp, url).toContain("script-src 'self'")
      expect(csp, url).not.toMatch(/script-src[^;]*unsafe-inline/)
    }
  })

  it('refuse framing of the API docs too, and pin HTTPS only on answers served over HTTPS', async () => {
    const docs = await t.app.inject({ method: 'GET', url: '/docs/' })
    expect(String(docs.headers['content-security-policy'])).toContain("frame-ancestors 'none'")
    expect(String(docs.headers['content-security-policy'])).not.toContain("frame-ancestors 'self'")
    expect((await t.app.inject({ method: 'GET', url: '/livez' })).headers['strict-transport-security']).toBe(
      undefined,
    )
    const proxied = await createTestApp({ trustProxy: 1 })
    try {
      const overHttps = await proxied.app.inject({
        method: 'GET',
        url: '/livez',
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-proto': 'https' },
      })
      expect(overHttps.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains')
    } finally {
      await proxied.close()
    }
  })

  it('echo a request id, or make one', async () => {
    const given = await t.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-request-id': 'abc-123' },
    })
    expect(given.headers['x-request-id']).toBe('abc-123')
    const made = await t.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-request-id': '<script>' },
    })
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)
  })
})

describe('the web app', () => {
  it('is served for every non-API path, so the app’s router shows the page', async () => {
    for (const url of ['/', '/orders/drafts/new', '/settings/general?x=1']) {
      const response = await t.app.inject({ method: 'GET', url })
      expect(response.statusCode, url).toBe(200)
      expect(response.headers['content-type'], url).toContain('text/html')
      expect(response.headers['cache-control'], url).toBe('no-cache')
    }
  })

  it("answers 404 for a path none of the app's pages has, still sending the app to show its not-found page", async () => {
    for (const url of ['/no/such/page', '/orders/1/2/3', '/settingsx', '/settings/shipping/profiles/a/b']) {
      const response = await t.app.inject({ method: 'GET', url })
      expect(response.statusCode, url).toBe(404)
      expect(response.headers['content-type'], url).toContain('text/html')
      expect(response.body, url).toContain('<div id="root">')
    }
    for (const url of [
      '/ORDERS/42',
      '/orders/drafts/new/',
      '/settings/shipping/profiles',
      '/settings/shipping/profiles/x',
    ]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(200)
    }
  })

  it('serves hashed assets with a long cache', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/app-1234.js' })
    expect(response.statusCode).toBe(200)
    expect(response.headers['cache-control']).toContain('immutable')
  })

  it('answers unknown API paths with a problem+json 404, not the app', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/v1/no-such-thing' })
    expect(response.statusCode).toBe(404)
    expect(response.headers['content-type']).toContain('application/problem+json')
  })
})

describe('limits and errors', () => {
  it('refuses a body over 1 MiB with 413 problem+json', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/sign-in',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ username: 'x'.repeat(1024 * 1024 + 10), password: 'x' }),
    })
    expect(response.statusCode).toBe(413)
    expect(response.headers['content-type']).toContain('application/problem+json')
  })

  it('refuses an unsupported content type with 415 problem+json', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/sign-in',
      headers: { 'content-type': 'text/csv' },
      payload: 'a,b',
    })
    expect(response.statusCode).toBe(415)
    expect(response.headers['content-type']).toContain('application/problem+json')
  })

  it('answers /healthz', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/healthz' })
    expect(response.json()).toEqual({ status: 'ok' })
  })
})

describe('API documentation', () => {
  beforeAll(async () => {
    // Collect the routes the app registered, to compare with the published document.
    const printed = t.app.printRoutes({ commonPrefix: false })
    for (const line of printed.split('\n')) {
      const match = line.match(/(\/v1\/\S+) \(([A-Z, ]+)\)/)
      if (!match?.[1] || !match[2]) continue
      // Fastify writes path parameters as :id, OpenAPI as {id}.
      const url = match[1].replace(/:(\w+)/g, '{$1}')
      for (const method of match[2].split(', ')) routes.push({ method, url })
    }
  })

  it('publishes OpenAPI 3 with every /v1 route', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/v1/openapi.json' })
    expect(response.statusCode).toBe(200)
    const document = response.json()
    expect(document.openapi).toMatch(/^3\./)
    const published = Object.entries(document.paths as Record<string, Record<string, unknown>>).flatMap(
      ([path, operations]) => Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    )
    const apiRoutes = routes.filter((route) => route.url !== '/v1/openapi.json' && route.method !== 'HEAD')
    expect(apiRoutes.length).toBeGreaterThan(5)
    for (const route of apiRoutes) expect(published).toContain(`${route.method} ${route.url}`)
  })

  it('serves the interactive docs at /docs', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/docs/' })
    expect(response.statusCode).toBe(200)
    expect(response.body).toContain('swagger')
  })
})

describe('text the database cannot store', () => {
  it('is refused with a field error, never a 500', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/sign-in',
      payload: { username: 'ana\u0000@example.com', password: 'x' },
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().errors).toEqual([
      { path: 'username', message: 'Contains a character that is not allowed' },
    ])
  })

  it('includes half of a surrogate pair, in a value or a key, but not a whole pair', async () => {
    const signIn = (payload: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url: '/v1/auth/sign-in', payload })
    for (const text of ['\ud800', 'ana\udc00', 'ana\ud83d@example.com', '\udfff\ud800']) {
      const response = await signIn({ username: text, password: 'x' })
      expect(response.statusCode, JSON.stringify(text)).toBe(400)
      expect(response.json().errors).toEqual([
        { path: 'username', message: 'Contains a character that is not allowed' },
      ])
    }
    const key = await signIn({ username: 'ana@example.com', password: 'x', 'a\ud800': 1 })
    expect(key.statusCode).toBe(400)
    expect(key.json().errors).toContainEqual({
      path: 'a\ud800',
      message: 'Contains a character that is not allowed',
    })
    const pair = await signIn({ username: 'ana🎁@example.com', password: 'x' })
    expect(pair.statusCode).toBe(401)
  })
})

type Schema = { [keyword: string]: unknown }

/** The largest value of an integer (int4) column. */
const INT4_MAX = 2_147_483_647

/** Every number a schema takes, with where it sits and its bounds. */
function numbersIn(schema: Schema, path: string, found: { path: string; schema: Schema }[]) {
  const types = ([] as unknown[]).concat(schema.type ?? [])
  if (types.includes('integer') || types.includes('number')) found.push({ path, schema })
  for (const [name, property] of Object.entries((schema.properties ?? {}) as Record<string, Schema>)) {
    numbersIn(property, `${path}.${name}`, found)
  }
  if (schema.items) numbersIn(schema.items as Schema, `${path}[]`, found)
  if (schema.additionalProperties && typeof schema.additionalProperties === 'object') {
    numbersIn(schema.additionalProperties as Schema, `${path}.*`, found)
  }
  for (const option of [schema.anyOf, schema.oneOf, schema.allOf].flat() as (Schema | undefined)[]) {
    if (option) numbersIn(option, path, found)
  }
}

describe('numbers a request takes', () => {
  it('all have bounds a database column can hold: whole numbers those of an integer column', async () => {
    // Read whole: a request body names resources through `$ref`s to the document's components.
    const { operations } = await readApiDocument(t.app)
    const found: { path: string; schema: Schema }[] = []
    for (const operation of operations) {
      if (operation.body) numbersIn(operation.body.schema, `${operation.key} body`, found)
      for (const parameter of operation.parameters) {
        numbersIn(parameter.schema, `${operation.key} ${parameter.name}`, found)
      }
    }
    expect(found.length).toBeGreaterThan(10)
    const unbounded = found
      .filter(({ schema }) => {
        const { minimum, maximum } = schema as { minimum?: number; maximum?: number }
        // A number that can only be some values (an API token's 30, 90 or 365 days) is bounded by them.
        const choices = 'const' in schema ? [schema.const] : (schema.enum as unknown[] | undefined)
        if (choices)
          return !choices.every((value) => typeof value === 'number' && Math.abs(value) <= INT4_MAX)
        if (typeof minimum !== 'number' || typeof maximum !== 'number') return true
        const whole = ([] as unknown[]).concat(schema.type).includes('integer')
        const limit = whole ? INT4_MAX : Number.MAX_SAFE_INTEGER
        return minimum < -limit - 1 || maximum > limit
      })
      .map(({ path }) => path)
    expect(unbounded).toEqual([])
  })
})
