// The order editor's actions that finish a draft, for the app layer to hand to the editor.
export type { DraftActionTarget } from './draft-action-target'
export { DraftPaymentActions, SendQuoteAction } from './draft-payment-actions'
export { DraftStatusHistory } from './draft-status-history'
export { usePlaceOrder } from './use-place-order'
