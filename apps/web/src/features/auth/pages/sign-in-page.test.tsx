import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { describe, expect, it } from 'vitest'
import { problemResponse, stubFetch } from '@/test/fetch-stub'
import { SessionStub, stubSession } from '@/test/session-stub'
import { SignInPage } from './sign-in-page'

const fetchMock = stubFetch()

async function signIn() {
  const user = userEvent.setup()
  const router = createMemoryRouter([{ path: '/auth/sign-in', element: <SignInPage /> }], {
    initialEntries: ['/auth/sign-in'],
  })
  render(
    <SessionStub value={stubSession()}>
      <RouterProvider router={router} />
    </SessionStub>,
  )
  await user.type(screen.getByLabelText('Email'), 'ana@example.com')
  await user.type(screen.getByLabelText('Password'), 'correct-horse-battery')
  await user.click(screen.getByRole('button', { name: 'Sign in' }))
  return screen.findByRole('alert')
}

describe('the sign-in page', () => {
  it('says the credentials are wrong when the server refuses them', async () => {
    fetchMock.mockResolvedValue(problemResponse(401, 'Unauthorized', 'Invalid credentials'))
    expect(await signIn()).toHaveTextContent('Invalid credentials')
  })

  it('says the server failed, not that the password is wrong, when it answers 500', async () => {
    fetchMock.mockResolvedValue(
      problemResponse(500, 'Internal Server Error', 'Something went wrong. Please try again later.'),
    )
    const alert = await signIn()
    expect(alert).toHaveTextContent('The server failed to do this. Please try again later.')
    expect(alert).not.toHaveTextContent('Invalid credentials')
  })

  it('says the server could not be reached when the network fails', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'))
    expect(await signIn()).toHaveTextContent('Could not reach the server.')
  })
})
