import type { PublicCheckout } from '@lojista/contracts/sales/checkout'
import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createQueryClient } from '@/app/query-client'
import { CheckoutPage } from './checkout-page'

// The checkout page strikes a line's compare-at price through when the store's Pricing settings say so.

const fetchMock = vi.fn<typeof fetch>()
const TOKEN = 'tok_compare_at_abcdefghijklmnop'
const money = (amount: string) => ({ amount, currencyCode: 'BRL' })
const checkout: PublicCheckout = {
  kind: 'invoice',
  version: 1,
  storeName: 'Casa Aurora',
  draftName: '#D3',
  expiresAt: '2026-03-01T12:00:00.000Z',
  customerName: null,
  language: null,
  email: 'ana@example.com',
  lines: [
    {
      title: 'Vaso',
      variantTitle: '',
      quantity: 2,
      imageUrl: null,
      discountedTotal: money('100.00'),
      compareAtTotal: money('140.00'),
    },
    { title: 'Prato', variantTitle: '', quantity: 1, imageUrl: null, discountedTotal: money('30.00') },
  ],
  subtotal: money('130.00'),
  discounts: money('0.00'),
  shipping: money('0.00'),
  tax: money('0.00'),
  taxesIncluded: false,
  total: money('130.00'),
  shippingAddress: null,
  billingAddress: null,
  discountCode: null,
  paymentTerm: null,
  storefront: {
    brand: { logoUrl: '', primaryColor: '#0F766E', accentColor: '#F59E0B', shortDescription: '' },
    fields: { phone: 'off', company: 'off', taxId: 'off' },
    marketingConsentDefault: false,
    orderNote: false,
    showCompareAtPrices: true,
    policies: [],
  },
}

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } })

function renderCheckout() {
  const router = createMemoryRouter([{ path: '/checkout/:token', element: <CheckoutPage /> }], {
    initialEntries: [`/checkout/${TOKEN}`],
  })
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
}

beforeEach(() => vi.stubGlobal('fetch', fetchMock))
afterEach(() => {
  vi.unstubAllGlobals()
  fetchMock.mockReset()
})

describe('compare-at prices on the checkout page', () => {
  it('strikes the compare-at price through beside the price of the lines that have one', async () => {
    fetchMock.mockResolvedValueOnce(json({ checkout }))
    renderCheckout()
    const struck = await screen.findAllByTestId('compare-at-price')
    expect(struck).toHaveLength(1)
    expect(struck[0]).toHaveTextContent('Was R$140.00')
    expect(struck[0]?.tagName).toBe('S')
  })

  it('shows none when the store turned compare-at prices off', async () => {
    fetchMock.mockResolvedValueOnce(
      json({ checkout: { ...checkout, storefront: { ...checkout.storefront, showCompareAtPrices: false } } }),
    )
    renderCheckout()
    expect(await screen.findByText('Vaso')).toBeInTheDocument()
    expect(screen.queryByTestId('compare-at-price')).not.toBeInTheDocument()
  })
})
