import type { Order } from '@lojista/contracts/order/api'
import { createContext, type ReactNode, useContext } from 'react'
import { ORDER_TOASTER_ID } from '../toaster-id'
import type { SaveOutcome } from './draft-store'
import { useOrderEditor } from './order-editor-context'

/** What the actions that finish a draft need to know about the draft on screen. */
export interface DraftActionTarget {
  draftId: string
  /**
   * Saves every pending edit. The version it answers is what the person sees and what the action must
   * name, so that a draft changed elsewhere is refused instead of sent or charged.
   */
  save: () => Promise<SaveOutcome>
  /** After an action was refused with the draft as it is now: show that draft. */
  showCurrent: (order: Order) => void
  hasItems: boolean
  /** Payment due later is chosen: Create Order rather than Mark as paid. */
  dueLater: boolean
  /** The server has the draft (a new one has no history yet). */
  isSaved: boolean
  /** The draft's email, or its customer's. */
  email: string
  /** The order tool's toaster: what happens while staff stay in the editor is told there. */
  toasterId: string
}

/**
 * Sending invoices and quotes and placing orders belong to the orders area, which this feature may not
 * import: the app layer puts those actions here, and the payment card and cart drawer render them in
 * place of their own buttons.
 */
export interface DraftActionSlots {
  paymentActions?: (target: DraftActionTarget) => ReactNode
  quoteAction?: (target: DraftActionTarget) => ReactNode
}

const DraftActionSlotsContext = createContext<DraftActionSlots>({})

export function DraftActionSlotsProvider({
  slots,
  children,
}: {
  slots: DraftActionSlots
  children: ReactNode
}) {
  return <DraftActionSlotsContext.Provider value={slots}>{children}</DraftActionSlotsContext.Provider>
}

export function useDraftActionSlots(): DraftActionSlots {
  return useContext(DraftActionSlotsContext)
}

export function useDraftActionTarget(dueLater: boolean): DraftActionTarget {
  const { id, doc, actions, snapshot } = useOrderEditor()
  return {
    draftId: id,
    save: actions.saveNow,
    showCurrent: actions.showCurrent,
    hasItems: doc.lineItems.length > 0,
    dueLater,
    isSaved: !snapshot.isNew,
    email: doc.email || doc.customer?.email || '',
    toasterId: ORDER_TOASTER_ID,
  }
}
