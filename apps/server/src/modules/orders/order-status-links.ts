import { randomBytes } from 'node:crypto'
import { orderStatusMessages } from '@lojista/contracts'
import type { Db } from '../../db/client.ts'
import type { StoreTx } from '../../db/scope.ts'
import { problems } from '../../lib/problem.ts'
import { hashToken } from './checkout-links.ts'
import { findOrderStatusToken, registerOrderStatusToken } from './order-status.repository.ts'

// An order-status link's token is shown once, in the confirmation email; only its hash is stored, as
// for checkout links, so a leaked database opens nobody's order page.

/** Makes a new token for the order's status page and registers its hash for the caller's store. */
export async function issueOrderStatusToken(tx: StoreTx, orderId: string): Promise<string> {
  const token = randomBytes(32).toString('base64url')
  await registerOrderStatusToken(tx, hashToken(token), orderId)
  return token
}

/**
 * The order a token opens, in the store the page's address names, or a 404 that says nothing about why:
 * a token of another store answers as an unknown one does.
 */
export async function resolveOrderStatusToken(
  db: Db,
  storeId: string,
  token: string,
): Promise<{ tenantId: string; orderId: string }> {
  const found = /^[\w-]{20,100}$/.test(token) ? await findOrderStatusToken(db, hashToken(token)) : undefined
  if (!found || found.tenantId !== storeId) throw problems.notFound(orderStatusMessages.linkInvalid)
  return found
}
