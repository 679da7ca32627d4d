import {
  type ActivityAction,
  authMessages,
  type RecoveryCodes,
  type TwoFactorDisable,
  type TwoFactorSetup,
  type TwoFactorStatus,
} from '@lojista/contracts'
import type { Db } from '../../db/client.ts'
import { inScope } from '../../db/scope.ts'
import { recordActivity } from '../../lib/activity.ts'
import { conflict } from '../../lib/conflict.ts'
import { problems, tooManyRequests } from '../../lib/problem.ts'
import { createKeyedHash, createTextSeal } from '../../lib/sealed-text.ts'
import type { TenancyService } from '../tenancy/tenancy.service.ts'
import { type Clock, systemClock, takeAttempt } from './attempts.ts'
import * as repo from './auth.repository.ts'
import type { ClientInfo } from './auth.service.ts'
import { verifyPassword } from './password.ts'
import {
  looksLikeTotp,
  newRecoveryCodes,
  newTotpSecret,
  normalRecoveryCode,
  otpauthUri,
  totpStep,
} from './totp.ts'
import * as twoFactor from './two-factor.repository.ts'

const HOUR_MS = 60 * 60 * 1000
/** Wrong codes or passwords while setting up or turning off, by someone holding a signed-in browser. */
const CHANGES_PER_USER = { max: 10, windowMs: HOUR_MS }

/** Whether the person signs in with a second factor; a store that requires it asks this on each call. */
export function hasTwoFactor(db: Db, userId: string): Promise<boolean> {
  return twoFactor.isEnabled(db, userId)
}

/** The keys a person's authenticator key and recovery codes are kept under, derived from the signing secret. */
export function createTwoFactorKeys(signingSecret: string) {
  return {
    seal: createTextSeal(signingSecret, 'lojista two-factor key v1'),
    hashRecoveryCode: createKeyedHash(signingSecret, 'lojista two-factor recovery code v1'),
  }
}
export type TwoFactorKeys = ReturnType<typeof createTwoFactorKeys>

export interface TwoFactorDeps {
  db: Db
  keys: TwoFactorKeys
  tenancy: TenancyService
  now?: Clock
}

/** Which second factor a sign-in used. */
export type SecondFactor = 'authenticator' | 'recovery-code'

