import type { PublicCheckout } from '@lojista/contracts/sales/checkout'
import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createQueryClient } from '@/app/query-client'
import { CheckoutPage } from './checkout-page'

// The checkout page with the store's manual methods: Pix places the order and shows its code and QR.

const fetchMock = vi.fn<typeof fetch>()
const TOKEN = 'tok_abcdefghijklmnopqrstuvwxyz'
const money = (amount: string) => ({ amount, currencyCode: 'BRL' })
const address = {
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
const checkout: PublicCheckout = {
  kind: 'invoice',
  version: 4,
  storeName: 'Casa Aurora',
  draftName: '#D7',
  expiresAt: '2026-03-01T12:00:00.000Z',
  customerName: 'Ana Souza',
  language: null,
  email: 'ana@example.com',
  lines: [
    { title: 'Linen shirt', variantTitle: '', quantity: 1, imageUrl: null, discountedTotal: money('200.00') },
  ],
  subtotal: money('200.00'),
  discounts: money('0.00'),
  shipping: money('15.00'),
  tax: money('0.00'),
  taxesIncluded: false,
  total: money('215.00'),
  shippingAddress: address,
  billingAddress: address,
  discountCode: null,
  paymentTerm: null,
  paymentMethods: [
    { method: 'pix', instructions: 'Enviamos assim que o Pix for confirmado.' },
    { method: 'card', instructions: '' },
    { method: 'bank_deposit', instructions: 'Itaú, agência 0001, conta 12345-6.' },
  ],
  storefront: {
    brand: { logoUrl: '', primaryColor: '#1F2937', accentColor: '#2563EB', shortDescription: '' },
    fields: { phone: 'optional', company: 'optional', taxId: 'off' },
    marketingConsentDefault: false,
    orderNote: false,
    showCompareAtPrices: true,
    policies: [],
  },
}
const BR_CODE =
  '00020126430014br.gov.bcb.pix0121pix@casaaurora.com.br5204000053039865406215.005802BR' +
  '5911Casa Aurora6009Sao Paulo6208050410016304ABCD'

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

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

describe('checkout page with Pix', () => {
  it('offers the store’s methods, places the order with Pix and shows its code and QR code', async () => {
    const user = userEvent.setup()
    fetchMock.mockResolvedValueOnce(json(200, { checkout }))
    fetchMock.mockResolvedValueOnce(
      json(200, {
        orderName: '#1001',
        total: money('215.00'),
        financialStatus: 'pending',
        payment: {
          method: 'pix',
          instructions: 'Enviamos assim que o Pix for confirmado.',
          pix: { code: BR_CODE, txid: '1001' },
        },
      }),
    )
    renderCheckout()
    // Pix comes first and is chosen: no card is asked for.
    expect(await screen.findByRole('radio', { name: 'Pix' })).toBeChecked()
    expect(screen.getByRole('radio', { name: 'Card' })).not.toBeChecked()
    expect(screen.queryByLabelText('Card number')).toBeNull()
    expect(screen.getByText('Enviamos assim que o Pix for confirmado.')).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Place order · R$215.00' }))
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Order #1001 is placed — awaiting payment' }),
    ).toBeInTheDocument()
    const [, init] = fetchMock.mock.calls[1] ?? []
    const sent = JSON.parse(String(init?.body))
    expect(sent).toMatchObject({ version: 4, method: 'pix' })
    expect(sent).not.toHaveProperty('card')

    expect(screen.getByRole('textbox', { name: 'Pix copy-and-paste code' })).toHaveValue(BR_CODE)
    const qr = await screen.findByRole('img', { name: 'Pix QR code to pay R$215.00' })
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml;charset=utf-8,%3Csvg/)
    expect(screen.getByText('Payment identifier: 1001')).toBeInTheDocument()
  })

  it('shows the Pix code again when the customer comes back to the link of an order awaiting it', async () => {
    fetchMock.mockResolvedValueOnce(
      new Response(
        JSON.stringify({
          type: 'https://lojista.dev/problems/409',
          title: 'Conflict',
          status: 409,
          detail: 'This order is placed and awaits your payment.',
          placed: {
            orderName: '#1001',
            total: money('215.00'),
            financialStatus: 'pending',
            payment: { method: 'pix', instructions: '', pix: { code: BR_CODE, txid: '1001' } },
          },
        }),
        { status: 409, headers: { 'content-type': 'application/problem+json' } },
      ),
    )
    renderCheckout()
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Order #1001 is placed — awaiting payment' }),
    ).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: 'Pix copy-and-paste code' })).toHaveValue(BR_CODE)
    expect(screen.queryByText('Already paid')).toBeNull()
  })

  it('asks for the card only when the card is chosen', async () => {
    const user = userEvent.setup()
    fetchMock.mockResolvedValueOnce(json(200, { checkout }))
    renderCheckout()
    await user.click(await screen.findByRole('radio', { name: 'Card' }))
    expect(screen.getByLabelText('Card number')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Pay R$215.00' })).toBeInTheDocument()
    await user.click(screen.getByRole('radio', { name: 'Bank deposit or transfer' }))
    expect(screen.getByText('Itaú, agência 0001, conta 12345-6.')).toBeInTheDocument()
    expect(screen.queryByLabelText('Card number')).toBeNull()
  })
})
