import type { Permission } from '@lojista/contracts/staff/permissions'
import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { beforeEach, describe, expect, it } from 'vitest'
import { createQueryClient } from '@/app/query-client'
import { onePage, stubFetch } from '@/test/fetch-stub'
import { memberSession, SessionStub } from '@/test/session-stub'
import { DiscountsPage } from './discounts-page'
import { ended, welcome } from './test-discounts'

const fetchMock = stubFetch()

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } })

/** The addresses of every discounts list request the page sent, oldest first. */
function sentLists(): URL[] {
  return fetchMock.mock.calls
    .map(([url]) => new URL(String(url), 'http://localhost'))
    .filter((url) => url.pathname === '/v1/discounts')
}

function renderAt(path: string, permissions?: readonly Permission[]) {
  const router = createMemoryRouter(
    [
      { path: '/discounts', element: <DiscountsPage /> },
      { path: '/discounts/:id', element: <p>discount page</p> },
    ],
    { initialEntries: [path] },
  )
  render(
    <SessionStub value={memberSession(permissions)}>
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </SessionStub>,
  )
  return router
}

beforeEach(() => {
  fetchMock.mockImplementation(async (url) =>
    String(url).startsWith('/v1/saved-views')
      ? json({ savedViews: [] })
      : json({ discounts: onePage([welcome, ended]) }),
  )
})

describe('discounts list', () => {
  it('shows each discount with its value in words, method, status, usage and amount given', async () => {
    renderAt('/discounts')
    const welcomeRow = (await screen.findByRole('link', { name: 'BEMVINDO10' })).closest('tr')
    expect(welcomeRow).toHaveTextContent('Boas-vindas')
    expect(welcomeRow).toHaveTextContent('Amount off order')
    expect(welcomeRow).toHaveTextContent('10% off')
    expect(welcomeRow).toHaveTextContent('Code')
    expect(welcomeRow).toHaveTextContent('Active')
    expect(welcomeRow).toHaveTextContent('12')
    expect(welcomeRow).toHaveTextContent('R$345.60')
    const endedRow = screen.getByRole('link', { name: 'Black Friday' }).closest('tr')
    expect(endedRow).toHaveTextContent('R$20.00 off')
    expect(endedRow).toHaveTextContent('Automatic')
    expect(endedRow).toHaveTextContent('Expired')
    expect(sentLists()[0]?.search).toBe('?first=25')
    expect(screen.getByRole('link', { name: 'Create discount' })).toHaveAttribute('href', '/discounts/new')
  })

  it('asks the server for the status in the address and opens a discount from its row', async () => {
    const user = userEvent.setup()
    const router = renderAt('/discounts?status=expired&q=black')
    await user.click(await screen.findByRole('link', { name: 'Black Friday' }))
    const sent = sentLists()[0]
    expect(sent?.searchParams.get('status')).toBe('expired')
    expect(sent?.searchParams.get('query')).toBe('black')
    await waitFor(() => expect(router.state.location.pathname).toBe(`/discounts/${ended.id}`))
  })

  it('filters by type and method through the address and the request', async () => {
    const user = userEvent.setup()
    const router = renderAt('/discounts?method=automatic')
    await screen.findByRole('link', { name: 'Black Friday' })
    expect(sentLists()[0]?.searchParams.get('method')).toBe('automatic')
    await user.click(screen.getByRole('combobox', { name: 'Type' }))
    await user.click(await screen.findByRole('option', { name: 'Buy X get Y' }))
    await waitFor(() => expect(router.state.location.search).toContain('type=buy_x_get_y'))
    await waitFor(() =>
      expect(sentLists().some((url) => url.searchParams.get('type') === 'buy_x_get_y')).toBe(true),
    )
    expect(sentLists().at(-1)?.searchParams.get('method')).toBe('automatic')
  })

  it('offers making a discount only to a role that may edit discounts', async () => {
    renderAt('/discounts', ['discounts.view'])
    expect(await screen.findByRole('link', { name: 'BEMVINDO10' })).toBeVisible()
    expect(screen.queryByRole('link', { name: 'Create discount' })).toBeNull()
  })
})
