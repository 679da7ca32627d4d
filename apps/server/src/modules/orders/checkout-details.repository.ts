import { and, eq } from 'drizzle-orm'
import { orders } from '../../db/schema/sales.ts'
import type { StoreTx } from '../../db/scope.ts'

/**
 * Keeps on the order what the customer gave at checkout beside the addresses, in the transaction that
 * placed it: part of placing it, so the order's version stays the one it was placed at.
 */
export async function recordCheckoutDetails(
  tx: StoreTx,
  tenantId: string,
  orderId: string,
  details: { customerTaxId: string; acceptsMarketing: boolean },
): Promise<void> {
  await tx
    .update(orders)
    .set(details)
    .where(and(eq(orders.tenantId, tenantId), eq(orders.id, orderId)))
}
