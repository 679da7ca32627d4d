/** The order-status page a customer opens from their confirmation email, in English. */
const en = {
  messages: {} as Record<string, string>,
  title: 'Order {{name}}',
  placedOn: 'Placed on {{date}}',
  paymentTitle: 'Payment',
  financial: {
    pending: 'Awaiting payment',
    paid: 'Paid',
    partially_paid: 'Partly paid',
    partially_refunded: 'Partly refunded',
    refunded: 'Refunded',
    voided: 'Voided',
  },
  paidWith: 'Paid with {{method}}',
  payWith: 'Pay {{total}} by {{method}}.',
  fulfillmentTitle: 'Delivery',
  fulfillment: {
    unfulfilled: 'Being prepared',
    partially_fulfilled: 'Partly shipped',
    fulfilled: 'Shipped',
  },
  cancelled: 'This order was cancelled. Contact the store for any question.',
  shippingTo: 'Shipping to',
  invalidTitle: 'This link does not work',
  expiredTitle: 'This link has expired',
  offTitle: 'Order links are off',
  loadFailed: 'This order could not be loaded. Check your connection and try again.',
  serverFailed: "The store's server failed to load this order. Please try again in a few minutes.",
}

export default en
