import { and, asc, count, gt, inArray, lt, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { signInFailures } from '../../db/schema/index.ts'

export const SIGN_IN_WINDOW_MS = 15 * 60 * 1000
export const SIGN_IN_MAX_FAILURES = 10

export type Attempt =
  | { ids: number[]; retryAfterSeconds?: undefined }
  | { ids?: undefined; retryAfterSeconds: number }

/**
 * Limits sign-in to 10 failed attempts per account and per IP address in 15 minutes. An attempt is
 * counted as a failure before the password is checked (the check is slow, and concurrent attempts must
 * not slip past the limit meanwhile); a successful sign-in withdraws it. Attempts on the same keys are
 * serialised by advisory locks held only for this short transaction.
 */
export function beginAttempt(db: Db, keys: string[]): Promise<Attempt> {
  const sortedKeys = [...new Set(keys)].sort()
  return db.transaction(async (tx) => {
    for (const key of sortedKeys) {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`)
    }
    const windowStart = sql`now() - make_interval(secs => ${SIGN_IN_WINDOW_MS / 1000})`
    await tx
      .delete(signInFailures)
      .where(and(inArray(signInFailures.key, sortedKeys), lt(signInFailures.failedAt, windowStart)))
    const counts = await tx
      .select({ key: signInFailures.key, total: count() })
      .from(signInFailures)
      .where(and(inArray(signInFailures.key, sortedKeys), gt(signInFailures.failedAt, windowStart)))
      .groupBy(signInFailures.key)
    const blockedKeys = counts.filter((row) => row.total >= SIGN_IN_MAX_FAILURES).map((row) => row.key)
    if (blockedKeys.length > 0) {
      // The block lifts when the oldest failure of a blocked key leaves the window.
      const [oldest] = await tx
        .select({ failedAt: signInFailures.failedAt })
        .from(signInFailures)
        .where(inArray(signInFailures.key, blockedKeys))
        .orderBy(asc(signInFailures.failedAt))
        .limit(1)
      const liftsAt = (oldest?.failedAt.getTime() ?? Date.now()) + SIGN_IN_WINDOW_MS
      return { retryAfterSeconds: Math.max(1, Math.ceil((liftsAt - Date.now()) / 1000)) }
    }
    const inserted = await tx
      .insert(signInFailures)
      .values(sortedKeys.map((key) => ({ key })))
      .returning({ id: signInFailures.id })
    return { ids: inserted.map((row) => row.id) }
  })
}

export async function withdrawAttempt(db: Db, ids: number[]): Promise<void> {
  if (ids.length > 0) await db.delete(signInFailures).where(inArray(signInFailures.id, ids))
}
