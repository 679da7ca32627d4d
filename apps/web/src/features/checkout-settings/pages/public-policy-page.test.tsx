import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { describe, expect, it } from 'vitest'
import { createQueryClient } from '@/app/query-client'
import { stubFetch } from '@/test/fetch-stub'
import { PublicPolicyPage } from './public-policy-page'
import { json } from './test-settings'

const fetchMock = stubFetch()
const STORE = '00000000-0000-4000-8000-000000000001'

function renderPage(kind: string) {
  const router = createMemoryRouter([{ path: '/s/:store/policies/:kind', element: <PublicPolicyPage /> }], {
    initialEntries: [`/s/${STORE}/policies/${kind}`],
  })
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
}

describe('public policy page', () => {
  it("shows the store's policy with its name and logo, without credentials", async () => {
    fetchMock.mockResolvedValue(
      json({
        policy: {
          kind: 'refund',
          storeName: 'Ateliê Aurora',
          body: '<h2>Trocas</h2><p>Até <strong>7 dias</strong>.</p>',
          logoUrl: 'https://cdn.example.com/aurora.png',
          primaryColor: '#0F766E',
          updatedAt: '2026-11-20T12:00:00.000Z',
        },
      }),
    )
    renderPage('refund')
    expect(await screen.findByRole('heading', { level: 1, name: 'Refund policy' })).toBeInTheDocument()
    expect(screen.getByText('Ateliê Aurora')).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 2, name: 'Trocas' })).toBeInTheDocument()
    const [url, init] = fetchMock.mock.calls[0] ?? []
    expect(url).toBe(`/v1/public/stores/${STORE}/policies/refund`)
    expect(new Headers(init?.headers).has('Authorization')).toBe(false)
  })

  it('says the policy is not available when the store has not written it, or the kind is unknown', async () => {
    fetchMock.mockResolvedValue(
      json({ type: 'about:blank', title: 'Not Found', status: 404, detail: 'Not found.' }, 404),
    )
    renderPage('terms')
    expect(await screen.findByText('This policy is not available.')).toBeInTheDocument()
  })

  it('asks nothing of the API for a kind of policy that does not exist', async () => {
    renderPage('cookies')
    expect(await screen.findByText('This policy is not available.')).toBeInTheDocument()
    expect(fetchMock).not.toHaveBeenCalled()
  })
})
