import { randomUUID } from 'node:crypto'
import { customerMessages } from '@lojista/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../test/test-app.ts'
import { createCustomer, customerPayload, newStore, type Store } from './party-fixtures.ts'

let t: TestApp
let store: Store
beforeAll(async () => {
  t = await createTestApp()
  store = await newStore(t.app)
})
afterAll(() => t.close())

function post(url: string, payload: unknown, headers = store.headers) {
  return t.app.inject({ method: 'POST', url, headers, payload: payload as Record<string, unknown> })
}
function put(url: string, payload: unknown, headers = store.headers) {
  return t.app.inject({ method: 'PUT', url, headers, payload: payload as Record<string, unknown> })
}
function get(id: string, headers = store.headers) {
  return t.app.inject({ method: 'GET', url: `/v1/party?id=${id}`, headers })
}

const fullAddress = {
  kind: 'shipping' as const,
  isDefault: true,
  firstName: 'João',
  lastName: 'Gonçalves',
  company: 'Padaria Real',
  address1: 'Rua das Flores, 12',
  address2: 'apto 3',
  city: 'São Paulo',
  provinceCode: 'SP',
  countryCode: 'BR',
  postalCode: '01001-000',
  phone: '+55 11 98765-4321',
}

describe('POST /v1/party', () => {
  it('creates a customer with everything the form collected, and reads it back', async () => {
    const payload = customerPayload('João', 'Gonçalves', {
      email: 'Joao@Example.com',
      phone: '+55 (11) 98765-4321',
      locale: 'pt-br',
      company: 'Padaria Real',
      taxExempt: true,
      taxId: '529.982.247-25',
      note: 'Prefere entrega pela manhã',
      tags: ['VIP', 'vip', 'atacado'],
      addresses: [fullAddress],
    })
    const response = await post('/v1/party', payload)
    expect(response.statusCode).toBe(201)
    const { party } = response.json()
    expect(party).toMatchObject({
      id: payload.id,
      type: 'individual',
      status: 'active',
      displayName: 'João Gonçalves',
      name: 'João Gonçalves',
      firstName: 'João',
      lastName: 'Gonçalves',
      company: 'Padaria Real',
      locale: 'pt-BR',
      taxId: '52998224725',
      taxExempt: true,
      note: 'Prefere entrega pela manhã',
      tags: ['VIP', 'atacado'],
      role: 'customer',
      roles: [{ role: 'customer' }],
      contacts: [
        { type: 'phone', value: '+55 (11) 98765-4321', isPrimary: true },
        { type: 'email', value: 'joao@example.com', isPrimary: true },
      ],
      communicationPreferences: [
        { channel: 'email', enabled: true, frequency: 'daily' },
        { channel: 'sms', enabled: false, frequency: 'daily' },
      ],
      addresses: [{ ...fullAddress, id: expect.any(String) }],
      loyaltyPoints: null,
      tier: null,
      version: 1,
    })
    const read = await get(payload.id)
    expect(read.statusCode).toBe(200)
    expect(read.json().party).toEqual(party)
  })

  it('is idempotent: the same id twice answers the existing party, not a duplicate', async () => {
    const payload = customerPayload('Ana', 'Lima', { email: 'ana.lima@example.com' })
    const first = await post('/v1/party', payload)
    const second = await post('/v1/party', { ...payload, displayName: 'Someone else' })
    expect(first.statusCode).toBe(201)
    expect(second.statusCode).toBe(200)
    expect(second.json().party).toEqual(first.json().party)
    const both = await Promise.all(
      [1, 2].map(() => post('/v1/party', customerPayload('Rui', 'Dias', { id: payload.id }))),
    )
    expect(both.map((response) => response.statusCode)).toEqual([200, 200])
  })

  it('answers concurrent creates of one new id with one party', async () => {
    const payload = customerPayload('Caio', 'Prado')
    const responses = await Promise.all([post('/v1/party', payload), post('/v1/party', payload)])
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 201])
    expect(responses[0]!.json().party.id).toBe(responses[1]!.json().party.id)
  })

  it("needs a name, email or phone, reported on 'all'", async () => {
    const response = await post('/v1/party', {
      ...customerPayload('', ''),
      displayName: ' ',
      company: 'Only a company',
    })
    expect(response.statusCode).toBe(400)
    expect(response.headers['content-type']).toContain('application/problem+json')
    expect(response.json().errors).toEqual([{ path: 'all', message: customerMessages.nameOrContactRequired }])
    const phoneOnly = await post(
      '/v1/party',
      customerPayload('', '', { displayName: '', phone: '11 3333-4444' }),
    )
    expect(phoneOnly.statusCode).toBe(201)
    expect(phoneOnly.json().party.displayName).toBe('11 3333-4444')
  })

  it('refuses an invalid email, an invalid CPF/CNPJ, missing, wrong and extra fields with field errors', async () => {
    const cases: [unknown, { path: string; message?: string }[]][] = [
      [
        customerPayload('Ana', 'Lima', { email: 'ana@' }),
        [{ path: 'contacts.0.value', message: 'Invalid email' }],
      ],
      [
        customerPayload('Ana', 'Lima', { taxId: '529.982.247-24' }),
        [{ path: 'taxId', message: customerMessages.invalidTaxId }],
      ],
      [customerPayload('Ana', 'Lima', { taxId: '11.222.333/0001-82' }), [{ path: 'taxId' }]],
      [{ ...customerPayload('Ana', 'Lima'), id: undefined }, [{ path: 'id' }]],
      [{ ...customerPayload('Ana', 'Lima'), id: 'not-a-uuid' }, [{ path: 'id' }]],
      [{ ...customerPayload('Ana', 'Lima'), type: 'robot' }, [{ path: 'type' }]],
      [{ ...customerPayload('Ana', 'Lima'), taxExempt: 'yes' }, [{ path: 'taxExempt' }]],
      [
        { ...customerPayload('Ana', 'Lima'), favouriteColour: 'blue' },
        [{ path: 'favouriteColour', message: 'Unrecognized field' }],
      ],
      [{ ...customerPayload('Ana', 'Lima'), locale: 'Portuguese!' }, [{ path: 'locale' }]],
      [{ ...customerPayload('Ana', 'Lima'), displayName: 'a\u0000b' }, [{ path: 'displayName' }]],
      [
        customerPayload('Ana', 'Lima', {
          contacts: [
            { type: 'email', value: 'a@example.com', isPrimary: true },
            { type: 'email', value: 'b@example.com', isPrimary: true },
          ],
        }),
        [{ path: 'contacts.1.isPrimary' }],
      ],
      [
        customerPayload('Ana', 'Lima', { addresses: [{ ...fullAddress, postalCode: 'x'.repeat(21) }] }),
        [{ path: 'addresses.0.postalCode' }],
      ],
    ]
    for (const [payload, errors] of cases) {
      const response = await post('/v1/party', payload)
      expect(response.statusCode, JSON.stringify(errors)).toBe(400)
      expect(response.json().errors).toEqual(errors.map((error) => expect.objectContaining(error)))
    }
  })

  it('checks language, country and state against the reference lists', async () => {
    const response = await post(
      '/v1/party',
      customerPayload('Ana', 'Lima', {
        locale: 'xx-XX',
        addresses: [
          { ...fullAddress, countryCode: 'ZZ' },
          { ...fullAddress, kind: 'billing', provinceCode: 'XX' },
        ],
      }),
    )
    expect(response.statusCode).toBe(400)
    expect(response.json().errors).toEqual([
      { path: 'locale', message: customerMessages.unknownLanguage },
      { path: 'addresses.0.countryCode', message: customerMessages.unknownCountry },
      { path: 'addresses.1.provinceCode', message: customerMessages.unknownProvince },
    ])
  })

  it('accepts a company (organization) with a CNPJ, numeric or alphanumeric', async () => {
    for (const taxId of ['11.222.333/0001-81', '12.ABC.345/01DE-35']) {
      const party = await createCustomer(t.app, store, {
        ...customerPayload('', ''),
        type: 'organization',
        displayName: '',
        company: 'Atacadão Bom Preço',
        taxId,
      })
      expect(party).toMatchObject({ type: 'organization', displayName: 'Atacadão Bom Preço' })
      expect(party.taxId).toMatch(/^[0-9A-Z]{14}$/)
    }
  })
})

