import { createHash, randomBytes, randomUUID } from 'node:crypto'
import {
  type AuthResult,
  authMessages,
  type PasswordResetConfirm,
  type Session,
  type SignInRequest,
  type SignUpRequest,
} from '@lojista/contracts'
import type { Db } from '../../db/client.ts'
import { inScope } from '../../db/scope.ts'
import { HttpProblem, problems } from '../../lib/problem.ts'
import type { MailService } from '../mail/mail.service.ts'
import type { TenancyService } from '../tenancy/tenancy.service.ts'
import * as repo from './auth.repository.ts'
import { hashPassword, verifyPassword } from './password.ts'
import { passwordResetEmail } from './password-reset-email.ts'
import { beginAttempt, withdrawAttempt } from './sign-in-limiter.ts'
import type { TokenCodec } from './tokens.ts'

const RESET_TOKEN_TTL_MS = 60 * 60 * 1000

export interface AuthServiceDeps {
  db: Db
  tokens: TokenCodec
  tenancy: TenancyService
  mail: MailService
  sessionTtlSeconds: number
  publicUrl: string
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

function isUniqueViolation(error: unknown): boolean {
  const cause = error instanceof Error && 'cause' in error ? error.cause : error
  return typeof cause === 'object' && cause !== null && 'code' in cause && cause.code === '23505'
}

export function createAuthService(deps: AuthServiceDeps) {
  const { db, tokens, tenancy, mail } = deps

  async function session(userId: string): Promise<Session> {
    const user = await repo.findUserById(db, userId)
    if (!user) throw problems.unauthorized()
    return {
      user: { id: user.id, name: user.name, email: user.email, avatar: user.avatarUrl },
      ...(await tenancy.tenantsOf(userId)),
    }
  }

  async function openSession(tx: Db, userId: string, client: ClientInfo): Promise<string> {
    const sessionId = randomUUID()
    const exp = Math.floor(Date.now() / 1000) + deps.sessionTtlSeconds
    await repo.insertSession(tx, { id: sessionId, userId, expiresAt: new Date(exp * 1000), ...client })
    return tokens.sign({ sub: userId, sid: sessionId, aud: 'api', exp })
  }

  return {
    session,

    async signUp(input: SignUpRequest, client: ClientInfo): Promise<AuthResult> {
      const userId = randomUUID()
      const tenantId = randomUUID()
      const passwordHash = await hashPassword(input.password)
      try {
        // One transaction in the new store's scope: the user, their store, membership and session.
        const token = await inScope(db, { tenantId, userId }, async (tx) => {
          await repo.insertUser(tx, { id: userId, email: input.email, name: input.name, passwordHash })
          await tenancy.createStore(tx, { tenantId, userId }, { name: input.storeName, isDefault: true })
          return openSession(tx, userId, client)
        })
        return { token, ...(await session(userId)) }
      } catch (error) {
        if (isUniqueViolation(error)) {
          throw problems.conflict(authMessages.emailTaken, [
            { path: 'email', message: authMessages.emailTaken },
          ])
        }
        throw error
      }
    },

    async signIn(input: SignInRequest, client: ClientInfo): Promise<AuthResult> {
      const email = input.username.trim().toLowerCase()
      const keys = [`account:${email}`, ...(client.ip ? [`ip:${client.ip}`] : [])]
      const attempt = await beginAttempt(db, keys)
      if (attempt.retryAfterSeconds !== undefined) {
        throw new HttpProblem(429, 'Too Many Requests', {
          detail: authMessages.tooManyAttempts,
          headers: { 'retry-after': String(attempt.retryAfterSeconds) },
        })
      }
      const user = await repo.findUserByEmail(db, email)
      // Unknown users are verified against a dummy hash too, so both failures take as long.
      const valid = await verifyPassword(user?.passwordHash, input.password)
      if (!user || !valid)
        throw new HttpProblem(401, 'Unauthorized', { detail: authMessages.invalidCredentials })
      await withdrawAttempt(db, attempt.ids)
      const token = await openSession(db, user.id, client)
      return { token, ...(await session(user.id)) }
    },

    /** The live session a bearer token stands for, or undefined when it is invalid, expired or revoked. */
    async authenticate(token: string, audience: 'api' | 'media' = 'api'): Promise<Authenticated | undefined> {
      const claims = tokens.verify(token, audience)
      if (!claims) return undefined
      const live = await repo.findLiveSession(db, claims.sid, claims.sub)
      return live && { userId: claims.sub, sessionId: claims.sid, expiresAt: claims.exp }
    },

    signOut(sessionId: string): Promise<void> {
      return repo.revokeSession(db, sessionId)
    },

    /** A token for the media cookie, tied to the same session and expiring with it. */
    mediaToken(auth: Authenticated): string {
      return tokens.sign({ sub: auth.userId, sid: auth.sessionId, aud: 'media', exp: auth.expiresAt })
    },

    /** Answers the same whether or not the email has an account; only an existing account gets an email. */
    async requestPasswordReset(email: string): Promise<void> {
      const user = await repo.findUserByEmail(db, email)
      if (!user) return
      const token = randomBytes(32).toString('base64url')
      await db.transaction(async (tx) => {
        await repo.insertPasswordResetToken(tx, {
          userId: user.id,
          tokenHash: sha256(token),
          expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS),
        })
        await mail.enqueue(
          tx,
          passwordResetEmail({
            to: user.email,
            name: user.name,
            link: `${deps.publicUrl}/auth/reset-password?token=${encodeURIComponent(token)}`,
          }),
        )
      })
    },

    /** Sets the new password and ends every session of the account, so a stolen token dies with the reset. */
    async confirmPasswordReset(input: PasswordResetConfirm): Promise<void> {
      const passwordHash = await hashPassword(input.password)
      const done = await db.transaction(async (tx) => {
        const userId = await repo.consumePasswordResetToken(tx, sha256(input.token))
        if (!userId) return false
        await repo.updatePasswordHash(tx, userId, passwordHash)
        await repo.revokeAllSessions(tx, userId)
        return true
      })
      if (!done) {
        throw problems.badRequest(authMessages.resetLinkInvalid, [
          { path: 'token', message: authMessages.resetLinkInvalid },
        ])
      }
    },
  }
}

export type AuthService = ReturnType<typeof createAuthService>
