import type { ProductSummary, Variant } from '@lojista/contracts/catalog/products'
import type { CustomItemInput, DiscountInput, Order } from '@lojista/contracts/order/api'
import type { CalcResult } from '@lojista/contracts/order/calculate'
import { createContext, useContext } from 'react'
import type { EditorAction } from './actions'
import type { EditorDocument, EditorPaymentTerm } from './document'
import type { DraftSnapshot, SaveOutcome } from './draft-store'

export interface OrderEditorFlags {
  /** The editor is shown (the cart drawer is open, or the page is). */
  isOpen: boolean
  isCustomItemOpen: boolean
  isNewCustomerOpen: boolean
  isLineItemDiscountOpen: boolean
  selectedLineItemId: string | null
  isCustomerMode: boolean
  isInitialLoading: boolean
  /** A save is on its way to the server. */
  isLoading: boolean
  /**
   * A change waits for its save (the quiet period before it is sent) or the save is on its way. Controls
   * that are off while saving are off for the whole of it: turned off only once the save leaves, they
   * would turn off under a click made just then, and the click would be lost.
   */
  isSavePending: boolean
  isNew: boolean
  isError: boolean
  isCustomerLoading: boolean
  /** The draft became an order: it is shown, never edited. */
  isReadOnly: boolean
  /** Lines whose unit price, and so total, the server has yet to confirm. */
  updatingUnitPriceIds: ReadonlySet<string>
  updatingTotalIds: ReadonlySet<string>
}

export interface VariantChoice {
  product: Pick<ProductSummary, 'id' | 'title' | 'featuredMedia'>
  variant: Variant
}

export interface OrderEditorActions {
  dispatch: (action: EditorAction) => void
  /** `untilEdited`: picks the customer of a new draft without saving it yet (see DraftStore). */
  setCustomer: (id: string | null, options?: { untilEdited?: boolean }) => Promise<void>
  updateQuantity: (lineId: string, quantity: number) => void
  removeProduct: (lineId: string) => void
  /** Adds one unit, or `amount`; says so in an 'Item Added' toast. */
  addProduct: (choice: VariantChoice, amount?: number) => void
  addProducts: (choices: VariantChoice[]) => void
  addCustomItem: (item: CustomItemInput, quantity: number, isTaxable: boolean) => void
  setPaymentTerm: (term: EditorPaymentTerm | null) => void
  setNote: (note: string) => void
  setTags: (tags: string[]) => void
  /** A custom line discount: replaces the line's earlier custom one. */
  setLineDiscount: (lineId: string, discount: DiscountInput | null) => void
  setOrderDiscount: (discount: DiscountInput | null) => void
  openCustomItem: (open: boolean) => void
  openNewCustomer: (open: boolean) => void
  openLineItemDiscount: (lineId: string | null) => void
  retrySync: () => void
  saveNow: () => Promise<SaveOutcome>
  /** Shows the draft as the server has it now, after an action was refused because it changed. */
  showCurrent: (order: Order) => void
}

export interface OrderEditorValue {
  id: string
  snapshot: DraftSnapshot
  doc: EditorDocument
  totals: CalcResult
  /** Whether the prices hold the tax: the store's setting, or the draft's own when set by hand. */
  taxesIncluded: boolean
  flags: OrderEditorFlags
  actions: OrderEditorActions
  /** Shown inside the cart drawer rather than on a page of its own. */
  embedded: boolean
}

export const OrderEditorContext = createContext<OrderEditorValue | null>(null)

/** Using the order editor outside its provider is a programming error. */
export function useOrderEditor(): OrderEditorValue {
  const value = useContext(OrderEditorContext)
  if (!value) throw new Error('useOrderEditor must be used inside OrderEditorProvider')
  return value
}
