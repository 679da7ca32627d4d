/** What the cart drawer tells the content put in it (the app layer fills the drawer with the order editor). */
export interface CartView {
  open: boolean
  /** The cart drawer: collapsed (the cart) or expanded (checkout). */
  expanded: boolean
  setExpanded: (expanded: boolean) => void
  close: () => void
}
