import type { DiscountKind, DiscountMethod, DiscountStatus, SearchRequest } from '@lojista/contracts'
import { and, eq, exists, gt, isNotNull, isNull, lte, ne, or, type SQL, sql } from 'drizzle-orm'
import { discountCodes } from '../../db/schema/discount-codes.ts'
import { discounts } from '../../db/schema/discounts.ts'
import type { StoreTx } from '../../db/scope.ts'
import { cappedCount, totalOf } from '../../lib/capped-count.ts'
import { cursorOf, sortText } from '../../lib/cursor-values.ts'
import { keysetPage } from '../../lib/keyset.ts'
import { containsAllWords } from '../../lib/text-search.ts'
import type { DiscountRow, DiscountValues } from './discount.presenter.ts'

const byId = (tenantId: string, id: string) => and(eq(discounts.tenantId, tenantId), eq(discounts.id, id))

export async function findDiscount(
  tx: StoreTx,
  tenantId: string,
  id: string,
): Promise<DiscountRow | undefined> {
  const [row] = await tx.select().from(discounts).where(byId(tenantId, id))
  return row
}

/**
 * Whether another discount has `code` as its own, or it is one generated for any discount (this one's
 * too: its own code must not read as one of its generated ones). Asked under lockStoreCodes.
 */
export async function codeTaken(tx: StoreTx, tenantId: string, code: string, exceptId?: string) {
  const generated = await tx
    .select({ id: discountCodes.id })
    .from(discountCodes)
    .where(and(eq(discountCodes.tenantId, tenantId), eq(discountCodes.code, code)))
  if (generated.length > 0) return true
  const rows = await tx
    .select({ id: discounts.id })
    .from(discounts)
    .where(
      and(
        eq(discounts.tenantId, tenantId),
        eq(discounts.code, code),
        exceptId ? ne(discounts.id, exceptId) : undefined,
      ),
    )
  return rows.length > 0
}

/** A column `values` leaves out takes the table's default (a code off the order, without conditions, from now on). */
export async function insertDiscount(
  tx: StoreTx,
  tenantId: string,
  values: Pick<DiscountValues, 'code' | 'title' | 'type' | 'value' | 'searchText'> & Partial<DiscountValues>,
): Promise<DiscountRow> {
  const [row] = await tx
    .insert(discounts)
    .values({ tenantId, ...values })
    .returning()
  return row!
}

/** Writes when `version` is the one stored, bumping it; undefined when stale or missing. */
export async function updateDiscount(
  tx: StoreTx,
  tenantId: string,
  id: string,
  version: number,
  values: Partial<DiscountValues> & { active?: boolean },
): Promise<DiscountRow | undefined> {
  const [row] = await tx
    .update(discounts)
    .set({ ...values, version: sql`${discounts.version} + 1`, updatedAt: sql`now()` })
    .where(and(byId(tenantId, id), eq(discounts.version, version)))
    .returning()
  return row
}

export async function deleteDiscount(tx: StoreTx, tenantId: string, id: string) {
  await tx.delete(discounts).where(byId(tenantId, id))
}

/** The same statuses discountStatus tells, as SQL on the database's clock. */
function statusIs(status: DiscountStatus): SQL | undefined {
  const now = sql`now()`
  const started = lte(discounts.startsAt, now)
  const ended = and(isNotNull(discounts.endsAt), lte(discounts.endsAt, now))
  switch (status) {
    case 'inactive':
      return eq(discounts.active, false)
    case 'scheduled':
      return and(eq(discounts.active, true), gt(discounts.startsAt, now))
    case 'expired':
      return and(eq(discounts.active, true), started, ended)
    case 'active':
      return and(eq(discounts.active, true), started, or(isNull(discounts.endsAt), gt(discounts.endsAt, now)))
  }
}

/** The store's discounts, newest first, by words of their code and title, status, type and method. */
export async function searchDiscounts(
  tx: StoreTx,
  tenantId: string,
  request: SearchRequest,
  filter: { words: string[]; status?: DiscountStatus; kind?: DiscountKind; method?: DiscountMethod },
) {
  const page = keysetPage<DiscountRow & { cursorValue: string }>({
    sort: discounts.createdAt,
    id: discounts.id,
    direction: 'desc',
    request,
    sortValueOf: (row) => row.cursorValue,
    idOf: (row) => row.id,
    isValidCursor: cursorOf.timestamp,
  })
  const where = and(
    eq(discounts.tenantId, tenantId),
    containsAllWords(discounts.searchText, filter.words),
    filter.status ? statusIs(filter.status) : undefined,
    filter.kind ? eq(discounts.kind, filter.kind) : undefined,
    filter.method ? eq(discounts.method, filter.method) : undefined,
  )
  const matches = tx.select({ one: sql`1` }).from(discounts).where(where).$dynamic()
  const rows = await tx
    .select({ row: discounts, cursorValue: sortText(discounts.createdAt), total: cappedCount(matches) })
    .from(discounts)
    .where(and(where, page.where))
    .orderBy(...page.orderBy)
    .limit(page.limit)
  const total = await totalOf(tx, rows, matches)
  return { rows: rows.map(({ row, cursorValue }) => ({ ...row, cursorValue })), total, page }
}

/**
 * The store's discount codes switched on, by code: every kind, since a draft's chosen code is worked out
 * by the discounts' application function (off its items, the order or the shipping).
 */
export async function searchDiscountCodes(
  tx: StoreTx,
  tenantId: string,
  words: string[],
  request: SearchRequest<'name'>,
  /** A code as typed (upper case): the discount it was generated for is found by it too. */
  generatedCode: string | null,
) {
  const byWords = containsAllWords(discounts.searchText, words)
  const byGeneratedCode = generatedCode
    ? exists(
        tx
          .select({ one: sql`1` })
          .from(discountCodes)
          .where(
            and(
              eq(discountCodes.tenantId, discounts.tenantId),
              eq(discountCodes.discountId, discounts.id),
              eq(discountCodes.code, generatedCode),
            ),
          ),
      )
    : undefined
  const where = and(
    eq(discounts.tenantId, tenantId),
    eq(discounts.active, true),
    eq(discounts.method, 'code'),
    byWords && byGeneratedCode ? or(byWords, byGeneratedCode) : byWords,
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
  const matches = tx.select({ one: sql`1` }).from(discounts).where(where).$dynamic()
  const rows = await tx
    .select({ row: discounts, total: cappedCount(matches) })
    .from(discounts)
    .where(and(where, page.where))
    .orderBy(...page.orderBy)
    .limit(page.limit)
  const total = await totalOf(tx, rows, matches)
  return { rows: rows.map(({ row }) => row), total, page }
}
