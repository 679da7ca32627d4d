import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { RouteErrorPage } from '@/app/errors/route-error-page'
import { memberSession, SessionStub } from '@/test/session-stub'
import { OrdersListPage } from './orders-list-page'

const fetchMock = vi.fn<typeof fetch>()
const failure = (status: number) =>
  new Response(JSON.stringify({ type: 'about:blank', title: 'Failed', status, detail: 'Boom' }), {
    status,
    headers: { 'content-type': 'application/problem+json' },
  })

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock)
  // React reports the error the route's error page caught on the console too.
  vi.spyOn(console, 'error').mockImplementation(() => {})
})

afterEach(() => {
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
  fetchMock.mockReset()
})

function renderOrders() {
  const router = createMemoryRouter(
    [{ path: '/orders', element: <OrdersListPage />, errorElement: <RouteErrorPage /> }],
    { initialEntries: ['/orders'] },
  )
  // No retries: the test is about what shows once the load has failed.
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <SessionStub value={memberSession()}>
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </SessionStub>,
  )
}

describe('a page whose main load the server fails', () => {
  it('shows the server-error screen on a 5xx answer', async () => {
    fetchMock.mockResolvedValue(failure(503))
    renderOrders()
    expect(await screen.findByText('500')).toBeInTheDocument()
    expect(
      screen.getByRole('heading', { name: 'Something went wrong. Please try again later.' }),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/')
  })

  it('keeps its own message for a refusal', async () => {
    fetchMock.mockResolvedValue(failure(400))
    renderOrders()
    expect(await screen.findByText('Orders could not be loaded.')).toBeInTheDocument()
    expect(screen.queryByText('500')).not.toBeInTheDocument()
  })
})
