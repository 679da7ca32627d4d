import type { WeightUnit } from '@lojista/contracts/catalog/products'
import { toMinorUnits } from '@lojista/contracts/common/minor-units'
import type { DiscountRefusal } from '@lojista/contracts/discounts/refusals'
import type {
  Address,
  CustomItemInput,
  DiscountInput,
  Order,
  OrderInput,
  PaymentTermType,
} from '@lojista/contracts/order/api'
import type { ShippingSource } from '@lojista/contracts/shipping/source'

// The order editor's own copy of a draft: what staff edit, in the shape the API takes back
// (orderInputSchema), plus what a line needs to be shown before the server has seen it.

export interface LineDisplay {
  title: string
  variantTitle: string
  sku: string
  /** The selected options' value names, shown joined by ' / '. */
  options: string[]
  imageUrl: string | null
  /** Minor units. */
  unitPrice: number
  isCustom: boolean
  /** A saved custom item's weight, for the shipping options (a catalog line is weighed by its variant). */
  weight?: { value: string; unit: WeightUnit } | null
}

export interface EditorLine {
  id: string
  variantId: string | null
  /** The catalog product, whose tax overrides apply; null for a custom item. */
  productId: string | null
  /** Set for a custom item the server has not stored yet; a stored one keeps what it has. */
  customItem: CustomItemInput | null
  quantity: number
  isTaxable: boolean
  appliedDiscount: DiscountInput | null
  display: LineDisplay
  /** The server has snapshotted this line (its price is the stored one). */
  saved: boolean
}

export interface EditorCustomer {
  id: string
  displayName: string
  email: string | null
  phone: string | null
  taxId: string | null
  taxExempt: boolean
}

export interface EditorPaymentTerm {
  type: PaymentTermType
  dueInDays: number | null
  issuedAt: string
  dueAt: string | null
}

export interface EditorTaxLine {
  title: string
  /** Percent as typed: "17". */
  rate: string
}

/**
 * A saved discount on the draft (a chosen code, or an automatic discount of the store that applies) as
 * the server's application function allocated it when the draft was last saved. Read-only: the server
 * works them out again with every save.
 */
export interface EditorSavedDiscount {
  discountId: string
  /** Null for an automatic discount. */
  code: string | null
  title: string
  class: 'product' | 'order' | 'shipping'
  /** Minor units by line. */
  lines: { lineId: string; amount: number }[]
  /** Minor units off the shipping charge. */
  shipping: number
  /** Why a chosen code takes nothing now; null while it applies. */
  refusal: DiscountRefusal | null
}

/**
 * The draft's shipping line: custom shipping staff typed, or one of the store's options with where it came
 * from, which the server checks and prices at each save and flags once it no longer applies (decision 036).
 */
export interface EditorShippingLine {
  title: string
  price: string
  source?: ShippingSource | null
  unavailable?: boolean
}

export interface EditorDocument {
  customer: EditorCustomer | null
  email: string
  lineItems: EditorLine[]
  appliedDiscount: DiscountInput | null
  savedDiscounts: EditorSavedDiscount[]
  shippingLine: EditorShippingLine | null
  taxLines: EditorTaxLine[]
  taxesIncluded: boolean
  taxExempt: boolean
  /** Staff typed the tax lines; otherwise the store's tax settings give them at the order's address. */
  taxesSetByHand: boolean
  lockPricesForBuyer: 'lock-all' | 'none'
  note: string
  tags: string[]
  paymentTerm: EditorPaymentTerm | null
  shippingAddress: Address | null
  billingAddress: Address | null
}

export const emptyDocument: EditorDocument = {
  customer: null,
  email: '',
  lineItems: [],
  appliedDiscount: null,
  savedDiscounts: [],
  shippingLine: null,
  taxLines: [],
  taxesIncluded: false,
  taxExempt: false,
  taxesSetByHand: false,
  lockPricesForBuyer: 'none',
  note: '',
  tags: [],
  paymentTerm: null,
  shippingAddress: null,
  billingAddress: null,
}

export function sameAddress(a: Address | null, b: Address | null): boolean {
  if (!a || !b) return false
  return (Object.keys(a) as (keyof Address)[]).every((key) => a[key] === b[key])
}

function discountOf(
  applied: { type: DiscountInput['type']; value: string; title: string; discountId: string | null } | null,
): DiscountInput | null {
  if (!applied) return null
  return {
    type: applied.type,
    value: applied.value,
    title: applied.title,
    ...(applied.discountId ? { discountId: applied.discountId } : {}),
  }
}

