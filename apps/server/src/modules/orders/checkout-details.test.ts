import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { orders } from '../../db/schema/index.ts'
import { type Account, draftWithStock, storeAccount } from '../../test/order-helpers.ts'
import { bearer, createTestApp, emailedLink, uniqueEmail } from '../../test/test-app.ts'

// The public checkout page honours the store's checkout settings: the fields it asks for and requires,
// the note, the brand and the policy links.
const t = await createTestApp({ publicUrl: 'https://loja.example.com' })
afterAll(() => t.close())

function staff(account: Account, method: 'GET' | 'PUT', url: string, payload?: unknown) {
  return t.app.inject({ method, url, headers: bearer(account.token), ...(payload ? { payload } : {}) })
}

async function sendInvoice(account: Account) {
  const email = uniqueEmail('cliente')
  const { draft } = await draftWithStock(t, account, { email, extra: { note: 'Embrulhar para presente' } })
  const sent = await t.app.inject({
    method: 'POST',
    url: '/v1/order/send-invoice',
    headers: { ...bearer(account.token), 'idempotency-key': randomUUID() },
    payload: { draftOrderId: draft.id, version: draft.version, message: '' },
  })
  expect(sent.statusCode, sent.body).toBe(200)
  const token = await emailedLink(t.app, email, /https:\/\/loja\.example\.com\/checkout\/([\w-]+)/)
  const found = await t.app.inject({
    method: 'POST',
    url: '/v1/email/search',
    headers: bearer(account.token),
    payload: { query: email },
  })
  return { token, mail: found.json().emails.edges[0].node as { html: string; text: string } }
}

const view = (token: string) => t.app.inject({ method: 'GET', url: `/v1/public/checkout/${token}` })

const address = {
  firstName: 'Beatriz',
  lastName: 'Lima',
  address1: 'Rua XV, 10',
  city: 'Curitiba',
  provinceCode: 'PR',
  countryCode: 'BR',
  postalCode: '80020-000',
}

async function pay(token: string, extra: Record<string, unknown>) {
  const version = (await view(token)).json().checkout.version
  return t.app.inject({
    method: 'POST',
    url: `/v1/public/checkout/${token}/pay`,
    payload: {
      version,
      shippingAddress: address,
      card: { number: '4242 4242 4242 4242', name: 'Beatriz Lima' },
      ...extra,
    },
  })
}

describe('the checkout page and the store’s checkout settings', () => {
  it('shows the defaults and the brand to a store that never saved them, and asks nothing more', async () => {
    const account = await storeAccount(t.app)
    const { token } = await sendInvoice(account)
    const shown = (await view(token)).json().checkout.storefront
    expect(shown).toEqual({
      brand: { logoUrl: '', primaryColor: '#1F2937', accentColor: '#2563EB', shortDescription: '' },
      fields: { phone: 'optional', company: 'off', taxId: 'off' },
      marketingConsentDefault: false,
      orderNote: true,
      showCompareAtPrices: true,
      // No policy written yet: none linked.
      policies: [],
    })
    const paid = await pay(token, {})
    expect(paid.statusCode, paid.body).toBe(200)
  })

  it('requires what the store requires, before charging, naming each field; keeps what was given', async () => {
    const account = await storeAccount(t.app)
    const saved = await staff(account, 'PUT', '/v1/settings/checkout', {
      phone: 'required',
      company: 'off',
      taxId: 'required',
      marketingConsentDefault: true,
      orderNote: true,
      policyLinks: ['refund', 'terms'],
      version: 1,
    })
    expect(saved.statusCode, saved.body).toBe(200)
    for (const kind of ['refund', 'privacy']) {
      const policy = await staff(account, 'PUT', '/v1/settings/policies', {
        kind,
        body: '<p>Trocas em até 7 dias.</p>',
        version: 1,
      })
      expect(policy.statusCode, policy.body).toBe(200)
    }
    const brand = await staff(account, 'PUT', '/v1/settings/brand', {
      logoUrl: 'https://cdn.example.com/logo.png',
      primaryColor: '#0F766E',
      accentColor: '#F59E0B',
      shortDescription: 'Cerâmica feita à mão',
      version: 1,
    })
    expect(brand.statusCode, brand.body).toBe(200)

    const { token } = await sendInvoice(account)
    const shown = (await view(token)).json().checkout.storefront
    expect(shown).toMatchObject({
      brand: { logoUrl: 'https://cdn.example.com/logo.png', primaryColor: '#0F766E' },
      fields: { phone: 'required', company: 'off', taxId: 'required' },
      marketingConsentDefault: true,
      // Linked: chosen and written (terms is chosen but unwritten, privacy written but not chosen).
      policies: [{ kind: 'refund', path: `/s/${account.tenantId}/policies/refund` }],
    })

    const missing = await pay(token, {})
    expect(missing.statusCode).toBe(400)
    expect(missing.headers['content-type']).toContain('application/problem+json')
    expect(missing.json().errors).toEqual([
      { path: 'shippingAddress.phone', message: 'Required' },
      { path: 'details.taxId', message: 'Required' },
    ])
    const wrong = await pay(token, {
      shippingAddress: { ...address, phone: '+55 41 99876-5432' },
      details: { taxId: '111.111.111-11' },
    })
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json().errors).toEqual([{ path: 'details.taxId', message: 'Not a valid CPF or CNPJ' }])

    const paid = await pay(token, {
      shippingAddress: { ...address, phone: '+55 41 99876-5432', company: 'Ignored Ltda' },
      details: { taxId: '529.982.247-25', acceptsMarketing: true, note: 'Entregar após as 14h' },
    })
    expect(paid.statusCode, paid.body).toBe(200)
    const [order] = await t.db
      .select({ taxId: orders.customerTaxId, marketing: orders.acceptsMarketing, note: orders.note })
      .from(orders)
      .where(eq(orders.tenantId, account.tenantId))
    expect(order).toEqual({
      taxId: '52998224725',
      marketing: true,
      note: 'Embrulhar para presente\n\nEntregar após as 14h',
    })
  })

  it('drops a note when the store takes none', async () => {
    const account = await storeAccount(t.app)
    await staff(account, 'PUT', '/v1/settings/checkout', {
      phone: 'off',
      company: 'required',
      taxId: 'off',
      marketingConsentDefault: false,
      orderNote: false,
      policyLinks: [],
      version: 1,
    })
    const { token } = await sendInvoice(account)
    const missing = await pay(token, {})
    expect(missing.json().errors).toEqual([{ path: 'shippingAddress.company', message: 'Required' }])
    const paid = await pay(token, {
      shippingAddress: { ...address, company: 'Ateliê Lima' },
      details: { taxId: '529.982.247-25', note: 'Não deveria ficar' },
    })
    expect(paid.statusCode, paid.body).toBe(200)
    const [order] = await t.db
      .select({ taxId: orders.customerTaxId, note: orders.note })
      .from(orders)
      .where(eq(orders.tenantId, account.tenantId))
    expect(order).toEqual({ taxId: '', note: 'Embrulhar para presente' })
  })
})
