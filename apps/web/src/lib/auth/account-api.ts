import { type Session, sessionSchema } from '@lojista/contracts/auth/index'
import { apiRequest } from '@/lib/api/client'

// Account calls concern the person, not a store, so they carry no tenant header: a store remembered from
// an earlier session must not make the server refuse the account itself.
const accountCall = { tenantScoped: false } as const

export const fetchCurrentAccount = (signal?: AbortSignal): Promise<Session> =>
  apiRequest('/v1/account/me', { ...accountCall, schema: sessionSchema, signal })

export const revokeSession = (authToken: string | null): Promise<void> =>
  apiRequest('/v1/auth/sign-out', { ...accountCall, method: 'POST', authToken })

/** Media URLs are plain <img> requests that cannot carry a bearer token, so the server issues a cookie. */
export const fetchMediaCookie = (): Promise<void> =>
  apiRequest('/v1/media/auth-cookie', { ...accountCall, credentials: 'include' })
