import { CUSTOMER_ROLE } from '@lojista/contracts/party/party'
import type { PartyOrderField, PartySearchRequest } from '@lojista/contracts/party/search'
import { withRole } from '@lojista/contracts/party/search'

export const customerStatusFilters = ['active', 'archived', 'any'] as const
export type CustomerStatusFilter = (typeof customerStatusFilters)[number]

export const customerSorts = ['nameAsc', 'nameDesc', 'newest', 'oldest', 'updated'] as const
export type CustomerSort = (typeof customerSorts)[number]

/** Rows per page of the customer list. */
export const CUSTOMER_LIST_PAGE_SIZE = 20

export interface CustomerListFilters {
  text: string
  tag: string
  status: CustomerStatusFilter
  sort: CustomerSort
}

export const defaultCustomerFilters: CustomerListFilters = {
  text: '',
  tag: '',
  status: 'active',
  sort: 'nameAsc',
}

/** Where a page starts: the first page, after a row (next) or before one (previous). */
export type CustomerPageCursor = { after?: string; before?: string }

const orderBy: Record<CustomerSort, { field: PartyOrderField; direction: 'asc' | 'desc' }> = {
  nameAsc: { field: 'displayName', direction: 'asc' },
  nameDesc: { field: 'displayName', direction: 'desc' },
  newest: { field: 'createdAt', direction: 'desc' },
  oldest: { field: 'createdAt', direction: 'asc' },
  updated: { field: 'updatedAt', direction: 'desc' },
}

/** A filter value in the search's `key:'value'` form, quoted so that spaces survive. */
function term(key: string, value: string): string {
  return value.includes("'") ? `${key}:"${value.replaceAll('"', '')}"` : `${key}:'${value}'`
}

/**
 * The search text the list and the CSV export send: what was typed, the tag and status filters, and the
 * spec's `role:'customer'` suffix. Archived customers are hidden unless the status asks for them.
 */
export function customerQueryText(filters: CustomerListFilters): string {
  const parts = [filters.text.trim()]
  if (filters.tag.trim()) parts.push(term('tag', filters.tag.trim()))
  if (filters.status !== 'active') parts.push(`status:${filters.status}`)
  return withRole(parts.filter(Boolean).join(' '), CUSTOMER_ROLE)
}

export function customerSearchRequest(
  filters: CustomerListFilters,
  cursor: CustomerPageCursor,
): PartySearchRequest {
  const base = { query: customerQueryText(filters), orderBy: orderBy[filters.sort] }
  if (cursor.before) return { ...base, last: CUSTOMER_LIST_PAGE_SIZE, before: cursor.before }
  if (cursor.after) return { ...base, first: CUSTOMER_LIST_PAGE_SIZE, after: cursor.after }
  return { ...base, first: CUSTOMER_LIST_PAGE_SIZE }
}

/** Filters from the address bar, so a filtered list survives a reload and the back button. */
export function filtersFromParams(params: URLSearchParams): CustomerListFilters {
  const status = params.get('status')
  const sort = params.get('sort')
  return {
    text: params.get('q') ?? '',
    tag: params.get('tag') ?? '',
    status: customerStatusFilters.includes(status as CustomerStatusFilter)
      ? (status as CustomerStatusFilter)
      : defaultCustomerFilters.status,
    sort: customerSorts.includes(sort as CustomerSort) ? (sort as CustomerSort) : defaultCustomerFilters.sort,
  }
}

export function paramsFromFilters(filters: CustomerListFilters): URLSearchParams {
  const params = new URLSearchParams()
  if (filters.text) params.set('q', filters.text)
  if (filters.tag) params.set('tag', filters.tag)
  if (filters.status !== defaultCustomerFilters.status) params.set('status', filters.status)
  if (filters.sort !== defaultCustomerFilters.sort) params.set('sort', filters.sort)
  return params
}

export const hasActiveFilters = (filters: CustomerListFilters) =>
  Boolean(filters.text.trim() || filters.tag.trim() || filters.status !== 'active')
