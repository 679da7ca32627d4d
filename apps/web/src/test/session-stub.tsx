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
