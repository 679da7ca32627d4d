import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { describe, expect, it } from 'vitest'
import { createQueryClient } from '@/app/query-client'
import { stubFetch } from '@/test/fetch-stub'
import { CheckoutSettingsPage } from './checkout-settings-page'
import { json, savedCheckout } from './test-settings'

const fetchMock = stubFetch()
const URL = '/v1/settings/checkout'

function serve(answer: (body: Record<string, unknown>) => Response) {
  fetchMock.mockImplementation(async (input, init) => {
    if (String(input) === URL && init?.method === 'PUT') return answer(JSON.parse(String(init.body)))
    if (String(input) === URL) return json({ settings: savedCheckout })
    return json({ message: 'unexpected' }, 500)
  })
}

const sent = () =>
  fetchMock.mock.calls
    .filter(([input, init]) => String(input) === URL && init?.method === 'PUT')
    .map(([, init]) => JSON.parse(String(init?.body)))

function renderPage() {
  const router = createMemoryRouter([{ path: '/settings/checkout', element: <CheckoutSettingsPage /> }], {
    initialEntries: ['/settings/checkout'],
  })
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
}

describe('checkout settings page', () => {
  it('shows the saved settings and saves the changes at the version read', async () => {
    serve((body) => json({ settings: { ...savedCheckout, ...body, version: 4 } }))
    const user = userEvent.setup()
    renderPage()
    expect(await screen.findByRole('combobox', { name: 'CPF or CNPJ' })).toHaveTextContent('Required')
    expect(screen.getByRole('combobox', { name: 'Company name' })).toHaveTextContent('Don’t ask')
    expect(screen.getByRole('checkbox', { name: 'Refund policy' })).toBeChecked()
    expect(screen.getByRole('checkbox', { name: 'Shipping policy' })).not.toBeChecked()

    await user.click(screen.getByRole('combobox', { name: 'Phone number' }))
    await user.click(await screen.findByRole('option', { name: 'Required' }))
    await user.click(screen.getByRole('checkbox', { name: /news and offers/ }))
    await user.click(screen.getByRole('checkbox', { name: 'Shipping policy' }))
    await user.click(screen.getByRole('checkbox', { name: 'Privacy policy' }))
    await user.click(screen.getByRole('button', { name: 'Save' }))

    await waitFor(() => expect(sent()).toHaveLength(1))
    expect(sent()[0]).toEqual({
      phone: 'required',
      company: 'off',
      taxId: 'required',
      marketingConsentDefault: true,
      orderNote: true,
      policyLinks: ['refund', 'terms', 'shipping'],
      version: 3,
    })
  })

  it('shows the settings someone else saved meanwhile instead of overwriting them', async () => {
    serve(() =>
      json(
        {
          type: 'about:blank',
          title: 'Conflict',
          status: 409,
          detail: 'Someone else changed these settings in the meantime. Review them and save again.',
          current: { ...savedCheckout, taxId: 'off', version: 4 },
        },
        409,
      ),
    )
    const user = userEvent.setup()
    renderPage()
    await screen.findByRole('combobox', { name: 'CPF or CNPJ' })
    await user.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'CPF or CNPJ' })).toHaveTextContent('Don’t ask'),
    )
    // Saved again from what is shown now, at its version.
    await user.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(sent()).toHaveLength(2))
    expect(sent()[1]).toMatchObject({ taxId: 'off', version: 4 })
  })
})
