import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs'
import { join } from 'node:path'

export class DataDirLockedError extends Error {}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/**
 * When the process with this pid started (clock ticks since boot, from /proc), or null where the system
 * does not tell. A pid is reused after its process dies: the pid and its start time together name one
 * process for good.
 */
export function processStartTime(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    // The command name in parentheses may hold spaces; the fields after it are plain. The start time is
    // the 22nd field, the 20th after the name.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null
  } catch {
    return null
  }
}

/** Whether the lock's owner is still the very process that wrote it. */
function ownerAlive(content: string): { pid: number; alive: boolean } {
  const [pidText = '', startTime] = content.trim().split(/\s+/)
  const pid = Number.parseInt(pidText, 10)
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return { pid, alive: false }
  if (!isRunning(pid)) return { pid, alive: false }
  // A running pid whose start time differs is another program that was given the dead owner's pid.
  const current = processStartTime(pid)
  if (startTime && current && current !== startTime) return { pid, alive: false }
  return { pid, alive: true }
}

/**
 * PGlite has no lock of its own: two processes on one data directory would corrupt it. The first
 * process writes its pid and start time into a lock file created exclusively; a later one fails at once,
 * unless that process is gone (a crash, even one whose pid now belongs to another program), in which
 * case it takes the lock over.
 */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true })
  const path = join(dataDir, 'lojista.lock')
  const identity = [process.pid, processStartTime(process.pid)].filter((part) => part !== null).join(' ')
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(path, 'wx')
      writeSync(fd, identity)
      closeSync(fd)
      return () => rmSync(path, { force: true })
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      const owner = ownerAlive(readFileSync(path, 'utf8'))
      if (owner.alive) {
        throw new DataDirLockedError(
          `The data directory ${dataDir} is in use by another Lojista process (pid ${owner.pid}). ` +
            'Stop that process, or start this one with another DATA_DIR.',
        )
      }
      rmSync(path, { force: true })
    }
  }
  throw new DataDirLockedError(`Could not lock the data directory ${dataDir}.`)
}
