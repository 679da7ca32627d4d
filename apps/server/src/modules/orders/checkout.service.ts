import { createHash, randomBytes } from 'node:crypto'
import {
  calculateOrder,
  checkoutMessages,
  money,
  type PublicCheckout,
  type publicPayRequestSchema,
  type SearchRequest,
  type sendCheckoutRequestSchema,
  TEST_CARD_APPROVED,
} from '@lojista/contracts'
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { Db } from '../../db/client.ts'
import {
  checkoutLinks,
  checkoutTokens,
  draftOrderEvents,
  draftOrders,
  tenants,
} from '../../db/schema/index.ts'
import { inScope } from '../../db/scope.ts'
import { cursorOf } from '../../lib/cursor-values.ts'
import { once } from '../../lib/idempotency.ts'
import { keysetPage } from '../../lib/keyset.ts'
import { HttpProblem, problems } from '../../lib/problem.ts'
import type { PricedScope } from '../../lib/store-scope.ts'
import type { OrderStock } from '../inventory/order-stock.ts'
import type { MailService } from '../mail/mail.service.ts'
import { storageKeyOf } from '../products/product-shape.ts'
import { type CheckoutEmailKind, checkoutEmail } from './checkout-email.ts'
import { customerSummary } from './customer-summary.ts'
import { calcInputOf, draftName } from './draft.presenter.ts'
import * as drafts from './draft.repository.ts'
import { paymentTermText } from './payment-terms.ts'
import { orderName } from './placed-order.presenter.ts'
import { findOrder } from './placed-order.repository.ts'
import { placeOrder } from './placement.ts'

const DAY_MS = 86_400_000
const INVOICE_LINK_DAYS = 30
const DEFAULT_QUOTE_DAYS = 14

/** Where the customer's browser fetches a checkout line's picture (see publicCheckoutRoutes). */
export function publicLineImageUrl(token: string, index: number): string {
  return `/v1/public/checkout/${token}/lines/${index}/image`
}

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

type LinkRow = typeof checkoutLinks.$inferSelect

export interface CheckoutDeps {
  db: Db
  mail: MailService
  stock: OrderStock
  publicUrl: string
}

/**
 * Invoices, quotes and the public checkout. A link's token is shown once, in the email; only its hash is
 * stored, so a leaked database does not open anyone's checkout. The public side finds the store from the
 * token alone and then works inside that store's scope, like staff requests do.
 */
