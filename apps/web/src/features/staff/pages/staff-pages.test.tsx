import { PERMISSIONS } from '@lojista/contracts/staff/permissions'
import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import { createQueryClient } from '@/app/query-client'
import { onePage, stubFetch } from '@/test/fetch-stub'
import { SessionStub, stubSession } from '@/test/session-stub'
import { ActivityLogPage } from './activity-log-page'
import { MemberPage } from './member-page'
import { RolePage } from './role-page'
import { RolesPage } from './roles-page'
import { SecurityPage } from './security-page'
import { UsersPage } from './users-page'

const fetchMock = stubFetch()

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
const problem = (status: number, detail: string, errors: { path: string; message: string }[], extra = {}) =>
  new Response(JSON.stringify({ type: 'about:blank', title: 'Refused', status, detail, errors, ...extra }), {
    status,
    headers: { 'content-type': 'application/problem+json' },
  })

const ME = '11111111-1111-4111-8111-111111111111'
const BIA = '22222222-2222-4222-8222-222222222222'
const SALES = '33333333-3333-4333-8333-333333333333'
const store = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Casa Aurora',
  plan: null,
  currencyCode: 'BRL',
}

const members = [
  {
    userId: ME,
    name: 'Ana Souza',
    email: 'ana@example.com',
    avatar: null,
    roleId: 'owner',
    roleName: 'Owner',
    isOwner: true,
    joinedAt: '2026-01-05T12:00:00.000Z',
    lastSignInAt: '2026-11-24T09:30:00.000Z',
    status: 'active',
  },
  {
    userId: BIA,
    name: 'Beatriz Lima',
    email: 'beatriz@example.com',
    avatar: null,
    roleId: SALES,
    roleName: 'Vendas',
    isOwner: false,
    joinedAt: '2026-03-01T12:00:00.000Z',
    lastSignInAt: null,
    status: 'active',
  },
]
const roles = [
  {
    id: 'owner',
    name: 'Owner',
    description: '',
    builtIn: true,
    permissions: [...PERMISSIONS],
    memberCount: 1,
  },
  {
    id: 'admin',
    name: 'Admin',
    description: '',
    builtIn: true,
    permissions: [...PERMISSIONS],
    memberCount: 0,
  },
  {
    id: 'staff',
    name: 'Staff',
    description: '',
    builtIn: true,
    permissions: ['orders.view'],
    memberCount: 0,
  },
  {
    id: SALES,
    name: 'Vendas',
    description: 'Atende clientes',
    builtIn: false,
    permissions: ['draft_orders.view', 'draft_orders.send'],
    memberCount: 1,
  },
]

const biaSessions = [
  {
    id: '44444444-4444-4444-8444-444444444444',
    createdAt: '2026-11-20T14:00:00.000Z',
    expiresAt: '2026-12-20T14:00:00.000Z',
    ip: '203.0.113.9',
    userAgent: 'Celular da Bia',
    current: false,
  },
]

/** One page of GET /v1/staff/members holding `people`. */
const peoplePage = (people: typeof members) => ({
  edges: people.map((node) => ({ node, cursor: node.userId })),
  pageInfo: {
    hasNextPage: false,
    hasPreviousPage: false,
    startCursor: people[0]?.userId ?? null,
    endCursor: people.at(-1)?.userId ?? null,
    total: people.length,
    totalIsExact: true,
  },
})

function serve(
  answer: (method: string, url: string, body: unknown) => Response | undefined = () => undefined,
) {
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input)
    const method = init?.method ?? 'GET'
    const body = init?.body ? JSON.parse(String(init.body)) : undefined
    const written = answer(method, url, body)
    if (written) return written
    if (url.startsWith('/v1/staff/members?')) return json({ members: peoplePage(members) })
    if (url === `/v1/staff/members/${BIA}`) return json({ member: members[1] })
    if (url === `/v1/staff/members/${ME}`) return json({ member: members[0] })
    if (url === '/v1/staff/me') return json({ member: members[0] })
    if (url === `/v1/staff/members/${BIA}/sessions`) return json({ sessions: biaSessions })
    if (url === '/v1/staff/roles') return json({ roles })
    if (url === '/v1/staff/invitations') return json({ invitations: [] })
    if (url === `/v1/staff/roles/${SALES}`) return json({ role: { ...roles[3], version: 3 } })
    if (url === '/v1/staff/roles/admin') return json({ role: { ...roles[1], version: 0 } })
    return json({ message: 'unexpected' }, 500)
  })
}

