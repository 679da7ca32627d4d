import type { PlacedOrder } from '@lojista/contracts/sales/orders'
import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactNode } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { createQueryClient } from '@/app/query-client'
import { formatMoney } from '@/lib/format'
import { stubFetch } from '@/test/fetch-stub'
import { CollectPaymentDialog } from './collect-payment-dialog'
import { RefundDialog } from './refund-dialog'

const fetchMock = stubFetch()

const money = (amount: string) => ({ amount, currencyCode: 'BRL' })
// Only what the two dialogs read of an order.
const order = {
  id: '7d0c1a2e-1111-4c4c-9c9c-000000000001',
  name: '#1001',
  currencyCode: 'BRL',
  balance: money('100.00'),
  paid: money('285.50'),
  refunded: money('85.50'),
} as PlacedOrder

const wrap = (children: ReactNode) => (
  <QueryClientProvider client={createQueryClient()}>{children}</QueryClientProvider>
)

const messageOf = (element: HTMLElement) =>
  document.getElementById(element.getAttribute('aria-describedby') ?? '')?.textContent

async function typeAmount(amount: string) {
  const field = screen.getByLabelText('Amount')
  await userEvent.clear(field)
  if (amount) await userEvent.type(field, amount)
  return field
}

describe('the money amount of the order dialogs', () => {
  it('starts collecting at the balance and refuses more than it, or nothing', async () => {
    render(wrap(<CollectPaymentDialog order={order} open onOpenChange={() => {}} />))
    const collect = screen.getByRole('button', { name: 'Collect' })
    await waitFor(() => expect(collect).toBeEnabled())

    const field = await typeAmount('100.01')
    await waitFor(() => expect(messageOf(field)).toBe(`At most the balance, ${formatMoney('100.00', 'BRL')}`))
    expect(collect).toBeDisabled()
    await typeAmount('')
    await waitFor(() => expect(messageOf(field)).toBe('Enter an amount greater than 0'))
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('refunds at most what was collected and not given back, sending the typed amount', async () => {
    fetchMock.mockResolvedValue(new Response('{}', { status: 500 }))
    const onOpenChange = vi.fn()
    render(wrap(<RefundDialog order={order} onOpenChange={onOpenChange} />))
    const field = await typeAmount('200.01')
    await waitFor(() => expect(messageOf(field)).toBe(`At most ${formatMoney('200.00', 'BRL')}`))
    expect(screen.getByRole('button', { name: 'Refund' })).toBeDisabled()

    await typeAmount('50')
    await waitFor(() => expect(screen.getByRole('button', { name: 'Refund' })).toBeEnabled())
    await userEvent.click(screen.getByRole('button', { name: 'Refund' }))
    await waitFor(() => expect(fetchMock).toHaveBeenCalled())
    const [url, init] = fetchMock.mock.calls[0]!
    expect(url).toBe(`/v1/orders/${order.id}/refunds`)
    expect(JSON.parse(String(init?.body))).toEqual({ amount: '50.00', method: 'pix', note: '' })
  })
})
