import type { Permission } from '@lojista/contracts/staff/permissions'
import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { beforeEach, describe, expect, it } from 'vitest'
import { createQueryClient } from '@/app/query-client'
import { onePage, stubFetch } from '@/test/fetch-stub'
import { memberSession, SessionStub } from '@/test/session-stub'
import { ProductsListPage } from './products-list-page'

const fetchMock = stubFetch()

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } })

beforeEach(() => {
  fetchMock.mockImplementation(async (url) =>
    String(url).startsWith('/v1/saved-views') ? json({ savedViews: [] }) : json({ products: onePage([]) }),
  )
})

/** The products list of a store with no products yet, for a role allowing `permissions`. */
async function renderAs(permissions: readonly Permission[]) {
  const router = createMemoryRouter([{ path: '/products', element: <ProductsListPage /> }], {
    initialEntries: ['/products'],
  })
  render(
    <SessionStub value={memberSession(permissions)}>
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </SessionStub>,
  )
  expect(await screen.findByText('Add your first product')).toBeVisible()
}

describe('the products list’s actions', () => {
  it('offers adding, importing and exporting to a role that may do each', async () => {
    await renderAs(['products.edit', 'products.import', 'products.export'])
    expect(screen.getAllByRole('link', { name: 'Add product' })[0]).toHaveAttribute('href', '/products/new')
    expect(screen.getAllByRole('button', { name: 'Import' }).length).toBeGreaterThan(0)
    expect(screen.getByRole('button', { name: 'Export' })).toBeVisible()
  })

  it('offers none of them to a role that may only see the products', async () => {
    await renderAs(['products.view'])
    expect(screen.queryByRole('link', { name: 'Add product' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Import' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Export' })).toBeNull()
  })

  it('offers exporting alone to a role that may take the file but not change the catalogue', async () => {
    await renderAs(['products.view', 'products.export'])
    expect(screen.getByRole('button', { name: 'Export' })).toBeVisible()
    expect(screen.queryByRole('link', { name: 'Add product' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Import' })).toBeNull()
  })
})
