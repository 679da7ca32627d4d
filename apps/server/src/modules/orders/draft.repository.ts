import { and, asc, eq, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { draftOrderLines, draftOrders } from '../../db/schema/index.ts'

export type DraftRow = typeof draftOrders.$inferSelect
export type DraftLineRow = typeof draftOrderLines.$inferSelect
export type NewDraftRow = typeof draftOrders.$inferInsert
export type NewDraftLineRow = typeof draftOrderLines.$inferInsert

/** The draft and its lines; `forUpdate` locks the draft row so concurrent saves queue behind each other. */
export async function findDraft(tx: Db, tenantId: string, id: string, { forUpdate = false } = {}) {
  const query = tx
    .select()
    .from(draftOrders)
    .where(and(eq(draftOrders.tenantId, tenantId), eq(draftOrders.id, id)))
  const [draft] = forUpdate ? await query.for('update') : await query
  if (!draft) return undefined
  const lines = await tx
    .select()
    .from(draftOrderLines)
    .where(and(eq(draftOrderLines.tenantId, tenantId), eq(draftOrderLines.draftOrderId, id)))
    .orderBy(asc(draftOrderLines.position))
  return { draft, lines }
}

export async function insertDraft(tx: Db, row: NewDraftRow) {
  await tx.insert(draftOrders).values(row)
}

export async function updateDraft(tx: Db, tenantId: string, id: string, changes: Partial<NewDraftRow>) {
  await tx
    .update(draftOrders)
    .set(changes)
    .where(and(eq(draftOrders.tenantId, tenantId), eq(draftOrders.id, id)))
}

/** Replaces a draft's lines with the given ones (ids kept, so lines keep their identity across saves). */
export async function replaceLines(tx: Db, tenantId: string, draftId: string, lines: NewDraftLineRow[]) {
  await tx
    .delete(draftOrderLines)
    .where(and(eq(draftOrderLines.tenantId, tenantId), eq(draftOrderLines.draftOrderId, draftId)))
  if (lines.length > 0) await tx.insert(draftOrderLines).values(lines)
}

export async function deleteDraft(tx: Db, tenantId: string, id: string): Promise<boolean> {
  const deleted = await tx
    .delete(draftOrders)
    .where(and(eq(draftOrders.tenantId, tenantId), eq(draftOrders.id, id)))
    .returning({ id: draftOrders.id })
  return deleted.length > 0
}

export async function searchDrafts(
  tx: Db,
  tenantId: string,
  filter: SQL | undefined,
  page: { where: SQL | undefined; orderBy: SQL[]; limit: number },
) {
  const scope = and(eq(draftOrders.tenantId, tenantId), filter)
  const rows = await tx
    .select()
    .from(draftOrders)
    .where(and(scope, page.where))
    .orderBy(...page.orderBy)
    .limit(page.limit)
  const [counted] = await tx.select({ total: sql<number>`count(*)::int` }).from(draftOrders).where(scope)
  return { rows, total: counted?.total ?? 0 }
}
