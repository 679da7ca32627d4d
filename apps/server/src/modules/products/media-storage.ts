import { randomBytes } from 'node:crypto'
import { createReadStream } from 'node:fs'
import { mkdir, open, rm, stat } from 'node:fs/promises'
import { join } from 'node:path'
import { type DiskSpace, isDiskFull, StorageFullError } from '../../lib/disk-space.ts'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/
/** The only file names the store makes: 32 random hex digits and the type's extension. */
export const STORAGE_KEY = /^[0-9a-f]{32}\.(png|jpg|webp|gif)$/

/**
 * Image files under `<mediaDir>/<tenantId>/<random>.<ext>`. Names are made here, never taken from the
 * client, and checked again on every read, so no path can leave the store's directory.
 */
export function createMediaStore(mediaDir: string, disk?: DiskSpace) {
  function pathOf(tenantId: string, key: string): string {
    if (!UUID.test(tenantId) || !STORAGE_KEY.test(key)) throw new Error('Not a media path')
    return join(mediaDir, tenantId, key)
  }

  return {
    /**
     * Writes a new file, or nothing: a write the disk cannot take removes what it had written and throws
     * StorageFullError, and so does one started while the disk is down to its reserve.
     */
    async write(tenantId: string, extension: string, data: Buffer): Promise<string> {
      if (await disk?.isLow()) throw new StorageFullError()
      const key = `${randomBytes(16).toString('hex')}.${extension}`
      const path = pathOf(tenantId, key)
      let created = false
      try {
        await mkdir(join(mediaDir, tenantId), { recursive: true })
        const file = await open(path, 'wx')
        created = true
        try {
          await file.writeFile(data)
        } finally {
          await file.close()
        }
        return key
      } catch (error) {
        if (created) await rm(path, { force: true })
        if (!isDiskFull(error)) throw error
        disk?.markFull()
        throw new StorageFullError({ cause: error })
      }
    },

    async remove(tenantId: string, key: string): Promise<void> {
      await rm(pathOf(tenantId, key), { force: true })
    },

    /** The file as a stream with its size, or undefined when it is gone. */
    async open(tenantId: string, key: string) {
      const path = pathOf(tenantId, key)
      try {
        const { size } = await stat(path)
        return { size, stream: createReadStream(path) }
      } catch {
        return undefined
      }
    },
  }
}

export type MediaStore = ReturnType<typeof createMediaStore>
