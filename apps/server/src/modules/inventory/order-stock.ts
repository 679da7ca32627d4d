import type { FieldError } from '@lojista/contracts'
import type { StoreTx } from '../../db/scope.ts'
import { conflict } from '../../lib/conflict.ts'
import type { StaffNotifier } from '../staff/staff-notifications.ts'
import { lockExistingLevel, lockVariantLevels, recordAdjustment } from './inventory.repository.ts'
import { tellIfRunningLow } from './low-stock.ts'

export interface StockRequest {
  variantId: string
  quantity: number
  /** Where the request came from, to name it in an error: 'lineItems.2'. */
  path: string
}

/**
 * Stock movements caused by orders, inside the order's transaction. Taking stock locks every level of
 * the variant first, so concurrent orders for the last units queue and re-read what is left: they can
 * never sell more than there is. A variant with no stock level anywhere is not tracked and always sells.
 */
export function createOrderStock(notifier: StaffNotifier) {
  return {
    /** Takes the units from the location that has the most; answers where each variant's units came from. */
    async take(tx: StoreTx, tenantId: string, userId: string | null, requests: StockRequest[], note: string) {
      const taken = new Map<string, string | null>()
      const shortages: FieldError[] = []
      const byVariant = new Map<string, StockRequest>()
      for (const request of requests) {
        const seen = byVariant.get(request.variantId)
        byVariant.set(
          request.variantId,
          seen ? { ...seen, quantity: seen.quantity + request.quantity } : request,
        )
      }
      // A fixed lock order (by variant id) keeps two orders for the same variants from deadlocking.
      for (const request of [...byVariant.values()].sort((a, b) => (a.variantId < b.variantId ? -1 : 1))) {
        const levels = await lockVariantLevels(tx, tenantId, request.variantId)
        if (levels.length === 0) {
          taken.set(request.variantId, null)
          continue
        }
        const source = levels
          .filter((level) => level.available >= request.quantity)
          .sort((a, b) => b.available - a.available)[0]
        if (!source) {
          const available = levels.reduce((sum, level) => sum + Math.max(0, level.available), 0)
          shortages.push({ path: request.path, message: `Only ${available} in stock` })
          continue
        }
        await recordAdjustment(tx, tenantId, {
          variantId: request.variantId,
          locationId: source.locationId,
          delta: -request.quantity,
          availableAfter: source.available - request.quantity,
          reason: 'sold',
          note,
          userId,
        })
        await tellIfRunningLow(
          tx,
          notifier,
          {
            tenantId,
            variantId: request.variantId,
            locationId: source.locationId,
            before: source.available,
            after: source.available - request.quantity,
          },
          userId,
        )
        taken.set(request.variantId, source.locationId)
      }
      if (shortages.length > 0) {
        throw conflict('Not enough stock for this order.', { errors: shortages })
      }
      return taken
    },

    /** Puts units back at the location they were taken from. */
    async restock(
      tx: StoreTx,
      tenantId: string,
      userId: string | null,
      items: { variantId: string; locationId: string; quantity: number }[],
      note: string,
    ) {
      for (const item of [...items].sort((a, b) => (a.variantId < b.variantId ? -1 : 1))) {
        const available = await lockExistingLevel(tx, tenantId, item.variantId, item.locationId)
        if (available === undefined) continue
        await recordAdjustment(tx, tenantId, {
          variantId: item.variantId,
          locationId: item.locationId,
          delta: item.quantity,
          availableAfter: available + item.quantity,
          reason: 'restock',
          note,
          userId,
        })
      }
    },
  }
}

export type OrderStock = ReturnType<typeof createOrderStock>
