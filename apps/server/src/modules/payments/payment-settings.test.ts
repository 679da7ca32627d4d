import { afterAll, describe, expect, it } from 'vitest'
import { type Person, storeWithStaff } from '../../test/people.ts'
import { createTestApp } from '../../test/test-app.ts'

const t = await createTestApp()
// Maria owns a store with Joana on its staff (the built-in staff role); Pedro owns another store.
const { maria, joana, pedro } = await storeWithStaff(t)
afterAll(() => t.close())

async function read(person: Person) {
  const answer = await person.call('GET', '/v1/settings/payments')
  expect(answer.statusCode, answer.body).toBe(200)
  return answer.json().settings
}

const payments = {
  cardEnabled: true,
  cardProvider: 'test',
  pixEnabled: true,
  pixKeyType: 'cnpj',
  pixKey: '11.222.333/0001-81',
  pixMerchantName: 'Casa Aurora',
  pixMerchantCity: 'São Paulo',
  pixInstructions: 'O pedido é enviado assim que o Pix for confirmado.',
  bankDepositEnabled: true,
  bankDepositInstructions: 'Banco do Brasil, agência 1234-5, conta 67890-1, Casa Aurora Ltda.',
  cashOnDeliveryEnabled: false,
  cashOnDeliveryInstructions: '',
  boletoEnabled: false,
  boletoInstructions: '',
}

describe('payment settings', () => {
  it('reads the test card alone before anything is saved', async () => {
    expect(await read(pedro)).toEqual({
      cardEnabled: true,
      cardProvider: 'test',
      pixEnabled: false,
      pixKeyType: 'email',
      pixKey: '',
      pixMerchantName: '',
      pixMerchantCity: '',
      pixInstructions: '',
      bankDepositEnabled: false,
      bankDepositInstructions: '',
      cashOnDeliveryEnabled: false,
      cashOnDeliveryInstructions: '',
      boletoEnabled: false,
      boletoInstructions: '',
      version: 1,
      updatedAt: null,
    })
  })

  it('saves every field, the key as the bank registers it, and records the change', async () => {
    const answer = await maria.call('PUT', '/v1/settings/payments', { ...payments, version: 1 })
    expect(answer.statusCode, answer.body).toBe(200)
    const saved = answer.json().settings
    expect(saved).toMatchObject({ ...payments, pixKey: '11222333000181', version: 2 })
    expect(await read(maria)).toEqual(saved)

    const log = await maria.call('GET', '/v1/activity?area=settings')
    const entry = log.json().activity.edges[0].node
    expect(entry).toMatchObject({
      action: 'settings.payments_updated',
      subject: { type: 'settings', label: 'Loja da Maria' },
    })
    expect(entry.changes).toEqual(
      expect.arrayContaining([
        { field: 'pixEnabled', before: false, after: true },
        { field: 'pixKey', before: '', after: '11222333000181' },
      ]),
    )
  })

  it('names each field at fault and saves nothing', async () => {
    const current = await read(maria)
    const answer = await maria.call('PUT', '/v1/settings/payments', {
      ...payments,
      pixKeyType: 'cpf',
      pixKey: '123.456.789-00',
      pixMerchantCity: '',
      bankDepositInstructions: '',
      boletoEnabled: true,
      version: current.version,
    })
    expect(answer.statusCode).toBe(400)
    expect(answer.headers['content-type']).toContain('application/problem+json')
    expect(answer.json().errors).toEqual(
      expect.arrayContaining([
        { path: 'pixKey', message: 'Enter the 11 digits of a valid CPF' },
        { path: 'pixMerchantCity', message: 'Required' },
        { path: 'bankDepositInstructions', message: 'Tell customers how to pay' },
        { path: 'boletoInstructions', message: 'Tell customers how to pay' },
      ]),
    )
    const long = await maria.call('PUT', '/v1/settings/payments', {
      ...payments,
      pixMerchantName: 'Casa Aurora Comércio de Utilidades',
      version: current.version,
    })
    expect(long.json().errors).toEqual([{ path: 'pixMerchantName', message: 'Use at most 25 characters' }])
    expect(await read(maria)).toEqual(current)
  })

  it('checks the key by its type and needs one method on', async () => {
    const off = {
      ...payments,
      cardEnabled: false,
      pixEnabled: false,
      bankDepositEnabled: false,
      version: 2,
    }
    const none = await maria.call('PUT', '/v1/settings/payments', off)
    expect(none.statusCode).toBe(400)
    expect(none.json().errors).toEqual([{ path: 'cardEnabled', message: 'Turn on at least one way to pay' }])

    for (const [pixKeyType, pixKey, message] of [
      ['email', 'pix@', 'Enter an email address such as pix@loja.com.br'],
      ['phone', '11 1234', 'Enter the phone with its area code, such as +55 11 91234-5678'],
      ['random', 'not-a-key', 'Enter the random key as the bank shows it (8-4-4-4-12 characters)'],
    ] as const) {
      const answer = await maria.call('PUT', '/v1/settings/payments', {
        ...payments,
        pixKeyType,
        pixKey,
        version: 2,
      })
      expect(answer.json().errors, pixKeyType).toEqual([{ path: 'pixKey', message }])
    }
    const phone = await maria.call('PUT', '/v1/settings/payments', {
      ...payments,
      pixKeyType: 'phone',
      pixKey: '(11) 98765-4321',
      version: 2,
    })
    expect(phone.statusCode, phone.body).toBe(200)
    expect(phone.json().settings).toMatchObject({ pixKey: '+5511987654321', version: 3 })
  })

  it('refuses a save made on an old version, answering the settings as they now are', async () => {
    const answer = await maria.call('PUT', '/v1/settings/payments', { ...payments, version: 2 })
    expect(answer.statusCode).toBe(409)
    expect(answer.json()).toMatchObject({
      errors: [{ path: 'version', message: 'Stale version' }],
      current: { pixKey: '+5511987654321', version: 3 },
    })
  })

  it("stays each store's own: another store cannot read or change this one's", async () => {
    expect(await read(pedro)).toMatchObject({ pixEnabled: false, version: 1 })
    const reach = await pedro.call('GET', '/v1/settings/payments', undefined, maria.tenantId)
    expect(reach.statusCode).toBe(403)
    const change = await pedro.call(
      'PUT',
      '/v1/settings/payments',
      { ...payments, pixKey: 'pedro@example.com', pixKeyType: 'email', version: 3 },
      maria.tenantId,
    )
    expect(change.statusCode).toBe(403)
    expect(await read(maria)).toMatchObject({ pixKey: '+5511987654321', version: 3 })
  })

  it('needs the settings.payments permission', async () => {
    for (const [method, body] of [
      ['GET', undefined],
      ['PUT', { ...payments, version: 3 }],
    ] as const) {
      const answer = await joana.call(method, '/v1/settings/payments', body)
      expect(answer.statusCode, method).toBe(403)
      expect(answer.json()).toMatchObject({ permission: 'settings.payments' })
    }
  })
})