describe('GET /v1/party', () => {
  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    expect((await get(randomUUID())).statusCode).toBe(404)
    const malformed = await get('nope')
    expect(malformed.statusCode).toBe(400)
    expect(malformed.json().errors[0].path).toBe('querystring.id')
  })
})

describe('PUT /v1/party/{id}', () => {
  it('replaces the fields sent, keeps the others and bumps the version', async () => {
    const created = await createCustomer(
      t.app,
      store,
      customerPayload('Beatriz', 'Souza', {
        email: 'bia@example.com',
        tags: ['VIP'],
        addresses: [fullAddress],
      }),
    )
    const response = await put(`/v1/party/${created.id}`, {
      version: 1,
      individualDetails: { firstName: 'Beatriz', lastName: 'Souza Lima' },
      contacts: [
        { type: 'email', value: 'bia@example.com', isPrimary: true },
        { type: 'phone', value: '21 99999-0000' },
      ],
      communicationPreferences: [{ channel: 'sms', enabled: true }],
      note: 'Cliente desde 2019',
      tags: ['VIP', 'atacado'],
      taxId: '111.444.777-35',
      loyaltyPoints: 1200,
      tier: 'gold',
      addresses: [
        { ...fullAddress, id: created.addresses[0]!.id, city: 'Campinas' },
        { ...fullAddress, kind: 'billing', id: randomUUID() },
      ],
    })
    expect(response.statusCode).toBe(200)
    const { party } = response.json()
    expect(party).toMatchObject({
      version: 2,
      displayName: 'Beatriz Souza Lima',
      company: '',
      note: 'Cliente desde 2019',
      tags: ['VIP', 'atacado'],
      taxId: '11144477735',
      loyaltyPoints: 1200,
      tier: 'gold',
      communicationPreferences: [{ channel: 'sms', enabled: true, frequency: 'daily' }],
      contacts: [
        { type: 'email', value: 'bia@example.com', isPrimary: true },
        { type: 'phone', value: '21 99999-0000', isPrimary: true },
      ],
    })
    expect(party.addresses).toHaveLength(2)
    expect(party.addresses[0]).toMatchObject({
      id: created.addresses[0]!.id,
      city: 'Campinas',
      isDefault: true,
    })
    expect(party.addresses[1]).toMatchObject({ kind: 'billing', isDefault: true })
    expect(new Date(party.updatedAt).getTime()).toBeGreaterThanOrEqual(new Date(created.updatedAt).getTime())
  })

  it('answers 409 with the current party when the version is stale', async () => {
    const created = await createCustomer(t.app, store, customerPayload('Carla', 'Mendes'))
    expect((await put(`/v1/party/${created.id}`, { version: 1, note: 'first' })).statusCode).toBe(200)
    const stale = await put(`/v1/party/${created.id}`, { version: 1, note: 'second' })
    expect(stale.statusCode).toBe(409)
    expect(stale.headers['content-type']).toContain('application/problem+json')
    expect(stale.json()).toMatchObject({
      status: 409,
      detail: customerMessages.staleVersion,
      current: { id: created.id, version: 2, note: 'first' },
    })
  })

  it("keeps the 'all' rule on the result, and 404s an unknown party", async () => {
    const created = await createCustomer(t.app, store, customerPayload('Davi', '', { displayName: 'Davi' }))
    const emptied = await put(`/v1/party/${created.id}`, {
      version: 1,
      displayName: '',
      individualDetails: { firstName: '', lastName: '' },
    })
    expect(emptied.statusCode).toBe(400)
    expect(emptied.json().errors).toEqual([{ path: 'all', message: customerMessages.nameOrContactRequired }])
    expect((await put(`/v1/party/${randomUUID()}`, { version: 1, note: 'x' })).statusCode).toBe(404)
    expect((await put(`/v1/party/${created.id}`, { note: 'no version' })).json().errors[0].path).toBe(
      'version',
    )
  })

  it("ignores another party's address id instead of taking it over", async () => {
    const a = await createCustomer(
      t.app,
      store,
      customerPayload('Eva', 'Rocha', { addresses: [fullAddress] }),
    )
    const b = await createCustomer(t.app, store, customerPayload('Fábio', 'Rocha'))
    const response = await put(`/v1/party/${b.id}`, {
      version: 1,
      addresses: [{ ...fullAddress, id: a.addresses[0]!.id }],
    })
    expect(response.statusCode).toBe(200)
    expect(response.json().party.addresses[0].id).not.toBe(a.addresses[0]!.id)
    expect((await get(a.id)).json().party.addresses[0].id).toBe(a.addresses[0]!.id)
  })

  it('keeps an address id sent twice for the first address only, instead of a server error', async () => {
    const party = await createCustomer(
      t.app,
      store,
      customerPayload('Gil', 'Rocha', { addresses: [fullAddress] }),
    )
    const id = party.addresses[0]!.id
    const response = await put(`/v1/party/${party.id}`, {
      version: 1,
      addresses: [
        { ...fullAddress, id },
        { ...fullAddress, id, kind: 'billing' },
      ],
    })
    expect(response.statusCode).toBe(200)
    const ids = response.json().party.addresses.map((address: { id: string }) => address.id)
    expect(ids[0]).toBe(id)
    expect(new Set(ids).size).toBe(2)
  })
})

