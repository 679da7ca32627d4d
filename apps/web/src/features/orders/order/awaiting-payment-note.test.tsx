import type { PlacedOrder } from '@lojista/contracts/sales/orders'
import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { AwaitingPaymentNote } from './awaiting-payment-note'

// Only what the note reads of an order.
const order = {
  name: 'PED-1002',
  financialStatus: 'pending',
  paymentMethod: 'pix',
  cancelledAt: null,
} as PlacedOrder

describe('the awaiting payment note of the order page', () => {
  it('says which method the customer chose and the Pix identifier to find on the statement', () => {
    render(<AwaitingPaymentNote order={order} />)
    expect(screen.getByRole('heading', { name: 'Awaiting payment by Pix' })).toBeInTheDocument()
    expect(screen.getByText('Pix identifier on the statement: PED1002')).toBeInTheDocument()
  })

  it('names a deposit without a Pix identifier', () => {
    render(<AwaitingPaymentNote order={{ ...order, paymentMethod: 'bank_deposit' }} />)
    expect(
      screen.getByRole('heading', { name: 'Awaiting payment by Bank deposit or transfer' }),
    ).toBeInTheDocument()
    expect(screen.queryByText(/Pix identifier/)).toBeNull()
  })

  it('shows nothing once paid, for a cancelled order, or for an order staff created', () => {
    for (const shown of [
      { ...order, financialStatus: 'paid' },
      { ...order, cancelledAt: '2026-11-20T12:00:00.000Z' },
      { ...order, paymentMethod: null },
      { ...order, paymentMethod: 'card' },
    ] as PlacedOrder[]) {
      const { container, unmount } = render(<AwaitingPaymentNote order={shown} />)
      expect(container).toBeEmptyDOMElement()
      unmount()
    }
  })
})
