import type { ReactNode } from 'react'
import { vi } from 'vitest'
import { emptyDocument } from '../model/document'
import {
  type OrderEditorActions,
  OrderEditorContext,
  type OrderEditorFlags,
  type OrderEditorValue,
} from '../model/order-editor-context'
import { totalsOf } from '../model/totals'

// The editor's context for tests of the parts inside it: a document, flags and actions that record
// their calls, without a draft store or a server.

/** The editor as its parts read it: `doc` with its totals, `flags` over an idle new draft. */
export function editorValue(flags: Partial<OrderEditorFlags> = {}, doc = emptyDocument): OrderEditorValue {
  const actions = Object.fromEntries(
    [
      'dispatch',
      'setCustomer',
      'updateQuantity',
      'removeProduct',
      'addProduct',
      'addProducts',
      'addCustomItem',
      'setPaymentTerm',
      'setNote',
      'setTags',
      'setLineDiscount',
      'setOrderDiscount',
      'openCustomItem',
      'openNewCustomer',
      'openLineItemDiscount',
      'retrySync',
      'saveNow',
    ].map((name) => [name, vi.fn()]),
  ) as unknown as OrderEditorActions
  return {
    id: 'draft',
    snapshot: {} as OrderEditorValue['snapshot'],
    doc,
    totals: totalsOf(doc),
    taxesIncluded: doc.taxesIncluded,
    embedded: false,
    actions,
    flags: {
      isOpen: true,
      isCustomItemOpen: false,
      isNewCustomerOpen: false,
      isLineItemDiscountOpen: false,
      selectedLineItemId: null,
      isCustomerMode: false,
      isInitialLoading: false,
      isLoading: false,
      // A save on its way is a pending save too, unless the test says otherwise.
      isSavePending: flags.isLoading ?? false,
      isNew: true,
      isError: false,
      isCustomerLoading: false,
      isReadOnly: false,
      updatingUnitPriceIds: new Set(),
      updatingTotalIds: new Set(),
      ...flags,
    },
  }
}

export function withEditor(value: OrderEditorValue, children: ReactNode) {
  return <OrderEditorContext.Provider value={value}>{children}</OrderEditorContext.Provider>
}
