import { toMinorUnits } from '@lojista/contracts/common/minor-units'
import type { Address, CustomItemInput, DiscountInput } from '@lojista/contracts/order/api'
import {
  type EditorCustomer,
  type EditorDocument,
  type EditorLine,
  type EditorPaymentTerm,
  type EditorShippingLine,
  type EditorTaxLine,
  type LineDisplay,
  sameAddress,
} from './document'

/**
 * Every edit staff make, as data. Edits carry everything they need (a new line's id included), so the
 * same edit can be applied again on top of a colleague's newer version of the draft after a conflict.
 */
export type EditorAction =
  | {
      type: 'addProduct'
      /** The id the line gets when the variant is not in the order yet. */
      lineId: string
      variantId: string
      /** The variant's product, whose tax overrides apply. */
      productId?: string | null
      display: LineDisplay
      isTaxable: boolean
      /** Added to the quantity already ordered. */
      amount: number
    }
  | { type: 'addCustomItem'; lineId: string; item: CustomItemInput; quantity: number; isTaxable: boolean }
  | { type: 'setQuantity'; lineId: string; quantity: number }
  | { type: 'removeLine'; lineId: string }
  | { type: 'setLineDiscount'; lineId: string; discount: DiscountInput | null }
  | { type: 'setOrderDiscount'; discount: DiscountInput | null }
  | { type: 'setShipping'; shipping: EditorShippingLine | null }
  | { type: 'setTaxes'; taxLines: EditorTaxLine[]; taxesIncluded: boolean }
  | { type: 'setTaxExempt'; taxExempt: boolean }
  /** Back from taxes set by hand to the store's. */
  | { type: 'useStoreTaxes' }
  | { type: 'setNote'; note: string }
  | { type: 'setTags'; tags: string[] }
  | { type: 'setPaymentTerm'; paymentTerm: EditorPaymentTerm | null }
  | {
      type: 'setCustomer'
      customer: EditorCustomer | null
      email: string
      shippingAddress: Address | null
      billingAddress: Address | null
      taxExempt: boolean
    }
  | { type: 'setEmail'; email: string }
  | { type: 'setAddress'; kind: 'shipping' | 'billing'; address: Address | null }
  | { type: 'refreshCustomer'; customer: EditorCustomer }

function mapLine(doc: EditorDocument, lineId: string, change: (line: EditorLine) => EditorLine | null) {
  const lineItems: EditorLine[] = []
  let found = false
  for (const line of doc.lineItems) {
    if (line.id !== lineId) {
      lineItems.push(line)
      continue
    }
    found = true
    const next = change(line)
    if (next) lineItems.push(next)
  }
  return found ? { ...doc, lineItems } : doc
}

/** A custom line discount replaces the earlier custom one; a saved code stays. */
function withLineDiscount(line: EditorLine, discount: DiscountInput | null): EditorLine {
  if (line.appliedDiscount?.discountId && !discount?.discountId) {
    // The line already carries a saved code: a custom discount on top has nowhere to go but replace it
    // when staff set one, and clearing the custom one must not drop the code.
    return discount ? { ...line, appliedDiscount: discount } : line
  }
  return { ...line, appliedDiscount: discount }
}

export function applyAction(doc: EditorDocument, action: EditorAction): EditorDocument {
  switch (action.type) {
    case 'addProduct': {
      const existing = doc.lineItems.find(
        (line) => line.variantId === action.variantId && line.appliedDiscount === null,
      )
      if (existing) {
        return mapLine(doc, existing.id, (line) => ({ ...line, quantity: line.quantity + action.amount }))
      }
      if (action.amount <= 0) return doc
      return {
        ...doc,
        lineItems: [
          ...doc.lineItems,
          {
            id: action.lineId,
            variantId: action.variantId,
            productId: action.productId ?? null,
            customItem: null,
            quantity: action.amount,
            isTaxable: action.isTaxable,
            appliedDiscount: null,
            display: action.display,
            saved: false,
          },
        ],
      }
    }
    case 'addCustomItem':
      if (doc.lineItems.some((line) => line.id === action.lineId)) return doc
      return {
        ...doc,
        lineItems: [
          ...doc.lineItems,
          {
            id: action.lineId,
            variantId: null,
            productId: null,
            customItem: action.item,
            quantity: action.quantity,
            isTaxable: action.isTaxable,
            appliedDiscount: null,
            display: {
              title: action.item.title,
              variantTitle: '',
              sku: '',
              options: [],
              imageUrl: null,
              unitPrice: toMinorUnits(action.item.price),
              isCustom: true,
            },
            saved: false,
          },
        ],
      }
    case 'setQuantity':
      // A quantity of 0 or less removes the line.
      return mapLine(doc, action.lineId, (line) =>
        action.quantity <= 0 ? null : { ...line, quantity: action.quantity },
      )
    case 'removeLine':
      return mapLine(doc, action.lineId, () => null)
    case 'setLineDiscount':
      return mapLine(doc, action.lineId, (line) => withLineDiscount(line, action.discount))
    case 'setOrderDiscount':
      return { ...doc, appliedDiscount: action.discount }
    case 'setShipping':
      return { ...doc, shippingLine: action.shipping }
    case 'setTaxes':
      return {
        ...doc,
        taxLines: action.taxLines,
        taxesIncluded: action.taxesIncluded,
        taxesSetByHand: true,
      }
    case 'useStoreTaxes':
      return { ...doc, taxesSetByHand: false }
    case 'setTaxExempt':
      return { ...doc, taxExempt: action.taxExempt }
    case 'setNote':
      return { ...doc, note: action.note }
    case 'setTags':
      return { ...doc, tags: action.tags.filter((tag) => tag.trim() !== '') }
    case 'setPaymentTerm':
      return { ...doc, paymentTerm: action.paymentTerm }
    case 'setCustomer':
      return {
        ...doc,
        customer: action.customer,
        email: action.email,
        shippingAddress: action.shippingAddress,
        billingAddress: action.billingAddress,
        taxExempt: action.taxExempt,
      }
    case 'setEmail':
      return { ...doc, email: action.email }
    case 'setAddress':
      if (action.kind === 'billing') return { ...doc, billingAddress: action.address }
      // A billing address that was the shipping address stays "Same as shipping address": it follows the
      // new one, until staff edit billing itself.
      return {
        ...doc,
        shippingAddress: action.address,
        billingAddress: sameAddress(doc.billingAddress, doc.shippingAddress)
          ? action.address
          : doc.billingAddress,
      }
    case 'refreshCustomer':
      return doc.customer?.id === action.customer.id ? { ...doc, customer: action.customer } : doc
  }
}

export function applyActions(doc: EditorDocument, actions: readonly EditorAction[]): EditorDocument {
  return actions.reduce(applyAction, doc)
}

/** The edit names an item of the order; undefined for edits of the whole order. */
function lineOf(action: EditorAction): string | undefined {
  switch (action.type) {
    case 'setQuantity':
    case 'setLineDiscount':
      return action.lineId
    default:
      return undefined
  }
}

/**
 * The edits that would change nothing when replayed on `doc`, because the item they were made on is no
 * longer there (a colleague removed it). Removing an item that is already gone is not lost work.
 */
export function unappliedActions(doc: EditorDocument, actions: readonly EditorAction[]): EditorAction[] {
  const lost: EditorAction[] = []
  let current = doc
  for (const action of actions) {
    const lineId = lineOf(action)
    if (lineId !== undefined && !current.lineItems.some((line) => line.id === lineId)) lost.push(action)
    current = applyAction(current, action)
  }
  return lost
}
