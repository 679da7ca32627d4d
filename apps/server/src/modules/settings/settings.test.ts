import { afterAll, describe, expect, it } from 'vitest'
import { type Person, storeWithStaff } from '../../test/people.ts'
import { createTestApp } from '../../test/test-app.ts'

const t = await createTestApp()
// The owner of a store and, in the same store, a member of the built-in staff role; the owner of another store.
const { maria, joana, pedro } = await storeWithStaff(t)
afterAll(() => t.close())

async function read(person: Person, page: 'general' | 'brand') {
  const answer = await person.call('GET', `/v1/settings/${page}`)
  expect(answer.statusCode, answer.body).toBe(200)
  return answer.json().settings
}

const general = {
  storeName: 'Casa Aurora',
  contactEmail: 'contato@casaaurora.com.br',
  contactPhone: '+55 11 3062-4100',
  legalName: 'Casa Aurora Comércio de Utilidades Ltda',
  cnpj: '11.222.333/0001-81',
  address1: 'Rua Oscar Freire, 1200',
  city: 'São Paulo',
  provinceCode: 'sp',
  countryCode: 'BR',
  postalCode: '01426-001',
  timeZone: 'America/Sao_Paulo',
  unitSystem: 'metric',
  weightUnit: 'g',
  orderNumberPrefix: 'PED-',
  orderNumberSuffix: '',
  draftNumberPrefix: 'RASC-',
  draftNumberSuffix: '-SP',
}

const brand = {
  logoUrl: 'https://cdn.casaaurora.com.br/logo.png',
  primaryColor: '#1a2b3c',
  accentColor: '#FF8800',
  shortDescription: 'Utilidades para a casa, feitas no Brasil.',
}

describe('general settings', () => {
  it("reads the defaults and the store's own name and currency before anything is saved", async () => {
    expect(await read(pedro, 'general')).toEqual({
      storeName: 'Loja do Pedro',
      contactEmail: '',
      contactPhone: '',
      legalName: '',
      cnpj: '',
      address1: '',
      city: '',
      provinceCode: '',
      countryCode: 'BR',
      postalCode: '',
      currencyCode: 'BRL',
      timeZone: 'America/Sao_Paulo',
      unitSystem: 'metric',
      weightUnit: 'kg',
      orderNumberPrefix: '#',
      orderNumberSuffix: '',
      draftNumberPrefix: '#D',
      draftNumberSuffix: '',
      version: 1,
      updatedAt: null,
    })
  })

  it('saves every field, renames the store and reads them back at the next version', async () => {
    const answer = await maria.call('PUT', '/v1/settings/general', { ...general, version: 1 })
    expect(answer.statusCode, answer.body).toBe(200)
    const saved = answer.json().settings
    expect(saved).toMatchObject({
      ...general,
      cnpj: '11222333000181',
      provinceCode: 'SP',
      currencyCode: 'BRL',
      version: 2,
    })
    expect(await read(maria, 'general')).toEqual(saved)

    // The store switcher reads the same name.
    const me = await maria.call('GET', '/v1/account/me')
    const stores = me.json().tenants as { id: string; name: string }[]
    expect(stores.find((store) => store.id === maria.tenantId)?.name).toBe('Casa Aurora')
  })

  it('names each field at fault', async () => {
    const current = await read(maria, 'general')
    const answer = await maria.call('PUT', '/v1/settings/general', {
      ...general,
      cnpj: '11.222.333/0001-82',
      timeZone: 'America/Atlantis',
      orderNumberPrefix: 'PEDIDO-2026-',
      version: current.version,
    })
    expect(answer.statusCode).toBe(400)
    expect(answer.headers['content-type']).toContain('application/problem+json')
    expect(answer.json().errors).toEqual(
      expect.arrayContaining([
        { path: 'cnpj', message: 'Not a valid CNPJ: check the 14 digits' },
        { path: 'timeZone', message: 'Choose a time zone from the list' },
        { path: 'orderNumberPrefix', message: 'Use at most 10 characters' },
      ]),
    )
    expect(await read(maria, 'general')).toEqual(current)
  })

  it('refuses a save made on an old version, answering the settings as they now are', async () => {
    const current = await read(maria, 'general')
    const answer = await maria.call('PUT', '/v1/settings/general', {
      ...general,
      storeName: 'Nome antigo',
      version: current.version - 1,
    })
    expect(answer.statusCode).toBe(409)
    expect(answer.json()).toMatchObject({
      errors: [{ path: 'version', message: 'Stale version' }],
      current: { storeName: 'Casa Aurora', version: current.version },
    })
    expect((await read(maria, 'general')).storeName).toBe('Casa Aurora')
  })

  it("stays each store's own: another store reads its own and cannot reach this one's", async () => {
    expect(await read(pedro, 'general')).toMatchObject({ storeName: 'Loja do Pedro', cnpj: '', version: 1 })
    const reach = await pedro.call('GET', '/v1/settings/general', undefined, maria.tenantId)
    expect(reach.statusCode).toBe(403)
    const change = await pedro.call(
      'PUT',
      '/v1/settings/general',
      { ...general, storeName: 'Invadida', version: 2 },
      maria.tenantId,
    )
    expect(change.statusCode).toBe(403)
    expect((await read(maria, 'general')).storeName).toBe('Casa Aurora')
  })

  it('needs the settings.general permission', async () => {
    for (const [method, url, body] of [
      ['GET', '/v1/settings/general', undefined],
      ['PUT', '/v1/settings/general', { ...general, version: 2 }],
      ['GET', '/v1/settings/brand', undefined],
      ['PUT', '/v1/settings/brand', { ...brand, version: 1 }],
    ] as const) {
      const answer = await joana.call(method, url, body)
      expect(answer.statusCode, `${method} ${url}`).toBe(403)
      expect(answer.json()).toMatchObject({ permission: 'settings.general' })
    }
  })
})

describe('brand settings', () => {
  it('reads the defaults, saves and reads back, and keeps its own version', async () => {
    const before = await read(maria, 'brand')
    expect(before).toMatchObject({ logoUrl: '', primaryColor: '#1F2937', version: 1 })
    const answer = await maria.call('PUT', '/v1/settings/brand', { ...brand, version: 1 })
    expect(answer.statusCode, answer.body).toBe(200)
    expect(answer.json().settings).toMatchObject({ ...brand, primaryColor: '#1A2B3C', version: 2 })
    expect(await read(maria, 'brand')).toEqual(answer.json().settings)
    // Saving the brand does not make an open General page stale.
    expect((await read(maria, 'general')).version).toBe(2)
    expect(await read(pedro, 'brand')).toMatchObject({ logoUrl: '', version: 1 })
  })

  it('names a bad colour and a description too long, and refuses an old version', async () => {
    const bad = await maria.call('PUT', '/v1/settings/brand', {
      ...brand,
      accentColor: 'orange',
      shortDescription: 'x'.repeat(161),
      version: 2,
    })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().errors).toEqual(
      expect.arrayContaining([
        { path: 'accentColor', message: 'Use a colour such as #1A2B3C' },
        { path: 'shortDescription', message: 'Use at most 160 characters' },
      ]),
    )
    const stale = await maria.call('PUT', '/v1/settings/brand', { ...brand, version: 1 })
    expect(stale.statusCode).toBe(409)
    expect(stale.json().current).toMatchObject({ primaryColor: '#1A2B3C', version: 2 })
  })
})
