import { eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { orderStatusTokens } from '../../db/schema/sales.ts'
import type { StoreTx } from '../../db/scope.ts'

/** Registers a status link's token hash for the order, in the store of the transaction's scope. */
export async function registerOrderStatusToken(tx: StoreTx, tokenHash: string, orderId: string) {
  // The function takes the store from the scope, never from its caller (migration 0039).
  await tx.execute(sql`select register_order_status_token(${tokenHash}, ${orderId})`)
}

/**
 * The store and order a token's hash opens, from the global index of status tokens: read with the owner
 * connection, before any store's scope.
 */
export async function findOrderStatusToken(db: Db, tokenHash: string) {
  const [found] = await db
    .select({ tenantId: orderStatusTokens.tenantId, orderId: orderStatusTokens.orderId })
    .from(orderStatusTokens)
    .where(eq(orderStatusTokens.tokenHash, tokenHash))
  return found
}
