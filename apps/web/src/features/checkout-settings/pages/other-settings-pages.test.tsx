import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactNode } from 'react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { describe, expect, it } from 'vitest'
import { createQueryClient } from '@/app/query-client'
import { stubFetch } from '@/test/fetch-stub'
import { memberSession, SessionStub } from '@/test/session-stub'
import { CustomerAccountsPage } from './customer-accounts-page'
import { PricingPage } from './pricing-page'
import { PrivacyPage } from './privacy-page'
import { json, savedAccounts, savedPricing, savedPrivacy } from './test-settings'

// Settings → Customer accounts, Pricing and Customer privacy: one small form each, saved at its version.
const fetchMock = stubFetch()

function serve(url: string, settings: object, answer: (body: Record<string, unknown>) => Response) {
  fetchMock.mockImplementation(async (input, init) => {
    if (String(input) === url && init?.method === 'PUT') return answer(JSON.parse(String(init.body)))
    if (String(input) === url) return json({ settings })
    return json({ message: 'unexpected' }, 500)
  })
}

const sent = (url: string) =>
  fetchMock.mock.calls
    .filter(([input, init]) => String(input) === url && init?.method === 'PUT')
    .map(([, init]) => JSON.parse(String(init?.body)))

function renderPage(page: ReactNode) {
  const router = createMemoryRouter([{ path: '/settings/page', element: page }], {
    initialEntries: ['/settings/page'],
  })
  // A role for these settings pages alone: the privacy page's customer requests need more (their own test).
  render(
    <SessionStub value={memberSession(['settings.checkout', 'settings.general', 'settings.policies'])}>
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </SessionStub>,
  )
}

describe('customer accounts page', () => {
  it("saves the order link's life", async () => {
    const url = '/v1/settings/customer-accounts'
    serve(url, savedAccounts, (body) => json({ settings: { ...savedAccounts, ...body, version: 3 } }))
    const user = userEvent.setup()
    renderPage(<CustomerAccountsPage />)
    const days = await screen.findByLabelText('Link works for')
    expect(screen.getByRole('checkbox', { name: /see their order through a link/ })).toBeChecked()
    await user.clear(days)
    await user.type(days, '30')
    await user.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() =>
      expect(sent(url)).toEqual([{ orderStatusLink: true, orderStatusLinkDays: 30, version: 2 }]),
    )
  })

  it('refuses a life outside 1 to 365 days under its field and sends nothing', async () => {
    const url = '/v1/settings/customer-accounts'
    serve(url, savedAccounts, () => json({}, 500))
    const user = userEvent.setup()
    renderPage(<CustomerAccountsPage />)
    const days = await screen.findByLabelText('Link works for')
    await user.clear(days)
    await user.type(days, '400')
    await user.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(days).toHaveAccessibleDescription('From 1 to 365 days'))
    expect(sent(url)).toEqual([])
  })
})

describe('pricing page', () => {
  it('shows the currency, links the taxes and saves the price display', async () => {
    const url = '/v1/settings/pricing'
    serve(url, savedPricing, (body) => json({ settings: { ...savedPricing, ...body, version: 2 } }))
    const user = userEvent.setup()
    renderPage(<PricingPage />)
    expect(await screen.findByRole('textbox', { name: 'Currency' })).toHaveValue('BRL')
    expect(screen.getByRole('link', { name: 'Go to Taxes and duties' })).toHaveAttribute(
      'href',
      '/settings/taxes',
    )
    await user.click(screen.getByRole('checkbox', { name: /compare-at prices/ }))
    await user.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(sent(url)).toEqual([{ showCompareAtPrices: false, version: 1 }]))
  })
})

describe('customer privacy page', () => {
  it('saves what data the store keeps', async () => {
    const url = '/v1/settings/privacy'
    serve(url, savedPrivacy, (body) => json({ settings: { ...savedPrivacy, ...body, version: 3 } }))
    const user = userEvent.setup()
    renderPage(<PrivacyPage />)
    const text = await screen.findByRole('textbox', { name: /What data the store keeps/ })
    expect(text).toHaveValue(savedPrivacy.dataKept)
    await user.type(text, ' Por 5 anos.')
    await user.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() =>
      expect(sent(url)).toEqual([{ dataKept: `${savedPrivacy.dataKept} Por 5 anos.`, version: 2 }]),
    )
  })
})
