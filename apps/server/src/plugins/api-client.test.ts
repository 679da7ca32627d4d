import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import createClient from 'openapi-fetch'
import ts from 'typescript'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { apiTypes } from '../../scripts/api-types.ts'
import { createTestApp, signUp, type TestApp } from '../test/test-app.ts'

// A client generated from the published document, as another team would make one: openapi-typescript
// turns the live document into types (in a scratch directory: they are build output), a small program
// written against those types with openapi-fetch must type-check, and it then signs in and lists
// products on the running server.

let t: TestApp
let baseUrl: string
let directory: string
let generated: string

/** The program a client would write: every call and answer is typed by the generated file. */
const CLIENT = `
import type createClient from 'openapi-fetch'
import type { components, paths } from './api-types.ts'

export type Product = components['schemas']['Product']
export type ProductSummary = components['schemas']['ProductSummary']
export type Order = components['schemas']['Order']
export type Party = components['schemas']['Party']
export type Problem = components['schemas']['Problem']

export async function signInAndListProducts(
  create: typeof createClient,
  baseUrl: string,
  credentials: { username: string; password: string },
) {
  const client = create<paths>({ baseUrl })
  const signIn = await client.POST('/v1/auth/sign-in', { body: credentials })
  if (!signIn.data) throw new Error('sign-in failed: ' + signIn.error?.title)
  // A person with two-factor sign-in gets a challenge to answer instead of a session.
  if ('twoFactorRequired' in signIn.data) throw new Error('this account asks for a code')
  const headers = { Authorization: 'Bearer ' + signIn.data.token }
  const store = { 'X-Tenant-Id': signIn.data.defaultTenant?.id }

  const created = await client.POST('/v1/product', {
    headers,
    params: { header: store },
    body: { title: 'Caneca Tipada', status: 'active', variants: [{ price: '19.90' }] },
  })
  const product: Product | undefined = created.data?.product

  const list = await client.POST('/v1/product/search', {
    headers,
    params: { header: store },
    body: { query: 'tipada', first: 10 },
  })
  const listed: ProductSummary[] = list.data?.products.edges.map((edge) => edge.node) ?? []

  const refused = await client.POST('/v1/product', {
    headers,
    body: { title: 'Caneca Cara', variants: [{ price: '0.001' }] },
  })
  const problem: Problem | undefined = refused.error
  return { product, listed, problem, status: refused.response.status }
}
`

beforeAll(async () => {
  t = await createTestApp()
  await t.app.listen({ port: 0, host: '127.0.0.1' })
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`
  directory = mkdtempSync(join(tmpdir(), 'lojista-api-client-'))
  const document = (await t.app.inject({ method: 'GET', url: '/v1/openapi.json' })).json()
  generated = await apiTypes(document)
  writeFileSync(join(directory, 'api-types.ts'), generated)
  writeFileSync(join(directory, 'client.ts'), CLIENT)
}, 60_000)

afterAll(async () => {
  await t?.close()
  if (directory) rmSync(directory, { recursive: true, force: true })
})

/** TypeScript's complaints about the client program, strict, as a client's build would make them. */
function typeErrors(): string[] {
  const require = createRequire(import.meta.url)
  const openapiFetch = dirname(dirname(require.resolve('openapi-fetch')))
  const program = ts.createProgram([join(directory, 'client.ts')], {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    allowImportingTsExtensions: true,
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
    types: [],
    paths: { 'openapi-fetch': [openapiFetch] },
  })
  return ts
    .getPreEmitDiagnostics(program)
    .map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'))
}

describe('a client generated from the API document', () => {
  it('names the resources in its components', () => {
    for (const name of ['Product', 'Order', 'DraftOrder', 'Party', 'Collection', 'Problem', 'PageInfo']) {
      expect(generated, name).toMatch(new RegExp(`^ {8}${name}: \\{$`, 'm'))
    }
    expect(generated).toContain('listProducts: {')
  })

  it('type-checks a program that calls the API through it', () => {
    expect(typeErrors()).toEqual([])
  }, 60_000)

  it('signs in, creates and lists products, and reads a refusal as a problem', async () => {
    const owner = await signUp(t.app)
    const client = (await import(/* @vite-ignore */ join(directory, 'client.ts'))) as {
      signInAndListProducts: (
        create: typeof createClient,
        baseUrl: string,
        credentials: { username: string; password: string },
      ) => Promise<{
        product: { title: string } | undefined
        listed: { title: string }[]
        problem: { status: number; errors?: { path: string; message: string }[] } | undefined
        status: number
      }>
    }
    const result = await client.signInAndListProducts(createClient, baseUrl, {
      username: owner.email,
      password: owner.password,
    })
    expect(result.product?.title).toBe('Caneca Tipada')
    expect(result.listed.map((product) => product.title)).toEqual(['Caneca Tipada'])
    expect(result.status).toBe(400)
    expect(result.problem?.errors).toEqual([
      { path: 'variants.0.price', message: 'Use at most 2 decimal places' },
    ])
  })
})
