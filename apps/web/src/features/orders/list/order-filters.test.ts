import { describe, expect, it } from 'vitest'
import { FIRST_PAGE, readListParams, writeListParams } from '@/lib/list-params'
import { type OrderFilters, orderListParams, orderQueryText, orderSearchRequest } from './order-filters'

const none: OrderFilters = { q: '', sort: 'newest' }

describe('orders list filters to the search query', () => {
  it('sends nothing but the sort when nothing is chosen', () => {
    expect(orderQueryText(none)).toBe('')
    expect(orderSearchRequest(none, FIRST_PAGE)).toEqual({
      query: '',
      first: 25,
      orderBy: { field: 'createdAt', direction: 'desc' },
    })
  })

  it('appends one term per filter after the typed text', () => {
    expect(
      orderQueryText({
        ...none,
        q: '  ana  souza ',
        payment: 'paid',
        fulfillment: 'unfulfilled',
        from: '2026-01-01',
        to: '2026-01-31',
      }),
    ).toBe(
      'ana souza financial_status:paid fulfillment_status:unfulfilled created_from:2026-01-01 created_to:2026-01-31',
    )
  })

  it('keeps an order number and an email as typed', () => {
    expect(orderQueryText({ ...none, q: '#1001' })).toBe('#1001')
    expect(orderQueryText({ ...none, q: 'ana@example.com' })).toBe('ana@example.com')
  })

  it('never lets typed text become a filter', () => {
    expect(orderQueryText({ ...none, q: 'status:cancelled' })).toBe('status cancelled')
  })

  it('maps each sort to a field and a direction', () => {
    expect(orderSearchRequest({ ...none, sort: 'total-asc' }, FIRST_PAGE).orderBy).toEqual({
      field: 'total',
      direction: 'asc',
    })
    expect(orderSearchRequest({ ...none, sort: 'number-desc' }, FIRST_PAGE).orderBy).toEqual({
      field: 'number',
      direction: 'desc',
    })
  })

  it('pages forward with first/after and back with last/before', () => {
    expect(orderSearchRequest(none, { after: 'c1', number: 2 })).toMatchObject({ first: 25, after: 'c1' })
    const back = orderSearchRequest(none, { before: 'c2', number: 2 })
    expect(back).toMatchObject({ last: 25, before: 'c2' })
    expect(back).not.toHaveProperty('first')
  })
})

describe('orders list filters in the address', () => {
  it('round-trips every filter', () => {
    const filters: OrderFilters = {
      q: '#1001',
      payment: 'pending',
      fulfillment: 'fulfilled',
      from: '2026-02-01',
      to: '2026-02-28',
      sort: 'oldest',
    }
    expect(readListParams(orderListParams, writeListParams(orderListParams, filters))).toEqual(filters)
  })

  it('ignores values the list does not offer', () => {
    const params = new URLSearchParams(
      'payment=free&fulfillment=lost&from=yesterday&to=2026-02-30&sort=random',
    )
    expect(readListParams(orderListParams, params)).toEqual({
      q: '',
      payment: undefined,
      fulfillment: undefined,
      from: undefined,
      to: undefined,
      sort: 'newest',
    })
  })

  it('leaves defaults out of the address', () => {
    expect(writeListParams(orderListParams, none).toString()).toBe('')
  })
})
