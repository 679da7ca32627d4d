import type { Permission } from '@lojista/contracts/staff/permissions'
import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { describe, expect, it } from 'vitest'
import { createQueryClient } from '@/app/query-client'
import { withTexts } from '@/lib/i18n/i18n'
import { onePage, stubFetch } from '@/test/fetch-stub'
import { SessionStub, stubSession } from '@/test/session-stub'

const fetchMock = stubFetch()

const store = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Casa Aurora',
  plan: null,
  currencyCode: 'BRL',
}

async function renderAs(permissions: Permission[]) {
  fetchMock.mockImplementation(
    async () =>
      new Response(JSON.stringify({ parties: onePage([]) }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      }),
  )
  const { CustomersPage } = await withTexts(() => import('./customers-list-page'))()
  const tenant = { ...store, role: 'staff' as const, permissions }
  const router = createMemoryRouter([{ path: '/customers', element: <CustomersPage /> }], {
    initialEntries: ['/customers'],
  })
  render(
    <SessionStub
      value={stubSession({ status: 'authenticated', isAuthenticated: true, currentTenant: tenant })}
    >
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </SessionStub>,
  )
  await screen.findByRole('link', { name: 'Add customer' })
}

describe('the customers list', () => {
  it('offers Export and Import to a role that may take and bring the CSV files', async () => {
    await renderAs(['customers.view', 'customers.edit', 'customers.export', 'customers.import'])
    expect(screen.getByRole('button', { name: 'Export' })).toBeInTheDocument()
    expect(screen.getAllByRole('button', { name: 'Import' }).length).toBeGreaterThan(0)
  })

  it('offers neither to a role without the customers export and import permissions', async () => {
    await renderAs(['customers.view', 'customers.edit', 'customers.view_personal_data'])
    expect(screen.queryByRole('button', { name: 'Export' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Import' })).not.toBeInTheDocument()
  })
})
