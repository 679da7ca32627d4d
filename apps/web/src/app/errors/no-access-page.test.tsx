import { render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import { SessionStub, stubSession } from '@/test/session-stub'
import { PermissionGate } from './no-access-page'

const store = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Casa Aurora',
  plan: null,
  currencyCode: 'BRL',
}

function open(permissions: string[]) {
  const tenant = { ...store, role: 'staff' as const, permissions: permissions as never }
  render(
    <SessionStub
      value={stubSession({ status: 'authenticated', isAuthenticated: true, currentTenant: tenant })}
    >
      <MemoryRouter>
        <PermissionGate permission="discounts.view">
          <h1>Discounts</h1>
        </PermissionGate>
      </MemoryRouter>
    </SessionStub>,
  )
}

describe('a page behind a permission', () => {
  it('shows itself to a role that allows it', () => {
    open(['discounts.view'])
    expect(screen.getByRole('heading', { name: 'Discounts' })).toBeVisible()
  })

  it('shows the access page, naming the store and what is missing, to a role that does not', () => {
    open(['orders.view'])
    expect(screen.getByRole('heading', { name: "You don't have access" })).toBeVisible()
    expect(screen.queryByRole('heading', { name: 'Discounts' })).toBeNull()
    expect(
      screen.getByText(/Your role in Casa Aurora does not allow this page \(Discounts: See discounts\)/),
    ).toBeVisible()
    expect(screen.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/')
  })
})
