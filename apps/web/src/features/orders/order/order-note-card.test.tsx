import type { PlacedOrder } from '@lojista/contracts/sales/orders'
import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { createQueryClient } from '@/app/query-client'
import { stubFetch } from '@/test/fetch-stub'
import { OrderNoteCard } from './order-note-card'

const fetchMock = stubFetch()

const money = (amount: string) => ({ amount, currencyCode: 'BRL' })
const order: PlacedOrder = {
  id: '7d0c1a2e-1111-4c4c-9c9c-000000000001',
  name: '#1001',
  number: 1001,
  draftOrderId: null,
  draftName: null,
  customer: null,
  email: '',
  financialStatus: 'paid',
  fulfillmentStatus: 'unfulfilled',
  cancelledAt: null,
  cancelReason: null,
  note: 'Gift wrap',
  tags: [],
  currencyCode: 'BRL',
  lines: [],
  appliedDiscount: null,
  shippingLine: null,
  taxLines: [],
  taxesIncluded: false,
  paymentTerm: null,
  dueAt: null,
  shippingAddress: null,
  billingAddress: null,
  totalQuantity: 0,
  subtotal: money('0.00'),
  totalDiscounts: money('0.00'),
  totalShipping: money('0.00'),
  totalTax: money('0.00'),
  total: money('0.00'),
  paid: money('0.00'),
  refunded: money('0.00'),
  balance: money('0.00'),
  fulfillments: [],
  events: [],
  version: 4,
  createdAt: '2026-11-24T12:00:00.000Z',
  updatedAt: '2026-11-24T12:00:00.000Z',
}

function renderCard() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <OrderNoteCard order={order} />
    </QueryClientProvider>,
  )
}

describe("the order's note", () => {
  it('offers Save and Discard once changed, and Discard brings the saved note back', async () => {
    const user = userEvent.setup()
    renderCard()
    const note = screen.getByRole('textbox', { name: 'Notes' })
    expect(note).toHaveValue('Gift wrap')
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull()
    await user.type(note, ', blue paper')
    await user.click(screen.getByRole('button', { name: 'Discard' }))
    expect(note).toHaveValue('Gift wrap')
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull()
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('saves the note with the version it was written on', async () => {
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ order: { ...order, note: 'Gift wrap, blue paper', version: 5 } }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      }),
    )
    const user = userEvent.setup()
    renderCard()
    await user.type(screen.getByRole('textbox', { name: 'Notes' }), ', blue paper')
    await user.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(fetchMock).toHaveBeenCalled())
    const [url, init] = fetchMock.mock.calls[0]!
    expect(url).toBe(`/v1/orders/${order.id}/note`)
    expect(init?.method).toBe('PUT')
    expect(JSON.parse(String(init?.body))).toEqual({ version: 4, note: 'Gift wrap, blue paper' })
  })
})
