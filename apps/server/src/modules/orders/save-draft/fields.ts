import { parsePpm, toMinorUnits } from '@lojista/contracts'
import type { StoredPaymentTerm } from '../../../db/schema/orders.ts'
import type { StoreScope } from '../../../lib/store-scope.ts'
import type { CustomerSummary } from '../../party/party.service.ts'
import type * as repo from '../draft.repository.ts'
import { paymentSchedule } from '../payment-terms.ts'
import { storedDiscount } from './discounts.ts'
import type { OrderInput, StoredDraft } from './existing-draft.ts'

function paymentTermOf(input: OrderInput, existing: StoredDraft | undefined): StoredPaymentTerm | null {
  const term = input.paymentTerm
  if (term === undefined) return existing?.draft.paymentTerm ?? null
  return (
    term && {
      type: term.type,
      dueInDays: term.type === 'net' ? term.dueInDays : null,
      ...paymentSchedule(term.type, term.dueInDays, term.issuedAt, term.dueAt),
    }
  )
}

/**
 * The draft's own fields after the edit: what the input sends, else what the draft had. Choosing another
 * customer brings their email, tax exemption and default addresses, unless the input sets them. Totals,
 * number and search text are filled in by the steps after this one.
 */
export function draftFields(
  ctx: StoreScope,
  input: OrderInput,
  edit: {
    draftId: string
    existing: StoredDraft | undefined
    customerId: string | null
    customer: CustomerSummary | undefined
    now: Date
  },
): repo.DraftRow {
  const { draftId, customerId, customer, now } = edit
  const existing = edit.existing?.draft
  const customerChanged = customerId !== (existing?.customerId ?? null)
  // A customer's tax exemption and addresses apply when they are chosen, unless staff set them.
  // Tax lines sent without saying whose they are were typed by hand, as before the store had settings.
  const taxesByHand =
    input.taxesSetByHand ??
    (input.taxLines !== undefined && input.taxLines.length > 0 ? true : (existing?.taxesByHand ?? false))
  const fromCustomer = <T>(value: T | undefined, ofCustomer: T, kept: T): T =>
    value !== undefined ? value : customerChanged ? ofCustomer : kept
  return {
    tenantId: ctx.tenantId,
    id: draftId,
    number: existing?.number ?? 0,
    name: existing?.name ?? '',
    status: existing?.status ?? 'open',
    customerId,
    email: input.email ?? (customerChanged ? (customer?.email ?? '') : (existing?.email ?? '')),
    note: input.note ?? existing?.note ?? '',
    tags: input.tags ?? existing?.tags ?? [],
    currencyCode: existing?.currencyCode ?? ctx.currencyCode,
    // Without taxes set by hand, the store's settings give these two (resolveDraftTaxes).
    taxesIncluded: input.taxesIncluded ?? existing?.taxesIncluded ?? false,
    taxesByHand,
    resolvedTaxes: null,
    taxExempt:
      input.taxExempt ?? (customerChanged ? (customer?.taxExempt ?? false) : (existing?.taxExempt ?? false)),
    pricesLocked:
      input.lockPricesForBuyer === undefined
        ? (existing?.pricesLocked ?? false)
        : input.lockPricesForBuyer === 'lock-all',
    orderDiscount:
      input.appliedDiscount === undefined
        ? (existing?.orderDiscount ?? null)
        : storedDiscount(input.appliedDiscount),
    // Worked out again by the next step (applySavedDiscounts).
    discountApplications: edit.existing?.draft.discountApplications ?? [],
    shippingLine:
      input.shippingLine === undefined
        ? (existing?.shippingLine ?? null)
        : input.shippingLine && {
            title: input.shippingLine.title,
            price: toMinorUnits(input.shippingLine.price),
            // The next step (checkDraftShipping) checks the option, prices it and finds its location.
            source: input.shippingLine.source && { ...input.shippingLine.source, locationId: null },
          },
    taxLines:
      input.taxLines === undefined
        ? (existing?.taxLines ?? [])
        : input.taxLines.map((tax) => ({ title: tax.title, ratePpm: parsePpm(tax.rate, 'percent') })),
    paymentTerm: paymentTermOf(input, edit.existing),
    shippingAddress: fromCustomer(
      input.shippingAddress,
      customer?.shippingAddress ?? null,
      existing?.shippingAddress ?? null,
    ),
    billingAddress: fromCustomer(
      input.billingAddress,
      customer?.billingAddress ?? null,
      existing?.billingAddress ?? null,
    ),
    totalQuantity: 0,
    subtotalMinor: 0,
    totalDiscountsMinor: 0,
    totalShippingMinor: 0,
    totalTaxMinor: 0,
    totalMinor: 0,
    searchText: '',
    createdBy: existing?.createdBy ?? ctx.userId,
    version: (existing?.version ?? 0) + 1,
    createdAt: existing?.createdAt ?? now,
    updatedAt: now,
  }
}
