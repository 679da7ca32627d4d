import { and, asc, count, eq, sql } from 'drizzle-orm'
import { savedViews } from '../../db/schema/saved-views.ts'
import type { StoreTx } from '../../db/scope.ts'

export type SavedViewRow = typeof savedViews.$inferSelect

/** A person's views in a store: every query names both, as row-level security does. */
interface Owner {
  tenantId: string
  userId: string
}

const own = (owner: Owner) =>
  and(eq(savedViews.tenantId, owner.tenantId), eq(savedViews.userId, owner.userId))

/** In the order they were saved, so the tabs above a list stay where people put them. */
export function listViews(tx: StoreTx, owner: Owner, listKey: string): Promise<SavedViewRow[]> {
  return tx
    .select()
    .from(savedViews)
    .where(and(own(owner), eq(savedViews.listKey, listKey)))
    .orderBy(asc(savedViews.createdAt), asc(savedViews.id))
}

export async function findViewId(tx: StoreTx, owner: Owner, listKey: string, name: string) {
  const [row] = await tx
    .select({ id: savedViews.id })
    .from(savedViews)
    .where(and(own(owner), eq(savedViews.listKey, listKey), eq(savedViews.name, name)))
  return row?.id
}

export async function countViews(tx: StoreTx, owner: Owner, listKey: string): Promise<number> {
  const [kept] = await tx
    .select({ n: count() })
    .from(savedViews)
    .where(and(own(owner), eq(savedViews.listKey, listKey)))
  return kept?.n ?? 0
}

/** Saves the view; a view of that name in the list gets the new filters instead. */
export async function upsertView(
  tx: StoreTx,
  owner: Owner,
  view: { listKey: string; name: string; params: SavedViewRow['params'] },
): Promise<SavedViewRow> {
  const [row] = await tx
    .insert(savedViews)
    .values({ tenantId: owner.tenantId, userId: owner.userId, ...view })
    .onConflictDoUpdate({
      target: [savedViews.tenantId, savedViews.userId, savedViews.listKey, savedViews.name],
      set: { params: view.params, updatedAt: sql`now()` },
    })
    .returning()
  return row!
}

export async function deleteView(tx: StoreTx, owner: Owner, id: string): Promise<boolean> {
  const removed = await tx
    .delete(savedViews)
    .where(and(own(owner), eq(savedViews.id, id)))
    .returning({ id: savedViews.id })
  return removed.length > 0
}
