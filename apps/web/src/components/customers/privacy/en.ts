/** Texts of a customer's privacy requests (data export and erasure), in English. */
const en = {
  /** Shared English messages (contracts, server) by their text; English needs none. */
  messages: {} as Record<string, string>,
  erasedCustomer: 'Erased customer',
  erasedNotice:
    "This customer's personal data was erased on {{date}}. Their orders are kept without their name, contact or addresses.",
  export: {
    action: 'Export customer data',
    pending: 'Exporting…',
    done: "The customer's data was downloaded.",
    failed: "The customer's data could not be exported.",
  },
  erase: {
    action: 'Erase personal data',
    title: 'Erase the personal data of {{name}}?',
    body: 'This cannot be undone. Their name, email, phone, addresses, notes, tags and marketing consent are removed. Placed orders are kept with their items, totals and payments, but without their contact and addresses. Drafts and open checkout links are deleted, and emails not yet sent to them are cancelled.',
    confirm: 'Erase personal data',
    pending: 'Erasing…',
    cancel: 'Cancel',
    done: "The customer's personal data was erased.",
    openOrders:
      'This customer has orders that are still open ({{names}}). Finish or cancel them before erasing their data.',
  },
  requests: {
    title: 'Customer data requests',
    description:
      'Under the LGPD a customer may ask for a copy of their data or for it to be erased. Pick the customer to do either.',
    customer: 'Customer',
    listTitle: 'Recent requests',
    searchLabel: 'Search requests',
    searchPlaceholder: 'Search by customer or staff member',
    loadFailed: 'The requests could not be loaded.',
    noMatchTitle: 'No requests match',
    emptyTitle: 'No requests yet',
    emptyBody: 'Data exports and erasures will be listed here.',
    columns: { request: 'Request', customer: 'Customer', by: 'By', date: 'Date' },
    kind: { export: 'Data export', erasure: 'Erasure' },
  },
}

export default en
