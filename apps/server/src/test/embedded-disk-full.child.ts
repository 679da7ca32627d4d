// Run by db/pglite-guard.test.ts in a process of its own, with DISK_DIR on a small tmpfs: if a stopped
// embedded database hung again, it would hang this process, which the test can kill, and not the test.
// Prints one JSON line: what each step gave, and which step the database was opened again in.
import { rmSync } from 'node:fs'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import { openPglite } from '../db/client.ts'
import { isDiskFull, watchDiskSpace } from '../lib/disk-space.ts'
import { fillDisk } from './tmpfs.ts'

const dir = process.env.DISK_DIR as string
const MiB = 1024 * 1024

// What the guard said about opening the stopped database again, and during which step.
const REOPENING = /\bopen(ed)? again/
const reopenings: { during: string; message: string }[] = []
let during = 'setup'
const noteReopening = (_details: object, message: string) => {
  if (REOPENING.test(message)) reopenings.push({ during, message })
}

async function step(name: string, run: () => Promise<unknown>) {
  during = name
  try {
    return { ok: true as const, value: await run() }
  } catch (thrown) {
    // Drizzle wraps what the client threw: StorageFullError is somewhere in the chain of causes.
    return { ok: false as const, error: isDiskFull(thrown) ? 'storage full' : String(thrown) }
  }
}

// No reserve: nothing is refused before the disk itself says no, which is the case this is about.
const database = await openPglite(join(dir, 'pglite'), { disk: watchDiskSpace(dir, 0, { maxAgeMs: 0 }) })
const { db } = database
database.setLog?.({ info: noteReopening, warn: noteReopening, error: noteReopening })
await database.execScript('CREATE TABLE notes (id serial PRIMARY KEY, body text NOT NULL)')
// In a transaction, as the server writes: after a failure PGlite sends ROLLBACK, the call that used to hang.
const insert = (body: string) =>
  db.transaction(async (tx) => {
    await tx.execute(sql`insert into notes (body) values (${body})`)
  })
const count = async () => {
  const result = (await db.execute(sql`select count(*)::int as total from notes`)) as unknown as {
    rows: { total: number }[]
  }
  return result.rows[0]?.total
}

let acknowledged = 0
for (const body of ['first', 'second', 'third']) {
  await insert(body)
  acknowledged += 1
}
// Less room than the next write-ahead-log segment (16 MiB) takes, more than the table needs.
fillDisk(join(dir, 'filler'), 8 * MiB)
const beforeSwitch = await step('beforeSwitch', () => insert('fourth'))
if (beforeSwitch.ok) acknowledged += 1
// The next write needs a new segment, which the disk has no room for: PostgreSQL stops (a PANIC).
const switched = await step('switched', async () => {
  await db.execute(sql`select pg_switch_wal()`)
  await insert('fifth')
})
if (switched.ok) acknowledged += 1
fillDisk(join(dir, 'filler-rest'))
const readWhileFull = await step('readWhileFull', count)
const writeWhileFull = await step('writeWhileFull', () => insert('sixth'))
rmSync(join(dir, 'filler'))
rmSync(join(dir, 'filler-rest'))
const readAfterFree = await step('readAfterFree', count)
const writeAfterFree = await step('writeAfterFree', () => insert('seventh'))
await database.close()
process.stdout.write(
  `${JSON.stringify({ acknowledged, beforeSwitch, switched, readWhileFull, writeWhileFull, readAfterFree, writeAfterFree, reopenings })}\n`,
)
