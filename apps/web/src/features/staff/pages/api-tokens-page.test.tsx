import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { beforeAll, describe, expect, it } from 'vitest'
import { createQueryClient } from '@/app/query-client'
import { stubFetch } from '@/test/fetch-stub'
import { memberSession, SessionStub } from '@/test/session-stub'
import { ApiTokensPage } from './api-tokens-page'

const fetchMock = stubFetch()

beforeAll(() => {
  // jsdom lacks what Radix's select calls when it opens.
  Element.prototype.hasPointerCapture ??= () => false
  Element.prototype.releasePointerCapture ??= () => {}
  Element.prototype.scrollIntoView ??= () => {}
})

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

/** The store of `memberSession`, which the secret panel names for the integration to send. */
const STORE = '00000000-0000-4000-8000-000000000001'
const BLING = '11111111-1111-4111-8111-111111111111'
const OLD = '22222222-2222-4222-8222-222222222222'
const NEW = '33333333-3333-4333-8333-333333333333'
const LEFT = '44444444-4444-4444-8444-444444444444'
const SECRET = `lojista_pat_${NEW.replaceAll('-', '')}${'s'.repeat(43)}`

const role = (id: string, name: string) => ({
  id,
  name,
  description: '',
  builtIn: true,
  permissions: ['orders.view'],
  memberCount: 0,
})
const token = (id: string, name: string, extra: Record<string, unknown> = {}) => ({
  id,
  name,
  roleId: 'staff',
  roleName: 'Staff',
  createdBy: 'Ana Souza',
  createdAt: '2026-11-01T12:00:00.000Z',
  expiresAt: '2027-11-01T12:00:00.000Z',
  lastUsedAt: '2026-11-27T12:00:00.000Z',
  revokedAt: null,
  status: 'active',
  ...extra,
})

function serve(answer: (method: string, url: string, body: unknown) => Response | undefined) {
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input)
    const method = init?.method ?? 'GET'
    const written = answer(method, url, init?.body ? JSON.parse(String(init.body)) : undefined)
    if (written) return written
    if (url === '/v1/staff/roles') {
      return json({ roles: [role('owner', 'Owner'), role('admin', 'Admin'), role('staff', 'Staff')] })
    }
    if (url === '/v1/staff/api-tokens') {
      return json({
        apiTokens: [
          token(BLING, 'ERP Bling'),
          token(LEFT, 'Loja virtual', { status: 'paused', createdBy: 'Rafael Costa' }),
          token(OLD, 'Planilha', {
            status: 'revoked',
            revokedAt: '2026-11-20T12:00:00.000Z',
            lastUsedAt: null,
          }),
        ],
      })
    }
    return json({ message: `unexpected ${method} ${url}` }, 500)
  })
}

const sent = (method: string, url: string) =>
  fetchMock.mock.calls
    .filter(([input, init]) => String(input) === url && (init?.method ?? 'GET') === method)
    .map(([, init]) => JSON.parse(String(init?.body ?? 'null')))

function renderPage() {
  const session = memberSession()
  const router = createMemoryRouter([{ path: '/tokens', element: <ApiTokensPage /> }], {
    initialEntries: ['/tokens'],
  })
  render(
    <SessionStub value={session}>
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </SessionStub>,
  )
}

describe('the API tokens page', () => {
  it('lists the tokens with their status, and revokes an active one after asking', async () => {
    serve((method, url) =>
      method === 'POST' && url === `/v1/staff/api-tokens/${BLING}/revoke`
        ? new Response(null, { status: 204 })
        : undefined,
    )
    const user = userEvent.setup()
    renderPage()
    const bling = (await screen.findByText('ERP Bling')).closest('tr')!
    expect(within(bling).getByText('Active')).toBeVisible()
    expect(within(bling).getByText('Staff')).toBeVisible()
    const old = screen.getByText('Planilha').closest('tr')!
    expect(within(old).getByText('Revoked')).toBeVisible()
    expect(within(old).getByText('Never')).toBeVisible()
    // Its maker was suspended or left: it says why it does not work, and may still be revoked.
    const paused = screen.getByText('Loja virtual').closest('tr')!
    expect(within(paused).getByText('Paused')).toBeVisible()
    expect(within(paused).getByText(/person who made it is back/)).toBeVisible()
    expect(within(paused).getByRole('button', { name: 'Revoke the token Loja virtual' })).toBeVisible()
    // A revoked token has nothing left to revoke.
    expect(within(old).queryByRole('button')).toBeNull()

    await user.click(within(bling).getByRole('button', { name: 'Revoke the token ERP Bling' }))
    const dialog = await screen.findByRole('dialog', { name: 'Revoke the token ERP Bling?' })
    expect(sent('POST', `/v1/staff/api-tokens/${BLING}/revoke`)).toHaveLength(0)
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }))
    await waitFor(() => expect(sent('POST', `/v1/staff/api-tokens/${BLING}/revoke`)).toHaveLength(1))
  })

  it('creates a token with a role and an expiry, and shows its secret once', async () => {
    serve((method, url) =>
      method === 'POST' && url === '/v1/staff/api-tokens'
        ? json(
            { apiToken: token(NEW, 'ERP Tiny', { roleId: 'admin', roleName: 'Admin' }), secret: SECRET },
            201,
          )
        : undefined,
    )
    const user = userEvent.setup()
    renderPage()
    await user.click(await screen.findByRole('button', { name: 'Create token' }))
    const panel = await screen.findByRole('dialog', { name: 'Create an API token' })
    await user.click(within(panel).getByRole('button', { name: 'Create token' }))
    expect(await within(panel).findByText('Give the token a name')).toBeVisible()
    expect(sent('POST', '/v1/staff/api-tokens')).toHaveLength(0)

    await user.type(within(panel).getByLabelText('Name'), 'ERP Tiny')
    await user.click(within(panel).getByRole('combobox', { name: 'Role' }))
    // Ownership is never a token's.
    expect(screen.queryByRole('option', { name: 'Owner' })).toBeNull()
    await user.click(await screen.findByRole('option', { name: 'Admin' }))
    await user.click(within(panel).getByRole('combobox', { name: 'Expires' }))
    await user.click(await screen.findByRole('option', { name: 'Never' }))
    await user.click(within(panel).getByRole('button', { name: 'Create token' }))

    const shown = await screen.findByRole('dialog', { name: 'Copy the token ERP Tiny' })
    expect(sent('POST', '/v1/staff/api-tokens')).toEqual([
      { name: 'ERP Tiny', roleId: 'admin', expiresInDays: null },
    ])
    expect(within(shown).getByLabelText('Token')).toHaveValue(SECRET)
    expect(within(shown).getByText(new RegExp(STORE))).toBeVisible()
    await user.click(within(shown).getByRole('button', { name: 'Done' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(screen.queryByDisplayValue(SECRET)).toBeNull()
  })
})
