import type { ReactNode } from 'react'
import { Navigate, useSearchParams } from 'react-router'
import { RETURN_TO_PARAM, safeReturnPath } from '@/lib/auth/return-path'
import { useSession } from '@/lib/auth/session-context'

/**
 * Signed-in users on guest pages go where they were headed, or to the overview. The sign-in page has no
 * loading fallback: it shows nothing for the moment the stored session is being checked.
 */
export function GuestGuard({ children }: { children: ReactNode }) {
  const { isInitialized, isAuthenticated } = useSession()
  const [searchParams] = useSearchParams()
  if (!isInitialized) return null
  if (isAuthenticated) return <Navigate to={safeReturnPath(searchParams.get(RETURN_TO_PARAM))} replace />
  return children
}
