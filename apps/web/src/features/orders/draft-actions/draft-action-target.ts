/**
 * What the order editor tells these actions about the draft on screen. The editor owns the draft's
 * state; the actions only ask it to save first and read what they need.
 */
export interface DraftActionTarget {
  draftId: string
  /**
   * Saves every pending edit and resolves true once the server has them. The editor merges a colleague's
   * change before saving, so what is saved is what staff see: the actions then send no version of their own.
   */
  save: () => Promise<boolean>
  hasItems: boolean
  /** Payment due later is chosen: the button is Create Order, otherwise Mark as paid. */
  dueLater: boolean
  /** The server has the draft: a new one has no history to show yet. */
  isSaved: boolean
  /** Where an invoice or quote goes unless staff change it (the draft's or its customer's email). */
  email: string
  /** The order tool's own toaster (spec section 9: bottom right), for what is told while staff stay in it. */
  toasterId?: string
}
