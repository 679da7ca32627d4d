import { statfs } from 'node:fs/promises'
import { dirname } from 'node:path'
import { findCause } from './db-errors.ts'

/** A write refused because the disk it goes to is full, or has no more than the space kept in reserve. */
export class StorageFullError extends Error {
  constructor(options: { cause?: unknown } = {}) {
    super('the disk the server writes to is full', options)
    this.name = 'StorageFullError'
  }
}

/** The embedded database stopped on a failure of its own (not a full disk); the next call opens it again. */
export class DatabaseStoppedError extends Error {
  constructor(message: string, options: { cause?: unknown } = {}) {
    super(message, options)
    this.name = 'DatabaseStoppedError'
  }
}

/** PostgreSQL's SQLSTATE disk_full, and the file system's "no space left" and "quota exceeded". */
const FULL_CODES = new Set(['53100', 'ENOSPC', 'EDQUOT'])

/** Whether `error`, or an error it wraps, says the disk is full. */
export function isDiskFull(error: unknown): boolean {
  return (
    findCause(
      error,
      (candidate) =>
        candidate instanceof StorageFullError ||
        FULL_CODES.has((candidate as { code?: unknown }).code as string),
    ) !== undefined
  )
}

export interface DiskSpace {
  /** The directory whose file system is watched. */
  readonly dir: string
  readonly reserveBytes: number
  /**
   * Whether the free space is at or below the reserve (plus `needBytes` more that a step needs at once):
   * measured at most a second ago, so that a burst of requests asks the file system once, or now when
   * `fresh` (the health checks).
   */
  isLow(options?: { fresh?: boolean; needBytes?: number }): Promise<boolean>
  /** A write has just failed for want of space: the disk counts as full until it is measured again. */
  markFull(): void
}

/** Free bytes on the file system of `dir`, or of its nearest existing parent (a directory made on first use). */
async function freeBytes(dir: string): Promise<number> {
  for (let path = dir; ; path = dirname(path)) {
    try {
      const stats = await statfs(path)
      return stats.bavail * stats.bsize
    } catch (error) {
      // A file system that cannot say (statfs refused) is not called full: the write itself will tell.
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT' || dirname(path) === path) return Infinity
    }
  }
}

/**
 * The free space of the disk under `dir`, against a reserve kept free: the embedded database needs room
 * for a whole write-ahead-log segment (16 MiB) at once, and running out in the middle of one stops it.
 */
export function watchDiskSpace(dir: string, reserveBytes: number, { maxAgeMs = 1000 } = {}): DiskSpace {
  let measured: { at: number; free: number } | undefined
  let measuring: Promise<number> | undefined

  const measure = () => {
    measuring ??= freeBytes(dir)
      .then((free) => {
        measured = { at: Date.now(), free }
        return free
      })
      .finally(() => {
        measuring = undefined
      })
    return measuring
  }

  return {
    dir,
    reserveBytes,
    async isLow({ fresh = false, needBytes = 0 } = {}) {
      const free = !fresh && measured && Date.now() - measured.at < maxAgeMs ? measured.free : await measure()
      return free <= reserveBytes + needBytes
    },
    markFull() {
      measured = { at: Date.now(), free: 0 }
    },
  }
}
