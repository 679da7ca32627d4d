import { randomUUID } from 'node:crypto'
import { uploadImage } from './media-fixtures.ts'
import { insertCustomer, insertProduct, insertStock } from './store-fixtures.ts'
import { bearer, signUp, type TestApp } from './test-app.ts'

export type Account = Awaited<ReturnType<typeof signUp>> & { tenantId: string }

export async function storeAccount(app: TestApp['app']): Promise<Account> {
  const account = await signUp(app)
  return { ...account, tenantId: account.defaultTenant.id }
}

/**
 * A saved draft with one stocked product (R$ 50,00 each) and, optionally, a customer with an email and a
 * picture of the product (the app's mediaDir must then be a scratch directory).
 */
export async function draftWithStock(
  t: TestApp,
  account: Account,
  options: {
    quantity?: number
    stock?: number
    email?: string
    /** The customer's language, such as 'pt-BR'. */
    locale?: string
    image?: boolean
    extra?: Record<string, unknown>
  } = {},
) {
  const product = await insertProduct(t.db, account.tenantId, {
    title: 'Vaso de Cerâmica',
    variants: [{ sku: `VASO-${randomUUID()}`, price: 5000 }],
  })
  const variantId = product.variantIds[0] as string
  if (options.image) await uploadImage(t.app, account.token, product.productId)
  const locationId = await insertStock(t.db, account.tenantId, variantId, options.stock ?? 10)
  const customerId = options.email
    ? await insertCustomer(t.db, account.tenantId, {
        name: 'Beatriz Lima',
        email: options.email,
        city: 'Curitiba',
        locale: options.locale,
      })
    : undefined
  const response = await t.app.inject({
    method: 'POST',
    url: '/v1/order',
    headers: bearer(account.token),
    payload: {
      customerId,
      lineItems: [{ id: randomUUID(), variantId, quantity: options.quantity ?? 2 }],
      ...options.extra,
    },
  })
  if (response.statusCode !== 201) throw new Error(`draft not created: ${response.body}`)
  return { draft: response.json().order, variantId, locationId, customerId }
}
