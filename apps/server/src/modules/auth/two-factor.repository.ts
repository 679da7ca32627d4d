import { and, count, eq, gt, isNotNull, isNull, lt, or } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { signInChallenges, twoFactorRecoveryCodes, twoFactorSecrets } from '../../db/schema/identity.ts'

// A person's second factor is theirs across every store, like their password: these tables are global.

export async function findSecret(db: Db, userId: string) {
  const rows = await db.select().from(twoFactorSecrets).where(eq(twoFactorSecrets.userId, userId)).limit(1)
  return rows[0]
}

export async function isEnabled(db: Db, userId: string): Promise<boolean> {
  const rows = await db
    .select({ userId: twoFactorSecrets.userId })
    .from(twoFactorSecrets)
    .where(and(eq(twoFactorSecrets.userId, userId), isNotNull(twoFactorSecrets.enabledAt)))
    .limit(1)
  return rows.length > 0
}

/** Starts setting up (again) with a new key; refused (false) once two-factor authentication is on. */
export async function putPendingSecret(db: Db, userId: string, secret: string): Promise<boolean> {
  const rows = await db
    .insert(twoFactorSecrets)
    .values({ userId, secret })
    .onConflictDoUpdate({
      target: twoFactorSecrets.userId,
      set: { secret, lastTimeStep: null, createdAt: new Date() },
      setWhere: isNull(twoFactorSecrets.enabledAt),
    })
    .returning({ userId: twoFactorSecrets.userId })
  return rows.length > 0
}

/** Turns it on with the code of `timeStep`; false when it was turned on meanwhile. */
export async function enable(db: Db, userId: string, timeStep: number, at: Date): Promise<boolean> {
  const rows = await db
    .update(twoFactorSecrets)
    .set({ enabledAt: at, lastTimeStep: timeStep })
    .where(and(eq(twoFactorSecrets.userId, userId), isNull(twoFactorSecrets.enabledAt)))
    .returning({ userId: twoFactorSecrets.userId })
  return rows.length > 0
}

/**
 * Records the code of `timeStep` as used, unless that step or a later one was used meanwhile: false then,
 * so the same code never signs in twice.
 */
export async function useTimeStep(db: Db, userId: string, timeStep: number): Promise<boolean> {
  const rows = await db
    .update(twoFactorSecrets)
    .set({ lastTimeStep: timeStep })
    .where(
      and(
        eq(twoFactorSecrets.userId, userId),
        isNotNull(twoFactorSecrets.enabledAt),
        or(isNull(twoFactorSecrets.lastTimeStep), lt(twoFactorSecrets.lastTimeStep, timeStep)),
      ),
    )
    .returning({ userId: twoFactorSecrets.userId })
  return rows.length > 0
}

/** Turns it off: the key and every recovery code go. */
export async function remove(db: Db, userId: string) {
  await db.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId))
  await db.delete(twoFactorSecrets).where(eq(twoFactorSecrets.userId, userId))
}

/** Replaces the person's recovery codes with these (hashed) ones. */
export async function replaceRecoveryCodes(db: Db, userId: string, codeHashes: string[]) {
  await db.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId))
  await db.insert(twoFactorRecoveryCodes).values(codeHashes.map((codeHash) => ({ userId, codeHash })))
}

/** Uses up an unused recovery code of the person; false when there is none such (wrong or used). */
export async function useRecoveryCode(db: Db, userId: string, codeHash: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(twoFactorRecoveryCodes)
    .set({ usedAt: at })
    .where(
      and(
        eq(twoFactorRecoveryCodes.userId, userId),
        eq(twoFactorRecoveryCodes.codeHash, codeHash),
        isNull(twoFactorRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: twoFactorRecoveryCodes.id })
  return rows.length > 0
}

export async function countUnusedRecoveryCodes(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(twoFactorRecoveryCodes)
    .where(and(eq(twoFactorRecoveryCodes.userId, userId), isNull(twoFactorRecoveryCodes.usedAt)))
  return Number(row?.n ?? 0)
}

export async function insertChallenge(
  db: Db,
  challenge: { userId: string; tokenHash: string; expiresAt: Date },
) {
  await db.insert(signInChallenges).values(challenge)
}

function liveChallenge(tokenHash: string, now: Date) {
  return and(
    eq(signInChallenges.tokenHash, tokenHash),
    isNull(signInChallenges.usedAt),
    gt(signInChallenges.expiresAt, now),
  )
}

/** The person a live challenge is for, without using it up. */
export async function findLiveChallenge(db: Db, tokenHash: string, now: Date): Promise<string | undefined> {
  const rows = await db
    .select({ userId: signInChallenges.userId })
    .from(signInChallenges)
    .where(liveChallenge(tokenHash, now))
    .limit(1)
  return rows[0]?.userId
}

/** Uses the challenge up; false when it was used meanwhile or has expired. */
export async function consumeChallenge(db: Db, tokenHash: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(signInChallenges)
    .set({ usedAt: now })
    .where(liveChallenge(tokenHash, now))
    .returning({ id: signInChallenges.id })
  return rows.length > 0
}
