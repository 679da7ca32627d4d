import type { Db } from '../../db/client.ts'
import { forgetAttempts, lockAndRead, recordAttempts, withdrawAttempts } from './attempts.repository.ts'
import { retryAfterSeconds, secondsUntil } from './attempts.ts'

export const SIGN_IN_WINDOW_MS = 15 * 60 * 1000
/** Failures one address may make in the window, whatever accounts it tries: then 429 until they age. */
export const ADDRESS_MAX_FAILURES = 10
/** Failures on one account from one address before each further attempt must wait. */
export const FREE_FAILURES = 5
/** Failures on one account from everywhere that mean it is under attack: each address then gets only one free failure. */
export const ACCOUNT_UNDER_ATTACK_FAILURES = 50
/** The longest wait between two attempts on one account from one address. */
export const MAX_DELAY_MS = 5 * 60 * 1000

export type Attempt =
  | { ids: number[]; retryAfterSeconds?: undefined }
  | { ids?: undefined; retryAfterSeconds: number }

/** How long an account and address pair that failed `failures` times must wait before the next attempt. */
export function delayAfter(failures: number, freeFailures: number): number {
  if (failures < freeFailures) return 0
  return Math.min(MAX_DELAY_MS, 1000 * 2 ** (failures - freeFailures))
}

function keysOf(email: string, ip: string | null) {
  return {
    account: `sign-in:account:${email}`,
    pair: `sign-in:account-ip:${email} ${ip ?? ''}`,
    address: ip === null ? undefined : `sign-in:ip:${ip}`,
  }
}

/**
 * Sign-in limits that slow a guesser without handing a stranger the power to lock the owner out:
 *
 * - per address: 10 failures in 15 minutes, on any accounts, then 429 until the oldest ages out;
 * - per account and address: after 5 failures, each further attempt must wait 1 s, 2 s, 4 s, ... (at
 *   most 5 minutes) after the last failure; one that comes earlier is answered 429 with Retry-After and
 *   is not counted;
 * - per account, from everywhere: no block at all. A lock on the account alone would let anyone keep its
 *   owner out by failing on purpose. Past 50 failures in 15 minutes the account is under attack, and
 *   every address gets one free failure instead of 5 before its waits begin.
 *
 * So a right password from an address that has not itself been failing always signs in. An attempt is
 * recorded as a failure before the password is checked (the check is slow, and concurrent attempts must
 * not slip past a limit meanwhile); a successful sign-in withdraws it. Attempts on the same keys are
 * serialised by advisory locks held only for this short transaction.
 */
export function beginAttempt(db: Db, who: { email: string; ip: string | null }, now: Date): Promise<Attempt> {
  const keys = keysOf(who.email, who.ip)
  const allKeys = [keys.account, keys.pair, ...(keys.address ? [keys.address] : [])]
  return db.transaction(async (tx) => {
    const failures = await lockAndRead(tx, allKeys, new Date(now.getTime() - SIGN_IN_WINDOW_MS))
    const ofKey = (key: string | undefined) => (key ? (failures.get(key) ?? []) : [])
    const waits: number[] = []
    const addressWait = retryAfterSeconds(
      ofKey(keys.address),
      { key: keys.address ?? '', max: ADDRESS_MAX_FAILURES, windowMs: SIGN_IN_WINDOW_MS },
      now,
    )
    if (addressWait !== undefined) waits.push(addressWait)
    const pairFailures = ofKey(keys.pair)
    const underAttack = ofKey(keys.account).length >= ACCOUNT_UNDER_ATTACK_FAILURES
    const delay = delayAfter(pairFailures.length, underAttack ? 1 : FREE_FAILURES)
    const last = pairFailures.at(-1)
    if (delay > 0 && last && last.getTime() + delay > now.getTime()) {
      waits.push(secondsUntil(last.getTime() + delay, now))
    }
    if (waits.length > 0) return { retryAfterSeconds: Math.max(...waits) }
    return { ids: await recordAttempts(tx, allKeys, now) }
  })
}

/**
 * A successful sign-in: its own attempt is no failure, and the failures of this account from this
 * address are forgiven (whoever is there knows the password), so its waits start over.
 */
export async function succeeded(db: Db, who: { email: string; ip: string | null }, ids: number[]) {
  await db.transaction(async (tx) => {
    await withdrawAttempts(tx, ids)
    await forgetAttempts(tx, keysOf(who.email, who.ip).pair)
  })
}

/**
 * The right password of an account with a second factor: its own attempt is no failure, but the earlier
 * failures stay until the code is right too (`succeeded`).
 */
export async function passwordAccepted(db: Db, ids: number[]) {
  await db.transaction((tx) => withdrawAttempts(tx, ids))
}
