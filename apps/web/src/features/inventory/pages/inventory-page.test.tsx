import type { Permission } from '@lojista/contracts/staff/permissions'
import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { beforeEach, describe, expect, it } from 'vitest'
import { createQueryClient } from '@/app/query-client'
import { onePage, stubFetch } from '@/test/fetch-stub'
import { memberSession, SessionStub } from '@/test/session-stub'
import { InventoryPage } from './inventory-page'

const fetchMock = stubFetch()

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } })

const deposit = {
  id: '00000000-0000-4000-8000-0000000000a1',
  name: 'Depósito',
  address1: '',
  city: 'São Paulo',
  provinceCode: 'SP',
  countryCode: 'BR',
  postalCode: '',
  active: true,
  createdAt: '2026-11-01T12:00:00.000Z',
  updatedAt: '2026-11-01T12:00:00.000Z',
}
const mug = {
  product: { id: '00000000-0000-4000-8000-0000000000b1', title: 'Caneca Azul', handle: 'caneca-azul' },
  variant: {
    id: '00000000-0000-4000-8000-0000000000c1',
    title: 'Default Title',
    sku: 'CAN-1',
    barcode: null,
  },
  location: { id: deposit.id, name: deposit.name },
  available: 7,
  updatedAt: '2026-11-20T12:00:00.000Z',
}

beforeEach(() => {
  fetchMock.mockImplementation(async (url) => {
    const path = String(url)
    if (path === '/v1/location/search') return json({ locations: onePage([deposit]) })
    if (path === '/v1/inventory/search') {
      return json({ inventoryLevels: { ...onePage([]), edges: [{ node: mug, cursor: 'c' }] } })
    }
    return json({ savedViews: [] })
  })
})

function renderAs(permissions: readonly Permission[]) {
  const router = createMemoryRouter([{ path: '/products/inventory', element: <InventoryPage /> }], {
    initialEntries: ['/products/inventory'],
  })
  render(
    <SessionStub value={memberSession(permissions)}>
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </SessionStub>,
  )
}

describe('the inventory list’s actions', () => {
  it('offers adjusting a level to a role that may count stock', async () => {
    renderAs(['inventory.adjust'])
    expect(await screen.findByText('Caneca Azul')).toBeVisible()
    expect(screen.getByRole('button', { name: 'Adjust stock of Caneca Azul at Depósito' })).toBeVisible()
  })

  it('shows the levels without Adjust to a role that may only see them', async () => {
    renderAs(['inventory.view'])
    expect(await screen.findByText('Caneca Azul')).toBeVisible()
    expect(screen.queryByRole('button', { name: /Adjust stock/ })).toBeNull()
    expect(screen.getByRole('button', { name: 'Stock history of Caneca Azul' })).toBeVisible()
  })
})
