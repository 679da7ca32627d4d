import type { SearchRequest } from '@lojista/contracts'
import { and, eq, isNotNull, isNull, type SQL, type SQLWrapper, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { draftOrders } from '../../db/schema/orders.ts'
import { checkoutLinks, checkoutTokens } from '../../db/schema/sales.ts'
import type { StoreTx } from '../../db/scope.ts'
import { cappedCount, totalOf } from '../../lib/capped-count.ts'
import { cursorOf, sortText } from '../../lib/cursor-values.ts'
import { keysetPage } from '../../lib/keyset.ts'
import { containsAllWords } from '../../lib/text-search.ts'
import type { DraftRow } from './draft.repository.ts'

export type LinkRow = typeof checkoutLinks.$inferSelect

/**
 * The store and link a token's hash opens, from the global index of tokens: the customer has no store
 * yet, so this reads with the owner connection, before any store's scope.
 */
export async function findTokenLink(db: Db, tokenHash: string) {
  const [found] = await db
    .select({ tenantId: checkoutTokens.tenantId, linkId: checkoutTokens.linkId })
    .from(checkoutTokens)
    .where(eq(checkoutTokens.tokenHash, tokenHash))
  return found
}

export async function findLink(tx: StoreTx, tenantId: string, linkId: string, { forUpdate = false } = {}) {
  const query = tx
    .select()
    .from(checkoutLinks)
    .where(and(eq(checkoutLinks.tenantId, tenantId), eq(checkoutLinks.id, linkId)))
  const [link] = forUpdate ? await query.for('update') : await query
  return link
}

export async function insertLink(tx: StoreTx, link: typeof checkoutLinks.$inferInsert): Promise<LinkRow> {
  const [created] = await tx.insert(checkoutLinks).values(link).returning()
  return created!
}

/**
 * Gives the link a new token: the old one stops opening it. Store scopes register tokens in the global
 * index through functions that take the store from the scope.
 */
export async function replaceToken(tx: StoreTx, tenantId: string, linkId: string, tokenHash: string) {
  await tx.execute(sql`select forget_checkout_token(${linkId})`)
  await tx
    .update(checkoutLinks)
    .set({ tokenHash })
    .where(and(eq(checkoutLinks.tenantId, tenantId), eq(checkoutLinks.id, linkId)))
  await tx.execute(sql`select register_checkout_token(${tokenHash}, ${linkId})`)
}

export async function updateLink(
  tx: StoreTx,
  tenantId: string,
  linkId: string,
  changes: Partial<Pick<LinkRow, 'openedAt' | 'recoverySentAt' | 'expiresAt'>>,
) {
  await tx
    .update(checkoutLinks)
    .set(changes)
    .where(and(eq(checkoutLinks.tenantId, tenantId), eq(checkoutLinks.id, linkId)))
}

/**
 * A draft that became an order finishes its links still in use, however it was placed: its checkout is
 * no longer abandoned, and the list of abandoned checkouts reads links alone (migration 0043). A link
 * never opened stays unopened.
 */
export async function finishDraftLinks(tx: StoreTx, tenantId: string, draftOrderId: string) {
  await tx
    .update(checkoutLinks)
    .set({ completedAt: new Date() })
    .where(
      and(
        eq(checkoutLinks.tenantId, tenantId),
        eq(checkoutLinks.draftOrderId, draftOrderId),
        isNull(checkoutLinks.completedAt),
        isNull(checkoutLinks.revokedAt),
      ),
    )
}

// What the list of abandoned checkouts shows of a link and its draft: a draft row also holds its
// addresses, discounts and taxes as JSON, which a page of 50 would read and parse for nothing.
const abandonedLink = {
  id: checkoutLinks.id,
  kind: checkoutLinks.kind,
  recipient: checkoutLinks.recipient,
  openedAt: checkoutLinks.openedAt,
  expiresAt: checkoutLinks.expiresAt,
  recoverySentAt: checkoutLinks.recoverySentAt,
}
const abandonedDraft = {
  id: draftOrders.id,
  name: draftOrders.name,
  customerId: draftOrders.customerId,
  totalMinor: draftOrders.totalMinor,
  currencyCode: draftOrders.currencyCode,
}
type AbandonedLink = Pick<LinkRow, keyof typeof abandonedLink>
type AbandonedDraft = Pick<DraftRow, keyof typeof abandonedDraft>

/**
 * Links opened and not completed (nor revoked), so of drafts not yet orders, most recently opened first
 * unless asked otherwise. Each word must be in the draft's search text or the address the link went to.
 */
export async function searchAbandoned(
  tx: StoreTx,
  tenantId: string,
  words: string[],
  request: SearchRequest<'openedAt'>,
  /** A customer's name as a column (`customerNameOf` of the customer module). */
  customerNameOf: (tenantId: string, partyId: SQLWrapper) => SQL<string | null>,
) {
  const scope = and(
    eq(checkoutLinks.tenantId, tenantId),
    isNotNull(checkoutLinks.openedAt),
    isNull(checkoutLinks.completedAt),
    isNull(checkoutLinks.revokedAt),
    containsAllWords(sql`${draftOrders.searchText} || ' ' || lower(${checkoutLinks.recipient})`, words),
  )
  const page = keysetPage<{
    link: AbandonedLink
    draft: AbandonedDraft
    customerName: string | null
    cursorValue: string
  }>({
    sort: checkoutLinks.openedAt,
    id: checkoutLinks.id,
    direction: request.orderBy?.direction ?? 'desc',
    request,
    sortValueOf: (row) => row.cursorValue,
    idOf: (row) => row.link.id,
    isValidCursor: cursorOf.timestamp,
  })
  const join = and(
    eq(draftOrders.tenantId, checkoutLinks.tenantId),
    eq(draftOrders.id, checkoutLinks.draftOrderId),
  )
  // Counted from the links alone unless words are searched: links of drafts turned into orders are
  // finished (finishDraftLinks), so the draft is needed only for its search text.
  const links = tx.select({ one: sql`1` }).from(checkoutLinks)
  const matches = (words.length > 0 ? links.innerJoin(draftOrders, join) : links).where(scope).$dynamic()
  const rows = await tx
    .select({
      link: abandonedLink,
      draft: abandonedDraft,
      customerName: customerNameOf(tenantId, draftOrders.customerId),
      cursorValue: sortText(checkoutLinks.openedAt),
      total: cappedCount(matches),
    })
    .from(checkoutLinks)
    .innerJoin(draftOrders, join)
    .where(and(scope, page.where))
    .orderBy(...page.orderBy)
    .limit(page.limit)
  const total = await totalOf(tx, rows, matches)
  return { rows, total, page }
}
