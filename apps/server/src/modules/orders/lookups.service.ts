import {
  formatPpm,
  fromMinorUnits,
  normalizeSearchText,
  type PaymentTermTemplate,
  parsePpm,
  type SavedDiscount,
  type SearchRequest,
  type savedDiscountInputSchema,
  toMinorUnits,
} from '@lojista/contracts'
import type { z } from 'zod'
import type { Db } from '../../db/client.ts'
import { inScope } from '../../db/scope.ts'
import { conflict } from '../../lib/conflict.ts'
import type { StoreScope } from '../../lib/store-scope.ts'
import { searchWords, splitQuery } from '../../lib/text-search.ts'
import * as repo from './lookups.repository.ts'

function presentDiscount(row: repo.DiscountRow): SavedDiscount {
  return {
    id: row.id,
    name: `${row.code ?? ''} · ${row.title}`,
    code: row.code ?? '',
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
      const { rows, total, page } = await repo.searchPaymentTerms(db, searchWords(text), request)
      return page.toConnection(
        rows,
        total,
        (row): PaymentTermTemplate => ({
          id: row.id,
          name: row.name,
          type: row.type,
          dueInDays: row.dueInDays,
        }),
      )
    },

    searchDiscounts(ctx: StoreScope, request: SearchRequest<'name'>) {
      const { text } = splitQuery(request.query, [])
      return inScope(db, ctx, async (tx) => {
        const { rows, total, page } = await repo.searchDiscounts(tx, ctx.tenantId, searchWords(text), request)
        return page.toConnection(rows, total, presentDiscount)
      })
    },

    createDiscount(ctx: StoreScope, input: z.output<typeof savedDiscountInputSchema>) {
      return inScope(db, ctx, async (tx) => {
        const code = input.code.toUpperCase()
        if (await repo.discountCodeTaken(tx, ctx.tenantId, code))
          throw conflict('A discount with this code exists.', {
            errors: [{ path: 'code', message: 'Code already in use' }],
          })
        // The schema has checked the value: at most 100% for a percentage, an amount of 2 decimals.
        const value =
          input.type === 'percentage' ? parsePpm(input.value, 'fraction') : toMinorUnits(input.value)
        const row = await repo.insertDiscount(tx, {
          tenantId: ctx.tenantId,
          code,
          title: input.title,
          type: input.type,
          value,
          searchText: normalizeSearchText(`${code} ${input.title}`),
        })
        return presentDiscount(row)
      })
    },
  }
}

export type OrderLookupsService = ReturnType<typeof createOrderLookupsService>
