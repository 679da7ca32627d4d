import { afterAll, describe, expect, it } from 'vitest'
import { type Person, storeWithStaff } from '../../test/people.ts'
import { createTestApp } from '../../test/test-app.ts'

const t = await createTestApp()
// The owner of a store and, in the same store, a member of the built-in staff role; the owner of another store.
const { maria, joana, pedro } = await storeWithStaff(t)
afterAll(() => t.close())

async function read(person: Person, page: string) {
  const answer = await person.call('GET', `/v1/settings/${page}`)
  expect(answer.statusCode, answer.body).toBe(200)
  return answer.json().settings
}

async function activity(person: Person, action: string) {
  const answer = await person.call('GET', '/v1/activity?first=50')
  expect(answer.statusCode, answer.body).toBe(200)
  return (answer.json().activity.edges as { node: { action: string; changes: unknown[] } }[])
    .map((edge) => edge.node)
    .filter((entry) => entry.action === action)
}

const checkout = {
  phone: 'required',
  company: 'optional',
  taxId: 'required',
  marketingConsentDefault: true,
  orderNote: false,
  policyLinks: ['terms', 'refund'],
}

describe('checkout settings', () => {
  it('reads the defaults before anything is saved', async () => {
    expect(await read(pedro, 'checkout')).toEqual({
      phone: 'optional',
      company: 'off',
      taxId: 'off',
      marketingConsentDefault: false,
      orderNote: true,
      policyLinks: ['refund', 'privacy', 'terms', 'shipping', 'contact'],
      version: 1,
      updatedAt: null,
    })
  })

  it('saves, reads back in the policies’ own order, and writes the change to the activity log', async () => {
    const answer = await maria.call('PUT', '/v1/settings/checkout', { ...checkout, version: 1 })
    expect(answer.statusCode, answer.body).toBe(200)
    expect(answer.json().settings).toMatchObject({
      ...checkout,
      policyLinks: ['refund', 'terms'],
      version: 2,
    })
    expect(await read(maria, 'checkout')).toEqual(answer.json().settings)
    const [entry] = await activity(maria, 'settings.checkout_updated')
    expect(entry?.changes).toEqual(
      expect.arrayContaining([{ field: 'taxId', before: 'off', after: 'required' }]),
    )
  })

  it('names the fields at fault and refuses an old version with the settings as they are', async () => {
    const bad = await maria.call('PUT', '/v1/settings/checkout', {
      ...checkout,
      phone: 'sometimes',
      policyLinks: ['cookies'],
      version: 2,
    })
    expect(bad.statusCode).toBe(400)
    expect(bad.headers['content-type']).toContain('application/problem+json')
    expect(bad.json().errors.map((error: { path: string }) => error.path)).toEqual(
      expect.arrayContaining(['phone', 'policyLinks.0']),
    )
    const stale = await maria.call('PUT', '/v1/settings/checkout', { ...checkout, version: 1 })
    expect(stale.statusCode).toBe(409)
    expect(stale.json().current).toMatchObject({ taxId: 'required', version: 2 })
  })

  it("stays each store's own", async () => {
    expect(await read(pedro, 'checkout')).toMatchObject({ taxId: 'off', version: 1 })
    const reach = await pedro.call('GET', '/v1/settings/checkout', undefined, maria.tenantId)
    expect(reach.statusCode).toBe(403)
    const change = await pedro.call(
      'PUT',
      '/v1/settings/checkout',
      { ...checkout, taxId: 'off', version: 2 },
      maria.tenantId,
    )
    expect(change.statusCode).toBe(403)
    expect((await read(maria, 'checkout')).taxId).toBe('required')
  })
})

