import { describe, expect, it } from 'vitest'
import {
  filtersFromParams,
  filtersToParams,
  type OrderFilters,
  orderQueryText,
  orderSearchRequest,
} from './order-filters'

const none: OrderFilters = {
  text: '',
  financialStatus: null,
  fulfillmentStatus: null,
  createdFrom: null,
  createdTo: null,
  sort: 'newest',
}

describe('orders list filters to the search query', () => {
  it('sends nothing but the sort when nothing is chosen', () => {
    expect(orderQueryText(none)).toBe('')
    expect(orderSearchRequest(none, {})).toEqual({
      query: '',
      first: 25,
      orderBy: { field: 'createdAt', direction: 'desc' },
    })
  })

  it('appends one term per filter after the typed text', () => {
    expect(
      orderQueryText({
        ...none,
        text: '  ana  souza ',
        financialStatus: 'paid',
        fulfillmentStatus: 'unfulfilled',
        createdFrom: '2026-01-01',
        createdTo: '2026-01-31',
      }),
    ).toBe(
      'ana souza financial_status:paid fulfillment_status:unfulfilled created_from:2026-01-01 created_to:2026-01-31',
    )
  })

  it('keeps an order number and an email as typed', () => {
    expect(orderQueryText({ ...none, text: '#1001' })).toBe('#1001')
    expect(orderQueryText({ ...none, text: 'ana@example.com' })).toBe('ana@example.com')
  })

  it('never lets typed text become a filter', () => {
    expect(orderQueryText({ ...none, text: 'status:cancelled' })).toBe('status cancelled')
  })

  it('maps each sort to a field and a direction', () => {
    expect(orderSearchRequest({ ...none, sort: 'total-asc' }, {}).orderBy).toEqual({
      field: 'total',
      direction: 'asc',
    })
    expect(orderSearchRequest({ ...none, sort: 'number-desc' }, {}).orderBy).toEqual({
      field: 'number',
      direction: 'desc',
    })
  })

  it('pages forward with first/after and back with last/before', () => {
    expect(orderSearchRequest(none, { after: 'c1' })).toMatchObject({ first: 25, after: 'c1' })
    const back = orderSearchRequest(none, { before: 'c2' })
    expect(back).toMatchObject({ last: 25, before: 'c2' })
    expect(back).not.toHaveProperty('first')
  })
})

describe('orders list filters in the address', () => {
  it('round-trips every filter', () => {
    const filters: OrderFilters = {
      text: '#1001',
      financialStatus: 'pending',
      fulfillmentStatus: 'fulfilled',
      createdFrom: '2026-02-01',
      createdTo: '2026-02-28',
      sort: 'oldest',
    }
    expect(filtersFromParams(filtersToParams(filters))).toEqual(filters)
  })

  it('ignores values the list does not offer', () => {
    const params = new URLSearchParams('payment=free&fulfillment=lost&from=yesterday&sort=random')
    expect(filtersFromParams(params)).toEqual(none)
  })

  it('leaves defaults out of the address', () => {
    expect(filtersToParams(none).toString()).toBe('')
  })
})
