import type { SearchRequest } from '@lojista/contracts'
import { and, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { paymentTermTemplates } from '../../db/schema/orders.ts'
import { countUpToCap } from '../../lib/capped-count.ts'
import { sortValueIs } from '../../lib/cursor-values.ts'
import { keysetPage } from '../../lib/keyset.ts'
import { containsAllWords } from '../../lib/text-search.ts'

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
