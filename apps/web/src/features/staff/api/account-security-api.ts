import { type AccountSession, accountSessionListSchema } from '@lojista/contracts/auth/account-sessions'
import type { PasswordChange } from '@lojista/contracts/auth/requests'
import { apiRequest } from '@/lib/api/client'

/** The browsers and devices signed in as the person, newest first. */
export async function listAccountSessions(signal?: AbortSignal): Promise<AccountSession[]> {
  return (await apiRequest('/v1/account/sessions', { schema: accountSessionListSchema, signal })).sessions
}

export async function signOutSession(id: string): Promise<void> {
  await apiRequest(`/v1/account/sessions/${encodeURIComponent(id)}`, { method: 'DELETE' })
}

export async function signOutOtherSessions(): Promise<void> {
  await apiRequest('/v1/account/sessions/sign-out-others', { method: 'POST' })
}

export async function changePassword(body: PasswordChange): Promise<void> {
  await apiRequest('/v1/account/password', { method: 'PUT', body })
}
