import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { problemSchema } from '@lojista/contracts'
import type { InjectOptions } from 'fastify'
import { afterAll, describe, expect, it } from 'vitest'
import { type ApiOperation, readApiDocument } from '../security/api-document.ts'
import { PUBLIC_OPERATIONS } from '../security/isolation-plan.ts'
import { bearer, createTestApp, signUp } from '../test/test-app.ts'
import { MAX_URI_LENGTH } from './errors.ts'

// The API document as a contract: named operations and resources, how each operation is authorised and
// which store it works in, the answers the server gives before any route runs (and that it gives them,
// as problem+json), and Redocly's recommended rules.

const t = await createTestApp()
const { document: published, operations } = await readApiDocument(t.app)
afterAll(() => t.close())

type Json = Record<string, unknown>
const document = published as unknown as {
  paths: Record<string, Record<string, Json>>
  components: { schemas: Record<string, Json>; securitySchemes: Record<string, Json> }
}
/** An answer's schema as published (with its `$ref`s), by operation key and status. */
function publishedSchema(key: string, status: number): Json | undefined {
  const [method, path] = key.split(' ') as [string, string]
  const responses = document.paths[path]?.[method.toLowerCase()]?.responses as
    | Record<string, { content?: Record<string, { schema?: Json }> }>
    | undefined
  return Object.values(responses?.[String(status)]?.content ?? {})[0]?.schema
}
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` })
const operation = (key: string) => {
  const found = operations.find((candidate) => candidate.key === key)
  if (!found) throw new Error(`${key} is not in the document`)
  return found
}
const takesBody = (candidate: ApiOperation) => candidate.method !== 'GET'

describe('operations', () => {
  it('each have a readable camelCase operationId of their own', () => {
    const ids = operations.map((candidate) => candidate.operationId)
    expect(ids.filter((id) => !/^[a-z][a-zA-Z]+$/.test(id))).toEqual([])
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([])
    const expected: Record<string, string> = {
      'POST /v1/auth/sign-in': 'signIn',
      'POST /v1/product/search': 'listProducts',
      'GET /v1/product': 'getProduct',
      'POST /v1/product': 'createProduct',
      'PATCH /v1/product/{id}': 'updateProduct',
      'PUT /v1/product/{id}/media/order': 'reorderProductMedia',
      'POST /v1/product/vendor/search': 'listVendors',
      'POST /v1/product/collection/{id}/products/add': 'addCollectionProducts',
      'GET /v1/party/export.csv': 'exportParties',
      'POST /v1/party/{id}/archive': 'archiveParty',
      'POST /v1/order': 'saveDraftOrder',
      'GET /v1/order': 'getDraftOrder',
      'POST /v1/orders': 'createOrder',
      'GET /v1/orders/{id}': 'getOrder',
      'POST /v1/orders/{id}/refunds': 'createOrderRefund',
      'POST /v1/order/send-invoice': 'sendInvoice',
      'GET /v1/public/checkout/{token}/lines/{index}/image': 'getCheckoutLineImage',
    }
    for (const [key, id] of Object.entries(expected)) expect(operation(key).operationId, key).toBe(id)
  })

  it('say who may call them: nobody signed in for the public ones, a bearer token for the rest', () => {
    expect(document.components.securitySchemes.bearer).toMatchObject({
      type: 'http',
      scheme: 'bearer',
      bearerFormat: 'JWT',
    })
    const open = operations.filter((candidate) => candidate.security.length === 0).map(({ key }) => key)
    expect(open.sort()).toEqual(Object.keys(PUBLIC_OPERATIONS).sort())
    for (const candidate of operations.filter(({ key }) => !(key in PUBLIC_OPERATIONS))) {
      expect(candidate.security, candidate.key).toContainEqual({ bearer: [] })
    }
    expect(operation('GET /media/{tenantId}/{file}').security).toEqual([{ bearer: [] }, { mediaCookie: [] }])
  })

  it('name the X-Tenant-Id header where they work in a store, and only there', () => {
    const tenantHeader = (key: string) =>
      operation(key).parameters.find(
        (parameter) => parameter.in === 'header' && parameter.name === 'X-Tenant-Id',
      )
    expect(tenantHeader('POST /v1/product/search')).toMatchObject({
      required: false,
      schema: { type: 'string', format: 'uuid' },
    })
    expect(tenantHeader('POST /v1/orders')).toBeDefined()
    for (const key of [
      'POST /v1/auth/sign-in',
      'GET /v1/account/me',
      'POST /v1/catalog/search',
      'GET /healthz',
    ]) {
      expect(tenantHeader(key), key).toBeUndefined()
    }
  })
})

describe('trying an operation out in /docs', () => {
  it('starts every search from a request the server takes: the first page', async () => {
    const owner = await signUp(t.app)
    const searches = operations.filter((candidate) => candidate.path.endsWith('/search'))
    expect(searches.length).toBeGreaterThan(15)
    for (const search of searches.filter((candidate) => !candidate.path.includes('{'))) {
      const [method, path] = search.key.split(' ') as [string, string]
      const body = document.paths[path]?.[method.toLowerCase()]?.requestBody as {
        content: Record<string, { example?: unknown }>
      }
      const example = body.content['application/json']?.example
      expect(example, search.key).toMatchObject({ query: '', first: 10 })
      const answer = await t.app.inject({
        method: search.method,
        url: search.path,
        headers: bearer(owner.token),
        payload: example as object,
      })
      expect(answer.statusCode, `${search.key}: ${answer.body.slice(0, 200)}`).toBe(200)
    }
  })
})

describe('named resources', () => {
  it('are components the operations refer to', () => {
    expect(Object.keys(document.components.schemas)).toEqual(
      expect.arrayContaining([
        'Product',
        'ProductSummary',
        'Collection',
        'Party',
        'DraftOrder',
        'Order',
        'Problem',
        'PageInfo',
        'Money',
      ]),
    )
    expect(publishedSchema('GET /v1/product', 200)).toMatchObject({ properties: { product: ref('Product') } })
    expect(publishedSchema('GET /v1/orders/{id}', 200)).toMatchObject({ properties: { order: ref('Order') } })
    expect(publishedSchema('GET /v1/order', 200)).toMatchObject({ properties: { order: ref('DraftOrder') } })
    expect(publishedSchema('GET /v1/party', 200)).toMatchObject({ properties: { party: ref('Party') } })
    expect(publishedSchema('POST /v1/product/search', 200)).toMatchObject({
      properties: { products: { properties: { pageInfo: ref('PageInfo') } } },
    })
    expect(publishedSchema('POST /v1/product', 400)).toEqual(ref('Problem'))
  })

  it('answer every error as problem+json', () => {
    for (const candidate of operations) {
      for (const [status, answer] of Object.entries(candidate.responses)) {
        // The probes' 503 is their own status report, not a problem.
        if (Number(status) < 400 || (status === '503' && !candidate.path.startsWith('/v1/'))) continue
        expect(answer.contentTypes, `${candidate.key} ${status}`).toEqual(['application/problem+json'])
      }
    }
  })
})

describe('answers given before any route runs', () => {
  const problemOf = (key: string, status: number) => publishedSchema(key, status)

  it('are documented: 400 and 414 on every operation, 413 and 415 on every one that reads a body', () => {
    for (const { key, method } of operations) {
      expect(problemOf(key, 400), key).toEqual(ref('Problem'))
      expect(problemOf(key, 414), key).toEqual(ref('Problem'))
      if (method === 'GET') continue
      expect(problemOf(key, 413), key).toEqual(ref('Problem'))
      expect(problemOf(key, 415), key).toEqual(ref('Problem'))
    }
  })

  it('document 503 "Storage full" on every operation that changes something, and on no read', () => {
    const readsThatWrite = [
      'GET /v1/public/checkout/{token}',
      'GET /v1/product/export.csv',
      'GET /v1/party/export.csv',
      'GET /v1/activity/export.csv',
      'GET /v1/discounts/{id}/codes/export.csv',
    ]
    for (const { key, method, path } of operations) {
      const writes = (method !== 'GET' && !path.endsWith('/search')) || readsThatWrite.includes(key)
      if (writes) expect(problemOf(key, 503), key).toEqual(ref('Problem'))
      else if (path.startsWith('/v1/')) expect(problemOf(key, 503), key).toBeUndefined()
    }
    expect(operation('POST /v1/auth/sign-in').responses['503']?.description).toMatch(/^Storage full/)
  })

  /** The operation's path with every parameter filled in (routing takes any value). */
  const pathOf = (candidate: ApiOperation, value = '1') =>
    candidate.path.replace(/\{\w+\}/g, () => encodeURIComponent(value))

  async function expectProblem(candidate: ApiOperation, request: InjectOptions, status: number) {
    const answer = await t.app.inject(request)
    const label = `${candidate.key} → ${answer.statusCode} ${answer.body.slice(0, 120)}`
    expect(answer.statusCode, label).toBe(status)
    expect(answer.headers['content-type'], label).toContain('application/problem+json')
    expect(problemSchema.parse(answer.json()).status, label).toBe(status)
  }

  it('are given as problem+json: text no database stores, a URI too long, a body too large, a media type not taken', async () => {
    for (const candidate of operations) {
      const method = candidate.method
      const url = pathOf(candidate)
      await expectProblem(candidate, { method, url: `${url}?note=a%00b` }, 400)
      await expectProblem(candidate, { method, url: `${url}?pad=${'x'.repeat(MAX_URI_LENGTH)}` }, 414)
      if (candidate.path.includes('{')) {
        await expectProblem(
          candidate,
          { method, url: pathOf(candidate, 'x'.repeat(t.app.initialConfig.maxParamLength! + 1)) },
          414,
        )
      }
      if (!takesBody(candidate)) continue
      // Just past the limit the document states (1 MiB where it names none: the server's).
      const stated = /(\d+) MiB/.exec(candidate.responses['413']?.description ?? '')?.[1] ?? '1'
      const tooLarge = JSON.stringify({ text: 'x'.repeat(Number(stated) * 1024 * 1024) })
      await expectProblem(
        candidate,
        { method, url, headers: { 'content-type': 'application/json' }, payload: tooLarge },
        413,
      )
      await expectProblem(
        candidate,
        { method, url, headers: { 'content-type': 'application/xml' }, payload: '<product/>' },
        415,
      )
    }
  }, 120_000)
})

describe("Redocly's recommended rules", () => {
  /** Findings the rules make that redocly.yaml explains; anything else fails. */
  const ACCEPTED = [
    {
      ruleId: 'no-ambiguous-paths',
      message: expect.stringContaining('`/v1/product/{id}/media` and `/v1/product/collection/{id}`'),
    },
  ]

  it('find nothing wrong with the document', async () => {
    const directory = mkdtempSync(join(tmpdir(), 'lojista-api-lint-'))
    try {
      const file = join(directory, 'openapi.json')
      writeFileSync(file, JSON.stringify(published))
      const cli = createRequire(import.meta.url).resolve('@redocly/cli/bin/cli.js')
      const config = fileURLToPath(new URL('../../../../redocly.yaml', import.meta.url))
      const run = promisify(execFile)(
        process.execPath,
        [cli, 'lint', file, '--config', config, '--format', 'json', '--max-problems', '1000'],
        {
          // Nothing leaves the machine: no usage report, no look-up of a newer version.
          env: {
            ...process.env,
            REDOCLY_TELEMETRY: 'off',
            REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true',
            NO_COLOR: '1',
          },
          maxBuffer: 32 * 1024 * 1024,
        },
      )
      // A finding of severity error makes the linter exit 1; its report is on stdout all the same.
      const { stdout } = await run.catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }))
      const report = JSON.parse(stdout) as {
        totals: { errors: number; warnings: number }
        problems: { ruleId: string; severity: string; message: string; location: { pointer: string }[] }[]
      }
      const findings = report.problems.map(({ ruleId, message, location }) => ({
        ruleId,
        message,
        where: location[0]?.pointer,
      }))
      expect(report.totals.errors, JSON.stringify(findings, null, 2)).toBe(0)
      expect(findings.map(({ ruleId, message }) => ({ ruleId, message }))).toEqual(ACCEPTED)
    } finally {
      rmSync(directory, { recursive: true, force: true })
    }
  }, 120_000)
})
