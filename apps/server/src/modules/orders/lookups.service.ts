import {
  decimalAmountSchema,
  formatPpm,
  fromMinorUnits,
  normalizeSearchText,
  orderMessages,
  type PaymentTermTemplate,
  parsePpm,
  type SavedDiscount,
  type SearchRequest,
  type savedDiscountInputSchema,
  toMinorUnits,
} from '@lojista/contracts'
import { and, count, eq } from 'drizzle-orm'
import type { z } from 'zod'
import type { Db } from '../../db/client.ts'
import { discounts, paymentTermTemplates } from '../../db/schema/index.ts'
import { inScope } from '../../db/scope.ts'
import { cursorOf, sortValueIs } from '../../lib/cursor-values.ts'
import { keysetPage } from '../../lib/keyset.ts'
import { problems } from '../../lib/problem.ts'
import type { PricedScope } from '../../lib/store-scope.ts'
import { containsAllWords, searchWords, splitQuery } from '../../lib/text-search.ts'

type DiscountRow = typeof discounts.$inferSelect

function presentDiscount(row: DiscountRow): SavedDiscount {
  return {
    id: row.id,
    name: `${row.code} · ${row.title}`,
    code: row.code,
    title: row.title,
    type: row.type,
    value: row.type === 'percentage' ? formatPpm(row.value, 'fraction') : fromMinorUnits(row.value),
  }
}

/** The pickers' lists of the order editor: payment terms and saved discount codes. */
export function createOrderLookupsService(db: Db) {
  return {
    /** Payment terms are shared by every store, in the order staff expect them. */
    async searchPaymentTerms(request: SearchRequest<'name'>) {
      const { text } = splitQuery(request.query, [])
      const where = containsAllWords(paymentTermTemplates.searchText, searchWords(text))
      const page = keysetPage<typeof paymentTermTemplates.$inferSelect>({
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
      const [counted] = await db.select({ total: count() }).from(paymentTermTemplates).where(where)
      return page.toConnection(
        rows,
        counted?.total ?? 0,
        (row): PaymentTermTemplate => ({
          id: row.id,
          name: row.name,
          type: row.type,
          dueInDays: row.dueInDays,
        }),
      )
    },

    searchDiscounts(ctx: PricedScope, request: SearchRequest<'name'>) {
      return inScope(db, ctx, async (tx) => {
        const { text } = splitQuery(request.query, [])
        const where = and(
          eq(discounts.tenantId, ctx.tenantId),
          eq(discounts.active, true),
          containsAllWords(discounts.searchText, searchWords(text)),
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
        const [counted] = await tx.select({ total: count() }).from(discounts).where(where)
        return page.toConnection(rows, counted?.total ?? 0, presentDiscount)
      })
    },

    createDiscount(ctx: PricedScope, input: z.output<typeof savedDiscountInputSchema>) {
      return inScope(db, ctx, async (tx) => {
        const code = input.code.toUpperCase()
        const [clash] = await tx
          .select({ id: discounts.id })
          .from(discounts)
          .where(and(eq(discounts.tenantId, ctx.tenantId), eq(discounts.code, code)))
        if (clash)
          throw problems.conflict('A discount with this code exists.', [
            { path: 'code', message: 'Code already in use' },
          ])
        // The schema takes up to 6 decimals (percentages are fractions); an amount has at most 2.
        if (input.type === 'fixed-amount' && !decimalAmountSchema.safeParse(input.value).success) {
          throw problems.badRequest('The discount has invalid fields.', [
            { path: 'value', message: orderMessages.amountRequired },
          ])
        }
        const value =
          input.type === 'percentage' ? parsePpm(input.value, 'fraction') : toMinorUnits(input.value)
        if (input.type === 'percentage' && value > 1_000_000) {
          throw problems.badRequest('The discount has invalid fields.', [
            { path: 'value', message: 'Cannot exceed 100%' },
          ])
        }
        const [row] = await tx
          .insert(discounts)
          .values({
            tenantId: ctx.tenantId,
            code,
            title: input.title,
            type: input.type,
            value,
            searchText: normalizeSearchText(`${code} ${input.title}`),
          })
          .returning()
        return presentDiscount(row as DiscountRow)
      })
    },
  }
}

export type OrderLookupsService = ReturnType<typeof createOrderLookupsService>
