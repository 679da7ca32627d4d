import { PGlite, type PGliteOptions } from '@electric-sql/pglite'
import { findCause } from '../lib/db-errors.ts'
import { DatabaseStoppedError, type DiskSpace, isDiskFull, StorageFullError } from '../lib/disk-space.ts'

/** Where the guard reports what it does: the server's log once the app is built. */
export interface StorageLog {
  info(details: object, message: string): void
  warn(details: object, message: string): void
  error(details: object, message: string): void
}

// PostgreSQL stops itself with a PANIC when a write it cannot undo fails (the most common one: no room
// for the next write-ahead-log segment), and PGlite's WebAssembly runtime then prints "Aborted()".
const STOPPED = /\bPANIC:|^Aborted\(/
const NO_SPACE = /No space left on device|ENOSPC/

/**
 * PGlite that refuses every call once its PostgreSQL has stopped. Left alone, the next call on a stopped
 * PGlite (the ROLLBACK of the failed transaction, say) spins forever inside the WebAssembly call and
 * takes the whole process with it: no answer, no health check, not even SIGTERM.
 */
class StoppablePGlite extends PGlite {
  readonly stopped: { line?: string; reported?: boolean }

  constructor(stopped: { line?: string; reported?: boolean }, options: PGliteOptions) {
    super({
      ...options,
      onStderr: (line) => {
        if (STOPPED.test(line)) stopped.line ??= line
        return false
      },
    })
    this.stopped = stopped
  }

  override execProtocolRawSync(message: Uint8Array): Uint8Array {
    if (this.stopped.line !== undefined) {
      throw new DatabaseStoppedError(`the embedded database stopped: ${this.stopped.line}`)
    }
    return super.execProtocolRawSync(message)
  }
}

/** A started PGlite, or the error of a start that failed, with the files it had opened closed again. */
async function start(options: PGliteOptions): Promise<StoppablePGlite> {
  const pg = new StoppablePGlite({}, options)
  try {
    await pg.waitReady
    return pg
  } catch (error) {
    // close() waits for a start that never finished: the files are released by hand, or every failed
    // attempt would keep its descriptors until the process runs out of them.
    try {
      pg.Module?.FS.quit()
    } catch {}
    throw pg.stopped.line && NO_SPACE.test(pg.stopped.line) ? new StorageFullError({ cause: error }) : error
  }
}

/** Room that opening the database again needs besides the reserve: recovery starts a new WAL segment. */
const WAL_SEGMENT_BYTES = 16 * 1024 * 1024
/** How long after a failed attempt to open the database again the next one may start. */
const REOPEN_BACKOFF_MS = 5000

/**
 * The embedded database behind a client that Drizzle uses like a PGlite, and that keeps a full disk
 * from hanging the server:
 * - while the disk of `disk` has no more than its reserve free, the connection is read-only (reads go
 *   on; a write fails at its first statement, before it takes any space) and writes throw StorageFullError;
 * - a write the disk refused anyway (another program filled it) throws StorageFullError too;
 * - when PostgreSQL stops (a PANIC), calls throw at once instead of hanging, and the next call once the
 *   disk has room again opens the database again on the same files: recovery replays the write-ahead
 *   log, so every commit that was answered is there.
 */
export async function openGuardedPglite(options: PGliteOptions, disk: DiskSpace | undefined) {
  let current = await start(options)
  let readOnly = false
  let reopening: Promise<void> | undefined
  let retryAt = 0
  let log: StorageLog | undefined

  const stoppedError = async (pg: StoppablePGlite, cause: unknown) => {
    const line = pg.stopped.line ?? ''
    if (NO_SPACE.test(line) || isDiskFull(cause) || (await disk?.isLow({ fresh: true }))) {
      disk?.markFull()
      return new StorageFullError({ cause })
    }
    return new DatabaseStoppedError(`the embedded database stopped: ${line}`, { cause })
  }

  /** The running database, opened again first if it stopped; throws while it cannot be. */
  async function running(): Promise<StoppablePGlite> {
    if (current.stopped.line === undefined) return current
    // Only a database on disk can be opened again: an in-memory one is gone with its process.
    if (!options.dataDir) throw await stoppedError(current, undefined)
    reopening ??= (async () => {
      if (await disk?.isLow({ fresh: true, needBytes: WAL_SEGMENT_BYTES })) throw new StorageFullError()
      if (Date.now() < retryAt) throw await stoppedError(current, undefined)
      const stopped = current
      try {
        // Releases the stopped instance's files and memory; it runs no more SQL.
        await stopped.close().catch(() => {})
        current = await start(options)
        readOnly = false
        log?.info({ dataDir: options.dataDir }, 'the embedded database is open again')
      } catch (error) {
        retryAt = Date.now() + REOPEN_BACKOFF_MS
        log?.warn({ err: error }, 'the embedded database could not be opened again yet')
        throw isDiskFull(error)
          ? error
          : new DatabaseStoppedError('the embedded database could not be opened again', { cause: error })
      }
    })().finally(() => {
      reopening = undefined
    })
    await reopening
    return current
  }

  /** Makes the connection read-only while the disk is low, and writable again once it has room. */
  async function followDisk(pg: StoppablePGlite) {
    if (!disk) return
    const low = await disk.isLow()
    if (low === readOnly) return
    await pg.exec(`SET default_transaction_read_only = ${low ? 'on' : 'off'}`)
    readOnly = low
    if (low) {
      log?.warn(
        { dir: disk.dir, reserveBytes: disk.reserveBytes },
        'the disk is full (or down to its reserve): changes are refused until space is freed',
      )
    } else {
      log?.info({ dir: disk.dir }, 'the disk has room again: changes are accepted')
    }
  }

  async function guarded<T>(call: (pg: PGlite) => Promise<T>): Promise<T> {
    const pg = await running()
    try {
      await followDisk(pg)
      return await call(pg)
    } catch (error) {
      if (pg.stopped.line !== undefined) {
        // Said once, by the first of the calls that were under way when it stopped.
        if (!pg.stopped.reported)
          log?.error({ err: error, panic: pg.stopped.line }, 'the embedded database stopped')
        pg.stopped.reported = true
        throw await stoppedError(pg, error)
      }
      if (isDiskFull(error)) {
        disk?.markFull()
        throw new StorageFullError({ cause: error })
      }
      // SQLSTATE 25006: a write in a read-only transaction, which only the full disk makes.
      if (readOnly && findCause(error, (candidate) => (candidate as { code?: unknown }).code === '25006')) {
        throw new StorageFullError({ cause: error })
      }
      throw error
    }
  }

  // What Drizzle's PGlite driver and the migration runner call, on whichever instance is running now.
  const client = {
    query: ((...args: Parameters<PGlite['query']>) => guarded((pg) => pg.query(...args))) as PGlite['query'],
    exec: (...args: Parameters<PGlite['exec']>) => guarded((pg) => pg.exec(...args)),
    transaction: ((callback: Parameters<PGlite['transaction']>[0]) =>
      guarded((pg) => pg.transaction(callback))) as PGlite['transaction'],
  }

  return {
    client,
    dump: () => current.dumpDataDir('none'),
    close: async () => {
      await reopening?.catch(() => {})
      // A stopped instance may be closed already (a failed attempt to open it again closed it).
      if (current.stopped.line === undefined) await current.close()
      else await current.close().catch(() => {})
    },
    setLog: (next: StorageLog) => {
      log = next
    },
  }
}
