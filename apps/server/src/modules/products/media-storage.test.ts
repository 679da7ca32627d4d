import { randomUUID } from 'node:crypto'
import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isDiskFull, watchDiskSpace } from '../../lib/disk-space.ts'
import { fillDisk, mountTmpfs } from '../../test/tmpfs.ts'
import { createMediaStore } from './media-storage.ts'

// An upload that runs out of disk half-way, on a small tmpfs of its own (needs root, as CI has).
let disk: ReturnType<typeof mountTmpfs>
beforeAll(() => {
  disk = mountTmpfs(4)
})
afterAll(() => disk?.unmount())

const filesUnder = (dir: string) =>
  readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile())

describe('the media store on a disk that fills up during a write', () => {
  it('refuses the file as "storage full" and leaves no half-written file behind', async () => {
    const mediaDir = join(disk.dir, 'media')
    // No reserve: the write starts, and the disk itself refuses it part of the way through.
    const store = createMediaStore(mediaDir, watchDiskSpace(mediaDir, 0))
    const tenantId = randomUUID()
    const kept = await store.write(tenantId, 'png', Buffer.alloc(1024, 1))
    fillDisk(join(disk.dir, 'filler'), 256 * 1024)

    const refused = await store
      .write(tenantId, 'png', Buffer.alloc(2 * 1024 * 1024, 1))
      .catch((error) => error)
    expect(isDiskFull(refused)).toBe(true)
    expect(filesUnder(mediaDir).map((entry) => entry.name)).toEqual([kept])
  })
})
