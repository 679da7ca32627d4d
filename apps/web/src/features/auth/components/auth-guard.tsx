import type { ReactNode } from 'react'
import { Navigate, useLocation } from 'react-router'
import { signInPathFor } from '@/lib/auth/return-path'
import { useSession } from '@/lib/auth/session-context'

/**
 * Guests are sent to sign-in once the session check finishes, with the page they
 * wanted kept so they come back to it; until then the fallback shows.
 */
export function AuthGuard({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  const { isInitialized, isAuthenticated } = useSession()
  const location = useLocation()
  if (!isInitialized) return fallback
  if (!isAuthenticated) {
    return <Navigate to={signInPathFor(location.pathname + location.search + location.hash)} replace />
  }
  return children
}
