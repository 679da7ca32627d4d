import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { openPglite } from '../db/client.ts'
import { migrate } from '../db/migrate.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    /** A tarball of an embedded database with every migration applied; absent on PostgreSQL. */
    pgliteTemplate: string | undefined
  }
}

/**
 * Creating an embedded cluster and migrating it takes seconds, and every test file needs one: this
 * migrates one database and dumps it, and each file's database starts from that dump instead.
 */
export default async function setup(project: TestProject) {
  if (process.env.DATABASE_URL) {
    project.provide('pgliteTemplate', undefined)
    return
  }
  const database = await openPglite(undefined)
  await migrate(database)
  const dump = await database.dump()
  await database.close()
  const dir = mkdtempSync(join(tmpdir(), 'lojista-test-template-'))
  const path = join(dir, 'migrated.tar')
  writeFileSync(path, Buffer.from(await dump.arrayBuffer()))
  project.provide('pgliteTemplate', path)
  return () => rmSync(dir, { recursive: true, force: true })
}
