import {
  localDeliveryUpdateSchema,
  pickupUpdateSchema,
  shippingProfileUpdateSchema,
} from '@lojista/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type StoreOwner, storeOwner } from '../test/catalog-fixtures.ts'
import { createTestApp, type TestApp } from '../test/test-app.ts'
import { seedShipping } from './shipping.ts'

let t: TestApp
let owner: StoreOwner
beforeAll(async () => {
  t = await createTestApp()
  owner = await storeOwner(t, 'Casa Aurora')
  // The demo catalog's shop and warehouse.
  for (const [name, city, postalCode] of [
    ['Loja Vila Madalena', 'São Paulo', '05435-000'],
    ['Centro de Distribuição Guarulhos', 'Guarulhos', '07220-000'],
  ]) {
    const made = await owner.post('/v1/location', { name, city, provinceCode: 'SP', postalCode })
    expect(made.statusCode, made.body).toBe(201)
  }
  await seedShipping(t.db, owner.tenantId)
})
afterAll(() => t.close())

const options = async (postalCode: string, provinceCode: string, grams: number, subtotal: string) => {
  const answer = await owner.post('/v1/shipping/options', {
    address: { countryCode: 'BR', provinceCode, postalCode },
    lines: [{ variantId: null, weight: { value: String(grams), unit: 'g' }, quantity: 1 }],
    subtotal,
  })
  expect(answer.statusCode, answer.body).toBe(200)
  return (answer.json().options as { kind: string; title: string; price: string }[]).map(
    (option) => `${option.kind} ${option.title} ${option.price}`,
  )
}

describe('demo shipping', () => {
  it('fills the shipping page with values its forms would save', async () => {
    const settings = (await owner.get('/v1/settings/shipping')).json()
    expect(settings.profiles).toHaveLength(1)
    const [profile] = settings.profiles
    expect(profile).toMatchObject({ isGeneral: true, name: 'Envios pelos Correios' })
    const { id: _, products: __, updatedAt: ___, ...request } = profile
    expect(shippingProfileUpdateSchema.safeParse({ ...request, productIds: [] }).error).toBeUndefined()

    const [delivery] = settings.localDeliveries
    expect(delivery.location).toMatchObject({ name: 'Loja Vila Madalena', offersPickup: true })
    const { id: _d, location: _l, updatedAt: _u, ...deliveryRequest } = delivery
    expect(localDeliveryUpdateSchema.safeParse(deliveryRequest).error).toBeUndefined()
    const [pickup] = settings.pickups
    const { id: _p, location: _pl, updatedAt: _pu, ...pickupRequest } = pickup
    expect(pickupUpdateSchema.safeParse(pickupRequest).error).toBeUndefined()
  })

  it('offers Correios-like rates by weight, free shipping above R$ 299, the courier in São Paulo and pickup', async () => {
    expect(await options('01310-100', 'SP', 800, '120.00')).toEqual([
      'rate PAC 19.90',
      'rate SEDEX 29.90',
      'local_delivery Loja Vila Madalena 14.90',
      'pickup Loja Vila Madalena 0.00',
    ])
    expect(await options('40010-000', 'BA', 2500, '320.00')).toEqual([
      'rate Frete grátis (PAC) 0.00',
      'rate PAC 39.90',
      'rate SEDEX 69.90',
      'pickup Loja Vila Madalena 0.00',
    ])
  })
})
