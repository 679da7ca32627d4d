import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { stubFetch } from '@/test/fetch-stub'
import { json, money, renderCheckout, sampleCheckout, sampleStorefront } from './test-checkout'

// The checkout page strikes a line's compare-at price through when the store's Pricing settings say so.

const fetchMock = stubFetch()
const checkout = sampleCheckout({
  version: 1,
  draftName: '#D3',
  customerName: null,
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
  shipping: money('0.00'),
  tax: money('0.00'),
  taxesIncluded: false,
  total: money('130.00'),
  shippingAddress: null,
  billingAddress: null,
  storefront: {
    ...sampleStorefront,
    brand: { ...sampleStorefront.brand, primaryColor: '#0F766E', accentColor: '#F59E0B' },
    fields: { phone: 'off', company: 'off', taxId: 'off' },
  },
})

describe('compare-at prices on the checkout page', () => {
  it('strikes the compare-at price through beside the price of the lines that have one', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { checkout }))
    renderCheckout()
    const struck = await screen.findAllByTestId('compare-at-price')
    expect(struck).toHaveLength(1)
    expect(struck[0]).toHaveTextContent('Was R$140.00')
    expect(struck[0]?.tagName).toBe('S')
  })

  it('shows none when the store turned compare-at prices off', async () => {
    fetchMock.mockResolvedValueOnce(
      json(200, {
        checkout: { ...checkout, storefront: { ...checkout.storefront, showCompareAtPrices: false } },
      }),
    )
    renderCheckout()
    expect(await screen.findByText('Vaso')).toBeInTheDocument()
    expect(screen.queryByTestId('compare-at-price')).not.toBeInTheDocument()
  })
})