const sent = (method: string, url: string) =>
  fetchMock.mock.calls
    .filter(([input, init]) => String(input) === url && (init?.method ?? 'GET') === method)
    .map(([, init]) => JSON.parse(String(init?.body ?? 'null')))

function renderAt(
  path: string,
  permissions: readonly string[] = PERMISSIONS,
  role: 'owner' | 'admin' | 'staff' = 'owner',
) {
  const tenant = { ...store, role, permissions: [...permissions] as never }
  const refresh = vi.fn(async () => {})
  const session = stubSession({
    refresh,
    status: 'authenticated',
    isAuthenticated: true,
    user: { id: ME, name: 'Ana Souza', email: 'ana@example.com', avatar: null, emailVerified: true },
    currentTenant: tenant,
    tenants: [tenant],
    defaultTenant: tenant,
  })
  const base = '/settings/organization-account'
  const router = createMemoryRouter(
    [
      { path: base, element: <UsersPage /> },
      { path: `${base}/roles`, element: <RolesPage /> },
      { path: `${base}/roles/:id`, element: <RolePage /> },
      { path: `${base}/security`, element: <SecurityPage /> },
      { path: `${base}/:handle`, element: <MemberPage /> },
    ],
    { initialEntries: [path] },
  )
  render(
    <SessionStub value={session}>
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </SessionStub>,
  )
  return Object.assign(router, { refresh })
}