describe('customer accounts, pricing and privacy', () => {
  it('each saves at its own version, so saving one leaves the others’ open pages current', async () => {
    const accounts = await maria.call('PUT', '/v1/settings/customer-accounts', {
      orderStatusLink: true,
      orderStatusLinkDays: 30,
      version: 1,
    })
    expect(accounts.statusCode, accounts.body).toBe(200)
    expect(accounts.json().settings).toMatchObject({ orderStatusLinkDays: 30, version: 2 })

    const pricing = await maria.call('PUT', '/v1/settings/pricing', {
      showCompareAtPrices: false,
      version: 1,
    })
    expect(pricing.statusCode, pricing.body).toBe(200)
    expect(pricing.json().settings).toMatchObject({
      showCompareAtPrices: false,
      currencyCode: 'BRL',
      version: 2,
    })

    const privacy = await maria.call('PUT', '/v1/settings/privacy', {
      dataKept: '  Nome, e-mail, telefone e endereços dos pedidos.  ',
      version: 1,
    })
    expect(privacy.statusCode, privacy.body).toBe(200)
    expect(privacy.json().settings).toMatchObject({
      dataKept: 'Nome, e-mail, telefone e endereços dos pedidos.',
      version: 2,
    })
    expect((await read(maria, 'checkout')).version).toBe(2)
    expect(await activity(maria, 'settings.pricing_updated')).toHaveLength(1)
    expect(await activity(maria, 'settings.customer_accounts_updated')).toHaveLength(1)
    expect(await activity(maria, 'settings.privacy_updated')).toHaveLength(1)
  })

  it('names the fields at fault', async () => {
    const days = await maria.call('PUT', '/v1/settings/customer-accounts', {
      orderStatusLink: true,
      orderStatusLinkDays: 0,
      version: 2,
    })
    expect(days.statusCode).toBe(400)
    expect(days.json().errors).toEqual([{ path: 'orderStatusLinkDays', message: 'From 1 to 365 days' }])
    const currency = await maria.call('PUT', '/v1/settings/pricing', {
      showCompareAtPrices: true,
      currencyCode: 'USD',
      version: 2,
    })
    expect(currency.statusCode).toBe(400)
    const long = await maria.call('PUT', '/v1/settings/privacy', { dataKept: 'x'.repeat(5001), version: 2 })
    expect(long.statusCode).toBe(400)
    expect(long.json().errors).toEqual([{ path: 'dataKept', message: 'Use at most 5000 characters' }])
  })

  it("stays each store's own", async () => {
    expect(await read(pedro, 'pricing')).toMatchObject({ showCompareAtPrices: true, version: 1 })
    for (const page of ['customer-accounts', 'pricing', 'privacy']) {
      const answer = await pedro.call('GET', `/v1/settings/${page}`, undefined, maria.tenantId)
      expect(answer.statusCode, page).toBe(403)
    }
  })
})

