import type { PublicCheckout } from '@lojista/contracts/sales/checkout'
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import type { ReactNode } from 'react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, beforeEach } from 'vitest'
import { createQueryClient } from '@/app/query-client'
import { configureApiClient } from '@/lib/api/client'
import { CheckoutPage } from './checkout-page'

// What the tests of the customer's pages (checkout, order status) start from: a sample order as the
// public API answers it, the API's answers, and a page opened at its link.

/** The checkout link's token the sample checkout is opened at. */
export const CHECKOUT_TOKEN = 'tok_abcdefghijklmnopqrstuvwxyz'

/** An amount in reais, as the API writes money. */
export const money = (amount: string) => ({ amount, currencyCode: 'BRL' })

/** Ana Souza's address in São Paulo. */
export const sampleAddress = {
  firstName: 'Ana',
  lastName: 'Souza',
  company: '',
  address1: 'Rua Augusta, 100',
  address2: '',
  city: 'São Paulo',
  provinceCode: 'SP',
  countryCode: 'BR',
  postalCode: '01305-000',
  phone: '',
}

/** A Pix copy-and-paste code for R$ 215,00 to Casa Aurora. */
export const PIX_CODE =
  '00020126430014br.gov.bcb.pix0121pix@casaaurora.com.br5204000053039865406215.005802BR' +
  '5911Casa Aurora6009Sao Paulo6208050410016304ABCD'

/** A store that kept its checkout plain: optional phone and company, no tax ID, no policies. */
export const sampleStorefront: PublicCheckout['storefront'] = {
  brand: { logoUrl: '', primaryColor: '#1F2937', accentColor: '#2563EB', shortDescription: '' },
  fields: { phone: 'optional', company: 'optional', taxId: 'off' },
  marketingConsentDefault: false,
  orderNote: false,
  showCompareAtPrices: true,
  policies: [],
}

/**
 * Casa Aurora's invoice #D7 to Ana Souza: two linen shirts (R$ 200,00) and R$ 15,00 of shipping,
 * R$ 215,00 with taxes included, shipped and billed to her address; `overrides` replace whole fields.
 */
export function sampleCheckout(overrides: Partial<PublicCheckout> = {}): PublicCheckout {
  return {
    kind: 'invoice',
    version: 4,
    storeName: 'Casa Aurora',
    draftName: '#D7',
    expiresAt: '2026-03-01T12:00:00.000Z',
    customerName: 'Ana Souza',
    language: null,
    email: 'ana@example.com',
    lines: [
      {
        title: 'Linen shirt',
        variantTitle: 'M / Blue',
        quantity: 2,
        imageUrl: null,
        discountedTotal: money('200.00'),
      },
    ],
    subtotal: money('200.00'),
    discounts: money('0.00'),
    shipping: money('15.00'),
    tax: money('34.00'),
    taxesIncluded: true,
    total: money('215.00'),
    shippingAddress: sampleAddress,
    billingAddress: sampleAddress,
    discountCode: null,
    paymentTerm: null,
    storefront: sampleStorefront,
    ...overrides,
  }
}

/** The API's answer: JSON, or problem+json from 400 on as it sends its refusals. */
export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': status >= 400 ? 'application/problem+json' : 'application/json' },
  })

export const problem = (status: number, detail: string, errors?: { path: string; message: string }[]) =>
  json(status, { type: 'about:blank', title: 'Problem', status, detail, ...(errors ? { errors } : {}) })

/**
 * A staff member signed in on this browser for every test of the file that calls it: the public pages
 * must still send no token and no store.
 */
export function staffSignedIn() {
  beforeEach(() => {
    configureApiClient({ getToken: () => 'staff-token', getTenantId: () => 'tenant-a' })
  })
  afterEach(() => {
    configureApiClient({ getToken: () => null, getTenantId: () => null })
  })
}

/** `page` opened at `url` under the route `route`, as a customer opens a link. */
export function renderAt(
  route: string,
  url: string,
  page: ReactNode,
  client: QueryClient = createQueryClient(),
) {
  const router = createMemoryRouter([{ path: route, element: page }], { initialEntries: [url] })
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
}

/** The checkout page opened at the sample checkout's link. */
export function renderCheckout(client?: QueryClient) {
  renderAt('/checkout/:token', `/checkout/${CHECKOUT_TOKEN}`, <CheckoutPage />, client)
}
