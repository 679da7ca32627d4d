import { createHash, randomBytes, randomUUID } from 'node:crypto'
import {
  type AccountSession,
  type AuthResult,
  authMessages,
  type PasswordChange,
  type PasswordResetConfirm,
  type Session,
  type SignInChallenge,
  type SignInRequest,
  type SignUpRequest,
  type TwoFactorSignIn,
} from '@lojista/contracts'
import type { Db } from '../../db/client.ts'
import { inScope } from '../../db/scope.ts'
import { recordActivity } from '../../lib/activity.ts'
import { conflict, conflictOfUnique } from '../../lib/conflict.ts'
import { HttpProblem, problems, tooManyRequests } from '../../lib/problem.ts'
import type { MailService } from '../mail/mail.service.ts'
import type { TenancyService } from '../tenancy/tenancy.service.ts'
import { passwordResetEmail, verificationEmail } from './account-emails.ts'
import { type Clock, type Limit, systemClock, takeAttempt } from './attempts.ts'
import * as repo from './auth.repository.ts'
import { hashPassword, verifyPassword } from './password.ts'
import { liveSessionsOf } from './sessions.service.ts'
import { beginAttempt, passwordAccepted, succeeded } from './sign-in-limiter.ts'
import type { TokenCodec } from './tokens.ts'
import * as challenges from './two-factor.repository.ts'
import type { TwoFactorService } from './two-factor.service.ts'

const HOUR_MS = 60 * 60 * 1000
/** How long a sign-in whose password was right waits for its second factor. */
const CHALLENGE_TTL_MS = 5 * 60 * 1000

/** The links emailed with a one-time token: how long each works, the page it opens, its email. */
const EMAILED_TOKENS = {
  'password-reset': { ttlMs: HOUR_MS, page: '/auth/reset-password', email: passwordResetEmail },
  'email-verification': { ttlMs: 48 * HOUR_MS, page: '/auth/verify-email', email: verificationEmail },
} as const

/**
 * Limits of the calls that email an account or try its emailed tokens. A request for an unknown email
 * is counted like one for a known email, so the answers never tell which emails have an account.
 */
export const EMAIL_LIMITS = {
  resetRequestsPerEmail: { max: 5, windowMs: HOUR_MS },
  resetRequestsPerAddress: { max: 20, windowMs: HOUR_MS },
  resetConfirmsPerAddress: { max: 10, windowMs: HOUR_MS },
  verificationResendsPerUser: { max: 5, windowMs: HOUR_MS },
  /** Guesses of the current password by someone holding a signed-in browser. */
  passwordChangesPerUser: { max: 10, windowMs: HOUR_MS },
} as const

export interface AuthServiceDeps {
  db: Db
  tokens: TokenCodec
  tenancy: TenancyService
  mail: MailService
  twoFactor: TwoFactorService
  sessionTtlSeconds: number
  publicUrl: string
  now?: Clock
}

export interface ClientInfo {
  ip: string | null
  userAgent: string | null
}

export interface Authenticated {
  userId: string
  sessionId: string
  expiresAt: number
}

function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex')
}

function limit(key: string, rule: { max: number; windowMs: number }): Limit {
  return { key, ...rule }
}

/**
 * The names of the people with these ids, for what a store shows as theirs (an order's timeline), in
 * the caller's transaction. Someone no longer on record has no name.
 */
export async function namesOfUsers(tx: Db, ids: readonly string[]): Promise<Map<string, string>> {
  const distinct = [...new Set(ids)]
  if (distinct.length === 0) return new Map()
  const rows = await repo.userNames(tx, distinct)
  return new Map(rows.map((row) => [row.id, row.name]))
}

