import { render, screen } from '@testing-library/react'
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router'
import { describe, expect, it } from 'vitest'
import { SessionStub, stubSession } from '@/test/session-stub'
import { AuthGuard } from './auth-guard'
import { GuestGuard } from './guest-guard'

function Where() {
  const location = useLocation()
  return <p>at {location.pathname + location.search}</p>
}

function renderAt(path: string, session: ReturnType<typeof stubSession>) {
  const router = createMemoryRouter(
    [
      { path: '/auth/sign-in', element: <GuestGuard>sign-in form</GuestGuard> },
      {
        path: '*',
        element: (
          <AuthGuard fallback={<p>checking session</p>}>
            <Where />
          </AuthGuard>
        ),
      },
    ],
    { initialEntries: [path] },
  )
  render(
    <SessionStub value={session}>
      <RouterProvider router={router} />
    </SessionStub>,
  )
  return router
}

const signedIn = stubSession({ status: 'authenticated', isAuthenticated: true })

describe('AuthGuard', () => {
  it('shows the fallback while the session is being checked', () => {
    renderAt('/orders', stubSession({ status: 'initializing', isInitialized: false, isLoading: true }))
    expect(screen.getByText('checking session')).toBeInTheDocument()
  })

  it('sends a guest to sign-in, keeping where they were going', () => {
    const router = renderAt('/orders?tab=open', stubSession())
    expect(screen.getByText('sign-in form')).toBeInTheDocument()
    expect(router.state.location.search).toBe('?returnTo=%2Forders%3Ftab%3Dopen')
  })

  it('lets a signed-in user through', () => {
    renderAt('/orders', signedIn)
    expect(screen.getByText('at /orders')).toBeInTheDocument()
  })
})

describe('GuestGuard', () => {
  it('shows the page to a guest', () => {
    renderAt('/auth/sign-in', stubSession())
    expect(screen.getByText('sign-in form')).toBeInTheDocument()
  })

  it('shows nothing while the session is being checked', () => {
    renderAt('/auth/sign-in', stubSession({ status: 'initializing', isInitialized: false }))
    expect(screen.queryByText('sign-in form')).not.toBeInTheDocument()
  })

  it('sends a signed-in user where they were going', () => {
    renderAt('/auth/sign-in?returnTo=%2Forders', signedIn)
    expect(screen.getByText('at /orders')).toBeInTheDocument()
  })

  it('sends a signed-in user to the overview when the return path is foreign', () => {
    renderAt('/auth/sign-in?returnTo=https%3A%2F%2Fevil.example', signedIn)
    expect(screen.getByText('at /')).toBeInTheDocument()
  })
})
