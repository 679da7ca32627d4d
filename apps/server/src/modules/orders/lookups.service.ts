import type {
  PaymentTermTemplate,
  SavedDiscount,
  SearchRequest,
  savedDiscountInputSchema,
} from '@lojista/contracts'
import type { z } from 'zod'
import type { Db } from '../../db/client.ts'
import { inScope } from '../../db/scope.ts'
import type { StoreScope } from '../../lib/store-scope.ts'
import { searchWords, splitQuery } from '../../lib/text-search.ts'
import { createDiscountCode, searchDiscountCodes } from '../discounts/discounts.service.ts'
import * as repo from './lookups.repository.ts'

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
      return inScope(db, ctx, (tx) => searchDiscountCodes(tx, ctx.tenantId, searchWords(text), request))
    },

    /** A code saved from the editor's picker, which the discounts page then lists like any other. */
    createDiscount(
      ctx: StoreScope,
      input: z.output<typeof savedDiscountInputSchema>,
    ): Promise<SavedDiscount> {
      return inScope(db, ctx, (tx) => createDiscountCode(tx, ctx.tenantId, input))
    },
  }
}

export type OrderLookupsService = ReturnType<typeof createOrderLookupsService>
