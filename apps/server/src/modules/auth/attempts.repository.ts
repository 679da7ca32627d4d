import { and, asc, eq, gt, inArray, lte, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { authAttempts } from '../../db/schema/identity.ts'

// Attempts are counted per key across every process (see attempts.ts and sign-in-limiter.ts); they
// belong to no store.

/**
 * Locks the keys for the caller's transaction (attempts on the same key queue, so concurrent ones cannot
 * all slip under a limit), forgets their attempts older than `since` and answers the rest, oldest first.
 */
export async function lockAndRead(tx: Db, keys: string[], since: Date): Promise<Map<string, Date[]>> {
  const sortedKeys = [...new Set(keys)].sort()
  for (const key of sortedKeys) {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`)
  }
  await tx.delete(authAttempts).where(and(inArray(authAttempts.key, sortedKeys), lte(authAttempts.at, since)))
  const rows = await tx
    .select({ key: authAttempts.key, at: authAttempts.at })
    .from(authAttempts)
    .where(and(inArray(authAttempts.key, sortedKeys), gt(authAttempts.at, since)))
    .orderBy(asc(authAttempts.at), asc(authAttempts.id))
  const attempts = new Map<string, Date[]>(sortedKeys.map((key) => [key, []]))
  for (const row of rows) attempts.get(row.key)?.push(row.at)
  return attempts
}

/** Records one attempt under each key; answers the rows' ids, so that they can be withdrawn. */
export async function recordAttempts(tx: Db, keys: string[], at: Date): Promise<number[]> {
  const inserted = await tx
    .insert(authAttempts)
    .values([...new Set(keys)].map((key) => ({ key, at })))
    .returning({ id: authAttempts.id })
  return inserted.map((row) => row.id)
}

export async function withdrawAttempts(db: Db, ids: number[]): Promise<void> {
  if (ids.length > 0) await db.delete(authAttempts).where(inArray(authAttempts.id, ids))
}

/** Forgets every attempt under the key. */
export async function forgetAttempts(db: Db, key: string): Promise<void> {
  await db.delete(authAttempts).where(eq(authAttempts.key, key))
}
