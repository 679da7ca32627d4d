import { describe, expect, it } from 'vitest'
import {
  FIRST_PAGE,
  listParam,
  listSchema,
  orderByOf,
  pageRequest,
  readListPage,
  readListParams,
  sameParams,
  writeListPage,
  writeListParams,
} from './list-params'

const schema = listSchema({
  q: listParam.text(),
  status: listParam.oneOf(['open', 'closed']),
  location: listParam.id(),
  from: listParam.day(),
  vendor: listParam.name(),
  sort: listParam.oneOfOr(['name_asc', 'total_desc'], 'name_asc'),
})

const address = (text: string) => new URLSearchParams(text)

describe('a list’s parameters in the address', () => {
  it('round-trip: what is written reads back the same, and defaults are left out', () => {
    const params = {
      q: 'camisa azul',
      status: 'open' as const,
      location: '7d0c1a2e-1111-4c4c-9c9c-000000000001',
      from: '2026-02-28',
      vendor: 'Casa Nobre',
      sort: 'total_desc' as const,
    }
    const written = writeListParams(schema, params)
    expect(written.toString()).toBe(
      'q=camisa+azul&status=open&location=7d0c1a2e-1111-4c4c-9c9c-000000000001&from=2026-02-28&vendor=Casa+Nobre&sort=total_desc',
    )
    expect(readListParams(schema, written)).toEqual(params)
    expect(writeListParams(schema, { q: '', sort: 'name_asc' }).toString()).toBe('')
  })

  it('read a missing parameter as its default', () => {
    expect(readListParams(schema, address(''))).toEqual({
      q: '',
      status: undefined,
      location: undefined,
      from: undefined,
      vendor: undefined,
      sort: 'name_asc',
    })
  })

  it('read each bad parameter as its default and keep the good ones, never failing', () => {
    const read = readListParams(
      schema,
      address('q=vela&status=lost&location=not-an-id&from=2026-02-30&vendor=%20%20&sort=random&extra=1'),
    )
    expect(read).toEqual({
      q: 'vela',
      status: undefined,
      location: undefined,
      from: undefined,
      vendor: undefined,
      sort: 'name_asc',
    })
  })

  it('cut search text longer than a search takes', () => {
    expect(readListParams(schema, address(`q=${'a'.repeat(5000)}`)).q).toHaveLength(200)
  })

  it('leave blank text out of the address', () => {
    expect(writeListParams(schema, { q: '   ', sort: 'name_asc' }).toString()).toBe('')
  })

  it('compare as the same view whatever the order of the parameters', () => {
    expect(sameParams(address('a=1&b=2'), address('b=2&a=1'))).toBe(true)
    expect(sameParams(address('a=1'), address('a=1&b=2'))).toBe(false)
  })
})

describe('the page in the address', () => {
  it('is the first page without a cursor, whatever number it says', () => {
    expect(readListPage(address(''))).toEqual(FIRST_PAGE)
    expect(readListPage(address('page=7'))).toEqual(FIRST_PAGE)
  })

  it('round-trips a page after or before a cursor with its number', () => {
    const after = { after: 'c1', number: 3 }
    expect(readListPage(writeListPage(new URLSearchParams(), after))).toEqual(after)
    const before = { before: 'c2', number: 2 }
    expect(readListPage(writeListPage(new URLSearchParams(), before))).toEqual(before)
    expect(writeListPage(new URLSearchParams('q=x'), FIRST_PAGE).toString()).toBe('q=x')
  })

  it('reads a cursor with a bad or missing number as the second page, and a huge cursor as none', () => {
    expect(readListPage(address('after=c1&page=zero'))).toEqual({ after: 'c1', number: 2 })
    expect(readListPage(address('after=c1&page=1'))).toEqual({ after: 'c1', number: 2 })
    expect(readListPage(address(`after=${'x'.repeat(1001)}`))).toEqual(FIRST_PAGE)
    // Both cursors: forward wins.
    expect(readListPage(address('after=c1&before=c2&page=4'))).toEqual({ after: 'c1', number: 4 })
  })

  it('asks the API for the first page, or the page after or before a cursor', () => {
    expect(pageRequest(FIRST_PAGE, 25)).toEqual({ first: 25 })
    expect(pageRequest({ after: 'c1', number: 2 }, 25)).toEqual({ first: 25, after: 'c1' })
    expect(pageRequest({ before: 'c2', number: 2 }, 25)).toEqual({ last: 25, before: 'c2' })
  })
})

describe('a sort written field_direction', () => {
  it('is the API’s field and direction, fields with underscores included', () => {
    expect(orderByOf('title_desc')).toEqual({ field: 'title', direction: 'desc' })
    expect(orderByOf('created_at_asc')).toEqual({ field: 'created_at', direction: 'asc' })
  })
})
