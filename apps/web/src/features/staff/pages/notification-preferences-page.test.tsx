import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { describe, expect, it } from 'vitest'
import { createQueryClient } from '@/app/query-client'
import { stubFetch } from '@/test/fetch-stub'
import { memberSession, SessionStub } from '@/test/session-stub'
import { NotificationPreferencesPage } from './notification-preferences-page'

const fetchMock = stubFetch()
const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } })

function renderPage() {
  // A role that may not change the store's own notification settings still chooses its own emails.
  render(
    <SessionStub value={memberSession(['orders.view'])}>
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider
          router={createMemoryRouter([{ path: '/', element: <NotificationPreferencesPage /> }])}
        />
      </QueryClientProvider>
    </SessionStub>,
  )
}

describe('the person’s own email choices', () => {
  it('shows what they chose for this store and saves every switch at once', async () => {
    const chosen = { orderPlaced: true, draftInvoicePaid: true, lowStock: false, staffChanges: false }
    fetchMock.mockImplementation(async (input, init) => {
      if (init?.method === 'PUT') return json({ preferences: JSON.parse(String(init.body)) })
      return String(input) === '/v1/staff/me/notifications' ? json({ preferences: chosen }) : json({})
    })
    const user = userEvent.setup()
    renderPage()
    const orders = await screen.findByRole('checkbox', { name: 'An order is placed' })
    expect(screen.getByText(/the emails you get about Casa Aurora/)).toBeVisible()
    expect(orders).toBeChecked()
    expect(screen.getByRole('checkbox', { name: 'Stock runs low' })).not.toBeChecked()

    await user.click(orders)
    await user.click(screen.getByRole('checkbox', { name: 'The team changes' }))
    await user.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => {
      const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT')
      expect(put?.[0]).toBe('/v1/staff/me/notifications')
      expect(JSON.parse(String(put?.[1]?.body))).toEqual({
        orderPlaced: false,
        draftInvoicePaid: true,
        lowStock: false,
        staffChanges: true,
      })
    })
  })
})
