import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { RouteErrorPage } from '@/app/errors/route-error-page'
import { problemResponse, stubFetch } from '@/test/fetch-stub'
import { SessionStub, stubSession } from '@/test/session-stub'
import { SecurityPage } from './security-page'

const fetchMock = stubFetch()

beforeEach(() => {
  // React reports the error the route's error page caught on the console too.
  vi.spyOn(console, 'error').mockImplementation(() => {})
  return () => vi.restoreAllMocks()
})

function renderSecurity() {
  const tenant = {
    id: '00000000-0000-4000-8000-000000000001',
    name: 'Casa Aurora',
    plan: null,
    currencyCode: 'BRL',
    role: 'owner' as const,
    permissions: [],
  }
  const session = stubSession({ status: 'authenticated', isAuthenticated: true, currentTenant: tenant })
  const router = createMemoryRouter(
    [{ path: '/security', element: <SecurityPage />, errorElement: <RouteErrorPage /> }],
    { initialEntries: ['/security'] },
  )
  // No retries: what matters is what shows once the load has failed.
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <SessionStub value={session}>
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </SessionStub>,
  )
}

describe('the security page when its sessions do not load', () => {
  it('shows the server-error screen when the server fails', async () => {
    fetchMock.mockResolvedValue(problemResponse(503, 'Service Unavailable', 'Boom'))
    renderSecurity()
    expect(await screen.findByText('500')).toBeInTheDocument()
    expect(
      screen.getByRole('heading', { name: 'Something went wrong. Please try again later.' }),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/')
  })

  it('keeps the page and says why for a refusal', async () => {
    // A fresh answer per call: the sessions and the second factor each load.
    fetchMock.mockImplementation(async () =>
      problemResponse(429, 'Too Many Requests', 'Too many requests. Wait a minute.'),
    )
    renderSecurity()
    const alerts = await screen.findAllByRole('alert')
    expect(alerts.length).toBeGreaterThan(0)
    for (const alert of alerts) expect(alert).toHaveTextContent('Too many requests')
    expect(screen.queryByText('500')).not.toBeInTheDocument()
    expect(screen.getByLabelText('Current password')).toBeInTheDocument()
  })
})
