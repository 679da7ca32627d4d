import type { AccountSession } from '@lojista/contracts'
import type { Db } from '../../db/client.ts'
import * as repo from './auth.repository.ts'

// A person's sessions, for the store modules that look after that person (a store's managers seeing
// where a colleague is signed in); they call these inside their own transaction, with its checks.

/** The person's live sessions, newest first; `currentSessionId` marks the one asking, if theirs. */
export async function liveSessionsOf(
  db: Db,
  userId: string,
  currentSessionId: string | null,
): Promise<AccountSession[]> {
  const rows = await repo.listLiveSessions(db, userId)
  return rows.map((row) => ({
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    ip: row.ip,
    userAgent: row.userAgent,
    current: row.id === currentSessionId,
  }))
}

/** Signs every session of the person out: each one's next request is refused. */
export function signOutEverySession(db: Db, userId: string): Promise<void> {
  return repo.revokeAllSessions(db, userId)
}
