import { randomUUID } from 'node:crypto'
import { mkdir, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Database } from '../../db/client.ts'
import { pendingMigrations } from '../../db/migrate.ts'
import { ping } from '../../db/ping.ts'
import { type DiskSpace, isDiskFull } from '../../lib/disk-space.ts'

export type Check = 'ok' | 'failed'
/** The disk is `full` when it has no more than its reserve free (changes are refused), `failed` when it takes no file. */
export type DiskCheck = Check | 'full'
export interface Readiness {
  status: 'ok' | 'unavailable'
  checks: { database: Check; migrations: Check; disk: DiskCheck }
}

async function passes(step: () => Promise<unknown>): Promise<Check> {
  try {
    await step()
    return 'ok'
  } catch {
    return 'failed'
  }
}

async function diskCheck(disk: DiskSpace): Promise<DiskCheck> {
  // Measured now, which also tells the database and the media store at once.
  if (await disk.isLow({ fresh: true })) return 'full'
  try {
    await mkdir(disk.dir, { recursive: true })
    const probe = join(disk.dir, `.write-probe-${randomUUID()}`)
    try {
      await writeFile(probe, 'ok')
    } finally {
      await rm(probe, { force: true })
    }
    return 'ok'
  } catch (error) {
    if (!isDiskFull(error)) return 'failed'
    disk.markFull()
    return 'full'
  }
}

/** The worst of the disks' checks: one that takes no file, else one that is full. */
async function disksCheck(disks: DiskSpace[]): Promise<DiskCheck> {
  const checks = await Promise.all(disks.map(diskCheck))
  return checks.includes('failed') ? 'failed' : checks.includes('full') ? 'full' : 'ok'
}

/**
 * Whether this process can serve: the database answers, every migration is applied, and the
 * directories it writes to (the embedded database's and the media directory) take a file and have more
 * than their reserve free. A load balancer sends traffic only while all three hold.
 */
export async function readiness(database: Database, disks: DiskSpace[]): Promise<Readiness> {
  const [databaseCheck, migrations, diskState] = await Promise.all([
    passes(() => ping(database.db)),
    passes(async () => {
      const pending = await pendingMigrations(database)
      if (pending.length > 0) throw new Error(`pending: ${pending.join(', ')}`)
    }),
    disksCheck(disks),
  ])
  const checks = { database: databaseCheck, migrations, disk: diskState }
  return { status: Object.values(checks).every((check) => check === 'ok') ? 'ok' : 'unavailable', checks }
}
