import { CUSTOMER_ROLE } from '@lojista/contracts/party/party'
import type { PartyOrderField, PartySearchRequest } from '@lojista/contracts/party/search'
import { withRole } from '@lojista/contracts/party/search'
import { type ListPage, type ListParams, listParam, listSchema, pageRequest } from '@/lib/list-params'

export const customerStatusFilters = ['active', 'archived', 'any'] as const
export type CustomerStatusFilter = (typeof customerStatusFilters)[number]

export const customerSorts = ['nameAsc', 'nameDesc', 'newest', 'oldest', 'updated'] as const
export type CustomerSort = (typeof customerSorts)[number]

/** Rows per page of the customer list. */
export const CUSTOMER_LIST_PAGE_SIZE = 20

/** The list's search, tag and status filters and sort, kept in the address. Archived customers are hidden by default. */
export const customerListParams = listSchema({
  q: listParam.text(),
  tag: listParam.text(),
  status: listParam.oneOfOr(customerStatusFilters, 'active'),
  sort: listParam.oneOfOr(customerSorts, 'nameAsc'),
})
export type CustomerListFilters = ListParams<typeof customerListParams>

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
 * `role:'customer'` suffix. Archived customers are hidden unless the status asks for them.
 */
export function customerQueryText(filters: CustomerListFilters): string {
  const parts = [filters.q.trim()]
  if (filters.tag.trim()) parts.push(term('tag', filters.tag.trim()))
  if (filters.status !== 'active') parts.push(`status:${filters.status}`)
  return withRole(parts.filter(Boolean).join(' '), CUSTOMER_ROLE)
}

export function customerSearchRequest(filters: CustomerListFilters, page: ListPage): PartySearchRequest {
  return {
    query: customerQueryText(filters),
    orderBy: orderBy[filters.sort],
    ...pageRequest(page, CUSTOMER_LIST_PAGE_SIZE),
  }
}
