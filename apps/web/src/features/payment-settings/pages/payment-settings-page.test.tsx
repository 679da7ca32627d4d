import type { PaymentSettings } from '@lojista/contracts/settings/payments'
import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { describe, expect, it } from 'vitest'
import { createQueryClient } from '@/app/query-client'
import { stubFetch } from '@/test/fetch-stub'
import { PaymentSettingsPage } from './payment-settings-page'

const fetchMock = stubFetch()

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': status >= 400 ? 'application/problem+json' : 'application/json' },
  })

const saved: PaymentSettings = {
  cardEnabled: true,
  cardProvider: 'test',
  pixEnabled: true,
  pixKeyType: 'email',
  pixKey: 'pix@casaaurora.com.br',
  pixMerchantName: 'Casa Aurora',
  pixMerchantCity: 'Sao Paulo',
  pixInstructions: '',
  bankDepositEnabled: false,
  bankDepositInstructions: '',
  cashOnDeliveryEnabled: false,
  cashOnDeliveryInstructions: '',
  boletoEnabled: false,
  boletoInstructions: '',
  version: 2,
  updatedAt: '2026-11-20T12:00:00.000Z',
}

function serve(answer: (body: unknown) => Response) {
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input)
    if (url === '/v1/settings/payments' && init?.method === 'PUT')
      return answer(JSON.parse(String(init.body)))
    if (url === '/v1/settings/payments') return json({ settings: saved })
    return json({ message: 'unexpected' }, 500)
  })
}

function sent() {
  return fetchMock.mock.calls
    .filter(([input, init]) => String(input) === '/v1/settings/payments' && init?.method === 'PUT')
    .map(([, init]) => JSON.parse(String(init?.body ?? 'null')))
}

function renderPage() {
  const router = createMemoryRouter([{ path: '/settings/payments', element: <PaymentSettingsPage /> }], {
    initialEntries: ['/settings/payments'],
  })
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
}

describe('payment settings page', () => {
  it('shows the saved Pix key and saves a bank deposit turned on with its instructions', async () => {
    serve((body) => json({ settings: { ...saved, ...(body as object), version: 3 } }))
    const user = userEvent.setup()
    renderPage()
    expect(await screen.findByRole('textbox', { name: 'Pix key' })).toHaveValue('pix@casaaurora.com.br')
    expect(screen.getByRole('textbox', { name: 'Recipient name' })).toHaveValue('Casa Aurora')
    // A method that is off shows no details.
    expect(screen.queryByRole('textbox', { name: 'Bank details and instructions' })).toBeNull()

    await user.click(screen.getByRole('checkbox', { name: 'Bank deposit or transfer' }))
    await user.type(
      screen.getByRole('textbox', { name: 'Bank details and instructions' }),
      'Itaú, agência 0001, conta 12345-6',
    )
    await user.click(screen.getByRole('button', { name: 'Save' }))

    await waitFor(() => expect(sent()).toHaveLength(1))
    const { version: _, updatedAt: __, ...fields } = saved
    expect(sent()[0]).toEqual({
      ...fields,
      bankDepositEnabled: true,
      bankDepositInstructions: 'Itaú, agência 0001, conta 12345-6',
      version: 2,
    })
  })

  it('names what a method turned on is missing and sends nothing', async () => {
    serve(() => json({}, 500))
    const user = userEvent.setup()
    renderPage()
    await user.click(await screen.findByRole('checkbox', { name: 'Boleto' }))
    await user.clear(screen.getByRole('textbox', { name: 'Recipient city' }))
    await user.click(screen.getByRole('button', { name: 'Save' }))

    expect(await screen.findByText('Tell customers how to pay')).toBeInTheDocument()
    expect(screen.getAllByText('Required').length).toBeGreaterThan(0)
    expect(sent()).toHaveLength(0)
  })

  it('shows the field the server refuses under it', async () => {
    serve(() =>
      json(
        {
          type: 'https://lojista.dev/problems/400',
          title: 'Bad Request',
          status: 400,
          detail: 'The request has invalid fields.',
          errors: [{ path: 'pixKey', message: 'Enter an email address such as pix@loja.com.br' }],
        },
        400,
      ),
    )
    const user = userEvent.setup()
    renderPage()
    await user.click(await screen.findByRole('button', { name: 'Save' }))
    await waitFor(() => expect(sent()).toHaveLength(1))
    expect(await screen.findAllByText('Enter an email address such as pix@loja.com.br')).not.toHaveLength(0)
  })
})
