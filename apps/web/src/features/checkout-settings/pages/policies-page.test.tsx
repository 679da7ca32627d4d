import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { describe, expect, it } from 'vitest'
import { createQueryClient } from '@/app/query-client'
import { stubFetch } from '@/test/fetch-stub'
import { memberSession, SessionStub } from '@/test/session-stub'
import { PoliciesPage } from './policies-page'
import { json, savedPolicies } from './test-settings'

const fetchMock = stubFetch()
const URL = '/v1/settings/policies'

function serve(answer: (body: Record<string, unknown>) => Response) {
  fetchMock.mockImplementation(async (input, init) => {
    if (String(input) === URL && init?.method === 'PUT') return answer(JSON.parse(String(init.body)))
    if (String(input) === URL) return json({ policies: savedPolicies })
    return json({ message: 'unexpected' }, 500)
  })
}

const sent = () =>
  fetchMock.mock.calls
    .filter(([input, init]) => String(input) === URL && init?.method === 'PUT')
    .map(([, init]) => JSON.parse(String(init?.body)))

function renderPage() {
  const router = createMemoryRouter([{ path: '/settings/policies', element: <PoliciesPage /> }], {
    initialEntries: ['/settings/policies'],
  })
  render(
    <SessionStub value={memberSession()}>
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </SessionStub>,
  )
}

describe('policies page', () => {
  it('shows each policy in its editor, links a written one, and saves one at its own version', async () => {
    serve((body) =>
      json({
        policy: { kind: body.kind, body: body.body, version: 2, updatedAt: '2026-11-21T12:00:00.000Z' },
      }),
    )
    const user = userEvent.setup()
    renderPage()
    const refund = await screen.findByRole('region', { name: 'Refund policy' })
    expect(within(refund).getByRole('heading', { level: 2, name: 'Trocas' })).toBeInTheDocument()
    expect(within(refund).getByRole('link', { name: /View as customers see it/ })).toHaveAttribute(
      'href',
      '/s/00000000-0000-4000-8000-000000000001/policies/refund',
    )
    const terms = screen.getByRole('region', { name: 'Terms of service' })
    expect(within(terms).getByText('Not written yet: it is not shown to customers.')).toBeInTheDocument()

    const editor = within(terms).getByRole('textbox', { name: 'Terms of service text' })
    await user.click(editor)
    // Pasted, the text reaches the editor in one event it handles at once. Typed key by key into the
    // test's DOM, the editor reads the changes later, and a redraw in between can drop the first ones.
    await user.paste('Ao comprar, você aceita estes termos.')
    await user.click(within(terms).getByRole('button', { name: 'Save' }))

    await waitFor(() => expect(sent()).toHaveLength(1))
    expect(sent()[0]).toEqual({
      kind: 'terms',
      body: '<p>Ao comprar, você aceita estes termos.</p>',
      version: 1,
    })
    await waitFor(() =>
      expect(
        within(screen.getByRole('region', { name: 'Terms of service' })).getByRole('link'),
      ).toBeInTheDocument(),
    )
  })
})
