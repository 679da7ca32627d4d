import { PERMISSIONS, type Permission } from '@lojista/contracts/staff/permissions'
import type { ReactNode } from 'react'
import { SessionContext, type SessionValue } from '@/lib/auth/session-context'

/** A session for component tests, so they do not need the API. */
export function stubSession(overrides: Partial<SessionValue> = {}): SessionValue {
  return {
    status: 'guest',
    isInitialized: true,
    isAuthenticated: false,
    isLoading: false,
    user: null,
    tenants: [],
    defaultTenant: null,
    currentTenant: null,
    establish: async () => {},
    signOut: async () => {},
    refresh: async () => {},
    switchTenant: () => {},
    ...overrides,
  }
}

export function SessionStub({ value, children }: { value: SessionValue; children: ReactNode }) {
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>
}

/**
 * Signed in to one store (Casa Aurora) with a role allowing `permissions`, every permission unless
 * given: for pages that offer or hide what the role may do.
 */
export function memberSession(permissions: readonly Permission[] = PERMISSIONS): SessionValue {
  const tenant = {
    id: '00000000-0000-4000-8000-000000000001',
    name: 'Casa Aurora',
    plan: null,
    currencyCode: 'BRL',
    role: 'staff' as const,
    permissions: [...permissions],
  }
  return stubSession({
    status: 'authenticated',
    isAuthenticated: true,
    user: { id: 'u', name: 'Ana', email: 'ana@example.com', avatar: null, emailVerified: true },
    tenants: [tenant],
    defaultTenant: tenant,
    currentTenant: tenant,
  })
}
