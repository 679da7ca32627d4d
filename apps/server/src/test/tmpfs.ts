import { execFileSync } from 'node:child_process'
import { closeSync, mkdtempSync, openSync, rmSync, statfsSync, writeSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/**
 * A small file system of its own (tmpfs) for tests that fill a disk. Mounting needs root, which CI has:
 * anyone else gets a clear failure, never a silently skipped test.
 */
export function mountTmpfs(sizeMiB: number): { dir: string; unmount(): void } {
  if (process.getuid?.() !== 0) {
    throw new Error(
      'This test mounts a small tmpfs to fill it up, which needs root: run it as root (CI does), e.g. sudo npx vitest run <file>.',
    )
  }
  const dir = mkdtempSync(join(tmpdir(), 'lojista-tmpfs-'))
  execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${sizeMiB}m`, 'tmpfs', dir])
  return {
    dir,
    unmount() {
      // Lazily, so that a process that still holds a file there cannot keep the mount alive.
      execFileSync('umount', ['-l', dir])
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

export function freeBytes(dir: string): number {
  const stats = statfsSync(dir)
  return stats.bavail * stats.bsize
}

/** Writes `path` until the disk under it has at most `leaveBytes` free (0: until the disk refuses). */
export function fillDisk(path: string, leaveBytes = 0) {
  const file = openSync(path, 'a')
  try {
    for (const chunkSize of [1024 * 1024, 4096]) {
      const chunk = Buffer.alloc(chunkSize, 1)
      for (;;) {
        const room = freeBytes(path) - leaveBytes
        if (room <= 0) return
        try {
          writeSync(file, chunk, 0, Math.min(chunkSize, room))
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error
          break
        }
      }
    }
  } finally {
    closeSync(file)
  }
}
