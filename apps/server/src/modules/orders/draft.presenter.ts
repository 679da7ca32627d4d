import {
  type CalcInput,
  type CalcResult,
  calculateOrder,
  formatPpm,
  fromMinorUnits,
  type MoneySet,
  money,
  type Order,
  orderMessages,
} from '@lojista/contracts'
import type { StoredDiscount } from '../../db/schema/orders.ts'
import type { CustomerSummary } from '../party/party.service.ts'
import type { DraftLineRow, DraftRow } from './draft.repository.ts'
import { formatWeight } from './weight.ts'

export function moneySet(minor: number, currencyCode: string): MoneySet {
  const amount = money(minor, currencyCode)
  return { presentmentMoney: amount, domainMoney: amount }
}

function discountValue(discount: StoredDiscount): string {
  return discount.type === 'percentage'
    ? formatPpm(discount.value, 'fraction')
    : fromMinorUnits(discount.value)
}

/** A discount staff typed (no saved discount behind it), which the order maths works out itself. */
export function customDiscount(discount: StoredDiscount | null): StoredDiscount | null {
  return discount && !discount.discountId ? discount : null
}

/**
 * The calculation input of a stored draft: the same function the browser runs on its copy. The discounts
 * staff typed are worked out by it; the saved ones (codes and automatic discounts) are taken as the
 * discounts' application function allocated them when the draft was saved.
 */
export function calcInputOf(draft: DraftRow, lines: DraftLineRow[]): CalcInput {
  // The store's rates at the draft's address, per line, as resolved at the last save (decision 029); a
  // line added since has none until the next save works them out.
  const resolved = draft.taxesByHand ? null : draft.resolvedTaxes
  const lineRates = new Map(resolved?.lines.map((line) => [line.lineId, line.rates]))
  return {
    lines: lines.map((line) => ({
      id: line.id,
      quantity: line.quantity,
      unitPrice: line.unitPriceMinor,
      taxable: line.taxable,
      discount: customDiscount(line.discount),
      ...(resolved ? { taxLines: lineRates.get(line.id) ?? [] } : {}),
    })),
    orderDiscount: customDiscount(draft.orderDiscount),
    savedDiscounts: draft.discountApplications
      .filter((application) => application.refusal === null)
      .map((application) => ({
        id: application.discountId,
        title: application.title,
        class: application.class,
        lines: application.lines,
        shipping: application.shipping,
      })),
    shipping: draft.shippingLine,
    taxLines: resolved ? [] : draft.taxLines,
    shippingTaxLines: resolved?.shipping ?? [],
    taxesIncluded: draft.taxesIncluded,
    taxExempt: draft.taxExempt,
  }
}

