import type { Order } from '@lojista/contracts/order/api'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, within } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { RouteErrorPage } from '@/app/errors/route-error-page'
import { SessionStub, stubSession } from '@/test/session-stub'
import { fakeOrder } from '../model/test-orders'
import { DraftOrderPage } from './draft-order-page'

const fetchMock = vi.fn<typeof fetch>()
const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } })

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock)
})

afterEach(() => {
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
  fetchMock.mockReset()
})

function renderDraft(id: string, answer: () => Response) {
  fetchMock.mockImplementation(async (url) => {
    if (String(url) === `/v1/order?id=${id}`) return answer()
    throw new Error(`unexpected call to ${String(url)}`)
  })
  const router = createMemoryRouter(
    [{ path: '/orders/drafts/:id', element: <DraftOrderPage />, errorElement: <RouteErrorPage /> }],
    { initialEntries: [`/orders/drafts/${id}`] },
  )
  render(
    <QueryClientProvider client={new QueryClient()}>
      <SessionStub value={stubSession({ status: 'authenticated', isAuthenticated: true })}>
        <RouterProvider router={router} />
      </SessionStub>
    </QueryClientProvider>,
  )
}

describe('the draft order page', () => {
  it('shows a draft that became an order as it was, without a way to edit it, and links to the order', async () => {
    const id = crypto.randomUUID()
    const draft: Order = {
      ...fakeOrder(id, 4, {
        note: 'Gift wrap',
        tags: ['vip'],
        lineItems: [{ id: 'line-1', variantId: 'variant-1', quantity: 2, isTaxable: true }],
      }),
      status: 'completed',
      order: { id: '0a4d7d3e-5b7c-4a7e-9a55-1c2e3f4a5b6c', name: '#1001' },
    }
    renderDraft(id, () => json({ order: draft }))

    // The first load also fetches the answer's schema module, which takes a while in a cold test run.
    const banner = await screen.findByText(
      'This draft became order #1001 and can no longer be edited.',
      {},
      { timeout: 5000 },
    )
    const link = within(banner.closest('[role="status"]') as HTMLElement).getByRole('link', {
      name: 'View order #1001',
    })
    expect(link).toHaveAttribute('href', '/orders/0a4d7d3e-5b7c-4a7e-9a55-1c2e3f4a5b6c')
    expect(screen.getByTestId('line-quantity')).toHaveTextContent('2')
    expect(screen.getByText('Gift wrap')).toBeInTheDocument()
    expect(screen.getByText('vip')).toBeInTheDocument()

    // Nothing to type in, tick, remove, open or send, and no save to report or retry.
    for (const role of ['textbox', 'spinbutton', 'checkbox', 'combobox'] as const) {
      expect(screen.queryAllByRole(role), role).toEqual([])
    }
    const buttons = screen.queryAllByRole('button').map((button) => button.textContent || button.ariaLabel)
    expect(buttons).toEqual([])
    expect(screen.queryByTestId('sync-status')).not.toBeInTheDocument()
  })

  it('shows the server-error screen when the server fails to load the draft', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const id = crypto.randomUUID()
    renderDraft(
      id,
      () =>
        new Response(JSON.stringify({ type: 'about:blank', title: 'Internal Server Error', status: 500 }), {
          status: 500,
          headers: { 'content-type': 'application/problem+json' },
        }),
    )
    expect(await screen.findByText('500', {}, { timeout: 5000 })).toBeInTheDocument()
    expect(
      screen.getByRole('heading', { name: 'Something went wrong. Please try again later.' }),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/')
  })
})
