import {
  calculateOrder,
  type DiscountInput,
  type FieldError,
  normalizeSearchText,
  type Order,
  type orderInputSchema,
  parsePpm,
  type SearchRequest,
  toMinorUnits,
} from '@lojista/contracts'
import { and, eq, inArray, type SQL } from 'drizzle-orm'
import type { z } from 'zod'
import type { Db } from '../../db/client.ts'
import {
  draftOrderEvents,
  draftOrders,
  draftStatuses,
  type StoredDiscount,
  type StoredPaymentTerm,
} from '../../db/schema/index.ts'
import { inScope } from '../../db/scope.ts'
import { cursorOf } from '../../lib/cursor-values.ts'
import { keysetPage } from '../../lib/keyset.ts'
import { HttpProblem, problems } from '../../lib/problem.ts'
import type { PricedScope } from '../../lib/store-scope.ts'
import { containsAllWords, searchWords, splitQuery } from '../../lib/text-search.ts'
import { variantSnapshots } from './catalog-snapshot.ts'
import { nextNumber } from './counters.ts'
import { customerSummary } from './customer-summary.ts'
import { calcInputOf, draftName, presentDraft } from './draft.presenter.ts'
import * as repo from './draft.repository.ts'
import { paymentSchedule } from './payment-terms.ts'
import { toGrams } from './weight.ts'

type OrderInput = z.output<typeof orderInputSchema>

function storedDiscount(input: DiscountInput | null | undefined): StoredDiscount | null {
  if (!input) return null
  const value = input.type === 'percentage' ? parsePpm(input.value, 'fraction') : toMinorUnits(input.value)
  return {
    type: input.type,
    value,
    title: input.title,
    ...(input.discountId ? { discountId: input.discountId } : {}),
  }
}

