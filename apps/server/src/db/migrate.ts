import { readFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { sql } from 'drizzle-orm'
import type { Database } from './client.ts'

/** Next to this module in the source tree, and copied next to the bundle by build.mjs. */
export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations', import.meta.url))

// Any fixed number: it names the advisory lock that serialises migrations across API processes.
const MIGRATION_LOCK_KEY = 720_431_001

/**
 * Applies the SQL files of the migrations folder in the order of drizzle-kit's journal, each in its
 * own transaction with its bookkeeping row. Several processes starting at once against one PostgreSQL
 * queue on an advisory lock; the loser's bookkeeping insert then conflicts and it skips that file.
 */
export async function migrate(database: Database, dir = MIGRATIONS_DIR): Promise<string[]> {
  const journal = JSON.parse(await readFile(`${dir}/meta/_journal.json`, 'utf8')) as {
    entries: { tag: string }[]
  }
  // Created only when missing, without a write otherwise: a server started on a full disk, whose
  // database only reads, still comes up with everything applied and serves reads.
  const table = (await database.db.execute(
    sql`select to_regclass('lojista_migrations') is not null as present`,
  )) as unknown as { rows: { present: boolean }[] }
  if (!table.rows[0]?.present) {
    await database.execScript(`
      CREATE TABLE IF NOT EXISTS lojista_migrations (
        tag text PRIMARY KEY,
        applied_at timestamptz NOT NULL DEFAULT now()
      )`)
  }
  const done = (await database.db.execute(sql`select tag from lojista_migrations`)) as unknown as {
    rows: { tag: string }[]
  }
  const alreadyApplied = new Set(done.rows.map((row) => row.tag))
  const applied: string[] = []
  for (const { tag } of journal.entries) {
    if (alreadyApplied.has(tag)) continue
    const text = await readFile(`${dir}/${tag}.sql`, 'utf8')
    try {
      await database.execScript(`
        BEGIN;
        SELECT pg_advisory_xact_lock(${MIGRATION_LOCK_KEY});
        INSERT INTO lojista_migrations (tag) VALUES ('${tag.replaceAll("'", "''")}');
        ${text.replaceAll('--> statement-breakpoint', '')};
        COMMIT;`)
      applied.push(tag)
    } catch (error) {
      if (!isDuplicateTag(error)) throw error
    }
  }
  return applied
}

/** The journal's migrations this database has not applied yet (none once the server is up to date). */
export async function pendingMigrations(database: Database, dir = MIGRATIONS_DIR): Promise<string[]> {
  const journal = JSON.parse(await readFile(`${dir}/meta/_journal.json`, 'utf8')) as {
    entries: { tag: string }[]
  }
  const done = (await database.db.execute(sql`select tag from lojista_migrations`)) as unknown as {
    rows: { tag: string }[]
  }
  const applied = new Set(done.rows.map((row) => row.tag))
  return journal.entries.map((entry) => entry.tag).filter((tag) => !applied.has(tag))
}

function isDuplicateTag(error: unknown): boolean {
  return (
    error instanceof Error &&
    'code' in error &&
    error.code === '23505' &&
    /lojista_migrations/.test(error.message)
  )
}
