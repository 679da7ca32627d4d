import type { Location } from '@lojista/contracts/catalog/inventory'
import type { LocalDelivery, Pickup, ShippingProfile } from '@lojista/contracts/shipping/shipping'

// A store's shipping settings as the API answers them, for the pages' tests.

const at = '2026-11-28T12:00:00.000Z'
const shopRef = {
  id: '5b1f0c1e-2222-4c4c-9c9c-000000000001',
  name: 'Loja Vila Madalena',
  active: true,
  fulfilsOnlineOrders: true,
  offersPickup: true,
}

export const shop: Location = {
  ...shopRef,
  address1: 'Rua Harmonia, 456',
  city: 'São Paulo',
  provinceCode: 'SP',
  countryCode: 'BR',
  postalCode: '05435-000',
  createdAt: at,
  updatedAt: at,
}

export const warehouse: Location = {
  ...shop,
  id: '5b1f0c1e-2222-4c4c-9c9c-000000000002',
  name: 'Centro de Distribuição Guarulhos',
  offersPickup: false,
}

export const generalProfile: ShippingProfile = {
  id: '5b1f0c1e-3333-4c4c-9c9c-000000000001',
  name: 'Envios pelos Correios',
  isGeneral: true,
  products: [],
  zones: [
    {
      id: '5b1f0c1e-3333-4c4c-9c9c-0000000000a1',
      name: 'Sudeste',
      countryCode: 'BR',
      provinceCodes: ['SP', 'RJ'],
      postalCodeRanges: [],
      rates: [
        {
          id: '5b1f0c1e-3333-4c4c-9c9c-0000000000b1',
          name: 'PAC',
          type: 'weight',
          price: '19.90',
          minWeightGrams: 0,
          maxWeightGrams: 1000,
          minSubtotal: null,
          maxSubtotal: null,
        },
      ],
    },
  ],
  version: 3,
  updatedAt: at,
}

export const localDelivery: LocalDelivery = {
  id: '5b1f0c1e-4444-4c4c-9c9c-000000000001',
  location: shopRef,
  active: true,
  postalCodeRanges: [{ from: '01000-000', to: '05999-999' }],
  fee: '14.90',
  minimumOrder: '80.00',
  deliveryNote: 'Entrega no mesmo dia.',
  version: 2,
  updatedAt: at,
}

export const pickup: Pickup = {
  id: '5b1f0c1e-5555-4c4c-9c9c-000000000001',
  location: shopRef,
  active: true,
  instructions: 'Retire no balcão.',
  readyTime: '2h',
  version: 1,
  updatedAt: at,
}
