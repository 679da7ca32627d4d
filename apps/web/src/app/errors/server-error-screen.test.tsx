import { render, screen } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { describe, expect, it } from 'vitest'
import { ApiError } from '@/lib/api/api-error'
import { RouteErrorPage } from './route-error-page'

function renderFailingRoute(error: unknown) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        errorElement: <RouteErrorPage />,
        loader: () => {
          throw error
        },
        element: <p>never shown</p>,
        HydrateFallback: () => null,
      },
    ],
    { initialEntries: ['/'] },
  )
  render(<RouterProvider router={router} />)
}

describe('RouteErrorPage', () => {
  it('shows the 500 screen with a Go Home link for a server error', async () => {
    renderFailingRoute(new ApiError({ type: 'about:blank', title: 'Internal Server Error', status: 500 }))
    expect(await screen.findByText('500')).toBeInTheDocument()
    expect(
      screen.getByRole('heading', { name: 'Something went wrong. Please try again later.' }),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/')
  })

  it('shows the not-found page for a 404 answer', async () => {
    renderFailingRoute(new Response(null, { status: 404, statusText: 'Not Found' }))
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument()
  })

  it('shows the error page with the error text for anything else', async () => {
    renderFailingRoute(new Error('Chunk failed to load'))
    expect(await screen.findByRole('heading', { name: 'This page could not be shown' })).toBeInTheDocument()
    expect(screen.getByText('Chunk failed to load')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument()
  })
})
