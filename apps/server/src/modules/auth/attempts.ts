import type { Db } from '../../db/client.ts'
import { lockAndRead, recordAttempts } from './attempts.repository.ts'

/** What time it is; the server reads the system clock, tests pass a clock they move themselves. */
export type Clock = () => Date

export const systemClock: Clock = () => new Date()

/** At most `max` attempts per `key` in any `windowMs`. */
export interface Limit {
  key: string
  max: number
  windowMs: number
}

/** Seconds until `at` (at least 1, as Retry-After says "now" with nothing shorter). */
export function secondsUntil(at: number, now: Date): number {
  return Math.max(1, Math.ceil((at - now.getTime()) / 1000))
}

/**
 * When a key that already has `max` attempts in its window (`times`, oldest first) may try again: once
 * enough of them have left the window. Undefined while it has room.
 */
export function retryAfterSeconds(times: Date[], limit: Limit, now: Date): number | undefined {
  const deciding = times[times.length - limit.max]
  return deciding ? secondsUntil(deciding.getTime() + limit.windowMs, now) : undefined
}

/**
 * Takes one attempt under every limit, in its own short transaction: answers undefined when it was
 * taken, or the seconds until the fullest limit has room again (nothing is recorded then).
 */
export function takeAttempt(db: Db, limits: Limit[], now: Date): Promise<number | undefined> {
  const longest = Math.max(...limits.map((limit) => limit.windowMs))
  return db.transaction(async (tx) => {
    const attempts = await lockAndRead(
      tx,
      limits.map((limit) => limit.key),
      new Date(now.getTime() - longest),
    )
    const waits = limits.flatMap((limit) => {
      const since = now.getTime() - limit.windowMs
      const times = (attempts.get(limit.key) ?? []).filter((at) => at.getTime() > since)
      return retryAfterSeconds(times, limit, now) ?? []
    })
    if (waits.length > 0) return Math.max(...waits)
    await recordAttempts(
      tx,
      limits.map((limit) => limit.key),
      now,
    )
    return undefined
  })
}
