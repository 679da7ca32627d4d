import type {
  CheckoutSettings,
  CustomerAccountsSettings,
  PricingSettings,
  PrivacySettings,
} from '@lojista/contracts/settings/checkout'
import type { Policy } from '@lojista/contracts/settings/policies'

/** A store's saved settings, as the API answers them, for the pages' tests. */
export const savedCheckout: CheckoutSettings = {
  phone: 'optional',
  company: 'off',
  taxId: 'required',
  marketingConsentDefault: false,
  orderNote: true,
  policyLinks: ['refund', 'privacy', 'terms'],
  version: 3,
  updatedAt: '2026-11-20T12:00:00.000Z',
}

export const savedAccounts: CustomerAccountsSettings = {
  orderStatusLink: true,
  orderStatusLinkDays: 90,
  version: 2,
  updatedAt: '2026-11-20T12:00:00.000Z',
}

export const savedPricing: PricingSettings = {
  showCompareAtPrices: true,
  currencyCode: 'BRL',
  version: 1,
  updatedAt: null,
}

export const savedPrivacy: PrivacySettings = {
  dataKept: 'Nome, e-mail, telefone, CPF e endereços dos pedidos.',
  version: 2,
  updatedAt: '2026-11-20T12:00:00.000Z',
}

export const savedPolicies: Policy[] = [
  {
    kind: 'refund',
    body: '<h2>Trocas</h2><p>Até 7 dias.</p>',
    version: 2,
    updatedAt: '2026-11-20T12:00:00.000Z',
  },
  { kind: 'privacy', body: '', version: 1, updatedAt: null },
  { kind: 'terms', body: '', version: 1, updatedAt: null },
  { kind: 'shipping', body: '', version: 1, updatedAt: null },
  { kind: 'contact', body: '', version: 1, updatedAt: null },
]

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': status >= 400 ? 'application/problem+json' : 'application/json' },
  })
