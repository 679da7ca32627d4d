import { and, asc, count, eq, max, sql } from 'drizzle-orm'
import { productMedia } from '../../db/schema/catalog.ts'
import type { StoreTx } from '../../db/scope.ts'
import type { MediaRow } from './product-shape.ts'
import { mediaColumns } from './products.repository.ts'

export async function mediaCount(tx: StoreTx, tenantId: string, productId: string) {
  const [row] = await tx
    .select({ total: count(), last: max(productMedia.position) })
    .from(productMedia)
    .where(and(eq(productMedia.tenantId, tenantId), eq(productMedia.productId, productId)))
  return { total: row?.total ?? 0, nextPosition: (row?.last ?? -1) + 1 }
}

export async function insertMedia(
  tx: StoreTx,
  tenantId: string,
  values: Omit<MediaRow, 'id' | 'createdAt'>,
): Promise<MediaRow> {
  const [row] = await tx
    .insert(productMedia)
    .values({ tenantId, ...values })
    .returning(mediaColumns)
  return row!
}

export async function updateAlt(tx: StoreTx, tenantId: string, productId: string, id: string, alt: string) {
  const [row] = await tx
    .update(productMedia)
    .set({ alt, updatedAt: sql`now()` })
    .where(
      and(
        eq(productMedia.tenantId, tenantId),
        eq(productMedia.productId, productId),
        eq(productMedia.id, id),
      ),
    )
    .returning(mediaColumns)
  return row
}

export async function deleteMedia(tx: StoreTx, tenantId: string, productId: string, id: string) {
  const [row] = await tx
    .delete(productMedia)
    .where(
      and(
        eq(productMedia.tenantId, tenantId),
        eq(productMedia.productId, productId),
        eq(productMedia.id, id),
      ),
    )
    .returning({ storageKey: productMedia.storageKey })
  return row?.storageKey
}

export function listMedia(tx: StoreTx, tenantId: string, productId: string): Promise<MediaRow[]> {
  return tx
    .select(mediaColumns)
    .from(productMedia)
    .where(and(eq(productMedia.tenantId, tenantId), eq(productMedia.productId, productId)))
    .orderBy(asc(productMedia.position), asc(productMedia.id))
}

export async function setPosition(tx: StoreTx, tenantId: string, id: string, position: number) {
  await tx
    .update(productMedia)
    .set({ position })
    .where(and(eq(productMedia.tenantId, tenantId), eq(productMedia.id, id)))
}

export async function findByStorageKey(tx: StoreTx, tenantId: string, storageKey: string) {
  const [row] = await tx
    .select({ mimeType: productMedia.mimeType })
    .from(productMedia)
    .where(and(eq(productMedia.tenantId, tenantId), eq(productMedia.storageKey, storageKey)))
  return row
}