describe('default address', () => {
  it('adds, then replaces in place, the default shipping address', async () => {
    const created = await createCustomer(t.app, store, customerPayload('Gabi', 'Nunes'))
    const added = await put(`/v1/party/${created.id}/default-address`, {
      ...fullAddress,
      isDefault: undefined,
    })
    expect(added.statusCode).toBe(200)
    const first = added.json().party.addresses[0]
    expect(first).toMatchObject({ kind: 'shipping', isDefault: true, city: 'São Paulo' })
    const replaced = await put(`/v1/party/${created.id}/default-address`, {
      kind: 'shipping',
      city: 'Curitiba',
      provinceCode: 'PR',
      countryCode: 'BR',
      version: 2,
    })
    expect(replaced.statusCode).toBe(200)
    expect(replaced.json().party.addresses).toEqual([
      expect.objectContaining({ id: first.id, city: 'Curitiba', provinceCode: 'PR', address1: '' }),
    ])
    const stale = await put(`/v1/party/${created.id}/default-address`, { kind: 'billing', version: 1 })
    expect(stale.statusCode).toBe(409)
  })
})

describe('archive', () => {
  it('archives and restores, bumping the version', async () => {
    const created = await createCustomer(t.app, store, customerPayload('Hugo', 'Pires'))
    const archived = await post(`/v1/party/${created.id}/archive`, undefined)
    expect(archived.statusCode).toBe(200)
    expect(archived.json().party).toMatchObject({ status: 'archived', version: 2 })
    expect((await post(`/v1/party/${created.id}/archive`, undefined)).json().party.version).toBe(2)
    const restored = await post(`/v1/party/${created.id}/unarchive`, undefined)
    expect(restored.json().party).toMatchObject({ status: 'active', version: 3 })
    expect((await post(`/v1/party/${randomUUID()}/archive`, undefined)).statusCode).toBe(404)
  })
})

