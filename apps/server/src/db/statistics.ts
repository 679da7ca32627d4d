import { getTableName, sql } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import type { Database, Db } from './client.ts'
import {
  inventoryLevels,
  parties,
  partyAddresses,
  partyCommunicationPreferences,
  partyContacts,
  productOptions,
  products,
  productTags,
  productVariants,
  tags,
  vendors,
} from './schema/index.ts'

const MINUTE_MS = 60_000

export interface StatisticsSchedule {
  everyMs?: number
  onError: (error: unknown) => void
}

/**
 * The tables autovacuum would work on now, read from the statistics views in one query (the pending
 * change counts of this connection are flushed first, so the view includes the latest writes):
 * - `vacuum`: many dead rows (updates and deletes leave the old versions behind, 50 rows plus a fifth of
 *   the table), or many rows inserted since their last vacuum (1,000 plus a fifth). Vacuuming also marks
 *   pages whose rows every transaction sees, which lets an index answer a count or a list without
 *   reading the table (an index-only scan).
 * - `analyze`: the others whose rows changed enough since they were last analyzed for the planner's
 *   picture of them to be wrong (50 rows plus a tenth of the table).
 */
async function tablesDue(database: Database): Promise<{ vacuum: string[]; analyze: string[] }> {
  await database.execScript('select pg_stat_force_next_flush()')
  const result = (await database.db.execute(
    sql`select name, vacuum from (
        select relname as name,
          n_dead_tup > 50 + 0.2 * greatest(n_live_tup, 0)
            or n_ins_since_vacuum > 1000 + 0.2 * greatest(n_live_tup, 0) as vacuum,
          n_mod_since_analyze > 50 + 0.1 * greatest(n_live_tup, 0) as stale
        from pg_stat_user_tables) as due
      where vacuum or stale`,
  )) as unknown as { rows: { name: string; vacuum: boolean }[] }
  return {
    vacuum: result.rows.filter((row) => row.vacuum).map((row) => row.name),
    analyze: result.rows.filter((row) => !row.vacuum).map((row) => row.name),
  }
}

async function userTables(database: Database): Promise<string[]> {
  const result = (await database.db.execute(
    sql`select relname as name from pg_stat_user_tables order by relname`,
  )) as unknown as { rows: { name: string }[] }
  return result.rows.map((row) => row.name)
}

const quoted = (names: string[]) => names.map((name) => `"${name}"`).join(', ')

/**
 * Statements one table at a time, letting the requests that arrived meanwhile go first: the embedded
 * database answers one statement at a time, and its calls resolve without giving the event loop a turn,
 * so a chain of them would also keep new requests from being read.
 */
async function eachTable(names: string[], statement: (name: string) => Promise<unknown>) {
  for (const name of names) {
    await new Promise((resolve) => setImmediate(resolve))
    await statement(quoted([name]))
  }
}

/**
 * PostgreSQL keeps its tables in shape with autovacuum, a background worker the embedded database does
 * not run. Without it the planner would keep judging tables by the size they had when first analyzed,
 * however much a store grows, and pick slow plans (a list of a few thousand new rows took seconds
 * instead of milliseconds); dead row versions would pile up; and counts capped at 10,001 would read
 * the table instead of the index alone (up to 74 ms instead of 3 on 200,000 orders). So the embedded
 * database analyzes every table as the server starts, whatever changed before (`analyzeEveryTable`),
 * and then every minute vacuums and analyzes the tables autovacuum would, by its own measures. A vacuum
 * after the first one skips the pages that did not change, so it stays short. Returns the function that
 * stops it.
 */
export function keepStatisticsFresh(
  database: Database,
  { everyMs = MINUTE_MS, onError }: StatisticsSchedule,
): () => void {
  if (database.kind !== 'pglite') return () => {}
  const refreshChanged = async () => {
    const { vacuum, analyze } = await tablesDue(database)
    // One statement each: VACUUM cannot run inside a transaction or beside another statement.
    await eachTable(vacuum, (name) => database.db.execute(sql.raw(`VACUUM (ANALYZE) ${name}`)))
    await eachTable(analyze, (name) => database.execScript(`ANALYZE ${name}`))
  }
  const every = setInterval(() => {
    refreshChanged().catch(onError)
  }, everyMs)
  // A pending refresh never keeps the process alive.
  every.unref()
  return () => clearInterval(every)
}

/**
 * Analyzes every table of the embedded database, before the server takes requests. Done a minute after
 * the start instead, as it once was, it held every request of a big store up for about two seconds
 * (each table waits for the previous one's turn, but together they still took the database that long).
 */
export async function analyzeEveryTable(database: Database): Promise<void> {
  if (database.kind !== 'pglite') return
  await eachTable(await userTables(database), (name) => database.execScript(`ANALYZE ${name}`))
}

/** The tables each kind of import writes. */
const TABLES_OF = {
  customers: [parties, partyContacts, partyCommunicationPreferences, partyAddresses],
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
