import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { stubFetch } from '@/test/fetch-stub'
import { json, money, renderCheckout, sampleCheckout } from './test-checkout'

// The checkout page as the store's Brand, Checkout and Policies settings make it.
const fetchMock = stubFetch()
const checkout = sampleCheckout({
  version: 2,
  storeName: 'Ateliê Aurora',
  draftName: '#D9',
  lines: [{ title: 'Vaso', variantTitle: '', quantity: 1, imageUrl: null, discountedTotal: money('50.00') }],
  subtotal: money('50.00'),
  shipping: money('0.00'),
  tax: money('0.00'),
  taxesIncluded: false,
  total: money('50.00'),
  billingAddress: null,
  storefront: {
    brand: {
      logoUrl: 'https://cdn.example.com/aurora.png',
      primaryColor: '#0F766E',
      accentColor: '#F59E0B',
      shortDescription: 'Cerâmica feita à mão em Cunha',
    },
    fields: { phone: 'required', company: 'off', taxId: 'required' },
    marketingConsentDefault: true,
    orderNote: true,
    showCompareAtPrices: true,
    policies: [
      { kind: 'refund', path: '/s/store-1/policies/refund' },
      { kind: 'terms', path: '/s/store-1/policies/terms' },
    ],
  },
})

const payments = () =>
  fetchMock.mock.calls
    .filter(([url]) => String(url).endsWith('/pay'))
    .map(([, init]) => JSON.parse(String(init?.body)))

describe('checkout page with the store’s settings', () => {
  it('shows the brand and links the policies', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { checkout }))
    renderCheckout()
    expect(await screen.findByRole('img', { name: 'Ateliê Aurora logo' })).toHaveAttribute(
      'src',
      'https://cdn.example.com/aurora.png',
    )
    expect(screen.getByText('Cerâmica feita à mão em Cunha')).toBeInTheDocument()
    const policies = screen.getByRole('navigation', { name: 'Store policies' })
    expect(policies).toContainElement(screen.getByRole('link', { name: 'Refund policy' }))
    expect(screen.getByRole('link', { name: 'Terms of service' })).toHaveAttribute(
      'href',
      '/s/store-1/policies/terms',
    )
  })

  it('asks for what the store requires, hides what it does not ask, and sends the details', async () => {
    fetchMock.mockImplementation(async (url) =>
      String(url).endsWith('/pay')
        ? json(200, { orderName: '#1009', total: money('50.00') })
        : json(200, { checkout }),
    )
    const user = userEvent.setup()
    renderCheckout()
    const taxId = await screen.findByRole('textbox', { name: 'CPF or CNPJ' })
    expect(screen.queryByRole('textbox', { name: /Company/ })).not.toBeInTheDocument()
    expect(screen.getByRole('checkbox', { name: 'Send me news and offers by email' })).toBeChecked()
    await user.click(screen.getByRole('button', { name: 'Fill in the test card' }))
    await user.click(screen.getByRole('button', { name: /Pay/ }))

    await waitFor(() => expect(taxId).toHaveAccessibleDescription('Required'))
    expect(payments()).toEqual([])

    await user.type(taxId, '111.111.111-11')
    await user.type(screen.getByRole('textbox', { name: /^Phone/ }), '+55 11 98765-4321')
    await user.click(screen.getByRole('button', { name: /Pay/ }))
    await waitFor(() => expect(taxId).toHaveAccessibleDescription('Not a valid CPF or CNPJ'))
    expect(payments()).toEqual([])

    await user.clear(taxId)
    await user.type(taxId, '529.982.247-25')
    await user.type(screen.getByRole('textbox', { name: /Note for the store/ }), 'Deixar na portaria')
    await user.click(screen.getByRole('button', { name: /Pay/ }))
    await waitFor(() => expect(payments()).toHaveLength(1))
    expect(payments()[0]).toMatchObject({
      shippingAddress: { phone: '+55 11 98765-4321' },
      details: { taxId: '529.982.247-25', acceptsMarketing: true, note: 'Deixar na portaria' },
    })
  })
})
