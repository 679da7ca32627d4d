import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { authMessages } from '@lojista/contracts'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createProduct, simpleProduct } from '../test/catalog-fixtures.ts'
import { uploadImage } from '../test/media-fixtures.ts'
import { storeTeam } from '../test/people.ts'
import { bearer, createTestApp, signUp, TEST_JWT_SECRET } from '../test/test-app.ts'
import { type Audience, routeAudiences } from './audiences.ts'

const t = await createTestApp()
const { maria, pedro } = await storeTeam(t)
/** Owns a store, but never opened the link that verifies their address. */
let unverified: { token: string; tenantId: string }
let imageUrl: string

beforeAll(async () => {
  const account = await signUp(t.app, { storeName: 'Loja da Ana' }, { verified: false })
  unverified = { token: account.token, tenantId: account.defaultTenant.id }
  const product = await createProduct(maria, simpleProduct('Vaso Azul'))
  imageUrl = (await uploadImage(t.app, maria.token, product.id)).media.url
})
afterAll(() => t.close())

function call(method: 'GET' | 'POST', url: string, headers: Record<string, string> = {}) {
  return t.app.inject({ method, url, headers })
}

function expectProblem(response: Awaited<ReturnType<typeof call>>, status: number) {
  expect(response.statusCode, response.body).toBe(status)
  expect(response.headers['content-type']).toMatch(/^application\/problem\+json/)
  expect(response.json()).toMatchObject({ status })
}

describe('a route that names no audience', () => {
  it('stops the app from being built, naming the route', async () => {
    // The auth routes give each route its audience; this one was forgotten.
    vi.resetModules()
    vi.doMock('../modules/auth/auth.routes.ts', async (importOriginal) => {
      const original = await importOriginal<typeof import('../modules/auth/auth.routes.ts')>()
      return {
        ...original,
        authRoutes: async (app: FastifyInstance, options: never) => {
          await original.authRoutes(app as never, options)
          app.post('/auth/forgotten', async () => ({ secret: true }))
        },
      }
    })
    try {
      const { buildApp } = await import('../app.ts')
      const { loadConfig } = await import('../config.ts')
      const { openTestDatabase } = await import('../test/test-app.ts')
      const database = await openTestDatabase()
      const dataDir = mkdtempSync(join(tmpdir(), 'lojista-test-data-'))
      try {
        const config = {
          ...loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir }),
          jwtSecret: TEST_JWT_SECRET,
          webDistDir: '/nonexistent',
        }
        await expect(buildApp({ config, database, logger: false })).rejects.toThrow(
          'POST /v1/auth/forgotten declares no audience',
        )
      } finally {
        await database.close()
        rmSync(dataDir, { recursive: true, force: true })
      }
    } finally {
      vi.doUnmock('../modules/auth/auth.routes.ts')
      vi.resetModules()
    }
  })
})

describe('what each audience answers', () => {
  it('anyone: the probes and the API document need no sign-in', async () => {
    expect((await call('GET', '/livez')).statusCode).toBe(200)
    expect((await call('GET', '/v1/openapi.json')).statusCode).toBe(200)
  })

  it('checkoutLink: the token in the path is the credential, so no 401; an unknown one is not found', async () => {
    expectProblem(await call('GET', '/v1/public/checkout/no-such-link'), 404)
  })

  it('signedIn: 401 problem without a live token; any store header is beside the point', async () => {
    expectProblem(await call('GET', '/v1/account/me'), 401)
    expectProblem(await call('GET', '/v1/account/me', bearer('not-a-token')), 401)
    const me = await call('GET', '/v1/account/me', { ...bearer(maria.token), 'x-tenant-id': pedro.tenantId })
    expect(me.statusCode).toBe(200)
  })

  it('storeMember: 401 without a token, 403 for another store, 400 for a malformed store id', async () => {
    expectProblem(await call('GET', '/v1/tenant', { 'x-tenant-id': maria.tenantId }), 401)
    const other = await call('GET', '/v1/tenant', { ...bearer(maria.token), 'x-tenant-id': pedro.tenantId })
    expectProblem(other, 403)
    expect(other.json().detail).toBe('You are not a member of this store.')
    expectProblem(await call('GET', '/v1/tenant', { ...bearer(maria.token), 'x-tenant-id': 'loja-1' }), 400)
    const own = await call('GET', '/v1/tenant', { ...bearer(maria.token), 'x-tenant-id': maria.tenantId })
    expect(own.statusCode).toBe(200)
    expect(own.json().tenant.id).toBe(maria.tenantId)
    // No header: the person's default store.
    expect((await call('GET', '/v1/tenant', bearer(pedro.token))).json().tenant.id).toBe(pedro.tenantId)
  })

  it('verifiedStoreMember: 403 for an unverified address, after the sign-in and store checks', async () => {
    const recover = `/v1/order/abandoned-checkout/${crypto.randomUUID()}/recover`
    expectProblem(await call('POST', recover), 401)
    expectProblem(await call('POST', recover, { ...bearer(maria.token), 'x-tenant-id': pedro.tenantId }), 403)
    const refused = await call('POST', recover, bearer(unverified.token))
    expectProblem(refused, 403)
    expect(refused.json().detail).toBe(authMessages.emailNotVerified)
    // A verified member gets past the guards: the checkout itself does not exist.
    expectProblem(await call('POST', recover, bearer(maria.token)), 404)
    // The unverified person still reads their store: only the calls that email customers are refused.
    expect((await call('GET', '/v1/tenant', bearer(unverified.token))).statusCode).toBe(200)
  })

  it("mediaViewer: a member's token or media cookie; 401 without either, 404 to another store", async () => {
    expectProblem(await call('GET', imageUrl), 401)
    expect((await call('GET', imageUrl, bearer(maria.token))).statusCode).toBe(200)
    expectProblem(await call('GET', imageUrl, bearer(pedro.token)), 404)
    const cookie = await call('GET', '/v1/media/auth-cookie', bearer(maria.token))
    const value = cookie.cookies.find((c) => c.name === 'lojista_media')?.value ?? ''
    const withCookie = await t.app.inject({ method: 'GET', url: imageUrl, cookies: { lojista_media: value } })
    expect(withCookie.statusCode).toBe(200)
  })
})

