import type { TaxSettings } from '@lojista/contracts/taxes/settings'
import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { describe, expect, it } from 'vitest'
import { createQueryClient } from '@/app/query-client'
import { stubFetch } from '@/test/fetch-stub'
import { TaxesSettingsPage } from './taxes-settings-page'

const fetchMock = stubFetch()

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': status >= 400 ? 'application/problem+json' : 'application/json' },
  })

const saved: TaxSettings = {
  taxesIncluded: true,
  shippingTaxed: false,
  version: 2,
  updatedAt: '2026-11-28T12:00:00.000Z',
  regions: [
    {
      id: '5b1f2d0e-8a43-4c1e-9f7a-2d3c4b5a6e7f',
      countryCode: 'BR',
      provinceCode: 'SP',
      rates: [{ title: 'ICMS 18%', ratePpm: 180_000 }],
      overrides: [
        {
          target: 'collection',
          targetId: '0c6a3f7e-1b2d-4e5f-8a9b-0c1d2e3f4a5b',
          targetTitle: 'Cafés especiais',
          rate: { title: 'ICMS 7%', ratePpm: 70_000 },
        },
      ],
      version: 1,
      updatedAt: '2026-11-28T12:00:00.000Z',
    },
  ],
}

function serve(answers: { put?: (body: unknown) => Response; putRegion?: (body: unknown) => Response } = {}) {
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input)
    const body = init?.body ? JSON.parse(String(init.body)) : null
    if (url === '/v1/settings/taxes' && init?.method === 'PUT')
      return (answers.put ?? (() => json({}, 500)))(body)
    if (url === '/v1/settings/taxes') return json({ settings: saved })
    if (url.startsWith('/v1/settings/taxes/regions/') && init?.method === 'PUT')
      return (answers.putRegion ?? (() => json({}, 500)))(body)
    return json({ message: 'unexpected' }, 500)
  })
}

function sent(method: string, path: string) {
  return fetchMock.mock.calls
    .filter(([input, init]) => String(input).startsWith(path) && init?.method === method)
    .map(([, init]) => JSON.parse(String(init?.body ?? 'null')))
}

function renderPage() {
  const router = createMemoryRouter([{ path: '/settings/taxes', element: <TaxesSettingsPage /> }], {
    initialEntries: ['/settings/taxes'],
  })
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
}

describe('taxes settings page', () => {
  it('shows the regions and saves whether shipping is taxed', async () => {
    serve({ put: (body) => json({ settings: { ...saved, ...(body as object), version: 3 } }) })
    const user = userEvent.setup()
    renderPage()
    const row = await screen.findByTestId('tax-region-row')
    expect(row).toHaveTextContent('SP')
    expect(row).toHaveTextContent('ICMS 18% (18%)')
    expect(row).toHaveTextContent('1 override')
    expect(screen.getByRole('checkbox', { name: /All prices include tax/ })).toBeChecked()
    await user.click(screen.getByRole('checkbox', { name: /Charge tax on shipping/ }))
    await user.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(sent('PUT', '/v1/settings/taxes')).toHaveLength(1))
    expect(sent('PUT', '/v1/settings/taxes')[0]).toEqual({
      taxesIncluded: true,
      shippingTaxed: true,
      version: 2,
    })
  })

  it('edits a region’s rate and sends the whole region at its version', async () => {
    serve({ putRegion: (body) => json({ region: { ...saved.regions[0], ...(body as object), version: 2 } }) })
    const user = userEvent.setup()
    renderPage()
    await user.click(await screen.findByRole('button', { name: /Edit the tax region/ }))
    const dialog = await screen.findByRole('dialog')
    const rate = within(dialog).getAllByRole('spinbutton', { name: 'Rate (%)' })[0] as HTMLElement
    await user.clear(rate)
    await user.type(rate, '19')
    const name = within(dialog).getAllByRole('textbox', { name: 'Name' })[0] as HTMLElement
    await user.clear(name)
    await user.type(name, 'ICMS 19%')
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(sent('PUT', '/v1/settings/taxes/regions/')).toHaveLength(1))
    expect(sent('PUT', '/v1/settings/taxes/regions/')[0]).toEqual({
      countryCode: 'BR',
      provinceCode: 'SP',
      rates: [{ title: 'ICMS 19%', ratePpm: 190_000 }],
      overrides: [
        {
          target: 'collection',
          targetId: '0c6a3f7e-1b2d-4e5f-8a9b-0c1d2e3f4a5b',
          rate: { title: 'ICMS 7%', ratePpm: 70_000 },
        },
      ],
      version: 1,
    })
  })

  it('shows a rate without a name under its field and sends nothing', async () => {
    serve()
    const user = userEvent.setup()
    renderPage()
    await user.click(await screen.findByRole('button', { name: /Edit the tax region/ }))
    const dialog = await screen.findByRole('dialog')
    await user.clear(within(dialog).getAllByRole('textbox', { name: 'Name' })[0] as HTMLElement)
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect((await within(dialog).findAllByText('Required')).length).toBeGreaterThan(0)
    expect(sent('PUT', '/v1/settings/taxes/regions/')).toEqual([])
  })
})
