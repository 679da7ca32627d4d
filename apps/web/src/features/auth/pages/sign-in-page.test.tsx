import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import { problemResponse, stubFetch } from '@/test/fetch-stub'
import { SessionStub, stubSession } from '@/test/session-stub'
import { SignInPage } from './sign-in-page'

const fetchMock = stubFetch()

async function signIn(session = stubSession()) {
  const user = userEvent.setup()
  const router = createMemoryRouter([{ path: '/auth/sign-in', element: <SignInPage /> }], {
    initialEntries: ['/auth/sign-in'],
  })
  render(
    <SessionStub value={session}>
      <RouterProvider router={router} />
    </SessionStub>,
  )
  await user.type(screen.getByLabelText('Email'), 'ana@example.com')
  await user.type(screen.getByLabelText('Password'), 'correct-horse-battery')
  await user.click(screen.getByRole('button', { name: 'Sign in' }))
  return { user, alert: () => screen.findByRole('alert') }
}

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } })

const challenge = { twoFactorRequired: true, challenge: 'c-1', expiresAt: '2026-11-28T12:05:00.000Z' }
const account = {
  token: 'token-1',
  user: {
    id: '00000000-0000-4000-8000-000000000002',
    name: 'Ana',
    email: 'ana@example.com',
    avatar: null,
    emailVerified: true,
  },
  tenants: [],
  defaultTenant: null,
}

/** The body of the request the page sent `at` its nth call. */
const sentBody = (call: number) => JSON.parse(String(fetchMock.mock.calls[call]?.[1]?.body))

describe('the sign-in page', () => {
  it('says the credentials are wrong when the server refuses them', async () => {
    fetchMock.mockResolvedValue(problemResponse(401, 'Unauthorized', 'Invalid credentials'))
    expect(await (await signIn()).alert()).toHaveTextContent('Invalid credentials')
  })

  it('says the server failed, not that the password is wrong, when it answers 500', async () => {
    fetchMock.mockResolvedValue(
      problemResponse(500, 'Internal Server Error', 'Something went wrong. Please try again later.'),
    )
    const alert = await (await signIn()).alert()
    expect(alert).toHaveTextContent('The server failed to do this. Please try again later.')
    expect(alert).not.toHaveTextContent('Invalid credentials')
  })

  it('says the server could not be reached when the network fails', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'))
    expect(await (await signIn()).alert()).toHaveTextContent('Could not reach the server.')
  })

  it('asks a person with two-factor authentication for their code, then signs them in with it', async () => {
    const establish = vi.fn(async () => {})
    fetchMock.mockResolvedValueOnce(json(challenge)).mockResolvedValueOnce(json(account))
    const { user } = await signIn(stubSession({ establish }))

    await user.type(await screen.findByLabelText('Authentication code'), '123456')
    await user.click(screen.getByRole('button', { name: 'Verify' }))

    await vi.waitFor(() => expect(establish).toHaveBeenCalledWith(account))
    expect(fetchMock.mock.calls[1]?.[0]).toContain('/v1/auth/sign-in/two-factor')
    expect(sentBody(1)).toEqual({ challenge: 'c-1', code: '123456' })
  })

  it('takes a recovery code instead, and says so when a code is wrong', async () => {
    const establish = vi.fn(async () => {})
    fetchMock
      .mockResolvedValueOnce(json(challenge))
      .mockResolvedValueOnce(problemResponse(401, 'Unauthorized', 'Invalid code'))
    const { user, alert } = await signIn(stubSession({ establish }))

    await user.click(await screen.findByRole('button', { name: 'Use a recovery code instead' }))
    await user.type(screen.getByLabelText('Recovery code'), 'abcde-fghjk')
    await user.click(screen.getByRole('button', { name: 'Verify' }))

    expect(await alert()).toHaveTextContent('Invalid code')
    expect(sentBody(1)).toEqual({ challenge: 'c-1', code: 'abcde-fghjk' })
    expect(establish).not.toHaveBeenCalled()
  })
})
