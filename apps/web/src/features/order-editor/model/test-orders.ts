import { money, toMinorUnits } from '@lojista/contracts/common/minor-units'
import type { Order, OrderInput } from '@lojista/contracts/order/api'

const set = (minor: number) => ({ presentmentMoney: money(minor), domainMoney: money(minor) })

/**
 * An Order as the server would answer for an input, for tests of the editor: catalog lines are priced
 * from `prices` (minor units by line id, 1000 when absent); totals are not worked out.
 */
export function fakeOrder(
  id: string,
  version: number,
  input: Partial<OrderInput>,
  prices: Record<string, number> = {},
): Order {
  return {
    id,
    name: '#D1',
    number: 1,
    status: 'open',
    order: null,
    version,
    createdAt: '2026-01-05T12:00:00.000Z',
    updatedAt: '2026-01-05T12:00:00.000Z',
    currencyCode: 'BRL',
    customer: null,
    email: input.email ?? '',
    lineItems: (input.lineItems ?? []).map((line) => {
      const price = line.customItem ? toMinorUnits(line.customItem.price) : (prices[line.id] ?? 1000)
      return {
        id: line.id,
        product: {
          id: line.variantId ?? line.id,
          productId: line.variantId ? 'product' : null,
          variantId: line.variantId ?? null,
          title: line.customItem?.title ?? 'Product',
          variantTitle: '',
          price: money(price),
          sku: '',
          selectedOptions: [],
          featuredMedia: null,
          isCustom: Boolean(line.customItem),
          isPhysical: true,
          weight: null,
          description: '',
        },
        quantity: line.quantity,
        isTaxable: line.isTaxable ?? true,
        appliedDiscount: null,
        originalUnitPriceSet: set(price),
        originalTotalSet: set(price * line.quantity),
        discountedUnitPriceAfterAllDiscountsSet: set(price),
        discountedTotalSet: set(price * line.quantity),
        discountAllocations: [],
      }
    }),
    totalQuantityOfLineItems: 0,
    appliedDiscount: null,
    discountApplications: [],
    shippingLine: null,
    taxLines: [],
    taxExempt: false,
    taxesIncluded: false,
    // As the server answers: sent tax lines set the draft's taxes by hand.
    taxesSetByHand: input.taxesSetByHand ?? (input.taxLines ?? []).length > 0,
    lockPricesForBuyer: 'none',
    isPriceLocked: false,
    note: input.note ?? '',
    tags: input.tags ?? [],
    paymentTerm: null,
    shippingAddress: null,
    billingAddress: null,
    lineItemsSubtotalPrice: set(0),
    totalDiscountsSet: set(0),
    totalShippingPriceSet: set(0),
    totalTaxSet: set(0),
    totalPriceSet: set(0),
  }
}
