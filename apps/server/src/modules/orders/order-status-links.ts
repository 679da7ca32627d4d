import { randomBytes } from 'node:crypto'
import { orderStatusMessages } from '@lojista/contracts'
import { eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { orderStatusTokens } from '../../db/schema/sales.ts'
import type { StoreTx } from '../../db/scope.ts'
import { problems } from '../../lib/problem.ts'
import { hashToken } from './checkout-links.ts'

// An order-status link's token is shown once, in the confirmation email; only its hash is stored, as
// for checkout links, so a leaked database opens nobody's order page.

/** Makes a new token for the order's status page and registers its hash for the caller's store. */
export async function issueOrderStatusToken(tx: StoreTx, orderId: string): Promise<string> {
  const token = randomBytes(32).toString('base64url')
  // The function takes the store from the transaction's scope, never from its caller (migration 0039).
  await tx.execute(sql`select register_order_status_token(${hashToken(token)}, ${orderId})`)
  return token
}

/**
 * The order a token opens, in the store the page's address names, or a 404 that says nothing about why:
 * a token of another store answers as an unknown one does. Read with the owner connection, before any
 * store's scope: the customer names no store they could prove.
 */
export async function resolveOrderStatusToken(
  db: Db,
  storeId: string,
  token: string,
): Promise<{ tenantId: string; orderId: string }> {
  const [found] = /^[\w-]{20,100}$/.test(token)
    ? await db
        .select({ tenantId: orderStatusTokens.tenantId, orderId: orderStatusTokens.orderId })
        .from(orderStatusTokens)
        .where(eq(orderStatusTokens.tokenHash, hashToken(token)))
    : []
  if (!found || found.tenantId !== storeId) throw problems.notFound(orderStatusMessages.linkInvalid)
  return found
}
