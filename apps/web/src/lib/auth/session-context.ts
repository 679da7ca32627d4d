import type { AuthResult, Tenant, User } from '@lojista/contracts/auth/index'
import { createContext, useContext } from 'react'

export type SessionStatus = 'initializing' | 'authenticated' | 'guest'

export interface SessionValue {
  status: SessionStatus
  /** The first check of the stored token has finished, whatever its outcome. */
  isInitialized: boolean
  isAuthenticated: boolean
  /** The current account is being fetched. */
  isLoading: boolean
  user: User | null
  tenants: Tenant[]
  defaultTenant: Tenant | null
  /** The store every tenant-scoped request is sent for. */
  currentTenant: Tenant | null
  /** Starts a session from a sign-in or sign-up answer. */
  establish: (result: AuthResult) => Promise<void>
  signOut: () => Promise<void>
  /** Reads the account again, after something changed it (its address verified). */
  refresh: () => Promise<void>
  switchTenant: (tenantId: string) => void
}

export const SessionContext = createContext<SessionValue | null>(null)

export function useSession(): SessionValue {
  const value = useContext(SessionContext)
  if (!value) throw new Error('useSession must be used inside SessionProvider')
  return value
}
