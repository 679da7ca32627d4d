/** React Query keys of the customer screens: lists by their search, one customer by id. */
export const customerKeys = {
  all: ['customers'] as const,
  lists: () => [...customerKeys.all, 'list'] as const,
  list: (search: unknown) => [...customerKeys.lists(), search] as const,
  detail: (id: string) => [...customerKeys.all, 'detail', id] as const,
}
