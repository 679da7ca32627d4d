import { basename } from 'node:path'
import { catalogMessages, MAX_MEDIA_PER_PRODUCT, type Media } from '@lojista/contracts'
import type { Db } from '../../db/client.ts'
import { inScope, type StoreTx } from '../../db/scope.ts'
import { problems } from '../../lib/problem.ts'
import type { StoreScope } from '../../lib/store-scope.ts'
import { identifyImage } from './image-type.ts'
import type { MediaStore } from './media-storage.ts'
import * as repo from './product-media.repository.ts'
import { toMedia } from './product-shape.ts'
import { existingProductIds } from './products.repository.ts'

const noProduct = () => problems.notFound(catalogMessages.unknownProduct)
const noMedia = () => problems.notFound('No such image.')

/** The client's file name is kept only as a label: no directories, no control characters, bounded. */
function label(filename: string): string {
  return basename(filename.replaceAll('\\', '/'))
    .replace(/[\p{Cc}\p{Cf}]/gu, '')
    .slice(0, 255)
}

export function createProductMediaService(db: Db, store: MediaStore) {
  async function assertProduct(tx: StoreTx, tenantId: string, productId: string) {
    if ((await existingProductIds(tx, tenantId, [productId])).length === 0) throw noProduct()
  }

  return {
    /**
     * Stores an uploaded image after checking what it is from its bytes. The file is written first under
     * a new random name; if recording it fails, the file is removed again.
     */
    async upload(
      scope: StoreScope,
      productId: string,
      file: { data: Buffer; filename: string; alt: string },
    ) {
      const image = identifyImage(file.data)
      // Check the product before writing anything, so that a wrong id leaves no file behind.
      await inScope(db, scope, (tx) => assertProduct(tx, scope.tenantId, productId))
      const key = await store.write(scope.tenantId, image.extension, file.data)
      try {
        return await inScope(db, scope, async (tx): Promise<Media> => {
          await assertProduct(tx, scope.tenantId, productId)
          const { total, nextPosition } = await repo.mediaCount(tx, scope.tenantId, productId)
          if (total >= MAX_MEDIA_PER_PRODUCT) {
            throw problems.badRequest(catalogMessages.tooManyMedia, [
              { path: 'file', message: catalogMessages.tooManyMedia },
            ])
          }
          const row = await repo.insertMedia(tx, scope.tenantId, {
            productId,
            storageKey: key,
            mimeType: image.mimeType,
            byteSize: file.data.length,
            width: image.width,
            height: image.height,
            alt: file.alt,
            originalName: label(file.filename),
            position: nextPosition,
          })
          return toMedia(scope.tenantId, row)
        })
      } catch (error) {
        await store.remove(scope.tenantId, key)
        throw error
      }
    },

    async setAlt(scope: StoreScope, productId: string, mediaId: string, alt: string) {
      const row = await inScope(db, scope, (tx) =>
        repo.updateAlt(tx, scope.tenantId, productId, mediaId, alt),
      )
      if (!row) throw noMedia()
      return toMedia(scope.tenantId, row)
    },

    async remove(scope: StoreScope, productId: string, mediaId: string) {
      const key = await inScope(db, scope, (tx) => repo.deleteMedia(tx, scope.tenantId, productId, mediaId))
      if (!key) throw noMedia()
      // Only after the row is gone for good: a rolled-back delete must not lose the file.
      await store.remove(scope.tenantId, key)
    },

    /** Puts the images in the order given, which must name every image of the product once. */
    async reorder(scope: StoreScope, productId: string, mediaIds: string[]) {
      return inScope(db, scope, async (tx) => {
        await assertProduct(tx, scope.tenantId, productId)
        const current = await repo.listMedia(tx, scope.tenantId, productId)
        const given = new Set(mediaIds)
        if (
          given.size !== mediaIds.length ||
          given.size !== current.length ||
          current.some((media) => !given.has(media.id))
        ) {
          throw problems.badRequest(catalogMessages.sameMediaSet, [
            { path: 'mediaIds', message: catalogMessages.sameMediaSet },
          ])
        }
        for (const [position, id] of mediaIds.entries())
          await repo.setPosition(tx, scope.tenantId, id, position)
        const rows = await repo.listMedia(tx, scope.tenantId, productId)
        return rows.map((row) => toMedia(scope.tenantId, row))
      })
    },

    /** An image file of the store, or undefined when there is none; callers check who may see it. */
    async file(scope: Pick<StoreScope, 'tenantId'>, storageKey: string) {
      const row = await inScope(db, scope, (tx) => repo.findByStorageKey(tx, scope.tenantId, storageKey))
      if (!row) return undefined
      const opened = await store.open(scope.tenantId, storageKey)
      return opened && { ...opened, mimeType: row.mimeType }
    },
  }
}

export type ProductMediaService = ReturnType<typeof createProductMediaService>
