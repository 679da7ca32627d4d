import {
  type AdjustmentReason,
  adjustmentReasonSchema,
  type InventoryAdjust,
  MAX_STOCK,
  type SearchRequest,
} from '@lojista/contracts'
import type { Db } from '../../db/client.ts'
import { inScope, type StoreTx } from '../../db/scope.ts'
import { recordActivity } from '../../lib/activity.ts'
import { once } from '../../lib/idempotency.ts'
import { problems } from '../../lib/problem.ts'
import type { StoreScope } from '../../lib/store-scope.ts'
import { splitQuery } from '../../lib/text-search.ts'
import { isUuid } from '../../lib/uuid.ts'
import type { StaffNotifier } from '../staff/staff-notifications.ts'
import * as repo from './inventory.repository.ts'
import * as locationsRepo from './locations.repository.ts'
import { tellIfRunningLow } from './low-stock.ts'

/** Ids of a `key:<id>` filter; a value that is no id is a 400 rather than a database error. */
function idsOf(key: string, values: string[] | undefined): string[] | undefined {
  if (!values) return undefined
  if (values.some((value) => !isUuid(value))) {
    throw problems.badRequest(`The ${key} filter needs an id.`, [
      { path: 'query', message: `${key}: takes an id` },
    ])
  }
  return values.map((value) => value.toLowerCase())
}

export function createInventoryService(db: Db, notifier: StaffNotifier) {
  return {
    // Called inside product and location writes (already scoped to the store).

    async stockNewVariants(tx: StoreTx, tenantId: string, variantIds: string[]) {
      await repo.stockAtActiveLocations(tx, tenantId, variantIds)
    },

    availableOf: repo.availableOf,

    stockLocation: repo.stockLocation,

    /**
     * Changes one level by `delta` or to `setTo`, recording who did it, why, and the level after it, in
     * the same transaction. The level row is locked first, so concurrent adjustments queue: none is lost.
     */
    /** At most once per Idempotency-Key: a retried count or change after a lost answer is not applied twice. */
    async adjust(scope: StoreScope, input: InventoryAdjust, key?: string) {
      return inScope(db, scope, (tx) =>
        once(tx, { tenantId: scope.tenantId, operation: 'inventory-adjust', key, body: input }, async () => {
          const { tenantId } = scope
          const location = await locationsRepo.findLocation(tx, tenantId, input.locationId)
          if (!location || !(await repo.variantExists(tx, tenantId, input.variantId))) {
            throw problems.notFound('No such variant or location.')
          }
          const before = await repo.lockLevel(tx, tenantId, input.variantId, input.locationId)
          const after = input.setTo ?? before + input.delta!
          if (Math.abs(after) > MAX_STOCK) {
            throw problems.badRequest('The stock would be out of range.', [
              {
                path: input.setTo === undefined ? 'delta' : 'setTo',
                message: `Stock stays within ±${MAX_STOCK}`,
              },
            ])
          }
          const adjustmentId = await repo.recordAdjustment(tx, tenantId, {
            variantId: input.variantId,
            locationId: input.locationId,
            delta: after - before,
            availableAfter: after,
            reason: input.reason,
            note: input.note,
            userId: scope.userId,
          })
          const level = (await repo.findLevel(tx, tenantId, input.variantId, input.locationId))!
          const variant = level.variant.title === 'Default Title' ? '' : ` · ${level.variant.title}`
          await recordActivity(tx, scope, {
            area: 'inventory',
            action: 'inventory.adjusted',
            subject: {
              type: 'variant',
              id: input.variantId,
              label: `${level.product.title}${variant} (${level.location.name})`,
            },
            changes: [{ field: 'available', before, after }],
          })
          await tellIfRunningLow(
            tx,
            notifier,
            { tenantId, variantId: input.variantId, locationId: input.locationId, before, after },
            scope.userId,
          )
          return {
            statusCode: 200,
            body: { level, adjustment: (await repo.findAdjustment(tx, tenantId, adjustmentId))! },
          }
        }),
      )
    },

    search(scope: StoreScope, request: SearchRequest<'product' | 'available' | 'updatedAt'>) {
      const { text, filters } = splitQuery(request.query, ['product', 'variant', 'location', 'sku'])
      const filter = {
        text,
        productIds: idsOf('product', filters.product),
        variantIds: idsOf('variant', filters.variant),
        locationIds: idsOf('location', filters.location),
        skus: filters.sku,
      }
      return inScope(db, scope, (tx) => repo.searchLevels(tx, scope.tenantId, request, filter))
    },

    /** Stock history, newest first unless asked otherwise. */
    history(scope: StoreScope, request: SearchRequest<'createdAt'>) {
      const { filters } = splitQuery(request.query, ['variant', 'location', 'reason'])
      const variantIds = idsOf('variant', filters.variant)
      const locationIds = idsOf('location', filters.location)
      let reasons: AdjustmentReason[] | undefined
      if (filters.reason) {
        const parsed = filters.reason.map((reason) => adjustmentReasonSchema.safeParse(reason.toLowerCase()))
        if (parsed.some((reason) => !reason.success)) {
          throw problems.badRequest('Unknown reason in the search.', [
            { path: 'query', message: `reason: takes ${adjustmentReasonSchema.options.join(', ')}` },
          ])
        }
        reasons = parsed.map((reason) => reason.data!)
      }
      return inScope(db, scope, (tx) =>
        repo.searchAdjustments(tx, scope.tenantId, request, { variantIds, locationIds, reasons }),
      )
    },
  }
}

export type InventoryService = ReturnType<typeof createInventoryService>