export function createAuthService(deps: AuthServiceDeps) {
  const { db, tokens, tenancy, mail, twoFactor } = deps
  const now = deps.now ?? systemClock

  async function session(userId: string): Promise<Session> {
    const user = await repo.findUserById(db, userId)
    if (!user) throw problems.unauthorized()
    return {
      user: {
        id: user.id,
        name: user.name,
        email: user.email,
        avatar: user.avatarUrl,
        emailVerified: user.emailVerifiedAt !== null,
        twoFactorEnabled: await twoFactor.hasTwoFactor(userId),
      },
      ...(await tenancy.tenantsOf(userId)),
    }
  }

  /**
   * The session a bearer token names, read off its signed claims alone: undefined when the token is
   * forged or past its time. Whether the session is still live (not signed out) takes the database:
   * `authenticate`, or the guard's one check of session and store together.
   */
  function sessionOf(token: string, audience: 'api' | 'media' = 'api'): Authenticated | undefined {
    const claims = tokens.verify(token, audience)
    return claims && { userId: claims.sub, sessionId: claims.sid, expiresAt: claims.exp }
  }

  /** Whether a session read off its token is still open: not signed out, not past its time. */
  async function isLive(session: Authenticated): Promise<boolean> {
    return (await repo.findLiveSession(db, session.sessionId, session.userId)) !== undefined
  }

  async function openSession(tx: Db, userId: string, client: ClientInfo): Promise<string> {
    const sessionId = randomUUID()
    const exp = Math.floor(Date.now() / 1000) + deps.sessionTtlSeconds
    await repo.insertSession(tx, { id: sessionId, userId, expiresAt: new Date(exp * 1000), ...client })
    return tokens.sign({ sub: userId, sid: sessionId, aud: 'api', exp })
  }

  /**
   * Issues a one-time token of that kind for the user (only its hash is stored) and emails them its link,
   * in the caller's transaction.
   */
  async function emailToken(tx: Db, kind: repo.TokenKind, user: { id: string; email: string; name: string }) {
    const { ttlMs, page, email } = EMAILED_TOKENS[kind]
    const token = randomBytes(32).toString('base64url')
    await repo.insertEmailedToken(tx, kind, {
      userId: user.id,
      tokenHash: sha256(token),
      expiresAt: new Date(now().getTime() + ttlMs),
    })
    const link = `${deps.publicUrl}${page}?token=${encodeURIComponent(token)}`
    await mail.enqueue(tx, email({ to: user.email, name: user.name, link }))
  }

  /** A sign-in shows in the activity log of every store the person may open, from where it came. */
  async function logSignIn(user: { id: string; name: string }, stores: { id: string }[], client: ClientInfo) {
    for (const store of stores) {
      const scope = { tenantId: store.id, userId: user.id, currencyCode: '', origin: client }
      await inScope(db, scope, (tx) =>
        recordActivity(tx, scope, {
          area: 'staff',
          action: 'member.signed_in',
          subject: { type: 'member', id: user.id, label: user.name },
        }),
      )
    }
  }

  async function limited(limits: Limit[], detail: string) {
    const retryAfter = await takeAttempt(db, limits, now())
    if (retryAfter !== undefined) throw tooManyRequests(detail, retryAfter)
  }

  return {
    session,

    /** Creates the account, its first store and a session, and emails the link that verifies the address. */
    async signUp(input: SignUpRequest, client: ClientInfo): Promise<AuthResult> {
      const userId = randomUUID()
      const tenantId = randomUUID()
      const passwordHash = await hashPassword(input.password)
      try {
        const token = await db.transaction(async (tx) => {
          await repo.insertUser(tx, { id: userId, email: input.email, name: input.name, passwordHash })
          // An account email has no store: it is written before the work in the new store's scope,
          // whose row-level security admits only that store's emails.
          await emailToken(tx, 'email-verification', { id: userId, email: input.email, name: input.name })
          return inScope(tx, { tenantId, userId }, async (scoped) => {
            await tenancy.createStore(
              scoped,
              { tenantId, userId },
              { name: input.storeName, isDefault: true },
            )
            return openSession(scoped, userId, client)
          })
        })
        return { token, ...(await session(userId)) }
      } catch (error) {
        throw conflictOfUnique(error, {
          users_email_unique: () =>
            conflict(authMessages.emailTaken, {
              errors: [{ path: 'email', message: authMessages.emailTaken }],
            }),
        })
      }
    },

    /**
     * Creates the account of a person invited into a store, with no store of its own, and signs it in:
     * `join` makes them a member in the same transaction, so either both happen or neither. The address
     * counts as verified, since the invitation's link reached it.
     */
    async signUpInvited(
      input: { email: string; name: string; password: string },
      client: ClientInfo,
      join: (tx: Db, userId: string) => Promise<void>,
    ): Promise<AuthResult> {
      const userId = randomUUID()
      const passwordHash = await hashPassword(input.password)
      try {
        const token = await db.transaction(async (tx) => {
          await repo.insertUser(tx, { ...input, id: userId, passwordHash, emailVerifiedAt: now() })
          await join(tx, userId)
          return openSession(tx, userId, client)
        })
        return { token, ...(await session(userId)) }
      } catch (error) {
        throw conflictOfUnique(error, { users_email_unique: () => conflict(authMessages.emailTaken) })
      }
    },

    /** Whether an account uses this email (emails are kept in lower case). */
    async hasAccount(email: string): Promise<boolean> {
      return (await repo.findUserByEmail(db, email.toLowerCase())) !== undefined
    },

    /**
     * Signs in with the password; a person with two-factor authentication gets a challenge instead of a
     * session, to hand back with their code (`completeSignIn`).
     */
    async signIn(input: SignInRequest, client: ClientInfo): Promise<AuthResult | SignInChallenge> {
      const who = { email: input.username.trim().toLowerCase(), ip: client.ip }
      const attempt = await beginAttempt(db, who, now())
      if (attempt.retryAfterSeconds !== undefined) {
        throw tooManyRequests(authMessages.tooManyAttempts, attempt.retryAfterSeconds)
      }
      const user = await repo.findUserByEmail(db, who.email)
      // Unknown users are verified against a dummy hash too, so both failures take as long.
      const valid = await verifyPassword(user?.passwordHash, input.password)
      if (!user || !valid)
        throw new HttpProblem(401, 'Unauthorized', { detail: authMessages.invalidCredentials })
      if (await twoFactor.hasTwoFactor(user.id)) {
        // The earlier failures from here are not forgiven until the code is right too: otherwise typing
        // the known password again would give a guesser of codes a fresh set of free attempts.
        await passwordAccepted(db, attempt.ids)
        const challenge = randomBytes(32).toString('base64url')
        const expiresAt = new Date(now().getTime() + CHALLENGE_TTL_MS)
        await challenges.insertChallenge(db, { userId: user.id, tokenHash: sha256(challenge), expiresAt })
        return { twoFactorRequired: true, challenge, expiresAt: expiresAt.toISOString() }
      }
      await succeeded(db, who, attempt.ids)
      const token = await openSession(db, user.id, client)
      const account = await session(user.id)
      await logSignIn(user, account.tenants, client)
      return { token, ...account }
    },

    /**
     * The second step of signing in: the challenge and a code of the authenticator or a recovery code. A
     * wrong code counts as a failed sign-in of the account from that address, under the same limits as a
     * wrong password; the challenge works once.
     */
    async completeSignIn(input: TwoFactorSignIn, client: ClientInfo): Promise<AuthResult> {
      const expired = () => new HttpProblem(401, 'Unauthorized', { detail: authMessages.challengeExpired })
      const tokenHash = sha256(input.challenge)
      const userId = await challenges.findLiveChallenge(db, tokenHash, now())
      const user = userId && (await repo.findUserById(db, userId))
      if (!user) throw expired()
      const who = { email: user.email, ip: client.ip }
      const attempt = await beginAttempt(db, who, now())
      if (attempt.retryAfterSeconds !== undefined) {
        throw tooManyRequests(authMessages.tooManyAttempts, attempt.retryAfterSeconds)
      }
      const stores = (await tenancy.tenantsOf(user.id)).tenants
      const token = await db.transaction(async (tx) => {
        const factor = await twoFactor.verify(user.id, input.code, tx)
        if (!factor) return undefined
        // Thrown, not returned: the code it used is given back with the rollback.
        if (!(await challenges.consumeChallenge(tx, tokenHash, now()))) throw expired()
        const opened = await openSession(tx, user.id, client)
        if (factor === 'recovery-code') await twoFactor.logRecoveryCodeUsed(tx, user, stores, client)
        return opened
      })
      if (!token) throw new HttpProblem(401, 'Unauthorized', { detail: authMessages.invalidCode })
      await succeeded(db, who, attempt.ids)
      const account = await session(user.id)
      await logSignIn(user, account.tenants, client)
      return { token, ...account }
    },

    /** Whether the person signs in with a second factor (a store may require it). */
    hasTwoFactor: (userId: string) => twoFactor.hasTwoFactor(userId),

    sessionOf,

    isLive,

    /** The live session a bearer token stands for, or undefined when it is invalid, expired or revoked. */
    async authenticate(token: string, audience: 'api' | 'media' = 'api'): Promise<Authenticated | undefined> {
      const session = sessionOf(token, audience)
      return session && (await isLive(session)) ? session : undefined
    },

    signOut(sessionId: string): Promise<void> {
      return repo.revokeSession(db, sessionId)
    },

    /** The person's open sessions, newest first, the one asking marked. */
    sessions(auth: Authenticated): Promise<AccountSession[]> {
      return liveSessionsOf(db, auth.userId, auth.sessionId)
    },

    /** Signs one of the person's own sessions out: its next request is refused. */
    async signOutSession(auth: Authenticated, id: string): Promise<void> {
      if (!(await repo.revokeOwnSession(db, auth.userId, id))) {
        throw problems.notFound(authMessages.sessionNotFound)
      }
    },

    /** Signs every other session of the person out, keeping the one asking. */
    signOutOthers(auth: Authenticated): Promise<void> {
      return repo.revokeOtherSessions(db, auth.userId, auth.sessionId)
    },

    /**
     * Replaces the password once the current one is given, and signs every other session out: whoever
     * knew the old password is out too. Wrong guesses are limited per person.
     */
    async changePassword(auth: Authenticated, input: PasswordChange): Promise<void> {
      await limited(
        [limit(`password-change:user:${auth.userId}`, EMAIL_LIMITS.passwordChangesPerUser)],
        authMessages.tooManyRequests,
      )
      const user = await repo.findUserById(db, auth.userId)
      if (!user || !(await verifyPassword(user.passwordHash, input.currentPassword))) {
        throw problems.badRequest(authMessages.wrongPassword, [
          { path: 'currentPassword', message: authMessages.wrongPassword },
        ])
      }
      const passwordHash = await hashPassword(input.newPassword)
      await db.transaction(async (tx) => {
        await repo.updatePasswordHash(tx, auth.userId, passwordHash)
        await repo.revokeOtherSessions(tx, auth.userId, auth.sessionId)
      })
    },

    /** A token for the media cookie, tied to the same session and expiring with it. */
    mediaToken(auth: Authenticated): string {
      return tokens.sign({ sub: auth.userId, sid: auth.sessionId, aud: 'media', exp: auth.expiresAt })
    },

    /**
     * Answers the same whether or not the email has an account, limits included; only an existing
     * account gets an email.
     */
    async requestPasswordReset(email: string, client: ClientInfo): Promise<void> {
      await limited(
        [
          limit(`reset-request:email:${email}`, EMAIL_LIMITS.resetRequestsPerEmail),
          ...(client.ip
            ? [limit(`reset-request:ip:${client.ip}`, EMAIL_LIMITS.resetRequestsPerAddress)]
            : []),
        ],
        authMessages.tooManyResetRequests,
      )
      const user = await repo.findUserByEmail(db, email)
      if (!user) return
      await db.transaction((tx) => emailToken(tx, 'password-reset', user))
    },

    /**
     * Sets the new password and ends every session of the account, so a stolen token dies with the reset;
     * every other reset link of the account stops working too. The token is checked before the new
     * password is hashed, so a made-up token costs the server nothing but a lookup.
     */
    async confirmPasswordReset(input: PasswordResetConfirm, client: ClientInfo): Promise<void> {
      if (client.ip) {
        await limited(
          [limit(`reset-confirm:ip:${client.ip}`, EMAIL_LIMITS.resetConfirmsPerAddress)],
          authMessages.tooManyRequests,
        )
      }
      const invalid = () =>
        problems.badRequest(authMessages.resetLinkInvalid, [
          { path: 'token', message: authMessages.resetLinkInvalid },
        ])
      const tokenHash = sha256(input.token)
      if (!(await repo.findLiveToken(db, 'password-reset', tokenHash, now()))) throw invalid()
      const passwordHash = await hashPassword(input.password)
      const done = await db.transaction(async (tx) => {
        // Checked again, atomically: the same link may have been used meanwhile.
        const userId = await repo.consumeToken(tx, 'password-reset', tokenHash, now())
        if (!userId) return false
        await repo.updatePasswordHash(tx, userId, passwordHash)
        await repo.revokeAllSessions(tx, userId)
        return true
      })
      if (!done) throw invalid()
    },

    /** Marks the address of the link's account verified; the link, and every other one, then stops working. */
    async verifyEmail(token: string): Promise<void> {
      const done = await db.transaction(async (tx) => {
        const userId = await repo.consumeToken(tx, 'email-verification', sha256(token), now())
        if (userId) await repo.markEmailVerified(tx, userId, now())
        return Boolean(userId)
      })
      if (!done) {
        throw problems.badRequest(authMessages.verifyLinkInvalid, [
          { path: 'token', message: authMessages.verifyLinkInvalid },
        ])
      }
    },

    /** Emails the signed-in user a new verification link (a few an hour). */
    async resendVerification(userId: string): Promise<void> {
      const user = await repo.findUserById(db, userId)
      if (!user) throw problems.unauthorized()
      if (user.emailVerifiedAt) throw conflict(authMessages.emailAlreadyVerified)
      await limited(
        [limit(`verify-resend:user:${userId}`, EMAIL_LIMITS.verificationResendsPerUser)],
        authMessages.tooManyRequests,
      )
      await db.transaction((tx) => emailToken(tx, 'email-verification', user))
    },

    /** Whether the user verified their address: only then do their stores email customers. */
    async isEmailVerified(userId: string): Promise<boolean> {
      return (await repo.findUserById(db, userId))?.emailVerifiedAt != null
    },
  }
}

export type AuthService = ReturnType<typeof createAuthService>
