import type { Discount } from '@lojista/contracts/discounts/index'

/** A store's welcome code, as the discounts API answers it, for the pages' tests. */
export const welcome: Discount = {
  id: '7c1f0c1e-3333-4c4c-9c9c-000000000001',
  version: 3,
  title: 'Boas-vindas',
  method: 'code',
  code: 'BEMVINDO10',
  type: 'amount_off_order',
  value: { type: 'percentage', value: '0.1' },
  minimum: { type: 'none' },
  eligibility: { type: 'everyone' },
  usageLimit: { total: null, oncePerCustomer: true },
  startsAt: '2026-11-01T03:00:00.000Z',
  endsAt: null,
  combinesWith: { product: true, order: false, shipping: true },
  status: 'active',
  usageCount: 12,
  amountGiven: '345.60',
  createdAt: '2026-11-01T03:00:00.000Z',
  updatedAt: '2026-11-02T10:00:00.000Z',
}

/** An automatic fixed amount off the order that ended. */
export const ended: Discount = {
  ...welcome,
  id: '7c1f0c1e-3333-4c4c-9c9c-000000000002',
  title: 'Black Friday',
  method: 'automatic',
  code: null,
  value: { type: 'fixed-amount', value: '20.00' },
  status: 'expired',
  usageCount: 0,
  amountGiven: '0.00',
}
