import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type Database, openPglite } from '../db/client.ts'
import { MIGRATIONS_DIR, migrate } from '../db/migrate.ts'

/**
 * A fresh embedded database migrated up to, not including, the migration whose tag ends with `suffix`:
 * the data of a store that ran the release before it. `migrate(database)` then applies the migration (and
 * any after it); `tag` is its full name. Always embedded: the shared test databases are fully migrated.
 */
export async function databaseBeforeMigration(suffix: string) {
  // The migrations folder as the previous release shipped it.
  const folder = await mkdtemp(join(tmpdir(), 'lojista-migrations-'))
  await cp(MIGRATIONS_DIR, folder, { recursive: true })
  const journalPath = join(folder, 'meta/_journal.json')
  const journal = JSON.parse(await readFile(journalPath, 'utf8')) as { entries: { tag: string }[] }
  const index = journal.entries.findIndex((entry) => entry.tag.endsWith(suffix))
  if (index < 0) throw new Error(`no migration ends with ${suffix}`)
  const tag = journal.entries[index]?.tag as string
  journal.entries = journal.entries.slice(0, index)
  await writeFile(journalPath, JSON.stringify(journal))
  const database: Database = await openPglite(undefined)
  await migrate(database, folder)
  return {
    database,
    tag,
    async close() {
      await database.close()
      await rm(folder, { recursive: true, force: true })
    },
  }
}
