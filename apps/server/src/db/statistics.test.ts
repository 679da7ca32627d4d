import { afterEach, describe, expect, it } from 'vitest'
import { openPglite, type PgliteDatabase } from './client.ts'
import { keepStatisticsFresh } from './statistics.ts'

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

describe('planner statistics of the embedded database', () => {
  it('are refreshed on schedule, so the planner sees how big tables have grown', async () => {
    database = await openPglite(undefined)
    await database.execScript('create table visits as select generate_series(1, 5000) as id')
    // Never analyzed: PostgreSQL reports -1, a table whose size the planner does not know.
    expect(await estimatedRows(database, 'visits')).toBe(-1)
    const errors: unknown[] = []
    const stop = keepStatisticsFresh(database, {
      firstAfterMs: 10,
      everyMs: 60_000,
      onError: (error) => errors.push(error),
    })
    try {
      await expect.poll(() => estimatedRows(database!, 'visits'), { timeout: 5000 }).toBe(5000)
      expect(errors).toEqual([])
    } finally {
      stop()
    }
  })

  it('stop when asked', async () => {
    database = await openPglite(undefined)
    await database.execScript('create table visits as select generate_series(1, 100) as id')
    const stop = keepStatisticsFresh(database, { firstAfterMs: 20, everyMs: 20, onError: () => {} })
    stop()
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(await estimatedRows(database, 'visits')).toBe(-1)
  })
})
