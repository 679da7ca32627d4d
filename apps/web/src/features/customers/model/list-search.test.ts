import { describe, expect, it } from 'vitest'
import { FIRST_PAGE, readListParams, writeListParams } from '@/lib/list-params'
import {
  type CustomerListFilters,
  customerListParams,
  customerQueryText,
  customerSearchRequest,
} from './list-search'

const defaults: CustomerListFilters = { q: '', tag: '', status: 'active', sort: 'nameAsc' }

describe('customer list search', () => {
  it('adds the tag and status filters and the customer role suffix to the typed text', () => {
    expect(customerQueryText(defaults)).toBe("role:'customer'")
    expect(customerQueryText({ ...defaults, q: ' joao ', tag: 'frete grátis', status: 'archived' })).toBe(
      "joao tag:'frete grátis' status:archived role:'customer'",
    )
    expect(customerQueryText({ ...defaults, tag: "d'ouro", status: 'any' })).toBe(
      `tag:"d'ouro" status:any role:'customer'`,
    )
  })

  it('pages forward with first/after and backward with last/before, in the chosen order', () => {
    const filters = { ...defaults, sort: 'newest' as const }
    expect(customerSearchRequest(filters, FIRST_PAGE)).toEqual({
      query: "role:'customer'",
      orderBy: { field: 'createdAt', direction: 'desc' },
      first: 20,
    })
    expect(customerSearchRequest(filters, { after: 'c1', number: 2 })).toMatchObject({
      first: 20,
      after: 'c1',
    })
    expect(customerSearchRequest(filters, { before: 'c2', number: 2 })).toMatchObject({
      last: 20,
      before: 'c2',
    })
  })

  it('keeps the filters in the address bar, ignoring values it does not know', () => {
    const filters: CustomerListFilters = { q: 'ana', tag: 'VIP', status: 'any', sort: 'nameDesc' }
    expect(readListParams(customerListParams, writeListParams(customerListParams, filters))).toEqual(filters)
    expect(writeListParams(customerListParams, defaults).toString()).toBe('')
    expect(readListParams(customerListParams, new URLSearchParams('status=gone&sort=random'))).toEqual(
      defaults,
    )
  })
})