describe('policies', () => {
  it('lists all five, unwritten ones empty', async () => {
    const answer = await pedro.call('GET', '/v1/settings/policies')
    expect(answer.statusCode).toBe(200)
    expect(answer.json().policies.map((policy: { kind: string }) => policy.kind)).toEqual([
      'refund',
      'privacy',
      'terms',
      'shipping',
      'contact',
    ])
    expect(answer.json().policies[0]).toEqual({ kind: 'refund', body: '', version: 1, updatedAt: null })
  })

  it('stores clean HTML only, and shows it on the store’s public page', async () => {
    const answer = await maria.call('PUT', '/v1/settings/policies', {
      kind: 'refund',
      body:
        '<h2>Trocas</h2><p onclick="steal()">Até <strong>7 dias</strong> após o recebimento.</p>' +
        '<script>alert(1)</script><p><a href="javascript:alert(1)">x</a> <a href="mailto:sac@loja.com.br">SAC</a></p>' +
        '<img src="https://evil.example/x.png">',
      version: 1,
    })
    expect(answer.statusCode, answer.body).toBe(200)
    const body = answer.json().policy.body as string
    expect(body).toBe(
      '<h2>Trocas</h2><p>Até <strong>7 dias</strong> após o recebimento.</p>' +
        '<p><a target="_blank" rel="noopener noreferrer nofollow">x</a> ' +
        '<a href="mailto:sac@loja.com.br" target="_blank" rel="noopener noreferrer nofollow">SAC</a></p>',
    )
    expect(answer.json().policy.version).toBe(2)
    const [entry] = await activity(maria, 'settings.policy_updated')
    expect(entry).toBeDefined()

    const page = await t.app.inject({
      method: 'GET',
      url: `/v1/public/stores/${maria.tenantId}/policies/refund`,
    })
    expect(page.statusCode, page.body).toBe(200)
    expect(page.json().policy).toMatchObject({ kind: 'refund', body })
  })

  it('answers 404 for a policy not written, another store’s unwritten one, or a store that does not exist', async () => {
    for (const url of [
      `/v1/public/stores/${maria.tenantId}/policies/terms`,
      `/v1/public/stores/${pedro.tenantId}/policies/refund`,
      '/v1/public/stores/00000000-0000-4000-8000-000000000000/policies/refund',
    ]) {
      const answer = await t.app.inject({ method: 'GET', url })
      expect(answer.statusCode, url).toBe(404)
    }
    const bad = await t.app.inject({
      method: 'GET',
      url: `/v1/public/stores/${maria.tenantId}/policies/cookies`,
    })
    expect(bad.statusCode).toBe(400)
  })

  it('refuses an old version and a body too long; an emptied editor clears the policy', async () => {
    const stale = await maria.call('PUT', '/v1/settings/policies', {
      kind: 'refund',
      body: '<p>Outra</p>',
      version: 1,
    })
    expect(stale.statusCode).toBe(409)
    expect(stale.json().current).toMatchObject({ kind: 'refund', version: 2 })
    const long = await maria.call('PUT', '/v1/settings/policies', {
      kind: 'refund',
      body: 'x'.repeat(100_001),
      version: 2,
    })
    expect(long.statusCode).toBe(400)
    const unknown = await maria.call('PUT', '/v1/settings/policies', {
      kind: 'cookies',
      body: '',
      version: 2,
    })
    expect(unknown.statusCode).toBe(400)
    expect(unknown.json().errors[0].path).toBe('kind')
    const cleared = await maria.call('PUT', '/v1/settings/policies', {
      kind: 'refund',
      body: '<p></p>',
      version: 2,
    })
    expect(cleared.json().policy).toMatchObject({ body: '', version: 3 })
    const page = await t.app.inject({
      method: 'GET',
      url: `/v1/public/stores/${maria.tenantId}/policies/refund`,
    })
    expect(page.statusCode).toBe(404)
  })

  it('cannot be read or changed by another store', async () => {
    const reach = await pedro.call('GET', '/v1/settings/policies', undefined, maria.tenantId)
    expect(reach.statusCode).toBe(403)
    const change = await pedro.call(
      'PUT',
      '/v1/settings/policies',
      {
        kind: 'terms',
        body: '<p>Invadida</p>',
        version: 1,
      },
      maria.tenantId,
    )
    expect(change.statusCode).toBe(403)
    const own = await pedro.call('PUT', '/v1/settings/policies', {
      kind: 'terms',
      body: '<p>Termos do Pedro</p>',
      version: 1,
    })
    expect(own.statusCode).toBe(200)
    const mine = await maria.call('GET', '/v1/settings/policies')
    expect(mine.json().policies.find((policy: { kind: string }) => policy.kind === 'terms').body).toBe('')
  })
})

describe('permissions', () => {
  it('needs the permission of each page', async () => {
    for (const [method, url, body, permission] of [
      ['GET', '/v1/settings/checkout', undefined, 'settings.checkout'],
      ['PUT', '/v1/settings/checkout', { ...checkout, version: 2 }, 'settings.checkout'],
      ['GET', '/v1/settings/customer-accounts', undefined, 'settings.checkout'],
      [
        'PUT',
        '/v1/settings/customer-accounts',
        { orderStatusLink: false, orderStatusLinkDays: 9, version: 2 },
        'settings.checkout',
      ],
      ['GET', '/v1/settings/pricing', undefined, 'settings.general'],
      ['PUT', '/v1/settings/pricing', { showCompareAtPrices: true, version: 2 }, 'settings.general'],
      ['GET', '/v1/settings/privacy', undefined, 'settings.policies'],
      ['PUT', '/v1/settings/privacy', { dataKept: '', version: 2 }, 'settings.policies'],
      ['GET', '/v1/settings/policies', undefined, 'settings.policies'],
      [
        'PUT',
        '/v1/settings/policies',
        {
          kind: 'terms',
          body: '<p>x</p>',
          version: 1,
        },
        'settings.policies',
      ],
    ] as const) {
      const answer = await joana.call(method, url, body)
      expect(answer.statusCode, `${method} ${url}`).toBe(403)
      expect(answer.json()).toMatchObject({ permission })
    }
  })
})
