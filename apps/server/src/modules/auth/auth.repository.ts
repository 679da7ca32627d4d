import { and, desc, eq, gt, inArray, isNull, ne } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { emailVerificationTokens, passwordResetTokens, sessions, users } from '../../db/schema/identity.ts'

// Users, sessions and emailed tokens are global (not tenant-owned): a person signs in once for every store.

export async function findUserByEmail(db: Db, email: string) {
  const rows = await db.select().from(users).where(eq(users.email, email)).limit(1)
  return rows[0]
}

export async function findUserById(db: Db, id: string) {
  const rows = await db.select().from(users).where(eq(users.id, id)).limit(1)
  return rows[0]
}

export function userNames(db: Db, ids: string[]) {
  return db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, ids))
}

export async function insertUser(
  db: Db,
  user: { id: string; email: string; name: string; passwordHash: string; emailVerifiedAt?: Date },
) {
  await db.insert(users).values(user)
}

export async function insertSession(
  db: Db,
  session: { id: string; userId: string; expiresAt: Date; ip: string | null; userAgent: string | null },
) {
  await db.insert(sessions).values(session)
}

/** The session if it is live: not revoked and not expired. */
export async function findLiveSession(db: Db, id: string, userId: string) {
  const rows = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(
      and(
        eq(sessions.id, id),
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, new Date()),
      ),
    )
    .limit(1)
  return rows[0]
}

export async function revokeSession(db: Db, id: string) {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)))
}

/** The user's live sessions (not revoked, not expired), newest first. */
export function listLiveSessions(db: Db, userId: string) {
  return db
    .select({
      id: sessions.id,
      createdAt: sessions.createdAt,
      expiresAt: sessions.expiresAt,
      ip: sessions.ip,
      userAgent: sessions.userAgent,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())))
    .orderBy(desc(sessions.createdAt))
}

/** Revokes one of the user's own live sessions; answers whether there was one. */
export async function revokeOwnSession(db: Db, userId: string, id: string): Promise<boolean> {
  const revoked = await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.id, id), eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id })
  return revoked.length > 0
}

/** Revokes every session of the user but `keep` (the one they are using). */
export async function revokeOtherSessions(db: Db, userId: string, keep: string) {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), ne(sessions.id, keep), isNull(sessions.revokedAt)))
}

export async function revokeAllSessions(db: Db, userId: string) {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
}

/** The one-time tokens the product emails: only a SHA-256 of each is stored. */
const tokenTables = {
  'password-reset': passwordResetTokens,
  'email-verification': emailVerificationTokens,
} as const
export type TokenKind = keyof typeof tokenTables

export async function insertEmailedToken(
  db: Db,
  kind: TokenKind,
  token: { userId: string; tokenHash: string; expiresAt: Date },
) {
  await db.insert(tokenTables[kind]).values(token)
}

function live(kind: TokenKind, tokenHash: string, now: Date) {
  const table = tokenTables[kind]
  return and(eq(table.tokenHash, tokenHash), isNull(table.usedAt), gt(table.expiresAt, now))
}

/** The user of a live (unused, unexpired) token, without using it up. */
export async function findLiveToken(
  db: Db,
  kind: TokenKind,
  tokenHash: string,
  now: Date,
): Promise<string | undefined> {
  const table = tokenTables[kind]
  const rows = await db
    .select({ userId: table.userId })
    .from(table)
    .where(live(kind, tokenHash, now))
    .limit(1)
  return rows[0]?.userId
}

/**
 * Uses up a live token and every other outstanding token of its kind for the same user, in one
 * transaction: once one link has worked, the older and newer ones answer like a link never issued.
 * Answers the user, or undefined when the token was not live (a token works only once).
 */
export async function consumeToken(
  db: Db,
  kind: TokenKind,
  tokenHash: string,
  now: Date,
): Promise<string | undefined> {
  const table = tokenTables[kind]
  const rows = await db
    .update(table)
    .set({ usedAt: now })
    .where(live(kind, tokenHash, now))
    .returning({ userId: table.userId })
  const userId = rows[0]?.userId
  if (userId) {
    await db
      .update(table)
      .set({ usedAt: now })
      .where(and(eq(table.userId, userId), isNull(table.usedAt)))
  }
  return userId
}

export async function updatePasswordHash(db: Db, userId: string, passwordHash: string) {
  await db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId))
}

export async function markEmailVerified(db: Db, userId: string, at: Date) {
  await db
    .update(users)
    .set({ emailVerifiedAt: at, updatedAt: at })
    .where(and(eq(users.id, userId), isNull(users.emailVerifiedAt)))
}