export function createCheckoutService({ db, mail, stock, publicUrl }: CheckoutDeps) {
  async function storeName(tx: Db, tenantId: string): Promise<string> {
    const [tenant] = await tx.select({ name: tenants.name }).from(tenants).where(eq(tenants.id, tenantId))
    return tenant?.name ?? ''
  }

  /** Issues a new token for a link and emails it. */
  async function mailLink(
    tx: Db,
    tenantId: string,
    link: { id: string; kind: CheckoutEmailKind; to: string; expiresAt: Date },
    draft: drafts.DraftRow,
    lines: drafts.DraftLineRow[],
    extra: { subject?: string; message: string },
  ) {
    const token = randomBytes(32).toString('base64url')
    await tx.execute(sql`select forget_checkout_token(${link.id})`)
    await tx
      .update(checkoutLinks)
      .set({ tokenHash: hashToken(token) })
      .where(and(eq(checkoutLinks.tenantId, tenantId), eq(checkoutLinks.id, link.id)))
    await tx.execute(sql`select register_checkout_token(${hashToken(token)}, ${link.id})`)
    await mail.enqueue(
      tx,
      checkoutEmail({
        kind: link.kind,
        tenantId,
        to: link.to,
        storeName: await storeName(tx, tenantId),
        draftName: draftName(draft.number),
        draft,
        lines,
        calculation: calculateOrder(calcInputOf(draft, lines)),
        link: `${publicUrl}/checkout/${token}`,
        expiresAt: link.expiresAt,
        subject: extra.subject,
        message: extra.message,
        termText: paymentTermText(draft.paymentTerm),
      }),
    )
  }

  /** The store and link of a token, or a 404 that says nothing about why. */
  async function resolve(token: string): Promise<{ tenantId: string; linkId: string }> {
    const [found] = /^[\w-]{20,100}$/.test(token)
      ? await db
          .select({ tenantId: checkoutTokens.tenantId, linkId: checkoutTokens.linkId })
          .from(checkoutTokens)
          .where(eq(checkoutTokens.tokenHash, hashToken(token)))
      : []
    if (!found) throw problems.notFound(checkoutMessages.linkInvalid)
    return found
  }

  async function usableLink(tx: Db, tenantId: string, linkId: string, { forUpdate = false } = {}) {
    const query = tx
      .select()
      .from(checkoutLinks)
      .where(and(eq(checkoutLinks.tenantId, tenantId), eq(checkoutLinks.id, linkId)))
    const [link] = forUpdate ? await query.for('update') : await query
    if (!link || link.revokedAt) throw problems.notFound(checkoutMessages.linkInvalid)
    if (link.completedAt) throw new HttpProblem(409, 'Conflict', { detail: checkoutMessages.linkUsed })
    if (link.expiresAt.getTime() < Date.now())
      throw new HttpProblem(410, 'Gone', { detail: checkoutMessages.linkExpired })
    const found = await drafts.findDraft(tx, tenantId, link.draftOrderId, { forUpdate })
    if (!found) throw problems.notFound(checkoutMessages.linkInvalid)
    if (found.draft.status === 'completed')
      throw new HttpProblem(409, 'Conflict', { detail: checkoutMessages.linkUsed })
    return { link, ...found }
  }

  return {
    /** Send Invoice / Send Quote: records the link and the email with the draft's history, at most once per key. */
    send(
      ctx: PricedScope,
      kind: 'invoice' | 'quote',
      input: z.output<typeof sendCheckoutRequestSchema>,
      key: string | undefined,
    ) {
      return inScope(db, ctx, (tx) =>
        once(tx, { tenantId: ctx.tenantId, operation: `send-${kind}`, key, body: input }, async () => {
          const found = await drafts.findDraft(tx, ctx.tenantId, input.draftOrderId, { forUpdate: true })
          if (!found) throw problems.notFound('No such draft order.')
          const { draft, lines } = found
          if (draft.status === 'completed') throw problems.conflict('This draft is already an order.')
          if (input.version !== undefined && input.version !== draft.version) {
            throw problems.conflict('This draft was changed since you last saw it. Review it and try again.')
          }
          if (lines.length === 0) {
            throw problems.badRequest('Add a product before sending.', [
              { path: 'draftOrderId', message: 'The draft has no items' },
            ])
          }
          const customer = draft.customerId
            ? await customerSummary(tx, ctx.tenantId, draft.customerId)
            : undefined
          const to = input.to ?? (draft.email || customer?.email || '')
          if (!to)
            throw problems.badRequest('Who should receive it?', [
              { path: 'to', message: "Add the customer's email" },
            ])
          const days =
            kind === 'quote'
              ? (input.expiresInDays ?? DEFAULT_QUOTE_DAYS)
              : (input.expiresInDays ?? INVOICE_LINK_DAYS)
          const expiresAt = new Date(Date.now() + days * DAY_MS)
          const [link] = await tx
            .insert(checkoutLinks)
            .values({
              tenantId: ctx.tenantId,
              draftOrderId: draft.id,
              kind,
              tokenHash: '',
              recipient: to,
              expiresAt,
              createdBy: ctx.userId,
            })
            .returning()
          const created = link as LinkRow
          await mailLink(tx, ctx.tenantId, { id: created.id, kind, to, expiresAt }, draft, lines, input)
          await drafts.updateDraft(tx, ctx.tenantId, draft.id, {
            status: kind === 'invoice' ? 'invoice_sent' : draft.status,
            email: draft.email || to,
            version: draft.version + 1,
            updatedAt: new Date(),
          })
          await tx.insert(draftOrderEvents).values({
            tenantId: ctx.tenantId,
            draftOrderId: draft.id,
            type: `${kind}_sent`,
            message: `${kind === 'invoice' ? 'Invoice' : 'Quote'} sent to ${to}.`,
            userId: ctx.userId,
          })
          return {
            statusCode: 200,
            body: { checkout: { id: created.id, kind, to, expiresAt: expiresAt.toISOString() } },
          }
        }),
      )
    },

    history(ctx: PricedScope, draftOrderId: string) {
      return inScope(db, ctx, async (tx) => {
        const found = await drafts.findDraft(tx, ctx.tenantId, draftOrderId)
        if (!found) throw problems.notFound('No such draft order.')
        const rows = await tx.execute(sql`
          SELECT e.id, e.type, e.message, u.name AS author, e.created_at AS "createdAt"
          FROM draft_order_events e LEFT JOIN users u ON u.id = e.user_id
          WHERE e.tenant_id = ${ctx.tenantId} AND e.draft_order_id = ${draftOrderId}
          ORDER BY e.created_at DESC, e.id DESC`)
        return (
          rows as unknown as {
            rows: {
              id: string
              type: string
              message: string
              author: string | null
              createdAt: Date | string
            }[]
          }
        ).rows.map((row) => ({ ...row, createdAt: new Date(row.createdAt).toISOString() }))
      })
    },

    /** What the customer sees; the first view marks the link opened (an abandoned checkout until paid). */
    async view(token: string): Promise<PublicCheckout> {
      const { tenantId, linkId } = await resolve(token)
      return inScope(db, { tenantId }, async (tx) => {
        const { link, draft, lines } = await usableLink(tx, tenantId, linkId)
        if (!link.openedAt) {
          await tx
            .update(checkoutLinks)
            .set({ openedAt: new Date() })
            .where(and(eq(checkoutLinks.tenantId, tenantId), eq(checkoutLinks.id, linkId)))
        }
        const calculation = calculateOrder(calcInputOf(draft, lines))
        const results = new Map(calculation.lines.map((line) => [line.id, line]))
        const customer = draft.customerId ? await customerSummary(tx, tenantId, draft.customerId) : undefined
        const m = (minor: number) => money(minor, draft.currencyCode)
        return {
          kind: link.kind,
          storeName: await storeName(tx, tenantId),
          draftName: draftName(draft.number),
          expiresAt: link.expiresAt.toISOString(),
          customerName: customer?.displayName ?? null,
          email: draft.email || link.recipient,
          lines: lines.map((line, index) => ({
            title: line.title,
            variantTitle: line.variantTitle,
            quantity: line.quantity,
            // The customer has no media cookie: the link itself lets their browser fetch the pictures.
            imageUrl: line.imageUrl ? publicLineImageUrl(token, index) : null,
            discountedTotal: m(results.get(line.id)?.discountedTotal ?? 0),
          })),
          subtotal: m(calculation.subtotal),
          discounts: m(calculation.orderDiscount),
          shipping: m(calculation.shipping),
          tax: m(calculation.totalTax),
          taxesIncluded: draft.taxesIncluded,
          total: m(calculation.total),
          shippingAddress: draft.shippingAddress,
          billingAddress: draft.billingAddress,
          paymentTermText: paymentTermText(draft.paymentTerm),
        }
      })
    },

    /**
     * The picture of the checkout's line at `index` (in the order `view` lists them), for the customer's
     * browser: the link's token is the only credential. Undefined when the line has no picture.
     */
    async lineImage(
      token: string,
      index: number,
    ): Promise<{ tenantId: string; storageKey: string } | undefined> {
      const { tenantId, linkId } = await resolve(token)
      return inScope(db, { tenantId }, async (tx) => {
        const { lines } = await usableLink(tx, tenantId, linkId)
        const storageKey = storageKeyOf(tenantId, lines[index]?.imageUrl)
        return storageKey ? { tenantId, storageKey } : undefined
      })
    },

    /** Pays with the store's test payment method; the draft becomes a paid order, once. */
    async pay(token: string, input: z.output<typeof publicPayRequestSchema>) {
      const { tenantId, linkId } = await resolve(token)
      return inScope(db, { tenantId }, async (tx) => {
        const { link, draft } = await usableLink(tx, tenantId, linkId, { forUpdate: true })
        if (input.card.number !== TEST_CARD_APPROVED) {
          throw new HttpProblem(402, 'Payment Required', {
            detail: checkoutMessages.cardDeclined,
            errors: [{ path: 'card.number', message: checkoutMessages.cardDeclined }],
          })
        }
        await drafts.updateDraft(tx, tenantId, draft.id, {
          shippingAddress: input.shippingAddress,
          billingAddress: input.billingAddress ?? input.shippingAddress,
        })
        const orderId = await placeOrder(tx, stock, {
          tenantId,
          userId: null,
          draftOrderId: draft.id,
          payment: { kind: 'paid', gateway: 'test', reference: `card ending ${input.card.number.slice(-4)}` },
        })
        await tx
          .update(checkoutLinks)
          .set({ completedAt: new Date(), openedAt: link.openedAt ?? new Date() })
          .where(and(eq(checkoutLinks.tenantId, tenantId), eq(checkoutLinks.draftOrderId, draft.id)))
        const order = await findOrder(tx, tenantId, orderId)
        return { orderName: orderName(order!.number), total: money(order!.totalMinor, order!.currencyCode) }
      })
    },

    /** Checkouts opened and not completed, most recently opened first. */
    searchAbandoned(ctx: PricedScope, request: SearchRequest<'openedAt'>) {
      return inScope(db, ctx, async (tx) => {
        const scope = and(
          eq(checkoutLinks.tenantId, ctx.tenantId),
          isNotNull(checkoutLinks.openedAt),
          isNull(checkoutLinks.completedAt),
          isNull(checkoutLinks.revokedAt),
        )
        const page = keysetPage<{ link: LinkRow; draft: drafts.DraftRow }>({
          sort: checkoutLinks.openedAt,
          id: checkoutLinks.id,
          direction: request.orderBy?.direction ?? 'desc',
          request,
          sortValueOf: (row) => row.link.openedAt?.toISOString() ?? null,
          idOf: (row) => row.link.id,
          isValidCursor: cursorOf.timestamp,
        })
        const join = and(
          eq(draftOrders.tenantId, checkoutLinks.tenantId),
          eq(draftOrders.id, checkoutLinks.draftOrderId),
        )
        const rows = await tx
          .select({ link: checkoutLinks, draft: draftOrders })
          .from(checkoutLinks)
          .innerJoin(draftOrders, join)
          .where(and(scope, sql`${draftOrders.status} <> 'completed'`, page.where))
          .orderBy(...page.orderBy)
          .limit(page.limit)
        const [counted] = await tx
          .select({ total: sql<number>`count(*)::int` })
          .from(checkoutLinks)
          .innerJoin(draftOrders, join)
          .where(and(scope, sql`${draftOrders.status} <> 'completed'`))
        const names = new Map<string, string | null>()
        for (const row of rows) {
          if (row.draft.customerId && !names.has(row.draft.customerId)) {
            names.set(
              row.draft.customerId,
              (await customerSummary(tx, ctx.tenantId, row.draft.customerId))?.displayName ?? null,
            )
          }
        }
        return page.toConnection(rows, counted?.total ?? 0, ({ link, draft }) => ({
          id: link.id,
          draftOrderId: draft.id,
          draftName: draftName(draft.number),
          kind: link.kind,
          recipient: link.recipient,
          customerName: draft.customerId ? (names.get(draft.customerId) ?? null) : null,
          total: money(draft.totalMinor, draft.currencyCode),
          openedAt: (link.openedAt as Date).toISOString(),
          expiresAt: link.expiresAt.toISOString(),
          recoverySentAt: link.recoverySentAt?.toISOString() ?? null,
        }))
      })
    },

    /** Emails the customer a fresh link to finish; the old link stops working. */
    recover(ctx: PricedScope, linkId: string) {
      return inScope(db, ctx, async (tx) => {
        const { link, draft, lines } = await usableLink(tx, ctx.tenantId, linkId, { forUpdate: true }).catch(
          (error: unknown) => {
            if (error instanceof HttpProblem && error.status !== 404)
              throw problems.conflict('This checkout can no longer be recovered.')
            throw error
          },
        )
        if (!link.openedAt) throw problems.conflict('This checkout was never opened.')
        const expiresAt = new Date(Math.max(link.expiresAt.getTime(), Date.now() + 7 * DAY_MS))
        await mailLink(
          tx,
          ctx.tenantId,
          { id: link.id, kind: 'recovery', to: link.recipient, expiresAt },
          draft,
          lines,
          { message: '' },
        )
        const sentAt = new Date()
        await tx
          .update(checkoutLinks)
          .set({ recoverySentAt: sentAt, expiresAt })
          .where(and(eq(checkoutLinks.tenantId, ctx.tenantId), eq(checkoutLinks.id, link.id)))
        await tx.insert(draftOrderEvents).values({
          tenantId: ctx.tenantId,
          draftOrderId: draft.id,
          type: 'recovery_sent',
          message: `Recovery email sent to ${link.recipient}.`,
          userId: ctx.userId,
        })
        return { id: link.id, kind: link.kind, to: link.recipient, expiresAt: expiresAt.toISOString() }
      })
    },
  }
}

export type CheckoutService = ReturnType<typeof createCheckoutService>
