import {
  type ActivityAction,
  type ActivityChange,
  type Discount,
  type DiscountCheckResult,
  type DiscountDefinition,
  type DiscountListQuery,
  type DiscountUpdate,
  type discountCheckRequestSchema,
  discountConflictMessages,
  fromMinorUnits,
  normalizeSearchText,
  parsePpm,
  type SavedDiscount,
  type SearchRequest,
  type savedDiscountInputSchema,
  toMinorUnits,
} from '@lojista/contracts'
import type { z } from 'zod'
import type { Db } from '../../db/client.ts'
import { inScope, type StoreTx } from '../../db/scope.ts'
import { changedFields, recordActivity } from '../../lib/activity.ts'
import { conflict, conflictOfUnique } from '../../lib/conflict.ts'
import { problems } from '../../lib/problem.ts'
import type { StoreScope } from '../../lib/store-scope.ts'
import { searchWords, splitQuery } from '../../lib/text-search.ts'
import { storeTimeZone } from '../settings/settings.service.ts'
import { type DiscountRow, presentDiscount, presentSavedCode, valuesOf } from './discount.presenter.ts'
import { lockStoreCodes } from './discount-codes.repository.ts'
import { checkOnCart } from './discount-usage.service.ts'
import * as repo from './discounts.repository.ts'

const notFound = () => problems.notFound('No such discount.')
const codeTaken = () =>
  conflict('A discount with this code exists.', {
    errors: [{ path: 'code', message: discountConflictMessages.codeTaken }],
  })

/** The definition's fields that differ, as the editor shows them (none before a discount exists). */
function definitionChanges(before: Discount | undefined, after: Discount): ActivityChange[] {
  const { id: _id, version: _version, status: _status, ...fields } = after
  const keys = Object.keys(fields) as (keyof typeof fields)[]
  if (!before) return changedFields({} as typeof fields, fields, keys)
  const { id: _bid, version: _bversion, status: _bstatus, ...previous } = before
  return changedFields(previous, fields, keys)
}

