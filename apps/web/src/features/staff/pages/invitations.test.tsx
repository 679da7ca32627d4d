import { PERMISSIONS, type Permission } from '@lojista/contracts/staff/permissions'
import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { beforeAll, describe, expect, it } from 'vitest'
import { createQueryClient } from '@/app/query-client'
import { onePage, stubFetch } from '@/test/fetch-stub'
import { memberSession, SessionStub } from '@/test/session-stub'
import { UsersPage } from './users-page'

const fetchMock = stubFetch()

beforeAll(() => {
  // jsdom lacks what Radix's select calls when it opens.
  Element.prototype.hasPointerCapture ??= () => false
  Element.prototype.releasePointerCapture ??= () => {}
  Element.prototype.scrollIntoView ??= () => {}
})

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

const SALES = '33333333-3333-4333-8333-333333333333'
const role = (id: string, name: string) => ({
  id,
  name,
  description: '',
  builtIn: id !== SALES,
  permissions: ['orders.view'],
  memberCount: 0,
})
const roles = [role('owner', 'Owner'), role('admin', 'Admin'), role('staff', 'Staff'), role(SALES, 'Vendas')]
const invitation = (id: string, email: string, status: 'pending' | 'expired') => ({
  id,
  email,
  roleId: SALES,
  roleName: 'Vendas',
  status,
  sentAt: '2026-11-20T12:00:00.000Z',
  expiresAt: '2026-11-27T12:00:00.000Z',
  invitedBy: 'Ana Souza',
})
const JULIANA = '44444444-4444-4444-8444-444444444444'
const PAULO = '55555555-5555-4555-8555-555555555555'

function serve(
  answer: (method: string, url: string, body: unknown) => Response | undefined = () => undefined,
) {
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input)
    const method = init?.method ?? 'GET'
    const written = answer(method, url, init?.body ? JSON.parse(String(init.body)) : undefined)
    if (written) return written
    if (url.startsWith('/v1/staff/members?')) return json({ members: onePage([]) })
    if (url === '/v1/staff/roles') return json({ roles })
    if (url === '/v1/staff/invitations') {
      return json({
        invitations: [
          invitation(JULIANA, 'juliana@example.com', 'pending'),
          invitation(PAULO, 'paulo@example.com', 'expired'),
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

function renderUsers(permissions: readonly string[] = PERMISSIONS) {
  const session = memberSession(permissions as readonly Permission[])
  const router = createMemoryRouter([{ path: '/users', element: <UsersPage /> }], {
    initialEntries: ['/users'],
  })
  render(
    <SessionStub value={session}>
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </SessionStub>,
  )
}

describe('invitations on the Users page', () => {
  it('lists the people invited, pending or expired, and sends one again or withdraws it', async () => {
    serve((method, url) =>
      method === 'POST' && url.startsWith('/v1/staff/invitations/')
        ? url.endsWith('/revoke')
          ? new Response(null, { status: 204 })
          : json({ invitation: invitation(PAULO, 'paulo@example.com', 'pending') })
        : undefined,
    )
    const user = userEvent.setup()
    renderUsers()
    const juliana = (await screen.findByText('juliana@example.com')).closest('tr')!
    expect(within(juliana).getByText('Pending')).toBeVisible()
    expect(within(juliana).getByText('Vendas')).toBeVisible()
    const paulo = screen.getByText('paulo@example.com').closest('tr')!
    expect(within(paulo).getByText('Expired')).toBeVisible()

    await user.click(
      within(paulo).getByRole('button', { name: 'Send the invitation of paulo@example.com again' }),
    )
    await waitFor(() => expect(sent('POST', `/v1/staff/invitations/${PAULO}/resend`)).toHaveLength(1))

    await user.click(
      within(juliana).getByRole('button', { name: 'Withdraw the invitation of juliana@example.com' }),
    )
    const dialog = await screen.findByRole('dialog', {
      name: 'Withdraw the invitation of juliana@example.com?',
    })
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw' }))
    await waitFor(() => expect(sent('POST', `/v1/staff/invitations/${JULIANA}/revoke`)).toHaveLength(1))
  })

  it('invites by email with a role, and shows a refusal beside the email', async () => {
    serve((method, url, body) => {
      if (method !== 'POST' || url !== '/v1/staff/invitations') return undefined
      const message = 'This person already has an invitation; send it again instead'
      return (body as { email: string }).email === 'juliana@example.com'
        ? new Response(
            JSON.stringify({
              type: 'about:blank',
              title: 'Conflict',
              status: 409,
              detail: message,
              errors: [{ path: 'email', message }],
            }),
            { status: 409, headers: { 'content-type': 'application/problem+json' } },
          )
        : json({ invitation: invitation(JULIANA, 'rita@example.com', 'pending') }, 201)
    })
    const user = userEvent.setup()
    renderUsers()
    await user.click(await screen.findByRole('button', { name: 'Invite' }))
    const panel = await screen.findByRole('dialog', { name: 'Invite a person' })
    await user.type(within(panel).getByLabelText('Email'), 'juliana@example.com')
    await user.click(within(panel).getByRole('combobox', { name: 'Role' }))
    await user.click(await screen.findByRole('option', { name: 'Vendas' }))
    await user.click(within(panel).getByRole('button', { name: 'Send invitation' }))
    expect(
      await within(panel).findByText('This person already has an invitation; send it again instead'),
    ).toBeVisible()
    expect(sent('POST', '/v1/staff/invitations')).toEqual([{ email: 'juliana@example.com', roleId: SALES }])

    await user.clear(within(panel).getByLabelText('Email'))
    await user.type(within(panel).getByLabelText('Email'), 'rita@example.com')
    await user.click(within(panel).getByRole('button', { name: 'Send invitation' }))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Invite a person' })).toBeNull())
    expect(sent('POST', '/v1/staff/invitations').at(-1)).toEqual({ email: 'rita@example.com', roleId: SALES })
  })

  it('shows the invitations without Invite, Send again or Withdraw to a role that only sees people', async () => {
    serve()
    renderUsers(['staff.view'])
    const juliana = (await screen.findByText('juliana@example.com')).closest('tr')!
    expect(within(juliana).queryByRole('button')).toBeNull()
    expect(screen.queryByRole('button', { name: 'Invite' })).toBeNull()
  })
})
