import type { Order, SearchRequest } from '@lojista/contracts'
import type { Db } from '../../db/client.ts'
import { inScope, type StoreTx } from '../../db/scope.ts'
import { recordActivity } from '../../lib/activity.ts'
import { conflict } from '../../lib/conflict.ts'
import { problems } from '../../lib/problem.ts'
import type { StoreScope } from '../../lib/store-scope.ts'
import { searchWords, splitQuery } from '../../lib/text-search.ts'
import { isUuid } from '../../lib/uuid.ts'
import { type CustomerSummary, customerSummary } from '../party/party.service.ts'
import { variantSnapshots } from '../products/products.service.ts'
import { presentDraft } from './draft.presenter.ts'
import * as repo from './draft.repository.ts'
import { presentStoredDraft } from './draft-view.ts'
import { applySavedDiscounts } from './save-draft/discounts.ts'
import { lockDraftToEdit, type OrderInput } from './save-draft/existing-draft.ts'
import { draftFields } from './save-draft/fields.ts'
import { draftLines, newVariantIds } from './save-draft/lines.ts'
import { checkDraftShipping } from './save-draft/shipping.ts'
import { resolveDraftTaxes } from './save-draft/taxes.ts'
import { priceDraft } from './save-draft/totals.ts'
import { writeDraft } from './save-draft/write.ts'

/** The drafts list's filters, checked: `status:` and `customer:<id>`. */
function draftFilter(query: string): repo.DraftFilter {
  const { text, filters } = splitQuery(query, ['status', 'customer'])
  const statuses = filters.status ?? []
  if (statuses.some((status) => !repo.draftStatuses.includes(status as never))) {
    throw problems.badRequest('Unknown status in the search.', [
      { path: 'query', message: `status: takes ${repo.draftStatuses.join(', ')}` },
    ])
  }
  const customerIds = filters.customer ?? []
  if (customerIds.some((customer) => !isUuid(customer))) {
    throw problems.badRequest('The customer filter needs an id.', [
      { path: 'query', message: 'customer: takes an id' },
    ])
  }
  return { words: searchWords(text), statuses: statuses as repo.DraftStatus[], customerIds }
}

/** Writes a draft's creation or deletion to the store's activity log, in the change's transaction. */
function logDraft(
  tx: StoreTx,
  ctx: StoreScope,
  action: 'draft_order.created' | 'draft_order.deleted',
  draft: { id: string; name: string },
) {
  return recordActivity(tx, ctx, {
    area: 'draft_orders',
    action,
    subject: { type: 'draft_order', id: draft.id, label: draft.name },
  })
}

