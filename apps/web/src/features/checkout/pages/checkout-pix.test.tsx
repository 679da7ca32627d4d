import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { stubFetch } from '@/test/fetch-stub'
import { PIX_CODE as BR_CODE, json, money, renderCheckout, sampleCheckout } from './test-checkout'

// The checkout page with the store's manual methods: Pix places the order and shows its code and QR.

const fetchMock = stubFetch()
const checkout = sampleCheckout({
  lines: [
    { title: 'Linen shirt', variantTitle: '', quantity: 1, imageUrl: null, discountedTotal: money('200.00') },
  ],
  tax: money('0.00'),
  taxesIncluded: false,
  paymentMethods: [
    { method: 'pix', instructions: 'Enviamos assim que o Pix for confirmado.' },
    { method: 'card', instructions: '' },
    { method: 'bank_deposit', instructions: 'Itaú, agência 0001, conta 12345-6.' },
  ],
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
      json(409, {
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
