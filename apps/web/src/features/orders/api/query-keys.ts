/** Every orders query lives under one root, so any change to an order refreshes lists and pages alike. */
export const orderKeys = {
  all: ['orders'] as const,
  list: (request: unknown) => ['orders', 'list', request] as const,
  detail: (id: string) => ['orders', 'detail', id] as const,
  fulfillments: (request: unknown) => ['orders', 'fulfillments', request] as const,
  abandoned: (request: unknown) => ['orders', 'abandoned-checkouts', request] as const,
  draftHistory: (draftOrderId: string) => ['orders', 'draft-history', draftOrderId] as const,
}
