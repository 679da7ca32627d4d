import type { SearchRequest } from '@lojista/contracts'
import { and, count, eq, inArray, sql } from 'drizzle-orm'
import { discountCodes } from '../../db/schema/discount-codes.ts'
import { discountUses } from '../../db/schema/discount-uses.ts'
import { discounts } from '../../db/schema/discounts.ts'
import type { StoreTx } from '../../db/scope.ts'
import { countUpToCap } from '../../lib/capped-count.ts'
import { cursorOf } from '../../lib/cursor-values.ts'
import { keysetPage } from '../../lib/keyset.ts'
import { escapeLike } from '../../lib/text-search.ts'

export type DiscountCodeRow = typeof discountCodes.$inferSelect & { usageCount: number }

/** How many codes one query looks up or one insert writes (a batch is up to 10,000). */
const CHUNK = 1000

function chunks<T>(items: T[]): T[][] {
  const out: T[][] = []
  for (let i = 0; i < items.length; i += CHUNK) out.push(items.slice(i, i + CHUNK))
  return out
}

/**
 * Serialises the writes of a store's codes until the transaction ends: a code must be unique among the
 * discounts' own codes and the generated ones, two tables no single unique index covers.
 */
export async function lockStoreCodes(tx: StoreTx, tenantId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`discount-codes:${tenantId}`}, 0))`)
}

/** Which of these codes (upper case) the store already has, as a discount's own code or a generated one. */
export async function takenCodes(tx: StoreTx, tenantId: string, codes: string[]): Promise<Set<string>> {
  const taken = new Set<string>()
  for (const part of chunks(codes)) {
    const own = await tx
      .select({ code: discounts.code })
      .from(discounts)
      .where(and(eq(discounts.tenantId, tenantId), inArray(discounts.code, part)))
    const generated = await tx
      .select({ code: discountCodes.code })
      .from(discountCodes)
      .where(and(eq(discountCodes.tenantId, tenantId), inArray(discountCodes.code, part)))
    for (const row of [...own, ...generated]) if (row.code) taken.add(row.code)
  }
  return taken
}

export async function insertCodes(
  tx: StoreTx,
  tenantId: string,
  batch: { discountId: string; batchId: string; codes: string[] },
): Promise<void> {
  for (const part of chunks(batch.codes)) {
    await tx
      .insert(discountCodes)
      .values(part.map((code) => ({ tenantId, discountId: batch.discountId, batchId: batch.batchId, code })))
  }
}

/** The discount a generated code (upper case) belongs to. */
export async function discountIdOfGeneratedCode(
  tx: StoreTx,
  tenantId: string,
  code: string,
): Promise<string | undefined> {
  const [row] = await tx
    .select({ discountId: discountCodes.discountId })
    .from(discountCodes)
    .where(and(eq(discountCodes.tenantId, tenantId), eq(discountCodes.code, code)))
  return row?.discountId
}

/** The uses of each code of a discount among `codes`, counted from the placed orders' uses. */
async function usesOfCodes(tx: StoreTx, tenantId: string, discountId: string, codes: string[]) {
  if (codes.length === 0) return new Map<string, number>()
  const rows = await tx
    .select({ code: discountUses.code, uses: count() })
    .from(discountUses)
    .where(
      and(
        eq(discountUses.tenantId, tenantId),
        eq(discountUses.discountId, discountId),
        inArray(discountUses.code, codes),
      ),
    )
    .groupBy(discountUses.code)
  return new Map(rows.map((row) => [row.code ?? '', row.uses]))
}

const ofDiscount = (tenantId: string, discountId: string) =>
  and(eq(discountCodes.tenantId, tenantId), eq(discountCodes.discountId, discountId))

/** A discount's generated codes by code, those containing `text` (upper case) when given; keyset paging. */
export async function searchCodes(
  tx: StoreTx,
  tenantId: string,
  discountId: string,
  text: string,
  request: Pick<SearchRequest, 'first' | 'after' | 'last' | 'before'>,
) {
  const page = keysetPage<DiscountCodeRow>({
    sort: discountCodes.code,
    id: discountCodes.id,
    direction: 'asc',
    request,
    sortValueOf: (row) => row.code,
    idOf: (row) => row.id,
    isValidCursor: cursorOf.text,
  })
  const where = and(
    ofDiscount(tenantId, discountId),
    text ? sql`${discountCodes.code} like ${`%${escapeLike(text)}%`}` : undefined,
  )
  const rows = await tx
    .select()
    .from(discountCodes)
    .where(and(where, page.where))
    .orderBy(...page.orderBy)
    .limit(page.limit)
  const uses = await usesOfCodes(
    tx,
    tenantId,
    discountId,
    rows.map((row) => row.code),
  )
  const withUses = rows.map((row) => ({ ...row, usageCount: uses.get(row.code) ?? 0 }))
  const total = await countUpToCap(tx, tx.select({ one: sql`1` }).from(discountCodes).where(where).$dynamic())
  return { rows: withUses, total, page }
}

/** How many codes the discount has. */
export async function countCodes(tx: StoreTx, tenantId: string, discountId: string): Promise<number> {
  const [row] = await tx
    .select({ codes: count() })
    .from(discountCodes)
    .where(ofDiscount(tenantId, discountId))
  return row?.codes ?? 0
}

/** Every code of the discount with its uses, by code, for the export. */
export async function allCodes(
  tx: StoreTx,
  tenantId: string,
  discountId: string,
): Promise<DiscountCodeRow[]> {
  const rows = await tx
    .select()
    .from(discountCodes)
    .where(ofDiscount(tenantId, discountId))
    .orderBy(discountCodes.code)
  const uses = await tx
    .select({ code: discountUses.code, uses: count() })
    .from(discountUses)
    .where(and(eq(discountUses.tenantId, tenantId), eq(discountUses.discountId, discountId)))
    .groupBy(discountUses.code)
  const usesOf = new Map(uses.map((row) => [row.code, row.uses]))
  return rows.map((row) => ({ ...row, usageCount: usesOf.get(row.code) ?? 0 }))
}
