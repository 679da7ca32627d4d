import { randomUUID } from 'node:crypto'
import {
  type DiscountCode,
  type DiscountCodeBatchResult,
  type DiscountCodeListQuery,
  type discountCodeBatchRequestSchema,
  discountCodeCsvColumns,
  discountCodeMessages,
} from '@lojista/contracts'
import { protectCsvFormula, toCsv } from '@lojista/contracts/csv'
import type { z } from 'zod'
import type { Db } from '../../db/client.ts'
import { inScope, type StoreTx } from '../../db/scope.ts'
import { recordActivity } from '../../lib/activity.ts'
import { problems } from '../../lib/problem.ts'
import type { StoreScope } from '../../lib/store-scope.ts'
import type { DiscountRow } from './discount.presenter.ts'
import { drawCodes, type RandomIndex } from './discount-code-generator.ts'
import * as repo from './discount-codes.repository.ts'
import { findDiscount } from './discounts.repository.ts'

const notFound = () => problems.notFound('No such discount.')

function presentCode(row: repo.DiscountCodeRow): DiscountCode {
  return {
    id: row.id,
    code: row.code,
    batchId: row.batchId,
    usageCount: row.usageCount,
    createdAt: row.createdAt.toISOString(),
  }
}

/** The discount, which must exist; a code discount when `codes` says codes are asked of it. */
async function discountOf(tx: StoreTx, tenantId: string, id: string): Promise<DiscountRow> {
  const row = await findDiscount(tx, tenantId, id)
  if (!row) throw notFound()
  return row
}

const labelOf = (row: DiscountRow) => row.code ?? row.title

/**
 * Generated codes of a code discount: batches of unique codes for a campaign (one per customer, a card, a
 * newsletter), each the discount's under its rules. Its usage limits count every code together, and once
 * per customer holds across them, since a use is counted on the discount whichever code the order used.
 */
export function createDiscountCodesService(db: Db, random?: RandomIndex) {
  return {
    async generate(
      scope: StoreScope,
      discountId: string,
      input: z.output<typeof discountCodeBatchRequestSchema>,
    ): Promise<DiscountCodeBatchResult> {
      return inScope(db, scope, async (tx) => {
        const discount = await discountOf(tx, scope.tenantId, discountId)
        if (discount.method !== 'code')
          throw problems.badRequest(discountCodeMessages.automaticHasNoCodes, [
            { path: 'count', message: discountCodeMessages.automaticHasNoCodes },
          ])
        await repo.lockStoreCodes(tx, scope.tenantId)
        const shape = { prefix: input.prefix, length: input.length }
        // Every code drawn so far, kept or not: a code is never drawn twice in a batch.
        const drawn = new Set<string>()
        const codes: string[] = []
        let fresh = drawCodes(input.count, shape, drawn, random)
        while (fresh.length > 0) {
          const taken = await repo.takenCodes(tx, scope.tenantId, fresh)
          codes.push(...fresh.filter((code) => !taken.has(code)))
          fresh = drawCodes(taken.size, shape, drawn, random)
        }
        const batchId = randomUUID()
        await repo.insertCodes(tx, scope.tenantId, { discountId, batchId, codes })
        await recordActivity(tx, scope, {
          area: 'discounts',
          action: 'discount.codes_generated',
          subject: { type: 'discount', id: discountId, label: labelOf(discount) },
          changes: [
            { field: 'codes', before: null, after: codes.length },
            ...(input.prefix ? [{ field: 'prefix', before: null, after: input.prefix }] : []),
          ],
        })
        return { batchId, count: codes.length }
      })
    },

    async list(scope: StoreScope, discountId: string, query: DiscountCodeListQuery) {
      return inScope(db, scope, async (tx) => {
        await discountOf(tx, scope.tenantId, discountId)
        const text = query.query.trim().toUpperCase()
        const { rows, total, page } = await repo.searchCodes(tx, scope.tenantId, discountId, text, query)
        return {
          codes: page.toConnection(rows, total, presentCode),
          // Exact, where the page's count stops at its cap: a campaign's batches may pass it.
          totalCodes: await repo.countCodes(tx, scope.tenantId, discountId),
        }
      })
    },

    /**
     * Every code of the discount as CSV (a byte order mark so spreadsheets read it as UTF-8, CRLF lines),
     * with its uses; handing codes out is recorded in the activity log.
     */
    async exportCsv(scope: StoreScope, discountId: string): Promise<{ csv: string; fileName: string }> {
      return inScope(db, scope, async (tx) => {
        const discount = await discountOf(tx, scope.tenantId, discountId)
        const rows = await repo.allCodes(tx, scope.tenantId, discountId)
        await recordActivity(tx, scope, {
          area: 'discounts',
          action: 'discount.codes_exported',
          subject: { type: 'discount', id: discountId, label: labelOf(discount) },
          changes: [{ field: 'codes', before: null, after: rows.length }],
        })
        const records = rows.map((row) =>
          [row.code, discount.title, String(row.usageCount), row.createdAt.toISOString()].map(
            protectCsvFormula,
          ),
        )
        const name = (discount.code ?? 'discount').toLowerCase().replace(/[^a-z0-9-]/g, '')
        return {
          csv: `\uFEFF${toCsv([[...discountCodeCsvColumns], ...records])}`,
          fileName: `${name || 'discount'}-codes.csv`,
        }
      })
    },
  }
}

export type DiscountCodesService = ReturnType<typeof createDiscountCodesService>
