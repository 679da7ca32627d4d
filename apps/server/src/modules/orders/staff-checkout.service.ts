import { money, type SearchRequest, type sendCheckoutRequestSchema } from '@lojista/contracts'
import type { z } from 'zod'
import type { Db } from '../../db/client.ts'
import { inScope } from '../../db/scope.ts'
import { recordActivity } from '../../lib/activity.ts'
import { conflict } from '../../lib/conflict.ts'
import { once } from '../../lib/idempotency.ts'
import { HttpProblem, problems } from '../../lib/problem.ts'
import type { StoreScope } from '../../lib/store-scope.ts'
import { searchWords, splitQuery } from '../../lib/text-search.ts'
import { customerNameOf, customerSummary } from '../party/party.service.ts'
import * as links from './checkout.repository.ts'
import { usableLink } from './checkout-links.ts'
import type { CheckoutMailer } from './checkout-mail.ts'
import * as drafts from './draft.repository.ts'
import { staleDraftProblem } from './stale-draft.ts'

const DAY_MS = 86_400_000
const INVOICE_LINK_DAYS = 30
const DEFAULT_QUOTE_DAYS = 14

export interface StaffCheckoutDeps {
  db: Db
  mailer: CheckoutMailer
}

/**
 * Staff's side of invoices and quotes: sending one from a draft, the draft's history, and the checkouts
 * customers opened and left, which a recovery email brings back.
 */
export function createStaffCheckoutService({ db, mailer }: StaffCheckoutDeps) {
  return {
    /** Send Invoice / Send Quote: records the link and the email with the draft's history, at most once per key. */
    send(
      ctx: StoreScope,
      kind: 'invoice' | 'quote',
      input: z.output<typeof sendCheckoutRequestSchema>,
      key: string | undefined,
    ) {
      return inScope(db, ctx, (tx) =>
        once(tx, { tenantId: ctx.tenantId, operation: `send-${kind}`, key, body: input }, async () => {
          const found = await drafts.findDraft(tx, ctx.tenantId, input.draftOrderId, { forUpdate: true })
          if (!found) throw problems.notFound('No such draft order.')
          const { draft, lines } = found
          if (draft.status === 'completed') throw conflict('This draft is already an order.')
          if (input.version !== draft.version) throw await staleDraftProblem(tx, ctx.tenantId, found)
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
          const created = await links.insertLink(tx, {
            tenantId: ctx.tenantId,
            draftOrderId: draft.id,
            kind,
            tokenHash: '',
            recipient: to,
            expiresAt,
            createdBy: ctx.userId,
          })
          await mailer.mailLink(tx, ctx.tenantId, { id: created.id, kind, to, expiresAt }, found, input)
          await drafts.updateDraft(tx, ctx.tenantId, draft.id, {
            status: kind === 'invoice' ? 'invoice_sent' : draft.status,
            email: draft.email || to,
            version: draft.version + 1,
            updatedAt: new Date(),
          })
          await drafts.addDraftEvent(tx, {
            tenantId: ctx.tenantId,
            draftOrderId: draft.id,
            type: kind === 'invoice' ? 'invoice_sent' : 'quote_sent',
            params: { recipient: to },
            userId: ctx.userId,
          })
          // A draft sent to a customer is work done in the store's name: it shows in the activity log.
          await recordActivity(tx, ctx, {
            area: 'draft_orders',
            action: kind === 'invoice' ? 'draft_order.invoice_sent' : 'draft_order.quote_sent',
            subject: { type: 'draft_order', id: draft.id, label: draft.name },
            changes: [{ field: 'recipient', before: null, after: to }],
          })
          return {
            statusCode: 200,
            body: { checkout: { id: created.id, kind, to, expiresAt: expiresAt.toISOString() } },
          }
        }),
      )
    },

    history(ctx: StoreScope, draftOrderId: string) {
      return inScope(db, ctx, async (tx) => {
        const found = await drafts.findDraft(tx, ctx.tenantId, draftOrderId)
        if (!found) throw problems.notFound('No such draft order.')
        const rows = await drafts.findDraftEvents(tx, ctx.tenantId, draftOrderId)
        return rows.map((row) => ({ ...row, createdAt: new Date(row.createdAt).toISOString() }))
      })
    },

    /**
     * Checkouts opened and not completed, most recently opened first. Free text matches the draft's
     * number, customer and email, and the address the link was sent to.
     */
    searchAbandoned(ctx: StoreScope, request: SearchRequest<'openedAt'>) {
      return inScope(db, ctx, async (tx) => {
        const { text } = splitQuery(request.query, [])
        const words = searchWords(text.replaceAll('#', ' '))
        // Each checkout's customer name comes with the page, not in a query of its own.
        const { rows, total, page } = await links.searchAbandoned(
          tx,
          ctx.tenantId,
          words,
          request,
          customerNameOf,
        )
        return page.toConnection(rows, total, ({ link, draft, customerName }) => ({
          id: link.id,
          draftOrderId: draft.id,
          draftName: draft.name,
          kind: link.kind,
          recipient: link.recipient,
          customerName,
          total: money(draft.totalMinor, draft.currencyCode),
          openedAt: (link.openedAt as Date).toISOString(),
          expiresAt: link.expiresAt.toISOString(),
          recoverySentAt: link.recoverySentAt?.toISOString() ?? null,
        }))
      })
    },

    /** Emails the customer a fresh link to finish; the old link stops working. */
    recover(ctx: StoreScope, linkId: string) {
      return inScope(db, ctx, async (tx) => {
        const { link, draft, lines } = await usableLink(tx, ctx.tenantId, linkId, { forUpdate: true }).catch(
          (error: unknown) => {
            if (error instanceof HttpProblem && error.status !== 404)
              throw conflict('This checkout can no longer be recovered.')
            throw error
          },
        )
        if (!link.openedAt) throw conflict('This checkout was never opened.')
        const expiresAt = new Date(Math.max(link.expiresAt.getTime(), Date.now() + 7 * DAY_MS))
        await mailer.mailLink(
          tx,
          ctx.tenantId,
          { id: link.id, kind: 'recovery', to: link.recipient, expiresAt },
          { draft, lines },
          { message: '' },
        )
        await links.updateLink(tx, ctx.tenantId, link.id, { recoverySentAt: new Date(), expiresAt })
        await drafts.addDraftEvent(tx, {
          tenantId: ctx.tenantId,
          draftOrderId: draft.id,
          type: 'recovery_sent',
          params: { recipient: link.recipient },
          userId: ctx.userId,
        })
        return { id: link.id, kind: link.kind, to: link.recipient, expiresAt: expiresAt.toISOString() }
      })
    },
  }
}

export type StaffCheckoutService = ReturnType<typeof createStaffCheckoutService>