describe('every route', () => {
  const AUDIENCES: Audience[] = [
    'anyone',
    'checkoutLink',
    'signedIn',
    'storeMember',
    'verifiedStoreMember',
    'mediaViewer',
  ]

  it('has one of the audiences', () => {
    const routes = routeAudiences(t.app)
    expect(routes.length).toBeGreaterThan(60)
    for (const route of routes) expect(AUDIENCES, `${route.method} ${route.url}`).toContain(route.audience)
    // A HEAD route Fastify adds for a GET is guarded like it.
    const byRoute = new Map(routes.map((route) => [`${route.method} ${route.url}`, route.audience]))
    for (const route of routes.filter((r) => r.method === 'HEAD')) {
      const get = byRoute.get(`GET ${route.url}`)
      if (get) expect(route.audience, route.url).toBe(get)
    }
  })

  it('is public only where that was chosen: this list changes with a new public route', () => {
    const open = routeAudiences(t.app)
      .filter((route) => route.audience === 'anyone' || route.audience === 'checkoutLink')
      .filter((route) => route.method !== 'HEAD' && !route.url.startsWith('/docs'))
      .map((route) => `${route.method} ${route.url} (${route.audience})`)
      .sort()
    expect(open).toEqual(
      [
        'GET /health (anyone)',
        'GET /healthz (anyone)',
        'GET /livez (anyone)',
        'GET /metrics (anyone)',
        'GET /readyz (anyone)',
        'GET /v1/openapi.json (anyone)',
        'POST /v1/auth/password-reset/confirm (anyone)',
        'POST /v1/auth/password-reset/request (anyone)',
        'POST /v1/auth/sign-in (anyone)',
        'POST /v1/auth/sign-in/two-factor (anyone)',
        'POST /v1/auth/sign-up (anyone)',
        'POST /v1/auth/verify-email (anyone)',
        'POST /v1/invitations/accept/sign-up (anyone)',
        'POST /v1/invitations/open (anyone)',
        'GET /v1/public/checkout/:token (checkoutLink)',
        'GET /v1/public/checkout/:token/lines/:index/image (checkoutLink)',
        'GET /v1/public/stores/:storeId/orders/:token (checkoutLink)',
        'GET /v1/public/stores/:storeId/policies/:kind (anyone)',
        'POST /v1/public/checkout/:token/discount-code (checkoutLink)',
        'POST /v1/public/checkout/:token/pay (checkoutLink)',
      ].sort(),
    )
  })

  it('is documented as its audience: security and the store header', async () => {
    const document = (await call('GET', '/v1/openapi.json')).json() as {
      paths: Record<
        string,
        Record<string, { security?: unknown[]; parameters?: { in: string; name: string }[] }>
      >
    }
    const audiences = new Map(routeAudiences(t.app).map((route) => [`${route.method} ${route.url}`, route]))
    let documented = 0
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const key = `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`
        const audience = audiences.get(key)?.audience
        expect(audience, key).toBeDefined()
        const storeHeader = (operation.parameters ?? []).some(
          (parameter) => parameter.in === 'header' && parameter.name === 'X-Tenant-Id',
        )
        expect(storeHeader, key).toBe(audience === 'storeMember' || audience === 'verifiedStoreMember')
        const expected =
          audience === 'anyone' || audience === 'checkoutLink'
            ? []
            : audience === 'mediaViewer'
              ? [{ bearer: [] }, { mediaCookie: [] }]
              : [{ bearer: [] }]
        expect(operation.security, key).toEqual(expected)
        documented += 1
      }
    }
    expect(documented).toBeGreaterThan(60)
  })
})
