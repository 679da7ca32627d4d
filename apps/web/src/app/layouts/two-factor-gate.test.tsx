import type { Tenant, User } from '@lojista/contracts/auth/index'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import { beforeAll, describe, expect, it } from 'vitest'
import { withTexts } from '@/lib/i18n/i18n'
import { SessionStub, stubSession } from '@/test/session-stub'
import { TwoFactorGate } from './two-factor-gate'

const store = (requireTwoFactor: boolean): Tenant => ({
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Casa Aurora',
  plan: null,
  currencyCode: 'BRL',
  role: 'staff',
  permissions: [],
  requireTwoFactor,
})
const person = (twoFactorEnabled: boolean): User => ({
  id: '00000000-0000-4000-8000-000000000002',
  name: 'Beatriz Lima',
  email: 'beatriz@example.com',
  avatar: null,
  emailVerified: true,
  twoFactorEnabled,
})

function renderGate(requireTwoFactor: boolean, twoFactorEnabled: boolean) {
  const session = stubSession({
    status: 'authenticated',
    isAuthenticated: true,
    user: person(twoFactorEnabled),
    currentTenant: store(requireTwoFactor),
  })
  render(
    <SessionStub value={session}>
      <QueryClientProvider client={new QueryClient()}>
        <TwoFactorGate>
          <h1>Home</h1>
        </TwoFactorGate>
      </QueryClientProvider>
    </SessionStub>,
  )
}

// The setup screen loads with its texts when first needed; loaded once here, the gate shows it at once.
beforeAll(() => withTexts(() => import('@/features/staff/components/two-factor-required'))(), 20_000)

describe('a store that requires two-factor authentication', () => {
  it('shows a member without it the setup instead of the page', async () => {
    renderGate(true, false)
    // The setup's code and texts load only now, for the one person who needs them.
    expect(await screen.findByRole('heading', { name: 'Turn on two-factor authentication' })).toBeVisible()
    expect(screen.getByText(/Casa Aurora requires everyone on its staff/)).toBeVisible()
    expect(screen.getByRole('button', { name: 'Set up two-factor authentication' })).toBeVisible()
    expect(screen.queryByRole('heading', { name: 'Home' })).not.toBeInTheDocument()
  })

  it('shows the page to a member who has it', () => {
    renderGate(true, true)
    expect(screen.getByRole('heading', { name: 'Home' })).toBeVisible()
  })

  it('leaves the page alone in a store that does not require it', () => {
    renderGate(false, false)
    expect(screen.getByRole('heading', { name: 'Home' })).toBeVisible()
  })
})