/** The Order shape of a stored draft; `placed` is the order a completed draft became. */
export function presentDraft(
  draft: DraftRow,
  lines: DraftLineRow[],
  customer: CustomerSummary | undefined,
  calculation: CalcResult = calculateOrder(calcInputOf(draft, lines)),
  placed: Order['order'] = null,
): Order {
  const currency = draft.currencyCode
  const set = (minor: number) => moneySet(minor, currency)
  const lineResults = new Map(calculation.lines.map((line) => [line.id, line]))
  const savedAmounts = new Map(calculation.savedDiscounts.map((saved) => [saved.id, saved.amount]))
  const term = draft.paymentTerm
  return {
    id: draft.id,
    name: draft.name,
    number: draft.number,
    status: draft.status,
    order: placed,
    version: draft.version,
    createdAt: draft.createdAt.toISOString(),
    updatedAt: draft.updatedAt.toISOString(),
    currencyCode: currency,
    customer: customer
      ? {
          id: customer.id,
          displayName: customer.displayName,
          email: customer.email,
          phone: customer.phone,
          taxId: customer.taxId,
          taxExempt: customer.taxExempt,
        }
      : null,
    email: draft.email,
    lineItems: lines.map((line) => {
      const result = lineResults.get(line.id)
      const image = line.imageUrl
      return {
        id: line.id,
        product: {
          id: line.variantId ?? line.id,
          productId: line.productId,
          variantId: line.variantId,
          title: line.title,
          variantTitle: line.variantTitle,
          price: money(line.unitPriceMinor, currency),
          sku: line.sku,
          selectedOptions: line.selectedOptions.map((option) => ({
            name: option.name,
            value: { name: option.value },
          })),
          featuredMedia: image
            ? { type: 'image' as const, url: image, name: line.title, preview: { image: { url: image } } }
            : null,
          isCustom: line.variantId === null && line.productId === null,
          isPhysical: line.physical,
          weight: line.weightGrams === null ? null : formatWeight(line.weightGrams, 'kg'),
          description: line.description,
        },
        quantity: line.quantity,
        isTaxable: line.taxable,
        appliedDiscount: line.discount
          ? {
              type: line.discount.type,
              value: discountValue(line.discount),
              title: line.discount.title,
              discountId: line.discount.discountId ?? null,
              // A code's part on this line, or what staff's own discount takes off it.
              amountSet: set(
                result?.discountAllocations.find((allocation) =>
                  line.discount?.discountId
                    ? allocation.discountId === line.discount.discountId
                    : allocation.level === 'line' && !allocation.discountId,
                )?.amount ?? 0,
              ),
            }
          : null,
        originalUnitPriceSet: set(line.unitPriceMinor),
        originalTotalSet: set(result?.originalTotal ?? 0),
        discountedUnitPriceAfterAllDiscountsSet: set(result?.discountedUnitPrice ?? line.unitPriceMinor),
        discountedTotalSet: set(result?.discountedTotal ?? 0),
        discountAllocations: (result?.discountAllocations ?? []).map((allocation) => ({
          allocatedAmountSet: set(allocation.amount),
          discountApplication: {
            value: {
              ...(allocation.discountId ? { id: allocation.discountId } : {}),
              title: allocation.title || orderMessages.customDiscount,
              amountSet: set(allocation.amount),
            },
          },
        })),
      }
    }),
    totalQuantityOfLineItems: calculation.totalQuantity,
    appliedDiscount: draft.orderDiscount
      ? {
          type: draft.orderDiscount.type,
          value: discountValue(draft.orderDiscount),
          title: draft.orderDiscount.title,
          discountId: draft.orderDiscount.discountId ?? null,
          amountSet: set(
            draft.orderDiscount.discountId
              ? (savedAmounts.get(draft.orderDiscount.discountId) ?? 0)
              : calculation.customOrderDiscount,
          ),
        }
      : null,
    discountApplications: draft.discountApplications.map((application) => ({
      discountId: application.discountId,
      code: application.code,
      title: application.title,
      method: application.code === null ? ('automatic' as const) : ('code' as const),
      class: application.class,
      amountSet: set(application.refusal ? 0 : (savedAmounts.get(application.discountId) ?? 0)),
      lineAllocations: application.lines
        .filter((part) => part.amount > 0)
        .map((part) => ({ lineId: part.lineId, amountSet: set(part.amount) })),
      shippingAmountSet: set(application.shipping),
      refusal: application.refusal,
    })),
    shippingLine: draft.shippingLine
      ? {
          title: draft.shippingLine.title,
          priceSet: set(draft.shippingLine.price),
          source: draft.shippingLine.source ?? null,
          unavailable: draft.shippingLine.unavailable ?? false,
        }
      : null,
    taxLines: calculation.taxLines.map((tax) => ({
      title: tax.title,
      rate: formatPpm(tax.ratePpm, 'percent'),
      priceSet: set(tax.amount),
    })),
    taxExempt: draft.taxExempt,
    taxesIncluded: draft.taxesIncluded,
    taxesSetByHand: draft.taxesByHand,
    lockPricesForBuyer: draft.pricesLocked ? 'lock-all' : 'none',
    isPriceLocked: draft.pricesLocked,
    note: draft.note,
    tags: draft.tags,
    paymentTerm: term
      ? {
          type: term.type,
          dueInDays: term.dueInDays,
          paymentSchedules: {
            edges: [{ node: { issuedAt: term.issuedAt, dueAt: term.dueAt }, cursor: '0' }],
            pageInfo: {
              hasNextPage: false,
              hasPreviousPage: false,
              startCursor: '0',
              endCursor: '0',
              total: 1,
              totalIsExact: true,
            },
          },
        }
      : null,
    shippingAddress: draft.shippingAddress,
    billingAddress: draft.billingAddress,
    lineItemsSubtotalPrice: set(calculation.subtotal),
    totalDiscountsSet: set(calculation.totalDiscounts),
    totalShippingPriceSet: set(calculation.shipping),
    totalTaxSet: set(calculation.totalTax),
    totalPriceSet: set(calculation.total),
  }
}
