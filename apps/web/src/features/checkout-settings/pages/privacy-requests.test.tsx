import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactNode } from 'react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { describe, expect, it } from 'vitest'
import { createQueryClient } from '@/app/query-client'
import { EraseCustomerButton } from '@/components/customers/privacy/customer-privacy-actions'
import { onePage, stubFetch } from '@/test/fetch-stub'
import { memberSession, SessionStub } from '@/test/session-stub'
import { PrivacyPage } from './privacy-page'
import { json, savedPrivacy } from './test-settings'

// Settings → Customer privacy's requests, and the erasure's confirmation as staff meet it.
const fetchMock = stubFetch()

const customerId = '6f1c2d9e-4b7a-4c1e-9a3b-2f8e5d7c1a00'
const requests = [
  {
    id: '0b6f0a52-0d7e-4a51-8f1e-7d0e9a1c2b01',
    at: '2026-11-26T14:00:00.000Z',
    kind: 'erasure',
    customer: { id: customerId, name: null },
    actor: { name: 'Ana Souza' },
  },
  {
    id: '0b6f0a52-0d7e-4a51-8f1e-7d0e9a1c2b02',
    at: '2026-11-17T14:00:00.000Z',
    kind: 'export',
    customer: { id: '6f1c2d9e-4b7a-4c1e-9a3b-2f8e5d7c1a01', name: 'Helena Costa' },
    actor: { name: 'Ana Souza' },
  },
]

function renderAt(element: ReactNode, permissions?: Parameters<typeof memberSession>[0]) {
  const router = createMemoryRouter([{ path: '/settings/privacy', element }], {
    initialEntries: ['/settings/privacy'],
  })
  render(
    <SessionStub value={memberSession(permissions)}>
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </SessionStub>,
  )
}

describe('the privacy page', () => {
  it("lists the store's exports and erasures, an erased customer by that name", async () => {
    fetchMock.mockImplementation(async (input) => {
      const url = String(input)
      if (url === '/v1/settings/privacy') return json({ settings: savedPrivacy })
      if (url === '/v1/privacy-requests/search') return json({ requests: onePage(requests) })
      return json({ message: 'unexpected' }, 500)
    })
    renderAt(<PrivacyPage />)
    const list = await screen.findByRole('region', { name: 'Recent requests' })
    const rows = await within(list).findAllByRole('row')
    expect(rows.slice(1).map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^ErasureErased customerAna Souza/),
      expect.stringMatching(/^Data exportHelena CostaAna Souza/),
    ])
    expect(screen.getByText('Customer data requests')).toBeInTheDocument()
  })

  it('shows no requests to staff whose role may not see personal data', async () => {
    fetchMock.mockImplementation(async (input) =>
      String(input) === '/v1/settings/privacy'
        ? json({ settings: savedPrivacy })
        : json({ message: 'unexpected' }, 500),
    )
    renderAt(<PrivacyPage />, ['settings.policies'])
    expect(await screen.findByRole('textbox', { name: /What data the store keeps/ })).toBeInTheDocument()
    expect(screen.queryByRole('region', { name: 'Recent requests' })).not.toBeInTheDocument()
    expect(fetchMock.mock.calls.map(([input]) => String(input))).toEqual(['/v1/settings/privacy'])
  })
})

describe("a customer's erasure", () => {
  it('says what happens before it runs, and names the open orders when the store must finish them first', async () => {
    fetchMock.mockImplementation(async () =>
      json(
        {
          type: 'about:blank',
          title: 'Conflict',
          status: 409,
          detail: 'This customer has orders that are still open (#1004).',
          openOrders: [{ id: '9d3c1f7a-2b6e-4f0a-8c5d-1e7b9a3c5f00', name: '#1004' }],
        },
        409,
      ),
    )
    const user = userEvent.setup()
    let erased = false
    renderAt(
      <EraseCustomerButton customerId={customerId} name="Helena Costa" onErased={() => (erased = true)} />,
    )
    await user.click(await screen.findByRole('button', { name: 'Erase personal data' }))
    const dialog = screen.getByRole('dialog', { name: 'Erase the personal data of Helena Costa?' })
    expect(dialog).toHaveTextContent('This cannot be undone.')
    expect(dialog).toHaveTextContent('emails not yet sent to them are cancelled')
    await user.click(within(dialog).getByRole('button', { name: 'Erase personal data' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This customer has orders that are still open (#1004). Finish or cancel them before erasing their data.',
    )
    expect(fetchMock).toHaveBeenCalledWith(
      `/v1/party/${customerId}/erase`,
      expect.objectContaining({ method: 'POST' }),
    )
    expect(erased).toBe(false)
  })
})