const ORDER_FIELDS = {
  number: draftOrders.number,
  updatedAt: draftOrders.updatedAt,
  createdAt: draftOrders.createdAt,
  total: draftOrders.totalMinor,
} as const

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** What a new line holds until a snapshot or custom item fills it in (the columns' defaults). */
const NEW_LINE = {
  variantId: null,
  productId: null,
  variantTitle: '',
  sku: '',
  selectedOptions: [],
  imageUrl: null,
  description: '',
  weightGrams: null,
  discountedTotalMinor: 0,
} satisfies Partial<repo.NewDraftLineRow>

const SORT_VALUES: Record<keyof typeof ORDER_FIELDS, (row: repo.DraftRow) => string | number> = {
  number: (row) => row.number,
  updatedAt: (row) => row.updatedAt.toISOString(),
  createdAt: (row) => row.createdAt.toISOString(),
  total: (row) => row.totalMinor,
}
/** What a forged cursor's value must be to reach the database: the sort column's type. */
const SORT_CURSORS: Record<keyof typeof ORDER_FIELDS, (typeof cursorOf)[keyof typeof cursorOf]> = {
  number: cursorOf.int4,
  updatedAt: cursorOf.timestamp,
  createdAt: cursorOf.timestamp,
  total: cursorOf.int8,
}

export function createDraftService(db: Db) {
  async function load(tx: Db, tenantId: string, id: string): Promise<Order | undefined> {
    const found = await repo.findDraft(tx, tenantId, id)
    if (!found) return undefined
    const customer = found.draft.customerId
      ? await customerSummary(tx, tenantId, found.draft.customerId)
      : undefined
    return presentDraft(found.draft, found.lines, customer)
  }

  return {
    get(ctx: PricedScope, id: string): Promise<Order> {
      return inScope(db, ctx, async (tx) => {
        const order = await load(tx, ctx.tenantId, id)
        if (!order) throw problems.notFound('No such draft order.')
        return order
      })
    },

    /**
     * Creates or updates a draft from the editor's whole state. The server snapshots new catalog lines,
     * recomputes every total with calculateOrder, and refuses an edit made on an older version (409 with
     * the current draft), so two people editing one draft never overwrite each other silently.
     */
    save(ctx: PricedScope, input: OrderInput): Promise<{ order: Order; created: boolean }> {
      return inScope(db, ctx, async (tx) => {
        const { tenantId } = ctx
        const existing = input.id
          ? await repo.findDraft(tx, tenantId, input.id, { forUpdate: true })
          : undefined
        if (existing && input.version !== existing.draft.version) {
          const current = await load(tx, tenantId, existing.draft.id)
          throw new HttpProblem(409, 'Conflict', {
            detail:
              'This draft was changed by someone else. Review the current version and apply your change again.',
            extensions: { current },
          })
        }
        if (!existing && input.version !== undefined) throw problems.notFound('No such draft order.')
        if (existing?.draft.status === 'completed') {
          throw problems.conflict('This draft is already an order and can no longer be edited.')
        }

        const errors: FieldError[] = []
        const customerId =
          input.customerId === undefined ? (existing?.draft.customerId ?? null) : input.customerId
        const customer = customerId ? await customerSummary(tx, tenantId, customerId) : undefined
        if (customerId && !customer) errors.push({ path: 'customerId', message: 'Customer not found' })
        const customerChanged = customerId !== (existing?.draft.customerId ?? null)

        const previousLines = new Map((existing?.lines ?? []).map((line) => [line.id, line]))
        const newVariantIds = input.lineItems
          .filter((line) => !previousLines.has(line.id) && line.variantId)
          .map((line) => line.variantId as string)
        const snapshots = await variantSnapshots(tx, tenantId, [...new Set(newVariantIds)])
        const seen = new Set<string>()
        const draftId = existing?.draft.id ?? input.id ?? crypto.randomUUID()
        const lines: repo.NewDraftLineRow[] = []
        input.lineItems.forEach((item, index) => {
          const path = `lineItems.${index}`
          if (seen.has(item.id)) {
            errors.push({ path: `${path}.id`, message: 'Duplicate line id' })
            return
          }
          seen.add(item.id)
          const before = previousLines.get(item.id)
          const common = {
            ...NEW_LINE,
            tenantId,
            id: item.id,
            draftOrderId: draftId,
            position: index,
            quantity: item.quantity,
          }
          const discount =
            item.appliedDiscount === undefined
              ? (before?.discount ?? null)
              : storedDiscount(item.appliedDiscount)
          if (before && !item.customItem) {
            lines.push({ ...before, ...common, taxable: item.isTaxable ?? before.taxable, discount })
          } else if (item.customItem && (!before || before.variantId === null)) {
            const custom = item.customItem
            lines.push({
              ...common,
              title: custom.title,
              unitPriceMinor: toMinorUnits(custom.price),
              taxable: item.isTaxable ?? before?.taxable ?? true,
              physical: custom.isPhysical,
              weightGrams: custom.weight === null ? null : toGrams(custom.weight, custom.weightUnit),
              description: custom.description,
              discount,
              createdAt: before?.createdAt,
            })
          } else if (item.variantId && !before) {
            const snapshot = snapshots.get(item.variantId)
            if (!snapshot) {
              errors.push({ path: `${path}.variantId`, message: 'Product not found' })
              return
            }
            lines.push({
              ...common,
              variantId: snapshot.variantId,
              productId: snapshot.productId,
              title: snapshot.title,
              variantTitle: snapshot.variantTitle,
              sku: snapshot.sku,
              selectedOptions: snapshot.selectedOptions,
              imageUrl: snapshot.imageUrl,
              unitPriceMinor: snapshot.unitPrice,
              taxable: item.isTaxable ?? snapshot.taxable,
              physical: snapshot.physical,
              weightGrams: snapshot.weightGrams,
              discount,
            })
          } else {
            errors.push({ path, message: 'A new line needs a variantId or a customItem' })
          }
        })
        if (errors.length > 0) throw problems.badRequest('The draft has invalid fields.', errors)

        const termInput = input.paymentTerm
        const paymentTerm: StoredPaymentTerm | null =
          termInput === undefined
            ? (existing?.draft.paymentTerm ?? null)
            : termInput && {
                type: termInput.type,
                dueInDays: termInput.type === 'net' ? termInput.dueInDays : null,
                ...paymentSchedule(termInput.type, termInput.dueInDays, termInput.issuedAt, termInput.dueAt),
              }
        const now = new Date()
        const draft: repo.DraftRow = {
          tenantId,
          id: draftId,
          number: existing?.draft.number ?? 0,
          status: existing?.draft.status ?? 'open',
          customerId,
          email: input.email ?? (customerChanged ? (customer?.email ?? '') : (existing?.draft.email ?? '')),
          note: input.note ?? existing?.draft.note ?? '',
          tags: input.tags ?? existing?.draft.tags ?? [],
          currencyCode: existing?.draft.currencyCode ?? ctx.currencyCode,
          taxesIncluded: input.taxesIncluded ?? existing?.draft.taxesIncluded ?? false,
          // A customer's tax exemption applies when they are chosen, unless staff set it explicitly.
          taxExempt:
            input.taxExempt ??
            (customerChanged ? (customer?.taxExempt ?? false) : (existing?.draft.taxExempt ?? false)),
          pricesLocked:
            input.lockPricesForBuyer === undefined
              ? (existing?.draft.pricesLocked ?? false)
              : input.lockPricesForBuyer === 'lock-all',
          orderDiscount:
            input.appliedDiscount === undefined
              ? (existing?.draft.orderDiscount ?? null)
              : storedDiscount(input.appliedDiscount),
          shippingLine:
            input.shippingLine === undefined
              ? (existing?.draft.shippingLine ?? null)
              : input.shippingLine && {
                  title: input.shippingLine.title,
                  price: toMinorUnits(input.shippingLine.price),
                },
          taxLines:
            input.taxLines === undefined
              ? (existing?.draft.taxLines ?? [])
              : input.taxLines.map((tax) => ({ title: tax.title, ratePpm: parsePpm(tax.rate, 'percent') })),
          paymentTerm,
          shippingAddress:
            input.shippingAddress === undefined
              ? customerChanged
                ? (customer?.shippingAddress ?? null)
                : (existing?.draft.shippingAddress ?? null)
              : input.shippingAddress,
          billingAddress:
            input.billingAddress === undefined
              ? customerChanged
                ? (customer?.billingAddress ?? null)
                : (existing?.draft.billingAddress ?? null)
              : input.billingAddress,
          totalQuantity: 0,
          subtotalMinor: 0,
          totalDiscountsMinor: 0,
          totalShippingMinor: 0,
          totalTaxMinor: 0,
          totalMinor: 0,
          searchText: '',
          createdBy: existing?.draft.createdBy ?? ctx.userId,
          version: (existing?.draft.version ?? 0) + 1,
          createdAt: existing?.draft.createdAt ?? now,
          updatedAt: now,
        }
        const storedLines = lines.map((line) => ({
          ...line,
          createdAt: line.createdAt ?? now,
        })) as repo.DraftLineRow[]
        const calculation = calculateOrder(calcInputOf(draft, storedLines))
        const discounted = new Map(calculation.lines.map((line) => [line.id, line.discountedTotal]))
        for (const line of storedLines) line.discountedTotalMinor = discounted.get(line.id) ?? 0
        Object.assign(draft, {
          totalQuantity: calculation.totalQuantity,
          subtotalMinor: calculation.subtotal,
          totalDiscountsMinor: calculation.totalDiscounts,
          totalShippingMinor: calculation.shipping,
          totalTaxMinor: calculation.totalTax,
          totalMinor: calculation.total,
        })
        if (!existing) draft.number = await nextNumber(tx, tenantId, 'draft', 1)
        draft.searchText = normalizeSearchText(
          [draftName(draft.number), `d${draft.number}`, customer?.displayName, customer?.email, draft.email]
            .filter(Boolean)
            .join(' '),
        )
        if (existing) {
          const { tenantId: _t, id: _i, createdAt: _c, ...changes } = draft
          await repo.updateDraft(tx, tenantId, draftId, changes)
        } else {
          await repo.insertDraft(tx, draft)
          await tx.insert(draftOrderEvents).values({
            tenantId,
            draftOrderId: draftId,
            type: 'created',
            message: 'Draft created.',
            userId: ctx.userId,
          })
        }
        await repo.replaceLines(tx, tenantId, draftId, storedLines)
        return { order: presentDraft(draft, storedLines, customer, calculation), created: !existing }
      })
    },

    async remove(ctx: PricedScope, id: string): Promise<void> {
      await inScope(db, ctx, async (tx) => {
        const existing = await repo.findDraft(tx, ctx.tenantId, id, { forUpdate: true })
        if (!existing) throw problems.notFound('No such draft order.')
        // Its order keeps pointing at it: an order's draft stays.
        if (existing.draft.status === 'completed') {
          throw problems.conflict('This draft is already an order and can no longer be deleted.')
        }
        await repo.deleteDraft(tx, ctx.tenantId, id)
      })
    },

    /** Drafts by number, customer name or email; filters status: and customer:<id>. */
    search(ctx: PricedScope, request: SearchRequest<keyof typeof ORDER_FIELDS>) {
      return inScope(db, ctx, async (tx) => {
        const { text, filters } = splitQuery(request.query, ['status', 'customer'])
        const conditions: (SQL | undefined)[] = [containsAllWords(draftOrders.searchText, searchWords(text))]
        const statuses = filters.status ?? []
        if (statuses.some((status) => !draftStatuses.includes(status as never))) {
          throw problems.badRequest('Unknown status in the search.', [
            { path: 'query', message: `status: takes ${draftStatuses.join(', ')}` },
          ])
        }
        if (statuses.length > 0)
          conditions.push(inArray(draftOrders.status, statuses as repo.DraftRow['status'][]))
        for (const customer of filters.customer ?? []) {
          if (!UUID.test(customer)) {
            throw problems.badRequest('The customer filter needs an id.', [
              { path: 'query', message: 'customer: takes an id' },
            ])
          }
          conditions.push(eq(draftOrders.customerId, customer))
        }
        const field = request.orderBy?.field ?? 'updatedAt'
        const column = ORDER_FIELDS[field]
        const page = keysetPage<repo.DraftRow>({
          sort: column,
          id: draftOrders.id,
          direction: request.orderBy?.direction ?? (request.orderBy ? 'asc' : 'desc'),
          request,
          sortValueOf: (row) => SORT_VALUES[field](row),
          idOf: (row) => row.id,
          isValidCursor: SORT_CURSORS[field],
        })
        const { rows, total } = await repo.searchDrafts(tx, ctx.tenantId, and(...conditions), page)
        const customers = new Map<string, Awaited<ReturnType<typeof customerSummary>>>()
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
