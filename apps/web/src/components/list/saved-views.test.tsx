import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createQueryClient } from '@/app/query-client'
import { useListState } from '@/hooks/use-list-state'
import { listParam, listSchema } from '@/lib/list-params'
import { SavedViews } from './saved-views'

const fetchMock = vi.fn<typeof fetch>()
let stored: { id: string; name: string; params: Record<string, string> }[] = []

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

const view = (id: string, name: string, params: Record<string, string>) => ({
  id,
  list: 'orders',
  name,
  params,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
})

beforeEach(() => {
  stored = [
    { id: '7d0c1a2e-1111-4c4c-9c9c-000000000001', name: 'Unpaid', params: { payment: 'pending' } },
    { id: '7d0c1a2e-1111-4c4c-9c9c-000000000002', name: 'Big ones', params: { sort: 'total-desc' } },
    // As the database gives it back: keys in its own order, and one the list no longer has.
    {
      id: '7d0c1a2e-1111-4c4c-9c9c-000000000004',
      name: 'Ana, paid',
      params: { payment: 'paid', gone: 'x', q: 'ana' },
    },
  ]
  vi.stubGlobal('fetch', fetchMock)
  fetchMock.mockImplementation(async (url, init) => {
    const method = init?.method ?? 'GET'
    if (method === 'GET') return json({ savedViews: stored.map((v) => view(v.id, v.name, v.params)) })
    if (method === 'POST') {
      const body = JSON.parse(String(init?.body))
      const saved = { id: '7d0c1a2e-1111-4c4c-9c9c-000000000003', name: body.name, params: body.params }
      stored.push(saved)
      return json({ savedView: view(saved.id, saved.name, saved.params) }, 201)
    }
    stored = stored.filter((v) => !String(url).endsWith(v.id))
    return new Response(null, { status: 204 })
  })
})
afterEach(() => {
  vi.unstubAllGlobals()
  fetchMock.mockReset()
})

const ordersParams = listSchema({
  q: listParam.text(),
  payment: listParam.oneOf(['pending', 'paid']),
  fulfillment: listParam.oneOf(['unfulfilled', 'fulfilled']),
  sort: listParam.oneOfOr(['newest', 'oldest', 'total-desc'], 'newest'),
})

function Orders() {
  return <SavedViews list="orders" state={useListState(ordersParams)} />
}

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '/orders', element: <Orders /> }], { initialEntries: [path] })
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  return router
}

const views = () => screen.getByRole('navigation', { name: 'Saved views' })

describe('SavedViews', () => {
  it('lists the person’s views of the list as links, marking the one shown', async () => {
    renderAt('/orders?payment=pending')
    const unpaid = await within(views()).findByRole('link', { name: 'Unpaid' })
    expect(unpaid).toHaveAttribute('href', '/orders?payment=pending')
    expect(unpaid).toHaveAttribute('aria-current', 'page')
    expect(within(views()).getByRole('link', { name: 'Big ones' })).not.toHaveAttribute('aria-current')
    expect(within(views()).getByRole('link', { name: 'All' })).not.toHaveAttribute('aria-current')
    expect(within(views()).getByRole('link', { name: 'Ana, paid' })).toHaveAttribute(
      'href',
      '/orders?q=ana&payment=paid',
    )
    expect(fetchMock).toHaveBeenCalledWith('/v1/saved-views?list=orders', expect.anything())
  })

  it('opens a view: the list’s address becomes the view’s', async () => {
    const router = renderAt('/orders')
    expect(within(views()).getByRole('link', { name: 'All' })).toHaveAttribute('aria-current', 'page')
    await userEvent.click(await within(views()).findByRole('link', { name: 'Big ones' }))
    expect(router.state.location.search).toBe('?sort=total-desc')
  })

  it('saves what is shown under a name, which then shows as the current view', async () => {
    const user = userEvent.setup()
    renderAt('/orders?fulfillment=unfulfilled&sort=oldest')
    await within(views()).findByRole('link', { name: 'Unpaid' })
    await user.click(screen.getByRole('button', { name: 'Save view' }))
    const dialog = await screen.findByRole('dialog', { name: 'Save this view' })
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(within(dialog).getByText('Give the view a name')).toBeInTheDocument()

    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'To ship')
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    const posted = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')
    expect(JSON.parse(String(posted?.[1]?.body))).toEqual({
      list: 'orders',
      name: 'To ship',
      params: { fulfillment: 'unfulfilled', sort: 'oldest' },
    })
    const saved = await within(views()).findByRole('link', { name: 'To ship' })
    expect(saved).toHaveAttribute('aria-current', 'page')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  })

  it('offers no saving of the list as it opens', async () => {
    renderAt('/orders')
    expect(screen.getByRole('button', { name: 'Save view' })).toBeDisabled()
  })

  it('deletes a view', async () => {
    renderAt('/orders')
    await userEvent.click(await screen.findByRole('button', { name: 'Delete view “Unpaid”' }))
    await waitFor(() =>
      expect(within(views()).queryByRole('link', { name: 'Unpaid' })).not.toBeInTheDocument(),
    )
    expect(fetchMock).toHaveBeenCalledWith(
      '/v1/saved-views/7d0c1a2e-1111-4c4c-9c9c-000000000001',
      expect.objectContaining({ method: 'DELETE' }),
    )
  })
})