export function createTwoFactorService(deps: TwoFactorDeps) {
  const { db, keys, tenancy } = deps
  const now = deps.now ?? systemClock

  /** The person's key, opened; undefined when they have none or it no longer opens. */
  async function secretOf(tx: Db, userId: string) {
    const row = await twoFactor.findSecret(tx, userId)
    const secret = row && keys.seal.open(row.secret, userId)
    return row && secret !== undefined ? { ...row, secret } : undefined
  }

  async function limited(userId: string) {
    const retryAfter = await takeAttempt(
      db,
      [{ key: `two-factor-change:user:${userId}`, ...CHANGES_PER_USER }],
      now(),
    )
    if (retryAfter !== undefined) throw tooManyRequests(authMessages.tooManyRequests, retryAfter)
  }

  const wrongCode = () =>
    problems.badRequest(authMessages.invalidCode, [{ path: 'code', message: authMessages.invalidCode }])

  /**
   * Writes a change of the person's second factor to the log of every store they may open, in the
   * caller's transaction: a store's owner sees who turned it off. The stores are read before the
   * transaction (`storesOf`), as each entry is written in that store's scope.
   */
  async function logInStores(
    tx: Db,
    user: { id: string; name: string },
    stores: { id: string }[],
    action: ActivityAction,
    client: ClientInfo,
  ) {
    for (const store of stores) {
      const scope = { tenantId: store.id, userId: user.id, currencyCode: '', origin: client }
      await inScope(tx, scope, (scoped) =>
        recordActivity(scoped, scope, {
          area: 'staff',
          action,
          subject: { type: 'member', id: user.id, label: user.name },
        }),
      )
    }
  }

  /**
   * Checks a second factor and uses it up: a code of the authenticator is not accepted twice, a recovery
   * code works once. Answers which factor it was, or undefined when it is wrong.
   */
  async function verify(userId: string, code: string, tx: Db = db): Promise<SecondFactor | undefined> {
    const current = await secretOf(tx, userId)
    if (!current?.enabledAt) return undefined
    if (looksLikeTotp(code)) {
      const step = await totpStep(current.secret, code, now(), current.lastTimeStep)
      return step !== undefined && (await twoFactor.useTimeStep(tx, userId, step))
        ? 'authenticator'
        : undefined
    }
    const hash = keys.hashRecoveryCode(normalRecoveryCode(code))
    return (await twoFactor.useRecoveryCode(tx, userId, hash, now())) ? 'recovery-code' : undefined
  }

  const storesOf = async (userId: string) => (await tenancy.tenantsOf(userId)).tenants

  /**
   * The person, once they proved it is them for a change of their second factor: a current code (or a
   * recovery code) or their password; a wrong one is 400 on its field. Guesses are limited (429).
   */
  async function proven(userId: string, input: TwoFactorDisable) {
    await limited(userId)
    const user = await repo.findUserById(db, userId)
    if (!user) throw problems.unauthorized()
    const current = await secretOf(db, userId)
    if (!current?.enabledAt) throw conflict(authMessages.twoFactorNotSetUp)
    if ('code' in input) {
      if (!(await verify(userId, input.code))) throw wrongCode()
    } else if (!(await verifyPassword(user.passwordHash, input.password))) {
      throw problems.badRequest(authMessages.wrongPassword, [
        { path: 'password', message: authMessages.wrongPassword },
      ])
    }
    return user
  }

  return {
    hasTwoFactor: (userId: string) => hasTwoFactor(db, userId),
    verify,

    async status(userId: string): Promise<TwoFactorStatus> {
      const enabled = await hasTwoFactor(db, userId)
      return {
        enabled,
        recoveryCodesLeft: enabled ? await twoFactor.countUnusedRecoveryCodes(db, userId) : 0,
      }
    },

    /** A new key to scan; starting over replaces a key not yet confirmed. Refused (409) while it is on. */
    async setUp(userId: string): Promise<TwoFactorSetup> {
      const user = await repo.findUserById(db, userId)
      if (!user) throw problems.unauthorized()
      const secret = newTotpSecret()
      if (!(await twoFactor.putPendingSecret(db, userId, keys.seal.seal(secret, userId)))) {
        throw conflict(authMessages.twoFactorAlreadyOn)
      }
      return { secret, otpauthUri: otpauthUri(secret, user.email) }
    },

    /** Turns it on once a code from the new key is given, and answers the recovery codes, this once. */
    async enable(userId: string, code: string, client: ClientInfo): Promise<RecoveryCodes> {
      await limited(userId)
      const user = await repo.findUserById(db, userId)
      if (!user) throw problems.unauthorized()
      const pending = await secretOf(db, userId)
      if (!pending) throw conflict(authMessages.twoFactorNotSetUp)
      if (pending.enabledAt) throw conflict(authMessages.twoFactorAlreadyOn)
      const step = await totpStep(pending.secret, code, now(), null)
      if (step === undefined) throw wrongCode()
      const recoveryCodes = newRecoveryCodes()
      const stores = await storesOf(userId)
      await db.transaction(async (tx) => {
        if (!(await twoFactor.enable(tx, userId, step, now())))
          throw conflict(authMessages.twoFactorAlreadyOn)
        await twoFactor.replaceRecoveryCodes(
          tx,
          userId,
          recoveryCodes.map((recovery) => keys.hashRecoveryCode(normalRecoveryCode(recovery))),
        )
        await logInStores(tx, user, stores, 'member.two_factor_enabled', client)
      })
      return { recoveryCodes }
    },

    /** Turns it off with a current code (or a recovery code) or the password. */
    async disable(userId: string, input: TwoFactorDisable, client: ClientInfo): Promise<void> {
      const user = await proven(userId, input)
      const stores = await storesOf(userId)
      await db.transaction(async (tx) => {
        await twoFactor.remove(tx, userId)
        await logInStores(tx, user, stores, 'member.two_factor_disabled', client)
      })
    },

    /**
     * Replaces every recovery code with 10 new ones, answered this once: for a person who used some, or
     * fears someone saw them. Proven like turning it off, with a current code or the password.
     */
    async replaceRecoveryCodes(
      userId: string,
      input: TwoFactorDisable,
      client: ClientInfo,
    ): Promise<RecoveryCodes> {
      const user = await proven(userId, input)
      const recoveryCodes = newRecoveryCodes()
      const stores = await storesOf(userId)
      await db.transaction(async (tx) => {
        await twoFactor.replaceRecoveryCodes(
          tx,
          userId,
          recoveryCodes.map((recovery) => keys.hashRecoveryCode(normalRecoveryCode(recovery))),
        )
        await logInStores(tx, user, stores, 'member.recovery_codes_replaced', client)
      })
      return { recoveryCodes }
    },

    /** Records in the person's stores that a recovery code was used, in the caller's transaction. */
    logRecoveryCodeUsed(
      tx: Db,
      user: { id: string; name: string },
      stores: { id: string }[],
      client: ClientInfo,
    ) {
      return logInStores(tx, user, stores, 'member.recovery_code_used', client)
    },
  }
}

export type TwoFactorService = ReturnType<typeof createTwoFactorService>