export function createDiscountsService(db: Db, clock: () => number = Date.now) {
  const present = (row: DiscountRow) => presentDiscount(row, clock())

  /** Every change of a discount goes to the activity log, in the transaction that makes it. */
  function record(
    tx: StoreTx,
    scope: StoreScope,
    action: ActivityAction,
    discount: Discount,
    changes: ActivityChange[],
  ) {
    return recordActivity(tx, scope, {
      area: 'discounts',
      action,
      subject: { type: 'discount', id: discount.id, label: discount.code ?? discount.title },
      changes,
    })
  }

  async function write<T>(scope: StoreScope, work: (tx: StoreTx) => Promise<T>) {
    try {
      return await inScope(db, scope, work)
    } catch (error) {
      throw conflictOfUnique(error, { discounts_code_unique: codeTaken })
    }
  }

  /** The row on `version`, or the conflict that says it changed (with it as it is now) or is gone. */
  async function stale(tx: StoreTx, tenantId: string, id: string): Promise<never> {
    const current = await repo.findDiscount(tx, tenantId, id)
    if (!current) throw notFound()
    throw conflict(discountConflictMessages.staleVersion, {
      errors: [{ path: 'version', message: discountConflictMessages.staleVersion }],
      current: present(current),
    })
  }

  return {
    async timeZone(scope: StoreScope): Promise<string> {
      return inScope(db, scope, (tx) => storeTimeZone(tx, scope.tenantId))
    },

    async list(scope: StoreScope, query: DiscountListQuery) {
      const { text } = splitQuery(query.query, [])
      return inScope(db, scope, async (tx) => {
        const { rows, total, page } = await repo.searchDiscounts(tx, scope.tenantId, query, {
          words: searchWords(text),
          ...(query.status ? { status: query.status } : {}),
          ...(query.type ? { kind: query.type } : {}),
          ...(query.method ? { method: query.method } : {}),
        })
        return page.toConnection(rows, total, ({ cursorValue: _, ...row }) => present(row))
      })
    },

    /** Whether the discount would apply to an order as the editor has it, and what it would take off. */
    async check(
      scope: StoreScope,
      id: string,
      input: z.output<typeof discountCheckRequestSchema>,
    ): Promise<DiscountCheckResult> {
      return inScope(db, scope, async (tx) => {
        const row = await repo.findDiscount(tx, scope.tenantId, id)
        if (!row) throw notFound()
        const { refusal, amount } = await checkOnCart(tx, scope.tenantId, row, input, new Date(clock()))
        return {
          applies: refusal === null,
          amount: refusal === null ? fromMinorUnits(amount) : null,
          refusal,
          currencyCode: scope.currencyCode,
        }
      })
    },

    async get(scope: StoreScope, id: string): Promise<Discount> {
      const row = await inScope(db, scope, (tx) => repo.findDiscount(tx, scope.tenantId, id))
      if (!row) throw notFound()
      return present(row)
    },

    async create(scope: StoreScope, definition: DiscountDefinition): Promise<Discount> {
      const values = valuesOf(definition)
      return write(scope, async (tx) => {
        if (values.code) {
          await lockStoreCodes(tx, scope.tenantId)
          if (await repo.codeTaken(tx, scope.tenantId, values.code)) throw codeTaken()
        }
        const created = present(await repo.insertDiscount(tx, scope.tenantId, values))
        await record(tx, scope, 'discount.created', created, definitionChanges(undefined, created))
        return created
      })
    },

    async update(scope: StoreScope, id: string, input: DiscountUpdate): Promise<Discount> {
      const values = valuesOf(input.discount)
      return write(scope, async (tx) => {
        if (values.code) {
          await lockStoreCodes(tx, scope.tenantId)
          if (await repo.codeTaken(tx, scope.tenantId, values.code, id)) throw codeTaken()
        }
        const before = await repo.findDiscount(tx, scope.tenantId, id)
        const row = await repo.updateDiscount(tx, scope.tenantId, id, input.version, values)
        if (!row || !before) return stale(tx, scope.tenantId, id)
        const saved = present(row)
        await record(tx, scope, 'discount.updated', saved, definitionChanges(present(before), saved))
        return saved
      })
    },

    async deactivate(scope: StoreScope, id: string, version: number): Promise<Discount> {
      return write(scope, async (tx) => {
        const row = await repo.updateDiscount(tx, scope.tenantId, id, version, { active: false })
        if (!row) return stale(tx, scope.tenantId, id)
        const saved = present(row)
        await record(tx, scope, 'discount.deactivated', saved, [])
        return saved
      })
    },

    /** A discount orders used stays on record for them: it can be deactivated, not deleted. */
    async remove(scope: StoreScope, id: string) {
      await inScope(db, scope, async (tx) => {
        const row = await repo.findDiscount(tx, scope.tenantId, id)
        if (!row) throw notFound()
        if (row.usageCount > 0)
          throw conflict(discountConflictMessages.usedByOrders, {
            errors: [{ path: 'id', message: discountConflictMessages.usedByOrders }],
          })
        await repo.deleteDiscount(tx, scope.tenantId, id)
        await record(tx, scope, 'discount.deleted', present(row), [])
      })
    },
  }
}

export type DiscountsService = ReturnType<typeof createDiscountsService>

/**
 * The draft editor's picker of saved codes, in the order's transaction: the store's codes switched on,
 * by code or by one of the codes generated for them, of every kind (a draft's chosen code is worked out
 * by the application function).
 */
export async function searchDiscountCodes(
  tx: StoreTx,
  tenantId: string,
  words: string[],
  request: SearchRequest<'name'>,
) {
  // A whole code as typed finds the discount it was generated for (the search text holds its own code only).
  const typed = request.query.trim().toUpperCase()
  const generatedCode = /^[A-Z0-9-]+$/.test(typed) ? typed : null
  const { rows, total, page } = await repo.searchDiscountCodes(tx, tenantId, words, request, generatedCode)
  return page.toConnection(rows, total, presentSavedCode)
}

/**
 * A code saved from the draft editor: its headline type and value off the order, for everyone, from
 * now on (what the discounts page gives a new code by default).
 */
export async function createDiscountCode(
  tx: StoreTx,
  tenantId: string,
  input: z.output<typeof savedDiscountInputSchema>,
): Promise<SavedDiscount> {
  const code = input.code.toUpperCase()
  await lockStoreCodes(tx, tenantId)
  if (await repo.codeTaken(tx, tenantId, code))
    throw conflict('A discount with this code exists.', {
      errors: [{ path: 'code', message: 'Code already in use' }],
    })
  // The schema has checked the value: at most 100% for a percentage, an amount of 2 decimals.
  const value = input.type === 'percentage' ? parsePpm(input.value, 'fraction') : toMinorUnits(input.value)
  const row = await repo.insertDiscount(tx, tenantId, {
    code,
    title: input.title,
    type: input.type,
    value,
    searchText: normalizeSearchText(`${code} ${input.title}`),
  })
  return presentSavedCode(row)
}
