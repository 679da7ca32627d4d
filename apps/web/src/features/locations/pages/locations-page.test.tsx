import type { Location } from '@lojista/contracts/catalog/inventory'
import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { beforeEach, describe, expect, it } from 'vitest'
import { createQueryClient } from '@/app/query-client'
import { onePage, stubFetch } from '@/test/fetch-stub'
import { LocationsPage } from './locations-page'
import { shop } from './test-locations'

const fetchMock = stubFetch()

const warehouse: Location = {
  ...shop,
  id: '5b1f0c1e-2222-4c4c-9c9c-000000000002',
  name: 'Centro de Distribuição Guarulhos',
  address1: 'Av. Santos Dumont, 1200',
  city: 'Guarulhos',
  active: false,
}

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } })

/** The bodies of every locations search the page sent, oldest first. */
function sentSearches(): { query: string; first?: number; orderBy?: unknown }[] {
  return fetchMock.mock.calls
    .filter(([url]) => url === '/v1/location/search')
    .map(([, init]) => JSON.parse(String(init?.body)))
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/settings/locations', element: <LocationsPage /> },
      { path: '/settings/locations/:id', element: <p>location page</p> },
    ],
    { initialEntries: [path] },
  )
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  return router
}

beforeEach(() => {
  fetchMock.mockImplementation(async (url) =>
    String(url).startsWith('/v1/saved-views')
      ? json({ savedViews: [] })
      : json({ locations: onePage([shop, warehouse]) }),
  )
})

describe('locations list', () => {
  it('shows each location with its address, country by name and whether it is active', async () => {
    renderAt('/settings/locations')
    const shopRow = (await screen.findByRole('link', { name: 'Loja Vila Madalena' })).closest('tr')
    expect(shopRow).toHaveTextContent('Rua Harmonia, 456')
    expect(shopRow).toHaveTextContent('São Paulo, SP, Brazil')
    expect(shopRow).toHaveTextContent('Active')
    const warehouseRow = screen.getByRole('link', { name: 'Centro de Distribuição Guarulhos' }).closest('tr')
    expect(warehouseRow).toHaveTextContent('Guarulhos, SP, Brazil')
    expect(warehouseRow).toHaveTextContent('Inactive')
    expect(sentSearches()[0]).toEqual({ query: '', first: 25, orderBy: { field: 'name', direction: 'asc' } })
    expect(screen.getByRole('link', { name: 'Add location' })).toHaveAttribute(
      'href',
      '/settings/locations/new',
    )
  })

  it('sends the status in the address as a filter and opens a location from its row', async () => {
    const user = userEvent.setup()
    const router = renderAt('/settings/locations?status=inactive')
    await user.click(await screen.findByRole('link', { name: 'Centro de Distribuição Guarulhos' }))
    expect(sentSearches()[0]?.query).toBe('active:false')
    await waitFor(() => expect(router.state.location.pathname).toBe(`/settings/locations/${warehouse.id}`))
  })

  // Typing waits out the search debounce: slow on a busy machine, hence the longer timeout.
  it('searches what is typed', async () => {
    const user = userEvent.setup()
    const router = renderAt('/settings/locations')
    await user.type(await screen.findByRole('searchbox', { name: 'Search locations' }), 'Guarulhos')
    await waitFor(() => expect(sentSearches().at(-1)?.query).toBe('Guarulhos'))
    expect(router.state.location.search).toBe('?q=Guarulhos')
  }, 15_000)
})
