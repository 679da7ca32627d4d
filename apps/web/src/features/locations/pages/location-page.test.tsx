import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { describe, expect, it } from 'vitest'
import { createQueryClient } from '@/app/query-client'
import { onePage, stubFetch } from '@/test/fetch-stub'
import { LocationPage } from './location-page'
import { shop } from './test-locations'

const fetchMock = stubFetch()

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
const problem = (status: number, detail: string, errors: { path: string; message: string }[]) =>
  new Response(JSON.stringify({ type: 'about:blank', title: 'Conflict', status, detail, errors }), {
    status,
    headers: { 'content-type': 'application/problem+json' },
  })
const saoPaulo = { id: 'BR-SP', name: 'São Paulo', code: 'SP', countryCode: 'BR' }
const portugal = { id: 'PT', name: 'Portugal', code: 'PT' }

/** The API as the page meets it; `answer` decides the writes. */
function serve(answer: (method: string, url: string, body: unknown) => Response | undefined) {
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input)
    const method = init?.method ?? 'GET'
    const body = init?.body ? JSON.parse(String(init.body)) : undefined
    const written = answer(method, url, body)
    if (written) return written
    if (url === '/v1/catalog/search')
      return (body as { entity?: string }).entity === 'country'
        ? json({ countries: onePage([portugal]) })
        : json({ provinces: onePage([saoPaulo]) })
    if (url.startsWith('/v1/location?id=')) return json({ location: shop })
    return json({ message: 'unexpected' }, 500)
  })
}

function sent(method: string, url: string) {
  return fetchMock.mock.calls
    .filter(([input, init]) => String(input) === url && (init?.method ?? 'GET') === method)
    .map(([, init]) => JSON.parse(String(init?.body ?? 'null')))
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/settings/locations', element: <p>locations list</p> },
      { path: '/settings/locations/:id', element: <LocationPage /> },
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

describe('location page', () => {
  it('adds a location with what was typed and goes to its page', async () => {
    const created = { ...shop, id: '5b1f0c1e-2222-4c4c-9c9c-000000000009', name: 'Depósito Guarulhos' }
    serve((method, url) =>
      method === 'POST' && url === '/v1/location' ? json({ location: created }, 201) : undefined,
    )
    const user = userEvent.setup()
    const router = renderAt('/settings/locations/new')
    await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'Depósito Guarulhos')
    await user.type(screen.getByRole('textbox', { name: 'Street and number' }), 'Av. Santos Dumont, 1200')
    await user.type(screen.getByRole('textbox', { name: 'City' }), 'Guarulhos')
    await user.type(screen.getByRole('textbox', { name: 'Postal code' }), '07180-000')
    await user.click(screen.getByRole('checkbox', { name: 'Active' }))
    expect(screen.getByRole('checkbox', { name: 'Fulfil online orders from this location' })).toBeChecked()
    await user.click(screen.getByRole('checkbox', { name: 'Offer pickup at this location' }))
    await user.click(screen.getByRole('button', { name: 'Add location' }))

    await waitFor(() => expect(router.state.location.pathname).toBe(`/settings/locations/${created.id}`))
    expect(sent('POST', '/v1/location')).toEqual([
      {
        name: 'Depósito Guarulhos',
        address1: 'Av. Santos Dumont, 1200',
        city: 'Guarulhos',
        postalCode: '07180-000',
        countryCode: 'BR',
        provinceCode: '',
        active: false,
        fulfilsOnlineOrders: true,
        offersPickup: true,
      },
    ])
  })

  it('shows the server refusing a name under the name field', async () => {
    serve((method) =>
      method === 'PATCH'
        ? problem(409, 'Another location has this name.', [
            { path: 'name', message: 'Another location has this name' },
          ])
        : undefined,
    )
    const user = userEvent.setup()
    renderAt(`/settings/locations/${shop.id}`)
    const name = await screen.findByRole('textbox', { name: 'Name' })
    expect(screen.getByRole('combobox', { name: 'State' })).toHaveTextContent('São Paulo')
    await user.clear(name)
    await user.type(name, 'Loja Savassi')
    await user.click(screen.getByRole('button', { name: 'Save' }))

    await waitFor(() => expect(name).toHaveAccessibleDescription('Another location has this name'))
    expect(name).toHaveAttribute('aria-invalid', 'true')
    expect(sent('PATCH', `/v1/location/${shop.id}`)[0]).toMatchObject({
      name: 'Loja Savassi',
      countryCode: 'BR',
      provinceCode: 'SP',
    })
  })

  it('drops the state of the previous country when another country is chosen', async () => {
    serve((method) => (method === 'PATCH' ? json({ location: shop }) : undefined))
    const user = userEvent.setup()
    renderAt(`/settings/locations/${shop.id}`)
    await screen.findByRole('textbox', { name: 'Name' })
    expect(screen.getByRole('combobox', { name: 'State' })).toHaveTextContent('São Paulo')
    await user.click(screen.getByRole('combobox', { name: 'Country' }))
    await user.click(await screen.findByRole('option', { name: 'Portugal' }))
    expect(screen.getByRole('combobox', { name: 'State' })).not.toHaveTextContent('São Paulo')
    await user.click(screen.getByRole('button', { name: 'Save' }))

    await waitFor(() => expect(sent('PATCH', `/v1/location/${shop.id}`)).toHaveLength(1))
    expect(sent('PATCH', `/v1/location/${shop.id}`)[0]).toMatchObject({ countryCode: 'PT', provinceCode: '' })
  })

  it('shows why the server will not delete a location that holds stock', async () => {
    const reason = 'Move or count the stock of this location to 0 before deleting it'
    serve((method) =>
      method === 'DELETE' ? problem(409, reason, [{ path: 'id', message: reason }]) : undefined,
    )
    const user = userEvent.setup()
    const router = renderAt(`/settings/locations/${shop.id}`)
    await user.click(await screen.findByRole('button', { name: 'Delete location' }))
    const dialog = await screen.findByRole('dialog', { name: 'Delete Loja Vila Madalena?' })
    expect(dialog).toHaveTextContent('only be deleted when it holds no stock')
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }))

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(reason)
    expect(router.state.location.pathname).toBe(`/settings/locations/${shop.id}`)
  })

  it('goes back to the list once a location is deleted', async () => {
    serve((method) => (method === 'DELETE' ? new Response(null, { status: 204 }) : undefined))
    const user = userEvent.setup()
    const router = renderAt(`/settings/locations/${shop.id}`)
    await user.click(await screen.findByRole('button', { name: 'Delete location' }))
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings/locations'))
    expect(sent('DELETE', `/v1/location/${shop.id}`)).toHaveLength(1)
  })

  it('says a location with an id no location can have does not exist, without asking the server', async () => {
    serve(() => undefined)
    renderAt('/settings/locations/warehouse')
    expect(await screen.findByRole('alert')).toHaveTextContent('This location does not exist or was deleted.')
    expect(fetchMock).not.toHaveBeenCalled()
  })
})