describe('another store', () => {
  it('gets 404 on reads and writes of these parties, exactly like a missing one', async () => {
    const created = await createCustomer(
      t.app,
      store,
      customerPayload('Íris', 'Barros', { email: 'iris@example.com' }),
    )
    const other = await newStore(t.app, 'Loja do Pedro')
    const missing = await get(randomUUID(), other.headers)
    const responses = [
      await get(created.id, other.headers),
      await put(`/v1/party/${created.id}`, { version: 1, note: 'hacked' }, other.headers),
      await put(`/v1/party/${created.id}/default-address`, { kind: 'shipping', city: 'X' }, other.headers),
      await post(`/v1/party/${created.id}/archive`, undefined, other.headers),
      await post(`/v1/party/${created.id}/unarchive`, undefined, other.headers),
    ]
    for (const response of responses) {
      expect(response.statusCode).toBe(404)
      expect(response.json().detail).toBe(missing.json().detail)
    }
    // The same id created in the other store is that store's own party; ours is untouched.
    const theirs = await post(
      '/v1/party',
      customerPayload('Outra', 'Pessoa', { id: created.id }),
      other.headers,
    )
    expect(theirs.statusCode).toBe(201)
    expect((await get(created.id)).json().party).toMatchObject({
      displayName: 'Íris Barros',
      version: 1,
      note: '',
    })
  })

  it('is refused without a token, and with a store the user does not belong to', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/v1/party?id=${randomUUID()}` })
    expect(response.statusCode).toBe(401)
    const other = await newStore(t.app)
    const foreign = await get(randomUUID(), { ...store.headers, 'x-tenant-id': other.tenantId })
    expect(foreign.statusCode).toBe(403)
  })
})
