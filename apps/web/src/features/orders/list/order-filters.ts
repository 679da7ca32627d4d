import type { SearchRequest } from '@lojista/contracts/common/pagination'
import type { FinancialStatus, FulfillmentStatus } from '@lojista/contracts/sales/orders'
import type { OrderSort } from '../api/orders-api'

export const ORDERS_PAGE_SIZE = 25

export const financialStatuses = ['pending', 'partially_paid', 'paid', 'refunded', 'voided'] as const
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

/** What staff chose on the orders list; kept in the address so a filtered list can be shared or reloaded. */
export interface OrderFilters {
  text: string
  financialStatus: FinancialStatus | null
  fulfillmentStatus: FulfillmentStatus | null
  /** Whole days, YYYY-MM-DD, both included. */
  createdFrom: string | null
  createdTo: string | null
  sort: SortOption
}

export interface OrderPage {
  after?: string
  before?: string
}

const DAY = /^\d{4}-\d{2}-\d{2}$/

const pick = <T extends string>(allowed: readonly T[], value: string | null): T | null =>
  allowed.includes(value as T) ? (value as T) : null

const day = (value: string | null) => (value && DAY.test(value) ? value : null)

export function filtersFromParams(params: URLSearchParams): OrderFilters {
  return {
    text: params.get('q') ?? '',
    financialStatus: pick(financialStatuses, params.get('payment')),
    fulfillmentStatus: pick(fulfillmentStatuses, params.get('fulfillment')),
    createdFrom: day(params.get('from')),
    createdTo: day(params.get('to')),
    sort: pick(sortOptions, params.get('sort')) ?? 'newest',
  }
}

export function pageFromParams(params: URLSearchParams): OrderPage {
  const before = params.get('before')
  if (before) return { before }
  const after = params.get('after')
  return after ? { after } : {}
}

/** Changing a filter starts again from the first page: a cursor belongs to the list it came from. */
export function filtersToParams(filters: OrderFilters, page: OrderPage = {}): URLSearchParams {
  const params = new URLSearchParams()
  if (filters.text.trim()) params.set('q', filters.text)
  if (filters.financialStatus) params.set('payment', filters.financialStatus)
  if (filters.fulfillmentStatus) params.set('fulfillment', filters.fulfillmentStatus)
  if (filters.createdFrom) params.set('from', filters.createdFrom)
  if (filters.createdTo) params.set('to', filters.createdTo)
  if (filters.sort !== 'newest') params.set('sort', filters.sort)
  if (page.after) params.set('after', page.after)
  if (page.before) params.set('before', page.before)
  return params
}

/**
 * The search text the API reads: what staff typed, then one `key:value` term per filter. A colon in the
 * typed text would be read as a filter of its own, so it is searched as a space.
 */
export function orderQueryText(filters: OrderFilters): string {
  const terms = [filters.text.replace(/:/g, ' ').replace(/\s+/g, ' ').trim()]
  if (filters.financialStatus) terms.push(`financial_status:${filters.financialStatus}`)
  if (filters.fulfillmentStatus) terms.push(`fulfillment_status:${filters.fulfillmentStatus}`)
  if (filters.createdFrom) terms.push(`created_from:${filters.createdFrom}`)
  if (filters.createdTo) terms.push(`created_to:${filters.createdTo}`)
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
export function orderSearchRequest(filters: OrderFilters, page: OrderPage): SearchRequest<OrderSort> {
  const base = { query: orderQueryText(filters), orderBy: sorts[filters.sort] }
  if (page.before) return { ...base, last: ORDERS_PAGE_SIZE, before: page.before }
  return { ...base, first: ORDERS_PAGE_SIZE, ...(page.after ? { after: page.after } : {}) }
}

export function hasFilters(filters: OrderFilters): boolean {
  return Boolean(
    filters.text.trim() ||
      filters.financialStatus ||
      filters.fulfillmentStatus ||
      filters.createdFrom ||
      filters.createdTo,
  )
}

/** The calendar day the user picked, in their own time zone, as the API's YYYY-MM-DD. */
export function dayOf(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

export function dateOfDay(day: string | null): Date | null {
  if (!day) return null
  const [year, month, date] = day.split('-').map(Number)
  return new Date(year ?? 1970, (month ?? 1) - 1, date ?? 1)
}