describe('users and roles', () => {
  it('lists the people, owner first, with their role and last sign-in', async () => {
    serve()
    renderAt('/settings/organization-account')
    const ana = (await screen.findByRole('link', { name: 'Ana Souza' })).closest('tr')!
    expect(within(ana).getByText('Owner')).toBeVisible()
    expect(within(ana).getByText('You')).toBeVisible()
    const bia = screen.getByRole('link', { name: 'Beatriz Lima' }).closest('tr')!
    expect(within(bia).getByText('Vendas')).toBeVisible()
    expect(within(bia).getByText('Never')).toBeVisible()
  })

  it('searches the people by the words and status in the address, kept there for a reload', async () => {
    serve((_, url) =>
      url.startsWith('/v1/staff/members?') && url.includes('query=lima')
        ? json({ members: peoplePage([members[1]!]) })
        : undefined,
    )
    const user = userEvent.setup()
    const router = renderAt('/settings/organization-account?status=active')
    expect(await screen.findByRole('link', { name: 'Ana Souza' })).toBeVisible()
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveTextContent('Active')
    await user.type(screen.getByRole('searchbox', { name: 'Search people' }), 'lima{Enter}')
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Ana Souza' })).toBeNull())
    expect(screen.getByRole('link', { name: 'Beatriz Lima' })).toBeVisible()
    expect(router.state.location.search).toBe('?q=lima&status=active')
    const asked = fetchMock.mock.calls.map(([input]) => String(input))
    expect(asked).toContain('/v1/staff/members?query=lima&status=active&first=25')
  })

  it('says when the people could not be loaded, with the reason and a way to try again', async () => {
    let refused = true
    serve((_, url) =>
      url.startsWith('/v1/staff/members?') && refused
        ? problem(403, 'Your role does not allow this: staff.view.', [])
        : undefined,
    )
    const user = userEvent.setup()
    renderAt('/settings/organization-account')
    expect(await screen.findByText('The people of this store could not be loaded.')).toBeVisible()
    expect(screen.getByText('Your role does not allow this: staff.view.')).toBeVisible()
    refused = false
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('link', { name: 'Beatriz Lima' })).toBeVisible()
  })

  it('lists the roles with how many hold each, and opens the editor of a new one', async () => {
    serve()
    renderAt('/settings/organization-account/roles')
    const sales = (await screen.findByRole('link', { name: 'Vendas' })).closest('tr')!
    expect(within(sales).getByText('1 member')).toBeVisible()
    expect(within(sales).getByText('2 permissions')).toBeVisible()
    expect(screen.getByRole('link', { name: 'Create role' })).toHaveAttribute(
      'href',
      '/settings/organization-account/roles/new',
    )
  })

  it('finds roles by words of their name or description, from the address too', async () => {
    serve()
    const user = userEvent.setup()
    const router = renderAt('/settings/organization-account/roles?q=atende')
    expect(await screen.findByRole('link', { name: 'Vendas' })).toBeVisible()
    expect(screen.queryByRole('link', { name: 'Admin' })).toBeNull()
    const search = screen.getByRole('searchbox', { name: 'Search roles' })
    expect(search).toHaveValue('atende')
    await user.clear(search)
    await user.type(search, 'ADMÍN{Enter}')
    expect(await screen.findByRole('link', { name: 'Admin' })).toBeVisible()
    expect(screen.queryByRole('link', { name: 'Vendas' })).toBeNull()
    expect(router.state.location.search).toBe('?q=ADM%C3%8DN')

    await user.clear(search)
    await user.type(search, 'gerente{Enter}')
    const noMatch = (await screen.findByText('No role matches')).closest('section')!
    await user.click(within(noMatch).getByRole('button', { name: 'Clear filters' }))
    expect(await screen.findByRole('link', { name: 'Owner' })).toBeVisible()
    expect(screen.getAllByRole('link', { name: /Owner|Admin|Staff|Vendas/ })).toHaveLength(4)
  })

  it('creates a role: a permission brings what it needs, and a refused name shows under its field', async () => {
    let attempt = 0
    serve((method, url, body) => {
      if (method !== 'POST' || url !== '/v1/staff/roles') return undefined
      attempt += 1
      if (attempt === 1) {
        return problem(409, 'Another role already has this name', [
          { path: 'name', message: 'Another role already has this name' },
        ])
      }
      return json(
        { role: { ...(body as object), id: SALES, builtIn: false, memberCount: 0, version: 1 } },
        201,
      )
    })
    const user = userEvent.setup()
    const router = renderAt('/settings/organization-account/roles/new')
    await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'Vendas')
    await user.click(screen.getByRole('checkbox', { name: 'Send invoices and complete drafts' }))
    expect(screen.getByRole('checkbox', { name: 'See drafts' })).toBeChecked()
    await user.click(screen.getByRole('button', { name: 'Create role' }))
    expect(await screen.findByText('Another role already has this name')).toBeVisible()

    await user.clear(screen.getByRole('textbox', { name: 'Name' }))
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Vendas SP')
    await user.click(screen.getByRole('button', { name: 'Create role' }))
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/settings/organization-account/roles/${SALES}`),
    )
    expect(sent('POST', '/v1/staff/roles').at(-1)).toEqual({
      name: 'Vendas SP',
      description: '',
      permissions: ['draft_orders.view', 'draft_orders.send'],
    })
  })

  it('saves a role with the version read; unchecking what others need unchecks them', async () => {
    serve((method, url, body) =>
      method === 'PUT' && url === `/v1/staff/roles/${SALES}`
        ? json({ role: { ...roles[3], ...(body as object), version: 4 } })
        : undefined,
    )
    const user = userEvent.setup()
    renderAt(`/settings/organization-account/roles/${SALES}`)
    await user.click(await screen.findByRole('checkbox', { name: 'See drafts' }))
    expect(screen.getByRole('checkbox', { name: 'Send invoices and complete drafts' })).not.toBeChecked()
    await user.click(screen.getByRole('checkbox', { name: 'See orders' }))
    await user.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(sent('PUT', `/v1/staff/roles/${SALES}`)).toHaveLength(1))
    expect(sent('PUT', `/v1/staff/roles/${SALES}`)[0]).toEqual({
      name: 'Vendas',
      description: 'Atende clientes',
      permissions: ['orders.view'],
      version: 3,
    })
  })

  it('shows a built-in role without letting anyone change it', async () => {
    serve()
    renderAt('/settings/organization-account/roles/admin')
    expect(await screen.findByText(/Built-in roles cannot be changed/)).toBeVisible()
    expect(screen.getByRole('checkbox', { name: 'Refund' })).toBeDisabled()
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull()
  })

  it("changes a member's role; the owner's own page offers no change", async () => {
    serve((method, url, body) =>
      method === 'PUT' && url === `/v1/staff/members/${BIA}/role`
        ? json({ member: { ...members[1], roleId: (body as { roleId: string }).roleId, roleName: 'Admin' } })
        : undefined,
    )
    const user = userEvent.setup()
    renderAt(`/settings/organization-account/${BIA}`)
    await user.click(await screen.findByRole('combobox', { name: 'Role' }))
    await user.click(await screen.findByRole('option', { name: 'Admin' }))
    await user.click(screen.getByRole('button', { name: 'Save role' }))
    await waitFor(() => expect(sent('PUT', `/v1/staff/members/${BIA}/role`)).toEqual([{ roleId: 'admin' }]))
  })

  it('suspends a member after asking, and reactivates a suspended one', async () => {
    // The server's side: Beatriz as the last call left her.
    let status = 'active'
    serve((method, url) => {
      if (method === 'POST' && url === `/v1/staff/members/${BIA}/suspend`) status = 'suspended'
      else if (method === 'POST' && url === `/v1/staff/members/${BIA}/reactivate`) status = 'active'
      else if (url !== `/v1/staff/members/${BIA}`) return undefined
      return json({ member: { ...members[1], status } })
    })
    const user = userEvent.setup()
    renderAt(`/settings/organization-account/${BIA}`)
    await user.click(await screen.findByRole('button', { name: 'Suspend' }))
    const dialog = await screen.findByRole('dialog', { name: 'Suspend Beatriz Lima?' })
    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }))
    // The page shows the member as the server answered: suspended, with the way back offered.
    const reactivate = await screen.findByRole('button', { name: 'Reactivate' })
    expect(screen.getByText('Suspended')).toBeVisible()
    await user.click(reactivate)
    expect(await screen.findByRole('button', { name: 'Suspend' })).toBeVisible()
    expect(screen.getByText('Active')).toBeVisible()
    expect(
      fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST').map(([input]) => String(input)),
    ).toEqual([`/v1/staff/members/${BIA}/suspend`, `/v1/staff/members/${BIA}/reactivate`])
  })

  it('lets the owner hand the store to a member, after asking, and refreshes their own role', async () => {
    // The server's side: Beatriz as the last call left her.
    let beatriz = members[1]
    serve((method, url) => {
      if (method === 'POST' && url === `/v1/staff/members/${BIA}/transfer-ownership`)
        beatriz = { ...members[1]!, roleId: 'owner', roleName: 'Owner', isOwner: true }
      else if (url !== `/v1/staff/members/${BIA}`) return undefined
      return json({ member: beatriz })
    })
    const user = userEvent.setup()
    const { refresh } = renderAt(`/settings/organization-account/${BIA}`)
    await user.click(await screen.findByRole('button', { name: 'Make owner' }))
    const dialog = await screen.findByRole('dialog', { name: 'Make Beatriz Lima the owner?' })
    await user.click(within(dialog).getByRole('button', { name: 'Make owner' }))
    await waitFor(() => expect(refresh).toHaveBeenCalled())
    expect(sent('POST', `/v1/staff/members/${BIA}/transfer-ownership`)).toEqual([null])
    // Her page now shows the owner's fixed place.
    expect(await screen.findByText("The owner's role cannot be changed.")).toBeVisible()
  })

  it('offers the transfer to the owner only', async () => {
    serve()
    renderAt(`/settings/organization-account/${BIA}`, PERMISSIONS, 'admin')
    expect(await screen.findByRole('button', { name: 'Suspend' })).toBeVisible()
    expect(screen.queryByRole('button', { name: 'Make owner' })).toBeNull()
  })

  it('does not offer a role change or removal on the owner’s page', async () => {
    serve()
    renderAt(`/settings/organization-account/${ME}`)
    expect(await screen.findByText("The owner's role cannot be changed.")).toBeVisible()
    expect(screen.queryByRole('combobox', { name: 'Role' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Remove from store' })).toBeNull()
  })

  it('lets a person who may only see roles look without a create button that works', async () => {
    serve()
    renderAt('/settings/organization-account/roles', ['staff.view'])
    expect(await screen.findByRole('button', { name: 'Create role' })).toBeDisabled()
  })
})

describe('a member’s sessions and one’s own page', () => {
  it('shows where a member is signed in and signs them out everywhere after asking', async () => {
    let signedIn = biaSessions
    serve((method, url) => {
      if (method === 'POST' && url === `/v1/staff/members/${BIA}/sign-out-everywhere`) {
        signedIn = []
        return new Response(null, { status: 204 })
      }
      if (url === `/v1/staff/members/${BIA}/sessions`) return json({ sessions: signedIn })
      return undefined
    })
    const user = userEvent.setup()
    renderAt(`/settings/organization-account/${BIA}`)
    const list = await screen.findByRole('list', { name: 'Where they are signed in' })
    expect(within(list).getByText('Celular da Bia')).toBeVisible()
    expect(within(list).getByText(/203\.0\.113\.9/)).toBeVisible()
    await user.click(screen.getByRole('button', { name: 'Sign out everywhere' }))
    const dialog = await screen.findByRole('dialog', { name: 'Sign Beatriz Lima out everywhere?' })
    await user.click(within(dialog).getByRole('button', { name: 'Sign out everywhere' }))
    expect(await screen.findByText('Not signed in anywhere.')).toBeVisible()
    expect(sent('POST', `/v1/staff/members/${BIA}/sign-out-everywhere`)).toEqual([null])
  })

  it('does not show a member’s sessions to a role that only sees the people', async () => {
    serve()
    renderAt(`/settings/organization-account/${BIA}`, ['staff.view'], 'staff')
    expect(await screen.findByText('Vendas')).toBeVisible()
    expect(screen.queryByText('Where they are signed in')).toBeNull()
    expect(fetchMock.mock.calls.map(([input]) => String(input))).not.toContain(
      `/v1/staff/members/${BIA}/sessions`,
    )
  })

  it('is the person’s account for a role that cannot see the store’s people', async () => {
    serve()
    renderAt(`/settings/organization-account/${ME}`, ['orders.view'], 'staff')
    expect(await screen.findByRole('heading', { name: 'Ana Souza' })).toBeVisible()
    expect(screen.getByRole('link', { name: 'Sessions and password' })).toHaveAttribute(
      'href',
      '/settings/organization-account/security',
    )
    expect(screen.getByRole('link', { name: 'Email notifications' })).toHaveAttribute(
      'href',
      '/settings/my-notifications',
    )
    // No way back to a list the role cannot open, and their own page is read through their own call.
    expect(screen.queryByRole('link', { name: 'Users' })).toBeNull()
    const asked = fetchMock.mock.calls.map(([input]) => String(input))
    expect(asked).toContain('/v1/staff/me')
    expect(asked).not.toContain(`/v1/staff/members/${ME}`)
  })
})

describe('the security page', () => {
  const sessions = [
    {
      id: '55555555-5555-4555-8555-555555555555',
      createdAt: '2026-11-25T12:00:00.000Z',
      expiresAt: '2026-11-26T12:00:00.000Z',
      ip: '203.0.113.7',
      userAgent: 'Firefox no notebook',
      current: true,
    },
    {
      id: '66666666-6666-4666-8666-666666666666',
      createdAt: '2026-11-20T09:00:00.000Z',
      expiresAt: '2026-11-27T09:00:00.000Z',
      ip: '198.51.100.4',
      userAgent: 'Safari no celular',
      current: false,
    },
  ]

  it('lists where the person is signed in and signs another device out', async () => {
    let open = sessions
    serve((method, url) => {
      if (url === '/v1/account/sessions') return json({ sessions: open })
      if (method === 'DELETE' && url === `/v1/account/sessions/${sessions[1]!.id}`) {
        open = [sessions[0]!]
        return new Response(null, { status: 204 })
      }
      return undefined
    })
    const user = userEvent.setup()
    renderAt('/settings/organization-account/security')
    expect(await screen.findByText('Firefox no notebook')).toBeVisible()
    expect(screen.getByText('This device')).toBeVisible()
    await user.click(screen.getByRole('button', { name: 'Sign out Safari no celular' }))
    await waitFor(() => expect(screen.queryByText('Safari no celular')).toBeNull())
    expect(screen.queryByRole('button', { name: 'Sign out of all other sessions' })).toBeNull()
  })

  it('asks for the current password and says so when it is wrong', async () => {
    serve((method, url) => {
      if (url === '/v1/account/sessions') return json({ sessions })
      if (method === 'PUT' && url === '/v1/account/password')
        return problem(400, 'This is not your current password', [
          { path: 'currentPassword', message: 'This is not your current password' },
        ])
      return undefined
    })
    const user = userEvent.setup()
    renderAt('/settings/organization-account/security')
    await user.type(await screen.findByLabelText('Current password'), 'wrong one')
    await user.type(screen.getByLabelText('New password'), 'a brand new passphrase')
    await user.type(screen.getByLabelText('Confirm new password'), 'a brand new passphrase')
    await user.click(screen.getByRole('button', { name: 'Change password' }))
    expect(await screen.findByText('This is not your current password')).toBeVisible()
    expect(screen.getByLabelText('Current password')).toHaveAttribute('aria-invalid', 'true')
    expect(sent('PUT', '/v1/account/password')).toEqual([
      { currentPassword: 'wrong one', newPassword: 'a brand new passphrase' },
    ])
  })
})

describe('new recovery codes on the security page', () => {
  it('are made with the password, shown once, and the count of codes left follows', async () => {
    let left = 2
    serve((method, url, body) => {
      if (url === '/v1/account/sessions') return json({ sessions: [] })
      if (url === '/v1/account/two-factor') return json({ enabled: true, recoveryCodesLeft: left })
      if (method === 'POST' && url === '/v1/account/two-factor/recovery-codes') {
        if ((body as { password?: string }).password !== 'minha senha') {
          return problem(400, 'This is not your current password', [
            { path: 'password', message: 'This is not your current password' },
          ])
        }
        left = 10
        return json({ recoveryCodes: Array.from({ length: 10 }, (_, index) => `abcd-000${index}`) })
      }
      return undefined
    })
    const user = userEvent.setup()
    renderAt('/settings/organization-account/security')
    expect(await screen.findByText('2 recovery codes left.')).toBeVisible()
    await user.click(screen.getByRole('button', { name: 'Make new recovery codes' }))
    const form = screen.getByRole('button', { name: 'Make new codes' }).closest('form')!
    await user.type(within(form).getByLabelText('Password'), 'not it')
    await user.click(within(form).getByRole('button', { name: 'Make new codes' }))
    expect(await within(form).findByText('This is not your current password')).toBeVisible()

    await user.clear(within(form).getByLabelText('Password'))
    await user.type(within(form).getByLabelText('Password'), 'minha senha')
    await user.click(within(form).getByRole('button', { name: 'Make new codes' }))
    const list = await screen.findByRole('list', { name: 'Recovery codes' })
    expect(within(list).getAllByRole('listitem')).toHaveLength(10)
    expect(await screen.findByText('10 recovery codes left.')).toBeVisible()
    await user.click(screen.getByRole('button', { name: 'I saved my recovery codes' }))
    expect(screen.queryByRole('list', { name: 'Recovery codes' })).toBeNull()
    expect(sent('POST', '/v1/account/two-factor/recovery-codes')).toEqual([
      { password: 'not it' },
      { password: 'minha senha' },
    ])
  })
})

function renderLog(permissions: string[]) {
  const router = createMemoryRouter([{ path: '/log', element: <ActivityLogPage /> }], {
    initialEntries: ['/log'],
  })
  const tenant = { ...store, role: 'staff' as const, permissions: permissions as never[] }
  render(
    <SessionStub
      value={stubSession({ status: 'authenticated', isAuthenticated: true, currentTenant: tenant })}
    >
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </SessionStub>,
  )
}

describe('the activity log', () => {
  it('offers the export only to a role that allows it', async () => {
    serve((_, url) => (url.startsWith('/v1/activity') ? json({ activity: onePage([]) }) : undefined))
    renderLog(['activity_log.view'])
    expect(await screen.findByText('No activity yet')).toBeVisible()
    expect(screen.queryByRole('button', { name: 'Export' })).toBeNull()
  })

  it('says who did what and what changed, and filters by area through the request', async () => {
    const entry = {
      id: '44444444-4444-4444-8444-444444444444',
      at: '2026-11-24T13:05:00.000Z',
      actor: { userId: ME, name: 'Ana Souza' },
      area: 'staff',
      action: 'role.updated',
      subject: { type: 'role', id: SALES, label: 'Vendas SP' },
      changes: [
        { field: 'name', before: 'Vendas', after: 'Vendas SP' },
        { field: 'maxDiscount', before: null, after: '0.1' },
      ],
      ip: '203.0.113.7',
    }
    serve((method, url) =>
      method === 'GET' && url.startsWith('/v1/activity')
        ? json({
            activity: {
              edges: [{ cursor: 'c', node: entry }],
              pageInfo: {
                hasNextPage: false,
                hasPreviousPage: false,
                startCursor: 'c',
                endCursor: 'c',
                total: 1,
                totalIsExact: true,
              },
            },
          })
        : undefined,
    )
    const user = userEvent.setup()
    renderLog([...PERMISSIONS])
    expect(await screen.findByText('Changed the role Vendas SP')).toBeVisible()
    // A field the page knows is named in words; another keeps the API's name.
    expect(screen.getByText('Name: Vendas → Vendas SP')).toBeVisible()
    expect(screen.getByText('maxDiscount: (none) → 0.1')).toBeVisible()
    expect(screen.getByText('from 203.0.113.7')).toBeVisible()
    expect(screen.getByRole('button', { name: 'Export' })).toBeVisible()
    await user.click(screen.getByRole('combobox', { name: 'Area' }))
    await user.click(await screen.findByRole('option', { name: 'Discounts' }))
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(
          ([input]) => String(input).startsWith('/v1/activity?') && String(input).includes('area=discounts'),
        ),
      ).toBe(true),
    )
  })
})
