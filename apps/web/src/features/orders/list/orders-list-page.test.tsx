import type { OrderSummary } from '@lojista/contracts/sales/orders'
import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createQueryClient } from '@/app/query-client'
import { onePage } from '@/test/fetch-stub'
import { memberSession, SessionStub } from '@/test/session-stub'
import { OrdersListPage } from './orders-list-page'

const fetchMock = vi.fn<typeof fetch>()

const order: OrderSummary = {
  id: '7d0c1a2e-1111-4c4c-9c9c-000000000001',
  name: '#1001',
  number: 1001,
  customer: { id: 'c1', displayName: 'Ana Souza' },
  email: 'ana@example.com',
  financialStatus: 'paid',
  fulfillmentStatus: 'unfulfilled',
  cancelledAt: null,
  totalQuantity: 3,
  total: { amount: '285.50', currencyCode: 'BRL' },
  dueAt: null,
  createdAt: '2026-01-15T12:00:00.000Z',
}

function answer(hasNextPage = false) {
  return new Response(
    JSON.stringify({
      orders: onePage([order], hasNextPage),
    }),
    { status: 200, headers: { 'content-type': 'application/json' } },
  )
}

/** The bodies of every orders search the page sent, oldest first. */
function sentSearches(): { query: string; first?: number; after?: string; orderBy?: unknown }[] {
  return fetchMock.mock.calls
    .filter(([url]) => url === '/v1/order/search')
    .map(([, init]) => JSON.parse(String(init?.body)))
}

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '/orders', element: <OrdersListPage /> }], {
    initialEntries: [path],
  })
  render(
    <SessionStub value={memberSession()}>
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </SessionStub>,
  )
  return router
}

const noSavedViews = () =>
  new Response(JSON.stringify({ savedViews: [] }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  })

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock)
  fetchMock.mockImplementation(async (url) =>
    String(url).startsWith('/v1/saved-views') ? noSavedViews() : answer(true),
  )
})

afterEach(() => {
  vi.unstubAllGlobals()
  fetchMock.mockReset()
})

describe('orders list', () => {
  it('shows each order with its statuses, items and total', async () => {
    renderAt('/orders')
    const row = (await screen.findByRole('link', { name: '#1001' })).closest('tr')
    expect(row).toHaveTextContent('Ana Souza')
    expect(row).toHaveTextContent('Paid')
    expect(row).toHaveTextContent('Unfulfilled')
    expect(row).toHaveTextContent('3 items')
    expect(row).toHaveTextContent('R$285.50')
    expect(screen.getByText('1–1 of 1')).toBeInTheDocument()
    expect(sentSearches()[0]).toEqual({
      query: '',
      first: 25,
      orderBy: { field: 'createdAt', direction: 'desc' },
    })
  })

  it('sends the filters in the address as query terms, with the chosen sort', async () => {
    renderAt('/orders?payment=paid&fulfillment=unfulfilled&from=2026-01-01&to=2026-01-31&sort=total-desc')
    await screen.findByRole('link', { name: '#1001' })
    expect(sentSearches().at(-1)).toMatchObject({
      query:
        'financial_status:paid fulfillment_status:unfulfilled created_from:2026-01-01 created_to:2026-01-31',
      orderBy: { field: 'total', direction: 'desc' },
    })
    expect(screen.getByRole('combobox', { name: 'Payment status' })).toHaveTextContent('Paid')
    expect(screen.getByRole('button', { name: 'From' })).toHaveTextContent('Jan 1, 2026')
  })

  // Typing waits out the search debounce: slow on a busy machine, hence the longer timeout.
  it('puts typed text before the filters, and clearing filters searches everything again', async () => {
    const user = userEvent.setup()
    const router = renderAt('/orders?payment=pending')
    await user.type(await screen.findByRole('searchbox', { name: 'Search orders' }), '#1001')
    await waitFor(() => expect(sentSearches().at(-1)?.query).toBe('#1001 financial_status:pending'))
    expect(router.state.location.search).toBe('?q=%231001&payment=pending')

    await user.click(screen.getByRole('button', { name: 'Clear filters' }))
    await waitFor(() => expect(sentSearches().at(-1)?.query).toBe(''))
    expect(screen.getByRole('searchbox', { name: 'Search orders' })).toHaveValue('')
  }, 15_000)

  it('pages forward from the last cursor, keeping the filters', async () => {
    const user = userEvent.setup()
    const router = renderAt('/orders?fulfillment=fulfilled')
    await user.click(await screen.findByRole('button', { name: /Next/ }))
    await waitFor(() =>
      expect(sentSearches().at(-1)).toMatchObject({
        query: 'fulfillment_status:fulfilled',
        first: 25,
        after: order.id,
      }),
    )
    expect(router.state.location.search).toBe(`?fulfillment=fulfilled&after=${order.id}&page=2`)
  })

  it('says so when nothing matches the filters', async () => {
    fetchMock.mockImplementation(async (url) =>
      String(url).startsWith('/v1/saved-views')
        ? noSavedViews()
        : new Response(JSON.stringify({ orders: onePage([]) }), {
            status: 200,
            headers: { 'content-type': 'application/json' },
          }),
    )
    renderAt('/orders?payment=refunded')
    expect(await screen.findByRole('heading', { name: 'No orders match' })).toBeInTheDocument()
  })
})
