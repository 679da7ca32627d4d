import { AsyncLocalStorage } from 'node:async_hooks'
import type { Logger } from 'drizzle-orm'

/**
 * Counts the SQL statements one piece of work sends, transaction control included. A list that grows a
 * query per row (N+1) shows up as a count that changes with the page; the benchmark reads it per request
 * from the Server-Timing header (see plugins/server-timing.ts).
 */
const counting = new AsyncLocalStorage<{ statements: number }>()

/** Drizzle calls this before every statement it sends, on both drivers, inside the caller's async context. */
export const statementCounter: Logger = {
  logQuery() {
    const tally = counting.getStore()
    if (tally) tally.statements++
  },
}

/** Runs `work` (and everything it starts) with a fresh tally; `tally.statements` is read afterwards. */
export function countingStatements<T>(tally: { statements: number }, work: () => T): T {
  return counting.run(tally, work)
}
