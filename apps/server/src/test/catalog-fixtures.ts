import { randomBytes } from 'node:crypto'
import type { Product, ProductCreateInput } from '@lojista/contracts'
import { bearer, type Method, send, signUp, type TestApp } from './test-app.ts'

/** A signed-up store owner and short calls to the API as them. */
export async function storeOwner(t: TestApp, storeName = 'Loja da Maria') {
  const account = await signUp(t.app, { storeName })
  const call = (method: Method, url: string, payload?: unknown) =>
    send(t, method, url, bearer(account.token), payload)
  return {
    ...account,
    tenantId: account.defaultTenant.id,
    call,
    post: (url: string, payload?: unknown) => call('POST', url, payload ?? {}),
    get: (url: string) => call('GET', url),
    patch: (url: string, payload: unknown) => call('PATCH', url, payload),
    put: (url: string, payload: unknown) => call('PUT', url, payload),
    delete: (url: string) => call('DELETE', url),
  }
}
export type StoreOwner = Awaited<ReturnType<typeof storeOwner>>

/** A SKU no other test (or earlier run on a shared PostgreSQL) has used. */
export function uniqueSku(prefix = 'SKU'): string {
  return `${prefix}-${randomBytes(4).toString('hex').toUpperCase()}`
}

/** A T-shirt in two sizes and two colours: four variants. */
export function tshirt(overrides: Partial<ProductCreateInput> = {}): ProductCreateInput {
  const sku = uniqueSku('CAM')
  return {
    title: 'Camiseta Básica Algodão',
    status: 'active',
    vendor: 'Algodão Nativo',
    productType: 'Camiseta',
    tags: ['verão', 'básicos'],
    options: [
      { name: 'Tamanho', values: ['P', 'M'] },
      { name: 'Cor', values: ['Branco', 'Azul'] },
    ],
    variants: [
      { optionValues: ['P', 'Branco'], sku: `${sku}-P-BR`, barcode: '7891000000011', price: '59.90' },
      { optionValues: ['P', 'Azul'], sku: `${sku}-P-AZ`, price: '59.90', compareAtPrice: '79.90' },
      { optionValues: ['M', 'Branco'], sku: `${sku}-M-BR`, price: '64.90', weight: 0.2, weightUnit: 'kg' },
      { optionValues: ['M', 'Azul'], sku: `${sku}-M-AZ`, price: '64.90', cost: '21.35' },
    ],
    ...overrides,
  }
}

export async function createProduct(
  owner: StoreOwner,
  input: ProductCreateInput = tshirt(),
): Promise<Product> {
  const response = await owner.post('/v1/product', input)
  if (response.statusCode !== 201) throw new Error(`create product: ${response.statusCode} ${response.body}`)
  return response.json().product
}

/** A product with one variant and no options. */
export function simpleProduct(
  title: string,
  overrides: Partial<ProductCreateInput> = {},
): ProductCreateInput {
  return { title, status: 'active', variants: [{ price: '10.00', sku: uniqueSku() }], ...overrides }
}
