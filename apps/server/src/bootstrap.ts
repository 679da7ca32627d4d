import { randomBytes } from 'node:crypto'
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import type { Config } from './config.ts'
import { type Database, openPglite, openPostgres } from './db/client.ts'
import { lockDataDir } from './db/data-dir-lock.ts'
import { migrate } from './db/migrate.ts'
import { watchDiskSpace } from './lib/disk-space.ts'

/** JWT_SECRET when set; otherwise a secret generated once and kept in DATA_DIR, so sessions survive restarts. */
export function resolveJwtSecret(config: Config): string {
  if (config.jwtSecret) return config.jwtSecret
  const dir = resolve(config.dataDir)
  const path = join(dir, 'jwt-secret')
  if (existsSync(path)) return readFileSync(path, 'utf8').trim()
  mkdirSync(dir, { recursive: true })
  const secret = randomBytes(48).toString('base64url')
  writeFileSync(path, secret, { mode: 0o600, flag: 'wx' })
  chmodSync(path, 0o600)
  return secret
}

/**
 * Opens PostgreSQL when DATABASE_URL is set, otherwise the embedded PGlite in DATA_DIR/pglite (locked
 * against a second process), and brings its schema up to date.
 */
export async function openDatabase(config: Config): Promise<Database> {
  let database: Database
  if (config.databaseUrl) {
    database = await openPostgres(config.databaseUrl)
  } else {
    const dataDir = resolve(config.dataDir)
    const unlock = lockDataDir(dataDir)
    try {
      const embedded = await openPglite(join(dataDir, 'pglite'), {
        disk: watchDiskSpace(dataDir, config.diskReserveBytes),
      })
      database = {
        ...embedded,
        close: async () => {
          await embedded.close()
          unlock()
        },
      }
    } catch (error) {
      unlock()
      throw error
    }
  }
  try {
    await migrate(database)
  } catch (error) {
    await database.close()
    throw error
  }
  return database
}
