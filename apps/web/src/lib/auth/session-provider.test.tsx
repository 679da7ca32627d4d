import type { Session } from '@lojista/contracts/auth/index'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { apiRequest } from '@/lib/api/client'
import { queryKeysFor } from '@/lib/query-keys'
import { useSession } from './session-context'
import { SessionProvider } from './session-provider'
import { ACCESS_TOKEN_KEY, TENANT_KEY } from './token-storage'

const storeA = {
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Casa Aurora',
  plan: 'Plus',
  currencyCode: 'BRL',
  role: 'owner' as const,
}
const storeB = { ...storeA, id: '22222222-2222-4222-8222-222222222222', name: 'Ipê Store', plan: null }
const session: Session = {
  user: {
    id: '33333333-3333-4333-8333-333333333333',
    name: 'Ana Souza',
    email: 'ana@example.com',
    avatar: null,
    emailVerified: true,
  },
  tenants: [storeA, storeB],
  defaultTenant: storeA,
}

function tokenExpiringIn(seconds: number): string {
  const payload = Buffer.from(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + seconds })).toString(
    'base64url',
  )
  return `header.${payload}.signature`
}

const fetchMock = vi.fn<typeof fetch>()
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

function Probe() {
  const { status, user, currentTenant, switchTenant, signOut } = useSession()
  return (
    <div>
      <p>status {status}</p>
      <p>user {user?.name ?? 'none'}</p>
      <p>store {currentTenant?.name ?? 'none'}</p>
      <button type="button" onClick={() => switchTenant(storeB.id)}>
        switch
      </button>
      <button type="button" onClick={() => void apiRequest('/v1/things')}>
        call
      </button>
      <button type="button" onClick={() => void signOut()}>
        sign out
      </button>
    </div>
  )
}

function renderProvider() {
  const queryClient = new QueryClient()
  render(
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        <Probe />
      </SessionProvider>
    </QueryClientProvider>,
  )
  return queryClient
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock)
  fetchMock.mockImplementation(async () => json(200, session))
})

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  fetchMock.mockReset()
})

describe('SessionProvider', () => {
  it('is a guest at once when no token is stored, without asking the server', () => {
    renderProvider()
    expect(screen.getByText('status guest')).toBeInTheDocument()
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('does not ask the server about an expired token', () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, tokenExpiringIn(-10))
    renderProvider()
    expect(screen.getByText('status guest')).toBeInTheDocument()
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('restores a stored session and its default store', async () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, tokenExpiringIn(3600))
    renderProvider()
    expect(screen.getByText('status initializing')).toBeInTheDocument()
    expect(await screen.findByText('status authenticated')).toBeInTheDocument()
    expect(screen.getByText('user Ana Souza')).toBeInTheDocument()
    expect(screen.getByText('store Casa Aurora')).toBeInTheDocument()
  })

  it('drops a token the server refuses', async () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, tokenExpiringIn(3600))
    fetchMock.mockImplementation(async () =>
      json(401, { type: 'about:blank', title: 'Unauthorized', status: 401 }),
    )
    renderProvider()
    expect(await screen.findByText('status guest')).toBeInTheDocument()
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull()
  })

  it('signs the user out at the first minute check after the token expires', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] })
    localStorage.setItem(ACCESS_TOKEN_KEY, tokenExpiringIn(90))
    renderProvider()
    expect(await screen.findByText('status authenticated')).toBeInTheDocument()

    await act(async () => vi.advanceTimersByTime(60_000))
    expect(screen.getByText('status authenticated')).toBeInTheDocument()

    await act(async () => vi.advanceTimersByTime(60_000))
    expect(screen.getByText('status guest')).toBeInTheDocument()
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull()
  })

  it("switching store changes the tenant sent, remembers it and drops the previous store's answers", async () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, tokenExpiringIn(3600))
    const queryClient = renderProvider()
    await screen.findByText('status authenticated')
    const productsOfA = queryKeysFor(storeA.id).products.search({ query: '' })
    const productsOfB = queryKeysFor(storeB.id).products.search({ query: '' })
    queryClient.setQueryData(productsOfA, ['a product of A'])
    queryClient.setQueryData(productsOfB, ['a product of B'])

    await userEvent.click(screen.getByRole('button', { name: 'call' }))
    expect(new Headers(fetchMock.mock.calls.at(-1)?.[1]?.headers).get('X-Tenant-Id')).toBe(storeA.id)

    await userEvent.click(screen.getByRole('button', { name: 'switch' }))
    expect(screen.getByText('store Ipê Store')).toBeInTheDocument()
    expect(localStorage.getItem(TENANT_KEY)).toBe(storeB.id)
    expect(queryClient.getQueryData(productsOfA)).toBeUndefined()
    expect(queryClient.getQueryData(productsOfB)).toEqual(['a product of B'])

    await userEvent.click(screen.getByRole('button', { name: 'call' }))
    expect(new Headers(fetchMock.mock.calls.at(-1)?.[1]?.headers).get('X-Tenant-Id')).toBe(storeB.id)
  })

  it('falls back to the default store when the remembered one is no longer the user’s', async () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, tokenExpiringIn(3600))
    localStorage.setItem(TENANT_KEY, '99999999-9999-4999-8999-999999999999')
    renderProvider()
    expect(await screen.findByText('store Casa Aurora')).toBeInTheDocument()
  })

  it('clears the local session even when the server cannot confirm the sign-out', async () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, tokenExpiringIn(3600))
    renderProvider()
    await screen.findByText('status authenticated')
    fetchMock.mockImplementation(async () => {
      throw new TypeError('Failed to fetch')
    })
    await userEvent.click(screen.getByRole('button', { name: 'sign out' }))
    expect(screen.getByText('status guest')).toBeInTheDocument()
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull()
  })
})
