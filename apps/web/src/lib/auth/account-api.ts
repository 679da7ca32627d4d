import type { Session } from '@lojista/contracts/auth/index'
import { apiRequest } from '@/lib/api/client'

// Account calls concern the person, not a store, so they carry no tenant header: a store remembered from
// an earlier session must not make the server refuse the account itself.
const accountCall = { tenantScoped: false } as const

/**
 * The session's schema (and zod with it) loads while the request is on its way rather than before the
 * first paint; the answer is checked against it exactly as before.
 */
export async function fetchCurrentAccount(signal?: AbortSignal): Promise<Session> {
  const schema = import('@lojista/contracts/auth/session').then((module) => module.sessionSchema)
  // Settled here too, so a failed request does not also leave an unhandled rejection behind.
  schema.catch(() => {})
  const answer = await apiRequest('/v1/account/me', { ...accountCall, signal })
  return (await schema).parse(answer)
}

export const revokeSession = (authToken: string | null): Promise<void> =>
  apiRequest('/v1/auth/sign-out', { ...accountCall, method: 'POST', authToken })

/** Media URLs are plain <img> requests that cannot carry a bearer token, so the server issues a cookie. */
export const fetchMediaCookie = (): Promise<void> =>
  apiRequest('/v1/media/auth-cookie', { ...accountCall, credentials: 'include' })

/** Emails the signed-in user a new link that verifies their address (a few an hour). */
export const resendVerificationEmail = (): Promise<void> =>
  apiRequest('/v1/auth/verify-email/resend', { ...accountCall, method: 'POST' })
