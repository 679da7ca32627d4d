import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { StrictMode } from 'react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import type { SessionValue } from '@/lib/auth/session-context'
import { problemResponse, stubFetch } from '@/test/fetch-stub'
import { SessionStub, stubSession } from '@/test/session-stub'
import { VerifyEmailPage } from './verify-email-page'

const fetchMock = stubFetch()

function open(url: string, session: Partial<SessionValue> = {}) {
  const router = createMemoryRouter([{ path: '/auth/verify-email', element: <VerifyEmailPage /> }], {
    initialEntries: [url],
  })
  render(
    <StrictMode>
      <SessionStub value={stubSession(session)}>
        <RouterProvider router={router} />
      </SessionStub>
    </StrictMode>,
  )
}

const calls = (path: string) => fetchMock.mock.calls.filter(([url]) => String(url).endsWith(path))

describe('the verify-email page', () => {
  it('sends the token of the link once and says the address is verified', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }))
    const refresh = vi.fn(async () => {})
    open('/auth/verify-email?token=abc123', {
      isAuthenticated: true,
      status: 'authenticated',
      user: { id: 'u', name: 'Ana', email: 'ana@example.com', avatar: null, emailVerified: false },
      refresh,
    })
    expect(await screen.findByRole('heading', { name: 'Email address verified' })).toBeVisible()
    const sent = calls('/v1/auth/verify-email')
    expect(sent).toHaveLength(1)
    expect(JSON.parse(String(sent[0]?.[1]?.body))).toEqual({ token: 'abc123' })
    // The session learns the address is verified, so the shell stops asking. The page asks from an
    // effect that runs after the heading is painted, hence the wait.
    await vi.waitFor(() => expect(refresh).toHaveBeenCalled())
  })

  it('says a used or expired link does not work and offers a new one to a signed-in user', async () => {
    fetchMock.mockResolvedValueOnce(
      problemResponse(400, 'Bad Request', 'This verification link is invalid or has expired'),
    )
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 202 }))
    open('/auth/verify-email?token=used', {
      isAuthenticated: true,
      status: 'authenticated',
      user: { id: 'u', name: 'Ana', email: 'ana@example.com', avatar: null, emailVerified: false },
    })
    expect(await screen.findByRole('heading', { name: 'This link does not work' })).toBeVisible()
    expect(screen.getByRole('alert')).toHaveTextContent('This verification link is invalid or has expired')
    await userEvent.setup().click(screen.getByRole('button', { name: 'Send me a new link' }))
    await vi.waitFor(() => expect(calls('/v1/auth/verify-email/resend')).toHaveLength(1))
  })

  it('asks a guest to sign in for a new link', async () => {
    open('/auth/verify-email')
    expect(await screen.findByRole('heading', { name: 'This link does not work' })).toBeVisible()
    expect(screen.getByRole('link', { name: 'Sign in to get a new link' })).toHaveAttribute(
      'href',
      '/auth/sign-in',
    )
    expect(fetchMock).not.toHaveBeenCalled()
  })
})
