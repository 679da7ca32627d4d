import { randomBytes } from 'node:crypto'
import { createReadStream } from 'node:fs'
import { mkdir, rm, stat, writeFile } from 'node:fs/promises'
import { join } from 'node:path'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/
/** The only file names the store makes: 32 random hex digits and the type's extension. */
export const STORAGE_KEY = /^[0-9a-f]{32}\.(png|jpg|webp|gif)$/

/**
 * Image files under `<mediaDir>/<tenantId>/<random>.<ext>`. Names are made here, never taken from the
 * client, and checked again on every read, so no path can leave the store's directory.
 */
export function createMediaStore(mediaDir: string) {
  function pathOf(tenantId: string, key: string): string {
    if (!UUID.test(tenantId) || !STORAGE_KEY.test(key)) throw new Error('Not a media path')
    return join(mediaDir, tenantId, key)
  }

  return {
    async write(tenantId: string, extension: string, data: Buffer): Promise<string> {
      const key = `${randomBytes(16).toString('hex')}.${extension}`
      const path = pathOf(tenantId, key)
      await mkdir(join(mediaDir, tenantId), { recursive: true })
      await writeFile(path, data, { flag: 'wx' })
      return key
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
