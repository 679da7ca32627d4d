import type { Database } from './client.ts'

const MINUTE_MS = 60_000

export interface StatisticsSchedule {
  /** The first refresh, once the start (migrations, demo data) is over. */
  firstAfterMs?: number
  everyMs?: number
  onError: (error: unknown) => void
}

/**
 * PostgreSQL keeps its planner statistics fresh with autovacuum, a background worker the embedded
 * database does not run: without it the planner would keep judging tables by the size they had when
 * first analyzed, however much a store grows, and pick slow plans. So the embedded database analyzes
 * itself a minute after the start and then every six hours. Returns the function that stops it.
 */
export function keepStatisticsFresh(
  database: Database,
  { firstAfterMs = MINUTE_MS, everyMs = 360 * MINUTE_MS, onError }: StatisticsSchedule,
): () => void {
  if (database.kind !== 'pglite') return () => {}
  const refresh = () => {
    database.execScript('ANALYZE').catch(onError)
  }
  const first = setTimeout(refresh, firstAfterMs)
  const every = setInterval(refresh, everyMs)
  // A pending refresh never keeps the process alive.
  first.unref()
  every.unref()
  return () => {
    clearTimeout(first)
    clearInterval(every)
  }
}