/** The editor's copy of a draft the server answered with. */
export function documentFromOrder(order: Order): EditorDocument {
  const schedule = order.paymentTerm?.paymentSchedules.edges[0]?.node
  return {
    customer: order.customer,
    email: order.email,
    lineItems: order.lineItems.map((line) => ({
      id: line.id,
      variantId: line.product.variantId,
      productId: line.product.productId,
      customItem: null,
      quantity: line.quantity,
      isTaxable: line.isTaxable,
      appliedDiscount: discountOf(line.appliedDiscount),
      display: {
        title: line.product.title,
        variantTitle: line.product.variantTitle,
        sku: line.product.sku,
        options: line.product.selectedOptions.map((option) => option.value.name),
        imageUrl: line.product.featuredMedia?.preview.image.url ?? line.product.featuredMedia?.url ?? null,
        unitPrice: toMinorUnits(line.originalUnitPriceSet.presentmentMoney.amount),
        isCustom: line.product.isCustom,
        weight: line.product.isCustom ? line.product.weight : null,
      },
      saved: true,
    })),
    appliedDiscount: discountOf(order.appliedDiscount),
    savedDiscounts: order.discountApplications.map((application) => ({
      discountId: application.discountId,
      code: application.code,
      title: application.title,
      class: application.class,
      lines: application.lineAllocations.map((part) => ({
        lineId: part.lineId,
        amount: toMinorUnits(part.amountSet.presentmentMoney.amount),
      })),
      shipping: toMinorUnits(application.shippingAmountSet.presentmentMoney.amount),
      refusal: application.refusal,
    })),
    shippingLine: order.shippingLine
      ? {
          title: order.shippingLine.title,
          price: order.shippingLine.priceSet.presentmentMoney.amount,
          source: order.shippingLine.source ?? null,
          unavailable: order.shippingLine.unavailable ?? false,
        }
      : null,
    taxLines: order.taxLines.map((tax) => ({ title: tax.title, rate: tax.rate })),
    taxesIncluded: order.taxesIncluded,
    taxExempt: order.taxExempt,
    taxesSetByHand: order.taxesSetByHand,
    lockPricesForBuyer: order.lockPricesForBuyer,
    note: order.note,
    tags: order.tags,
    paymentTerm: order.paymentTerm
      ? {
          type: order.paymentTerm.type,
          dueInDays: order.paymentTerm.dueInDays,
          issuedAt: schedule?.issuedAt ?? order.createdAt,
          dueAt: schedule?.dueAt ?? null,
        }
      : null,
    shippingAddress: order.shippingAddress,
    billingAddress: order.billingAddress,
  }
}

/**
 * The whole editable content, every time: the server replaces a draft's content with what it is sent, and
 * a field left out would keep the stored value (lines left out would be removed).
 */
export function orderInputOf(id: string, version: number | null, doc: EditorDocument): OrderInput {
  return {
    id,
    ...(version === null ? {} : { version }),
    customerId: doc.customer?.id ?? null,
    email: doc.email,
    lineItems: doc.lineItems.map((line) => ({
      id: line.id,
      quantity: line.quantity,
      isTaxable: line.isTaxable,
      appliedDiscount: line.appliedDiscount,
      ...(line.saved
        ? {}
        : line.customItem
          ? { customItem: line.customItem }
          : { variantId: line.variantId ?? undefined }),
    })),
    appliedDiscount: doc.appliedDiscount,
    shippingLine: doc.shippingLine,
    // The store's taxes are the server's to work out; tax lines typed by hand are the draft's own.
    taxesSetByHand: doc.taxesSetByHand,
    ...(doc.taxesSetByHand ? { taxLines: doc.taxLines, taxesIncluded: doc.taxesIncluded } : {}),
    taxExempt: doc.taxExempt,
    lockPricesForBuyer: doc.lockPricesForBuyer,
    note: doc.note,
    tags: doc.tags,
    paymentTerm: doc.paymentTerm
      ? {
          type: doc.paymentTerm.type,
          dueInDays: doc.paymentTerm.type === 'net' ? doc.paymentTerm.dueInDays : null,
          issuedAt: doc.paymentTerm.issuedAt,
          dueAt: doc.paymentTerm.type === 'fixed' ? doc.paymentTerm.dueAt : null,
        }
      : null,
    shippingAddress: doc.shippingAddress,
    billingAddress: doc.billingAddress,
  }
}
