import type { SearchRequest } from '@lojista/contracts/common/pagination'
import { type ListPage, type ListParams, listParam, listSchema, pageRequest } from '@/lib/list-params'
import type { OrderSort } from '../api/orders-api'

export const ORDERS_PAGE_SIZE = 25

export const financialStatuses = [
  'pending',
  'partially_paid',
  'paid',
  'partially_refunded',
  'refunded',
  'voided',
] as const
export const fulfillmentStatuses = ['unfulfilled', 'partially_fulfilled', 'fulfilled'] as const
export const sortOptions = [
  'newest',
  'oldest',
  'number-desc',
  'number-asc',
  'total-desc',
  'total-asc',
] as const
export type SortOption = (typeof sortOptions)[number]

/**
 * What staff chose on the orders list, in the address so a filtered list can be shared or reloaded:
 * `q` the typed text, `payment` and `fulfillment` the statuses, `from` and `to` whole days (YYYY-MM-DD,
 * both included), `sort`.
 */
export const orderListParams = listSchema({
  q: listParam.text(),
  payment: listParam.oneOf(financialStatuses),
  fulfillment: listParam.oneOf(fulfillmentStatuses),
  from: listParam.day(),
  to: listParam.day(),
  sort: listParam.oneOfOr(sortOptions, 'newest'),
})
export type OrderFilters = ListParams<typeof orderListParams>

/**
 * The search text the API reads: what staff typed, then one `key:value` term per filter. A colon in the
 * typed text would be read as a filter of its own, so it is searched as a space.
 */
export function orderQueryText(filters: OrderFilters): string {
  const terms = [filters.q.replace(/:/g, ' ').replace(/\s+/g, ' ').trim()]
  if (filters.payment) terms.push(`financial_status:${filters.payment}`)
  if (filters.fulfillment) terms.push(`fulfillment_status:${filters.fulfillment}`)
  if (filters.from) terms.push(`created_from:${filters.from}`)
  if (filters.to) terms.push(`created_to:${filters.to}`)
  return terms.filter(Boolean).join(' ')
}

const sorts: Record<SortOption, NonNullable<SearchRequest<OrderSort>['orderBy']>> = {
  newest: { field: 'createdAt', direction: 'desc' },
  oldest: { field: 'createdAt', direction: 'asc' },
  'number-desc': { field: 'number', direction: 'desc' },
  'number-asc': { field: 'number', direction: 'asc' },
  'total-desc': { field: 'total', direction: 'desc' },
  'total-asc': { field: 'total', direction: 'asc' },
}

/** The body of POST /v1/order/search for one page of the list. */
export function orderSearchRequest(filters: OrderFilters, page: ListPage): SearchRequest<OrderSort> {
  return {
    query: orderQueryText(filters),
    orderBy: sorts[filters.sort],
    ...pageRequest(page, ORDERS_PAGE_SIZE),
  }
}

/** The calendar day the user picked, in their own time zone, as the API's YYYY-MM-DD. */
export function dayOf(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

export function dateOfDay(day: string | undefined): Date | null {
  if (!day) return null
  const [year, month, date] = day.split('-').map(Number)
  return new Date(year ?? 1970, (month ?? 1) - 1, date ?? 1)
}
