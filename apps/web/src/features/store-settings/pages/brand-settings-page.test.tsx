import { QueryClientProvider } from '@tanstack/react-query'
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { describe, expect, it } from 'vitest'
import { createQueryClient } from '@/app/query-client'
import { stubFetch } from '@/test/fetch-stub'
import { BrandSettingsPage } from './brand-settings-page'
import { savedBrand } from './test-settings'

const fetchMock = stubFetch()

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

function serve(answer: (body: unknown) => Response) {
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input)
    if (url === '/v1/settings/brand' && init?.method === 'PUT') return answer(JSON.parse(String(init.body)))
    if (url === '/v1/settings/brand') return json({ settings: savedBrand })
    return json({ message: 'unexpected' }, 500)
  })
}

function sent() {
  return fetchMock.mock.calls
    .filter(([input, init]) => String(input) === '/v1/settings/brand' && init?.method === 'PUT')
    .map(([, init]) => JSON.parse(String(init?.body ?? 'null')))
}

function renderPage() {
  const router = createMemoryRouter(
    [
      { path: '/settings/general', element: <p>general</p> },
      { path: '/settings/general/brand', element: <BrandSettingsPage /> },
    ],
    { initialEntries: ['/settings/general/brand'] },
  )
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
}

describe('brand settings page', () => {
  it('shows the saved brand and saves the colours picked or typed', async () => {
    serve((body) => json({ settings: { ...savedBrand, ...(body as object), version: 3 } }))
    const user = userEvent.setup()
    renderPage()
    const primary = await screen.findByRole('textbox', { name: 'Primary colour' })
    expect(primary).toHaveValue('#1F2937')
    expect(screen.getByRole('img', { name: 'The logo as customers will see it' })).toHaveAttribute(
      'src',
      savedBrand.logoUrl,
    )
    // The swatch and the text are one value.
    fireEvent.input(screen.getByLabelText('Pick Accent colour'), { target: { value: '#ff8800' } })
    expect(screen.getByRole('textbox', { name: 'Accent colour' })).toHaveValue('#FF8800')
    await user.clear(primary)
    await user.type(primary, '#0a5c36')
    await user.click(screen.getByRole('button', { name: 'Save' }))

    await waitFor(() => expect(sent()).toHaveLength(1))
    expect(sent()[0]).toEqual({
      logoUrl: savedBrand.logoUrl,
      primaryColor: '#0A5C36',
      accentColor: '#FF8800',
      shortDescription: savedBrand.shortDescription,
      version: 2,
    })
  })

  it('shows a colour that is not #RRGGBB under its field and sends nothing', async () => {
    serve(() => json({}, 500))
    const user = userEvent.setup()
    renderPage()
    const accent = await screen.findByRole('textbox', { name: 'Accent colour' })
    await user.clear(accent)
    await user.type(accent, 'laranja')
    await user.click(screen.getByRole('button', { name: 'Save' }))

    await waitFor(() => expect(accent).toHaveAccessibleDescription('Use a colour such as #1A2B3C'))
    expect(sent()).toEqual([])
  })

  it("shows the server's field errors under their fields", async () => {
    serve(
      () =>
        new Response(
          JSON.stringify({
            type: 'about:blank',
            title: 'Bad Request',
            status: 400,
            detail: 'The request has invalid fields.',
            errors: [{ path: 'logoUrl', message: 'Use an https:// address of an image' }],
          }),
          { status: 400, headers: { 'content-type': 'application/problem+json' } },
        ),
    )
    const user = userEvent.setup()
    renderPage()
    await screen.findByRole('textbox', { name: 'Primary colour' })
    await user.click(screen.getByRole('button', { name: 'Save' }))

    const logo = screen.getByRole('textbox', { name: 'Logo address' })
    await waitFor(() => expect(logo).toHaveAccessibleDescription('Use an https:// address of an image'))
  })
})
