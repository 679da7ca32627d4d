import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import { createQueryClient } from '@/app/query-client'
import { onePage, stubFetch } from '@/test/fetch-stub'
import { SessionStub, stubSession } from '@/test/session-stub'
import { GeneralSettingsPage } from './general-settings-page'
import { savedGeneral } from './test-settings'

const fetchMock = stubFetch()

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
const problem = (status: number, detail: string, errors: { path: string; message: string }[], extra = {}) =>
  new Response(JSON.stringify({ type: 'about:blank', title: 'Error', status, detail, errors, ...extra }), {
    status,
    headers: { 'content-type': 'application/problem+json' },
  })
const saoPaulo = { id: 'BR-SP', name: 'São Paulo', code: 'SP', countryCode: 'BR' }

/** The API as the page meets it; `answer` decides the writes. */
function serve(answer: (method: string, body: unknown) => Response | undefined) {
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input)
    const method = init?.method ?? 'GET'
    const body = init?.body ? JSON.parse(String(init.body)) : undefined
    if (url === '/v1/settings/general' && method === 'PUT') return answer(method, body) ?? json({}, 500)
    if (url === '/v1/settings/general') return json({ settings: savedGeneral })
    if (url === '/v1/catalog/search') return json({ provinces: onePage([saoPaulo]) })
    return json({ message: 'unexpected' }, 500)
  })
}

function sent() {
  return fetchMock.mock.calls
    .filter(([input, init]) => String(input) === '/v1/settings/general' && init?.method === 'PUT')
    .map(([, init]) => JSON.parse(String(init?.body ?? 'null')))
}

function renderPage(refresh = vi.fn(async () => {})) {
  const router = createMemoryRouter([{ path: '/settings/general', element: <GeneralSettingsPage /> }], {
    initialEntries: ['/settings/general'],
  })
  render(
    <SessionStub value={stubSession({ refresh })}>
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </SessionStub>,
  )
  return refresh
}

describe('general settings page', () => {
  it("shows the store's saved settings", async () => {
    serve(() => undefined)
    renderPage()
    expect(await screen.findByRole('textbox', { name: 'Store name' })).toHaveValue('Casa Aurora')
    expect(screen.getByRole('textbox', { name: 'Legal name' })).toHaveValue(
      'Casa Aurora Comércio de Utilidades Ltda',
    )
    expect(screen.getByRole('textbox', { name: 'CNPJ' })).toHaveValue('11.222.333/0001-81')
    expect(screen.getByRole('combobox', { name: 'State' })).toHaveTextContent('São Paulo')
    expect(screen.getByRole('combobox', { name: 'Time zone' })).toHaveTextContent('America/Sao Paulo')
    expect(screen.getByText('Brazilian Real (BRL)')).toBeInTheDocument()
    expect(screen.getByText('The next ones look like #1001 and #D1.')).toBeInTheDocument()
  })

  it('saves what was typed at the version it read, and renames the store in the switcher', async () => {
    serve((_, body) =>
      json({ settings: { ...savedGeneral, ...(body as object), cnpj: '11222333000181', version: 4 } }),
    )
    const user = userEvent.setup()
    const refresh = renderPage()
    const name = await screen.findByRole('textbox', { name: 'Store name' })
    await user.clear(name)
    await user.type(name, 'Casa Aurora Pinheiros')
    const prefix = screen.getByRole('textbox', { name: 'Order prefix' })
    await user.clear(prefix)
    await user.type(prefix, 'PED-')
    expect(screen.getByText('The next ones look like PED-1001 and #D1.')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Save' }))

    await waitFor(() => expect(sent()).toHaveLength(1))
    expect(sent()[0]).toEqual({
      storeName: 'Casa Aurora Pinheiros',
      contactEmail: 'contato@casaaurora.com.br',
      contactPhone: '+55 11 3062-4100',
      legalName: 'Casa Aurora Comércio de Utilidades Ltda',
      cnpj: '11222333000181',
      address1: 'Rua Oscar Freire, 1200',
      city: 'São Paulo',
      postalCode: '01426-001',
      countryCode: 'BR',
      provinceCode: 'SP',
      timeZone: 'America/Sao_Paulo',
      unitSystem: 'metric',
      weightUnit: 'kg',
      orderNumberPrefix: 'PED-',
      orderNumberSuffix: '',
      draftNumberPrefix: '#D',
      draftNumberSuffix: '',
      version: 3,
    })
    await waitFor(() => expect(refresh).toHaveBeenCalled())
  })

  it('checks the CNPJ before sending', async () => {
    serve(() => undefined)
    const user = userEvent.setup()
    renderPage()
    const cnpj = await screen.findByRole('textbox', { name: 'CNPJ' })
    await user.clear(cnpj)
    await user.type(cnpj, '11.222.333/0001-82')
    await user.click(screen.getByRole('button', { name: 'Save' }))

    await waitFor(() => expect(cnpj).toHaveAccessibleDescription('Not a valid CNPJ: check the 14 digits'))
    expect(sent()).toEqual([])
  })

  it("shows the server's field errors under their fields", async () => {
    serve(() =>
      problem(400, 'The request has invalid fields.', [
        { path: 'timeZone', message: 'Choose a time zone from the list' },
        { path: 'provinceCode', message: 'No such state' },
      ]),
    )
    const user = userEvent.setup()
    renderPage()
    await screen.findByRole('textbox', { name: 'Store name' })
    await user.click(screen.getByRole('button', { name: 'Save' }))

    const timeZone = screen.getByRole('combobox', { name: 'Time zone' })
    await waitFor(() => expect(timeZone).toHaveAccessibleDescription('Choose a time zone from the list'))
    expect(screen.getByRole('combobox', { name: 'State' })).toHaveAccessibleDescription('No such state')
  })

  it("starts again from a colleague's save when its own was refused as stale", async () => {
    const theirs = { ...savedGeneral, storeName: 'Aurora Casa', version: 4 }
    serve(() =>
      problem(409, 'Someone else changed these settings in the meantime. Review them and save again.', [], {
        current: theirs,
      }),
    )
    const user = userEvent.setup()
    renderPage()
    const name = await screen.findByRole('textbox', { name: 'Store name' })
    await user.type(name, ' SP')
    await user.click(screen.getByRole('button', { name: 'Save' }))

    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Store name' })).toHaveValue('Aurora Casa'),
    )
  })
})
