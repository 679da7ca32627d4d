import { describe, expect, it } from 'vitest'
import {
  customerQueryText,
  customerSearchRequest,
  defaultCustomerFilters,
  filtersFromParams,
  paramsFromFilters,
} from './list-search'

describe('customer list search', () => {
  it("adds the tag and status filters and the spec's role suffix to the typed text", () => {
    expect(customerQueryText(defaultCustomerFilters)).toBe("role:'customer'")
    expect(
      customerQueryText({
        ...defaultCustomerFilters,
        text: ' joao ',
        tag: 'frete grátis',
        status: 'archived',
      }),
    ).toBe("joao tag:'frete grátis' status:archived role:'customer'")
    expect(customerQueryText({ ...defaultCustomerFilters, tag: "d'ouro", status: 'any' })).toBe(
      `tag:"d'ouro" status:any role:'customer'`,
    )
  })

  it('pages forward with first/after and backward with last/before, in the chosen order', () => {
    const filters = { ...defaultCustomerFilters, sort: 'newest' as const }
    expect(customerSearchRequest(filters, {})).toEqual({
      query: "role:'customer'",
      orderBy: { field: 'createdAt', direction: 'desc' },
      first: 20,
    })
    expect(customerSearchRequest(filters, { after: 'c1' })).toMatchObject({ first: 20, after: 'c1' })
    expect(customerSearchRequest(filters, { before: 'c2' })).toMatchObject({ last: 20, before: 'c2' })
  })

  it('keeps the filters in the address bar, ignoring values it does not know', () => {
    const filters = { text: 'ana', tag: 'VIP', status: 'any' as const, sort: 'nameDesc' as const }
    expect(filtersFromParams(paramsFromFilters(filters))).toEqual(filters)
    expect(paramsFromFilters(defaultCustomerFilters).toString()).toBe('')
    expect(filtersFromParams(new URLSearchParams('status=gone&sort=random'))).toEqual(defaultCustomerFilters)
  })
})
