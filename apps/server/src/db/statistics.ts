import { getTableName, sql } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import type { Database, Db } from './client.ts'
import {
  inventoryLevels,
  parties,
  partyAddresses,
  partyCommunicationPreferences,
  partyContacts,
  partyRoles,
  productOptions,
  products,
  productTags,
  productVariants,
  tags,
  vendors,
} from './schema/index.ts'

const MINUTE_MS = 60_000

export interface StatisticsSchedule {
  /** The first refresh, once the start (migrations, demo data) is over. */
  firstAfterMs?: number
  everyMs?: number
  onError: (error: unknown) => void
}

/**
 * The tables whose rows changed enough since they were last analyzed for the planner's picture of them
 * to be wrong: the rule PostgreSQL's autovacuum uses (50 rows plus a tenth of the table). The pending
 * change counts of this connection are flushed first, so the view includes the latest writes.
 */
async function tablesGoneStale(database: Database): Promise<string[]> {
  await database.execScript('select pg_stat_force_next_flush()')
  const result = (await database.db.execute(
    sql`select relname as name from pg_stat_user_tables where n_mod_since_analyze > 50 + 0.1 * greatest(n_live_tup, 0)`,
  )) as unknown as { rows: { name: string }[] }
  return result.rows.map((row) => row.name)
}

/**
 * PostgreSQL keeps its planner statistics fresh with autovacuum, a background worker the embedded
 * database does not run: without it the planner would keep judging tables by the size they had when
 * first analyzed, however much a store grows, and pick slow plans (a list of a few thousand new rows
 * took seconds instead of milliseconds). So the embedded database analyzes itself a minute after the
 * start, and then every minute analyzes the tables that changed by autovacuum's measure. Returns the
 * function that stops it.
 */
export function keepStatisticsFresh(
  database: Database,
  { firstAfterMs = MINUTE_MS, everyMs = MINUTE_MS, onError }: StatisticsSchedule,
): () => void {
  if (database.kind !== 'pglite') return () => {}
  const refreshAll = () => {
    database.execScript('ANALYZE').catch(onError)
  }
  const refreshChanged = async () => {
    const stale = await tablesGoneStale(database)
    if (stale.length) await database.execScript(`ANALYZE ${stale.map((name) => `"${name}"`).join(', ')}`)
  }
  const first = setTimeout(refreshAll, firstAfterMs)
  const every = setInterval(() => {
    refreshChanged().catch(onError)
  }, everyMs)
  // A pending refresh never keeps the process alive.
  first.unref()
  every.unref()
  return () => {
    clearTimeout(first)
    clearInterval(every)
  }
}

/** The tables each kind of import writes. */
const TABLES_OF = {
  customers: [parties, partyContacts, partyRoles, partyCommunicationPreferences, partyAddresses],
  catalog: [products, productVariants, productOptions, productTags, tags, vendors, inventoryLevels],
} satisfies Record<string, PgTable[]>

/**
 * Brings the planner's statistics of `tables` up to date at once, after a bulk write (a CSV import) has
 * changed their size or their values' spread: until the next scheduled refresh the planner would judge
 * them by what they were, and a list of ten thousand imported customers could take seconds instead of
 * milliseconds. Runs on the owner's connection (ANALYZE needs it) after the import's transaction, on both
 * databases: PostgreSQL's autovacuum would get there too, but only after its own delay.
 */
export async function refreshStatistics(db: Db, written: keyof typeof TABLES_OF): Promise<void> {
  const names = TABLES_OF[written].map((table) => `"${getTableName(table)}"`).join(', ')
  await db.execute(sql.raw(`ANALYZE ${names}`))
}
