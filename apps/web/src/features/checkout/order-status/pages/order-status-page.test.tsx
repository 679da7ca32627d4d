import type { PublicOrderStatus } from '@lojista/contracts/sales/order-status'
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { stubFetch } from '@/test/fetch-stub'
import { PIX_CODE as BR_CODE, json, money, renderAt, sampleAddress } from '../../pages/test-checkout'
import { OrderStatusPage } from './order-status-page'

// The page a customer opens from their order confirmation email.

const fetchMock = stubFetch()
const STORE = '0b9f3a4e-2f43-4a57-9a0e-5d1c2e3f4a5b'
const TOKEN = 'tok_order_abcdefghijklmnopqrstuvwxyz'
const pending: PublicOrderStatus = {
  storeName: 'Casa Aurora',
  language: null,
  orderName: '#1042',
  placedAt: '2026-03-01T12:00:00.000Z',
  financialStatus: 'pending',
  fulfillmentStatus: 'unfulfilled',
  cancelled: false,
  lines: [{ title: 'Linen shirt', variantTitle: 'M / Blue', quantity: 2, total: money('200.00') }],
  subtotal: money('200.00'),
  discounts: money('0.00'),
  shipping: money('15.00'),
  tax: money('0.00'),
  taxesIncluded: false,
  total: money('215.00'),
  shippingAddress: sampleAddress,
  paymentMethod: 'pix',
  payment: {
    method: 'pix',
    instructions: 'Enviamos assim que o Pix for confirmado.',
    pix: { code: BR_CODE, txid: '1042' },
  },
  storefront: {
    brand: { logoUrl: '', primaryColor: '#0F766E', accentColor: '#F59E0B', shortDescription: '' },
    fields: { phone: 'optional', company: 'off', taxId: 'off' },
    marketingConsentDefault: false,
    orderNote: true,
    showCompareAtPrices: true,
    policies: [{ kind: 'refund', path: `/s/${STORE}/policies/refund` }],
  },
}

function renderPage() {
  renderAt('/s/:store/orders/:token', `/s/${STORE}/orders/${TOKEN}`, <OrderStatusPage />)
}

describe('order status page', () => {
  it('shows a pending Pix order with its code and QR, its lines, address and policies', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { order: pending }))
    renderPage()
    expect(await screen.findByRole('heading', { name: 'Order #1042' })).toBeInTheDocument()
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain(`/v1/public/stores/${STORE}/orders/${TOKEN}`)
    expect(screen.getByTestId('order-payment-status')).toHaveTextContent('Awaiting payment')
    expect(screen.getByTestId('order-fulfillment-status')).toHaveTextContent('Being prepared')
    expect(screen.getByText('Pay R$215.00 by Pix.')).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: 'Pix copy-and-paste code' })).toHaveValue(BR_CODE)
    expect(await screen.findByRole('img', { name: 'Pix QR code to pay R$215.00' })).toBeInTheDocument()
    expect(screen.getByText('Enviamos assim que o Pix for confirmado.')).toBeInTheDocument()
    const lines = screen.getByRole('region', { name: 'Order summary' })
    expect(within(lines).getByText('Linen shirt')).toBeInTheDocument()
    expect(within(lines).getByText('R$215.00')).toBeInTheDocument()
    expect(screen.getByText('Rua Augusta, 100')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Refund policy' })).toHaveAttribute(
      'href',
      `/s/${STORE}/policies/refund`,
    )
  })

  it('shows a paid order as paid, with no code to pay', async () => {
    fetchMock.mockResolvedValueOnce(
      json(200, {
        order: { ...pending, financialStatus: 'paid', fulfillmentStatus: 'fulfilled', payment: null },
      }),
    )
    renderPage()
    expect(await screen.findByTestId('order-payment-status')).toHaveTextContent('Paid')
    expect(screen.getByText('Paid with Pix')).toBeInTheDocument()
    expect(screen.getByTestId('order-fulfillment-status')).toHaveTextContent('Shipped')
    expect(screen.queryByRole('textbox', { name: 'Pix copy-and-paste code' })).not.toBeInTheDocument()
  })

  it.each([
    [404, {}, 'This link does not work', 'This order link is not valid. Check the link in your email.'],
    [
      410,
      { reason: 'expired' },
      'This link has expired',
      'This order link has expired. Contact the store to know about your order.',
    ],
    [
      410,
      { reason: 'off' },
      'Order links are off',
      'This store no longer shows orders through a link. Contact the store to know about your order.',
    ],
  ])('tells the customer when the link answers %i %o', async (status, extra, title, message) => {
    fetchMock.mockResolvedValue(
      json(status, { type: 'about:blank', title: 'Problem', status, detail: message, ...extra }),
    )
    renderPage()
    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument()
    expect(screen.getByText(message)).toBeInTheDocument()
    expect(screen.queryByText('#1042')).not.toBeInTheDocument()
  })

  it('offers to try again when the server fails, not the back office’s error page', async () => {
    fetchMock.mockResolvedValue(json(500, { title: 'Internal Server Error', status: 500 }))
    renderPage()
    expect(
      await screen.findByText(
        "The store's server failed to load this order. Please try again in a few minutes.",
      ),
    ).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument()
  })
})
