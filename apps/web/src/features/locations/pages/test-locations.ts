import type { Location } from '@lojista/contracts/catalog/inventory'

/** A store's shop, as the locations API answers it, for the pages' tests. */
export const shop: Location = {
  id: '5b1f0c1e-2222-4c4c-9c9c-000000000001',
  name: 'Loja Vila Madalena',
  address1: 'Rua Harmonia, 456',
  city: 'São Paulo',
  provinceCode: 'SP',
  countryCode: 'BR',
  postalCode: '05435-000',
  active: true,
  fulfilsOnlineOrders: true,
  offersPickup: false,
  createdAt: '2026-01-15T12:00:00.000Z',
  updatedAt: '2026-01-15T12:00:00.000Z',
}
