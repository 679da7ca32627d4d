import type { SearchRequest } from '@lojista/contracts'
import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { discounts, paymentTermTemplates } from '../../db/schema/index.ts'
import type { StoreTx } from '../../db/scope.ts'
import { countUpToCap } from '../../lib/capped-count.ts'
import { cursorOf, sortValueIs } from '../../lib/cursor-values.ts'
import { keysetPage } from '../../lib/keyset.ts'
import { containsAllWords } from '../../lib/text-search.ts'

export type DiscountRow = typeof discounts.$inferSelect
export type PaymentTermRow = typeof paymentTermTemplates.$inferSelect

/** Payment terms are shared by every store (no store scope), in the order staff expect them. */
export async function searchPaymentTerms(db: Db, words: string[], request: SearchRequest<'name'>) {
  const where = containsAllWords(paymentTermTemplates.searchText, words)
  const page = keysetPage<PaymentTermRow>({
    sort: request.orderBy ? paymentTermTemplates.name : paymentTermTemplates.position,
    id: paymentTermTemplates.id,
    direction: request.orderBy?.direction ?? 'asc',
    request,
    sortValueOf: (row) => (request.orderBy ? row.name : row.position),
    idOf: (row) => row.id,
    // Template ids are names ('net-30'), not uuids.
    isValidCursor: (value, id) =>
      sortValueIs.text(id) && (request.orderBy ? sortValueIs.text(value) : sortValueIs.int4(value)),
  })
  const rows = await db
    .select()
    .from(paymentTermTemplates)
    .where(and(where, page.where))
    .orderBy(...page.orderBy)
    .limit(page.limit)
  const total = await countUpToCap(
    db,
    db.select({ one: sql`1` }).from(paymentTermTemplates).where(where).$dynamic(),
  )
  return { rows, total, page }
}

/**
 * The store's discount codes switched on, by code: every kind, since a draft's chosen code is worked out
 * by the discounts' application function (off its items, the order or the shipping).
 */
export async function searchDiscounts(
  tx: StoreTx,
  tenantId: string,
  words: string[],
  request: SearchRequest<'name'>,
) {
  const where = and(
    eq(discounts.tenantId, tenantId),
    eq(discounts.active, true),
    eq(discounts.method, 'code'),
    containsAllWords(discounts.searchText, words),
  )
  const page = keysetPage<DiscountRow>({
    sort: discounts.code,
    id: discounts.id,
    direction: request.orderBy?.direction ?? 'asc',
    request,
    sortValueOf: (row) => row.code,
    idOf: (row) => row.id,
    isValidCursor: cursorOf.text,
  })
  const rows = await tx
    .select()
    .from(discounts)
    .where(and(where, page.where))
    .orderBy(...page.orderBy)
    .limit(page.limit)
  const total = await countUpToCap(tx, tx.select({ one: sql`1` }).from(discounts).where(where).$dynamic())
  return { rows, total, page }
}

export async function discountCodeTaken(tx: StoreTx, tenantId: string, code: string): Promise<boolean> {
  const [clash] = await tx
    .select({ id: discounts.id })
    .from(discounts)
    .where(and(eq(discounts.tenantId, tenantId), eq(discounts.code, code)))
  return clash !== undefined
}

export async function insertDiscount(
  tx: StoreTx,
  discount: Omit<typeof discounts.$inferInsert, 'id' | 'active'>,
): Promise<DiscountRow> {
  const [row] = await tx.insert(discounts).values(discount).returning()
  return row!
}