export function createDraftService(db: Db) {
  async function load(tx: StoreTx, tenantId: string, id: string): Promise<Order | undefined> {
    const found = await repo.findDraft(tx, tenantId, id)
    return found ? presentStoredDraft(tx, tenantId, found) : undefined
  }

  return {
    get(ctx: StoreScope, id: string): Promise<Order> {
      return inScope(db, ctx, async (tx) => {
        const order = await load(tx, ctx.tenantId, id)
        if (!order) throw problems.notFound('No such draft order.')
        return order
      })
    },

    /**
     * Creates or updates a draft from the editor's whole state, in steps (save-draft/): lock the draft
     * being edited, refusing a stale version; make its lines, snapshotting new catalog lines; work out
     * its fields, its saved discounts (chosen codes and the store's automatic discounts, by the discounts'
     * application function) and every total with calculateOrder; store it.
     */
    save(ctx: StoreScope, input: OrderInput): Promise<{ order: Order; created: boolean }> {
      return inScope(db, ctx, async (tx) => {
        const { tenantId } = ctx
        const existing = await lockDraftToEdit(tx, tenantId, input)
        const customerId =
          input.customerId === undefined ? (existing?.draft.customerId ?? null) : input.customerId
        const customer = customerId ? await customerSummary(tx, tenantId, customerId) : undefined
        const previous = new Map((existing?.lines ?? []).map((line) => [line.id, line]))
        const draftId = existing?.draft.id ?? input.id ?? crypto.randomUUID()
        const { lines, errors } = draftLines(input, {
          tenantId,
          draftId,
          previous,
          snapshots: await variantSnapshots(tx, tenantId, newVariantIds(input, previous)),
        })
        if (customerId && !customer) errors.unshift({ path: 'customerId', message: 'Customer not found' })
        if (errors.length > 0) throw problems.badRequest('The draft has invalid fields.', errors)

        const now = new Date()
        const draft = draftFields(ctx, input, { draftId, existing, customerId, customer, now })
        const storedLines = lines.map((line) => ({
          ...line,
          createdAt: line.createdAt ?? now,
        })) as repo.DraftLineRow[]
        await applySavedDiscounts(tx, { draft, lines: storedLines, now })
        // A chosen option priced anew changes what a free-shipping discount takes off.
        if (await checkDraftShipping(tx, draft, storedLines)) {
          await applySavedDiscounts(tx, { draft, lines: storedLines, now })
        }
        await resolveDraftTaxes(tx, draft, storedLines)
        const calculation = priceDraft(draft, storedLines)
        await writeDraft(tx, { draft, lines: storedLines, isNew: !existing, customer, userId: ctx.userId })
        // A new draft is logged; its edits are not (the editor saves as staff type), its own timeline has them.
        if (!existing) await logDraft(tx, ctx, 'draft_order.created', draft)
        return { order: presentDraft(draft, storedLines, customer, calculation), created: !existing }
      })
    },

    async remove(ctx: StoreScope, id: string): Promise<void> {
      await inScope(db, ctx, async (tx) => {
        const existing = await repo.findDraft(tx, ctx.tenantId, id, { forUpdate: true })
        if (!existing) throw problems.notFound('No such draft order.')
        // Its order keeps pointing at it: an order's draft stays.
        if (existing.draft.status === 'completed') {
          throw conflict('This draft is already an order and can no longer be deleted.')
        }
        await repo.deleteDraft(tx, ctx.tenantId, id)
        await logDraft(tx, ctx, 'draft_order.deleted', existing.draft)
      })
    },

    /** Drafts by number, customer name or email; filters status: and customer:<id>. */
    search(ctx: StoreScope, request: SearchRequest<repo.DraftSortField>) {
      return inScope(db, ctx, async (tx) => {
        const { rows, total, page } = await repo.searchDrafts(
          tx,
          ctx.tenantId,
          draftFilter(request.query),
          request,
        )
        const customers = new Map<string, CustomerSummary | undefined>()
        for (const id of new Set(
          rows.map((row) => row.customerId).filter((id): id is string => Boolean(id)),
        )) {
          customers.set(id, await customerSummary(tx, ctx.tenantId, id))
        }
        return page.toConnection(rows, total, (row) => {
          const customer = row.customerId ? customers.get(row.customerId) : undefined
          const order = presentDraft(row, [], customer, {
            lines: [],
            totalQuantity: row.totalQuantity,
            subtotal: row.subtotalMinor,
            lineDiscounts: 0,
            orderDiscount: 0,
            customOrderDiscount: 0,
            shippingDiscount: 0,
            savedDiscounts: [],
            shippingTaxes: [],
            totalDiscounts: row.totalDiscountsMinor,
            shipping: row.totalShippingMinor,
            totalTax: row.totalTaxMinor,
            taxLines: [],
            total: row.totalMinor,
          })
          return {
            id: order.id,
            name: order.name,
            number: order.number,
            status: order.status,
            customer: order.customer,
            totalQuantityOfLineItems: order.totalQuantityOfLineItems,
            totalPriceSet: order.totalPriceSet,
            createdAt: order.createdAt,
            updatedAt: order.updatedAt,
          }
        })
      })
    },
  }
}

export type DraftService = ReturnType<typeof createDraftService>
