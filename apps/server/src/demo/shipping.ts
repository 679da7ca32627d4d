import { type RateInput, shippingProfileInputSchema } from '@lojista/contracts'
import { and, asc, eq } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { localDeliveries, locations, pickups, shippingProfiles } from '../db/schema/index.ts'
import { inScope } from '../db/scope.ts'
import { toStoredZones } from '../modules/shipping/shipping.presenter.ts'

/** Correios-like tiers by weight: up to 1 kg, up to 3 kg, up to 10 kg (both bounds included). */
function tiers(name: string, prices: [string, string, string]): RateInput[] {
  const bounds: [number, number][] = [
    [0, 1000],
    [1001, 3000],
    [3001, 10000],
  ]
  return bounds.map(([min, max], index) => ({
    name,
    type: 'weight',
    price: prices[index]!,
    minWeightGrams: min,
    maxWeightGrams: max,
  }))
}

const freeAbove: RateInput = {
  name: 'Frete grátis (PAC)',
  type: 'free_above',
  price: '0',
  minSubtotal: '299.00',
}

/** The general profile of a demo store: the Southeast is nearer and cheaper than the rest of Brazil. */
export const DEMO_GENERAL_PROFILE = shippingProfileInputSchema.parse({
  name: 'Envios pelos Correios',
  isGeneral: true,
  zones: [
    {
      name: 'Sudeste',
      countryCode: 'BR',
      provinceCodes: ['SP', 'RJ', 'MG', 'ES'],
      rates: [
        ...tiers('PAC', ['19.90', '26.90', '39.90']),
        ...tiers('SEDEX', ['29.90', '42.90', '64.90']),
        freeAbove,
      ],
    },
    {
      name: 'Demais estados',
      countryCode: 'BR',
      rates: [
        ...tiers('PAC', ['29.90', '39.90', '59.90']),
        ...tiers('SEDEX', ['49.90', '69.90', '99.90']),
        freeAbove,
      ],
    },
  ],
})

/** Where a demo shop delivers by courier: the CEPs of its city. */
const CITY_RANGES: Record<string, { from: string; to: string }[]> = {
  'São Paulo': [
    { from: '01000-000', to: '05999-999' },
    { from: '08000-000', to: '08499-999' },
  ],
  'Belo Horizonte': [{ from: '30000-000', to: '31999-999' }],
}

/**
 * A demo store's shipping: the general profile, local delivery by courier in its shop's city and pickup at
 * the shop (the store's first location in the demo's catalog is its shop; the other is a warehouse).
 */
export async function seedShipping(db: Db, tenantId: string): Promise<void> {
  await inScope(db, { tenantId }, async (tx) => {
    await tx.insert(shippingProfiles).values({
      tenantId,
      name: DEMO_GENERAL_PROFILE.name,
      isGeneral: true,
      zones: toStoredZones(DEMO_GENERAL_PROFILE.zones),
    })
    const places = await tx
      .select({ id: locations.id, name: locations.name, city: locations.city })
      .from(locations)
      .where(eq(locations.tenantId, tenantId))
      .orderBy(asc(locations.createdAt), asc(locations.name))
    const shop = places.find((place) => place.name.startsWith('Loja')) ?? places[0]
    if (!shop) return
    await tx
      .update(locations)
      .set({ offersPickup: true })
      .where(and(eq(locations.tenantId, tenantId), eq(locations.id, shop.id)))
    const ranges = CITY_RANGES[shop.city]
    if (ranges) {
      await tx.insert(localDeliveries).values({
        tenantId,
        locationId: shop.id,
        postalCodeRanges: ranges,
        feeMinor: 1490,
        minimumOrderMinor: 8000,
        deliveryNote: 'Entrega por motoboy no mesmo dia para pedidos feitos até as 14h, de segunda a sábado.',
      })
    }
    await tx.insert(pickups).values({
      tenantId,
      locationId: shop.id,
      instructions: 'Retire no balcão do caixa com um documento com foto e o número do pedido.',
      readyTime: '2h',
    })
  })
}
