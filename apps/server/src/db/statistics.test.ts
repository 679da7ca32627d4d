import { afterEach, describe, expect, it, vi } from 'vitest'
import { openPglite, type PgliteDatabase } from './client.ts'
import { analyzeEveryTable, keepStatisticsFresh } from './statistics.ts'

// The schedule concerns the embedded database only (PostgreSQL has autovacuum), so this opens one of its
// own on both test passes.
let database: PgliteDatabase | undefined
afterEach(async () => {
  await database?.close()
  database = undefined
})

async function estimatedRows(db: PgliteDatabase, table: string): Promise<number> {
  const result = (await db.db.execute(
    `select reltuples::int as rows from pg_class where relname = '${table}'`,
  )) as unknown as { rows: { rows: number }[] }
  return result.rows[0]!.rows
}

async function tableState(db: PgliteDatabase, table: string) {
  await db.execScript('select pg_stat_force_next_flush()')
  const result = (await db.db.execute(
    `select s.vacuum_count as vacuums, s.n_dead_tup as "deadRows", c.relpages, c.relallvisible
     from pg_stat_user_tables s join pg_class c on c.oid = s.relid where s.relname = '${table}'`,
  )) as unknown as { rows: { vacuums: number; deadRows: number; relpages: number; relallvisible: number }[] }
  const row = result.rows[0]!
  return {
    vacuums: Number(row.vacuums),
    vacuumed: Number(row.vacuums) > 0,
    deadRows: Number(row.deadRows),
    allVisible: row.relpages > 0 && row.relallvisible === row.relpages,
  }
}

/** Runs `check` while the refresh of changed tables runs, and makes sure that refresh met no error. */
async function whileChangedTablesAreRefreshed(db: PgliteDatabase, check: () => Promise<void>) {
  const errors: unknown[] = []
  const stop = keepStatisticsFresh(db, {
    everyMs: 20,
    onError: (error) => errors.push(error),
  })
  try {
    await check()
    expect(errors).toEqual([])
  } finally {
    stop()
  }
}

describe('planner statistics of the embedded database', () => {
  it('are taken for every table as the server starts, so the planner sees how big tables have grown', async () => {
    database = await openPglite(undefined)
    await database.execScript('create table visits as select generate_series(1, 5000) as id')
    // Never analyzed: PostgreSQL reports -1, a table whose size the planner does not know.
    expect(await estimatedRows(database, 'visits')).toBe(-1)
    await analyzeEveryTable(database)
    expect(await estimatedRows(database, 'visits')).toBe(5000)
  })

  it('are refreshed a table at a time, so that queries sent meanwhile are answered between tables', async () => {
    database = await openPglite(undefined)
    const tables = Array.from({ length: 8 }, (_, n) => `visits_${n}`)
    // Thousands of rows inserted and never vacuumed: every table is due.
    await database.execScript(
      tables.map((table) => `create table ${table} as select generate_series(1, 3000) as id`).join(';'),
    )
    const refreshed = async () => {
      const result = (await database!.db.execute(
        `select count(*)::int as count from pg_class where relname like 'visits_%' and reltuples >= 0`,
      )) as unknown as { rows: { count: number }[] }
      return result.rows[0]!.count
    }
    await whileChangedTablesAreRefreshed(database, async () => {
      // Queries sent one after the other as requests arrive, each in a turn of the event loop of its
      // own: each is answered between two of the refresh's statements.
      const seen = new Set<number>()
      for (let count = 0, round = 0; count < tables.length && round < 1000; round++) {
        await new Promise((resolve) => setImmediate(resolve))
        count = await refreshed()
        seen.add(count)
      }
      expect(seen).toContain(tables.length)
      expect([...seen].some((count) => count > 0 && count < tables.length)).toBe(true)
    })
  })

  it('are refreshed for the tables that changed much since, and only those', async () => {
    database = await openPglite(undefined)
    await database.execScript(
      'create table visits as select generate_series(1, 100) as id; create table notes as select generate_series(1, 100) as id',
    )
    // The rows written so far are counted first, so that the analyze below starts both tables afresh.
    await database.execScript('select pg_stat_force_next_flush()')
    await database.execScript('analyze')
    await database.execScript('insert into visits select generate_series(101, 3000)')
    await database.execScript('insert into notes values (101)')
    await whileChangedTablesAreRefreshed(database, async () => {
      await expect.poll(() => estimatedRows(database!, 'visits'), { timeout: 5000 }).toBe(3000)
      // One row more is no reason to analyze a table of a hundred.
      expect(await estimatedRows(database!, 'notes')).toBe(100)
    })
  })

  it('come with a vacuum where autovacuum would run one: many rows inserted, or many left dead', async () => {
    database = await openPglite(undefined)
    await database.execScript(
      'create table visits (id int primary key); create table notes (id int primary key, body text); create table tags (id int primary key)',
    )
    await database.execScript('insert into visits select generate_series(1, 5000)')
    await database.execScript("insert into notes select generate_series(1, 300), 'draft'")
    await database.execScript('insert into tags select generate_series(1, 500)')
    await database.execScript('select pg_stat_force_next_flush()')
    await database.execScript('vacuum analyze tags')
    await database.execScript('analyze')
    // Rewriting every note leaves 300 dead versions behind, the inserted visits were never vacuumed, and
    // a hundred tags more are no reason to vacuum five hundred.
    await database.execScript("update notes set body = 'final'")
    await database.execScript('insert into tags select generate_series(501, 600)')
    await whileChangedTablesAreRefreshed(database, async () => {
      // Every page of the visits is marked as seen by all, so a count can read the index alone.
      await expect
        .poll(() => tableState(database!, 'visits'), { timeout: 5000 })
        .toMatchObject({ vacuumed: true, allVisible: true })
      await expect
        .poll(() => tableState(database!, 'notes'), { timeout: 5000 })
        .toMatchObject({ vacuumed: true, deadRows: 0 })
      // The round that vacuumed those chose every table it would vacuum at once.
      expect((await tableState(database!, 'tags')).vacuums).toBe(1)
    })
  })

  it('stop when asked', async () => {
    database = await openPglite(undefined)
    await database.execScript('create table visits as select generate_series(1, 100) as id')
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] })
    try {
      const stop = keepStatisticsFresh(database, { everyMs: 20, onError: () => {} })
      stop()
      expect(vi.getTimerCount()).toBe(0)
      await vi.advanceTimersByTimeAsync(100)
    } finally {
      vi.useRealTimers()
    }
    expect(await estimatedRows(database, 'visits')).toBe(-1)
  })
})
