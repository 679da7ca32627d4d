import { LOW_STOCK_AT } from '@lojista/contracts'
import type { StoreTx } from '../../db/scope.ts'
import type { StaffNotifier } from '../staff/staff-notifications.ts'
import { findLevel } from './inventory.repository.ts'

/**
 * Emails those who asked when a change leaves a product at a location with LOW_STOCK_AT or fewer
 * available, having had more: once as the level crosses the line, not again for each sale below it.
 */
export async function tellIfRunningLow(
  tx: StoreTx,
  notifier: StaffNotifier,
  change: { tenantId: string; variantId: string; locationId: string; before: number; after: number },
  madeBy: string | null,
): Promise<void> {
  if (!(change.before > LOW_STOCK_AT && change.after <= LOW_STOCK_AT)) return
  const level = await findLevel(tx, change.tenantId, change.variantId, change.locationId)
  if (!level) return
  const variant = level.variant.title === 'Default Title' ? '' : ` · ${level.variant.title}`
  await notifier.notify(
    tx,
    change.tenantId,
    {
      topic: 'lowStock',
      product: `${level.product.title}${variant}`,
      location: level.location.name,
      available: change.after,
    },
    madeBy,
  )
}
