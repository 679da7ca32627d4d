import type { Order } from '@lojista/contracts/order/api'

/**
 * What the order editor tells these actions about the draft on screen. The editor owns the draft's
 * state; the actions only ask it to save first and read what they need.
 */
export interface DraftActionTarget {
  draftId: string
  /**
   * Saves every pending edit. Saved, it answers the version on screen, which the action names so the server
   * refuses it if the draft changed elsewhere since; 'changed' when a colleague's change had to be merged
   * in while saving, so the person has not seen what would be sent or charged.
   */
  save: () => Promise<{ ok: true; version: number } | { ok: false; reason: 'failed' | 'changed' }>
  /** Shows the draft as the server has it now, after the action was refused because it changed. */
  showCurrent: (order: Order) => void
  hasItems: boolean
  /** Payment due later is chosen: the button is Create Order, otherwise Mark as paid. */
  dueLater: boolean
  /** The server has the draft: a new one has no history to show yet. */
  isSaved: boolean
  /** Where an invoice or quote goes unless staff change it (the draft's or its customer's email). */
  email: string
  /** The order tool's own toaster (bottom right), for what is told while staff stay in it. */
  toasterId?: string
}
