import { ConfigError } from './config.ts'
import { DataDirLockedError } from './db/data-dir-lock.ts'
import { isDiskFull } from './lib/disk-space.ts'

/** What a file-system error code means to the person starting the server. */
const FILE_PROBLEMS: Record<string, string> = {
  EROFS: 'the file system is read-only',
  EACCES: 'permission denied',
  EPERM: 'the operation is not permitted',
  ENOSPC: 'the disk is full',
  ENOTDIR: 'a part of the path is a file, not a directory',
  EISDIR: 'a directory stands where a file should be',
}

/**
 * One line for a start-up failure the person can fix (bad configuration, a data directory in use or
 * not writable), or undefined for anything else, which is reported with its stack.
 */
export function startupProblem(error: unknown): string | undefined {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) return error.message
  if (isDiskFull(error) && !(error as NodeJS.ErrnoException).path) {
    return 'Lojista cannot start: the disk of its data directory is full (or down to the DISK_RESERVE_MB it keeps free). Free some space and start it again.'
  }
  const code = (error as NodeJS.ErrnoException | undefined)?.code
  const path = (error as NodeJS.ErrnoException | undefined)?.path
  // Making a directory under a read-only (or missing) parent fails with ENOENT rather than EROFS.
  const problem =
    code === 'ENOENT' && (error as NodeJS.ErrnoException).syscall === 'mkdir'
      ? 'a parent directory is missing or cannot be made'
      : code && FILE_PROBLEMS[code]
  if (code && problem && path) {
    return `Lojista cannot write to ${path}: ${problem} (${code}). Set DATA_DIR (or MEDIA_DIR) to a writable directory.`
  }
  return undefined
}
