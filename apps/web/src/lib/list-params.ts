import type { PageInfo } from '@lojista/contracts/common/pagination'
import { normalizeSearchText } from '@lojista/contracts/common/search-text'
import { z } from 'zod'

/**
 * A list page's state in its address: its filters and sort (named by the page, read by a zod schema of
 * its own) and the page shown (`after` or `before` a keyset cursor, and the page's number). A reload or
 * a shared link shows the same rows; a value the schema cannot read (an old link, a hand-edited one)
 * falls back to that parameter's default instead of breaking the page.
 */

/** The longest search text a list searches with (a search's whole query takes 500 characters). */
const MAX_TEXT = 200
/** The longest cursor the API makes is far shorter; anything longer is no cursor of ours. */
const MAX_CURSOR = 1000
/** The key every list keeps its sort under: saved views and "Clear filters" leave it alone. */
export const SORT_KEY = 'sort'

/**
 * The schemas a list's parameters are made of. Each reads a missing or unreadable value as its default,
 * so that reading the address never fails.
 */
export const listParam = {
  /** What was typed in the search box: empty by default, cut to what a search takes. */
  text: () =>
    z
      .string()
      .transform((value) => value.slice(0, MAX_TEXT))
      .catch(''),
  /** One of `values`, or none. */
  oneOf: <const T extends readonly string[]>(values: T) =>
    z
      .enum(values as unknown as readonly [T[number], ...T[number][]])
      .optional()
      .catch(undefined),
  /** One of `values`, `fallback` when missing or unknown: a sort, or a filter with a default. */
  oneOfOr: <const T extends readonly [string, ...string[]]>(values: T, fallback: T[number]) =>
    z.enum(values).catch(fallback),
  /** The sort of a list in time: newest or oldest first. */
  newestFirst: () => z.enum(TIME_SORTS).catch('newest'),
  /** A record's id. */
  id: () => z.uuid().optional().catch(undefined),
  /** A calendar day, YYYY-MM-DD. */
  day: () => z.iso.date().optional().catch(undefined),
  /** A name picked from a list, such as a vendor or a tag. */
  name: () => z.string().trim().min(1).max(255).optional().catch(undefined),
}

export const TIME_SORTS = ['newest', 'oldest'] as const
export type TimeSort = (typeof TIME_SORTS)[number]

/** The API's direction of a sort in time. */
export const directionOf = (sort: TimeSort) => (sort === 'oldest' ? 'asc' : 'desc')

/** A sort kept as `field_direction` (`title_asc`) as the API's `orderBy`. */
export function orderByOf<Field extends string>(sort: `${Field}_${'asc' | 'desc'}`) {
  const cut = sort.lastIndexOf('_')
  return { field: sort.slice(0, cut) as Field, direction: sort.slice(cut + 1) as 'asc' | 'desc' }
}

/** A list's parameter schema: an object of text values (see `listParam`). */
export type ListSchema = z.ZodObject<Record<string, z.ZodType<string | undefined>>>

/** A list's parameters: their names in the address, each read by a `listParam` schema. */
export function listSchema<const Shape extends Record<string, z.ZodType<string | undefined>>>(shape: Shape) {
  return z.object(shape)
}
export type ListParams<S extends ListSchema> = z.output<S>

/** The page of a keyset-paged list: the first, or the one after or before a cursor, and its number. */
export interface ListPage {
  after?: string
  before?: string
  /** 1 for the first page; counted as people page, so a list can say "21–40 of 57". */
  number: number
}

export const FIRST_PAGE: ListPage = { number: 1 }

/** The list's parameters from an address; each unreadable one is its default. */
export function readListParams<S extends ListSchema>(schema: S, search: URLSearchParams): ListParams<S> {
  const values: Record<string, string | undefined> = {}
  for (const [key, field] of Object.entries(schema.shape)) {
    const given = field.safeParse(search.get(key) ?? undefined)
    values[key] = given.success ? given.data : field.safeParse(undefined).data
  }
  return values as ListParams<S>
}

/** The parameters that differ from their defaults, in the schema's order: what the address shows. */
export function writeListParams<S extends ListSchema>(
  schema: S,
  params: Partial<ListParams<S>>,
): URLSearchParams {
  const defaults = readListParams(schema, new URLSearchParams())
  const search = new URLSearchParams()
  for (const key of Object.keys(schema.shape)) {
    const value = (params as Record<string, string | undefined>)[key]
    if (value === undefined || value.trim() === '' || value === (defaults as Record<string, unknown>)[key])
      continue
    search.set(key, value)
  }
  return search
}

export function readListPage(search: URLSearchParams): ListPage {
  const cursor = (key: 'after' | 'before') => {
    const value = search.get(key)
    return value && value.length <= MAX_CURSOR ? value : undefined
  }
  const after = cursor('after')
  const before = after ? undefined : cursor('before')
  if (!after && !before) return FIRST_PAGE
  const number = Number(search.get('page'))
  // A cursor without a readable number is at least the second page.
  const page = Number.isSafeInteger(number) && number >= 2 ? number : 2
  return after ? { after, number: page } : { before, number: page }
}

/** Adds the page to an address; the first page adds nothing. */
export function writeListPage(search: URLSearchParams, page: ListPage): URLSearchParams {
  if (page.after) search.set('after', page.after)
  else if (page.before) search.set('before', page.before)
  if ((page.after || page.before) && page.number > 1) search.set('page', String(page.number))
  return search
}

/** The paging part of a `POST .../search` body for `page`. */
export function pageRequest(
  page: ListPage,
  size: number,
): { first: number; after?: string } | { last: number; before: string } {
  if (page.before) return { last: size, before: page.before }
  return page.after ? { first: size, after: page.after } : { first: size }
}

/** The same parameters in the same order: whether two views of a list show the same rows. */
export function sameParams(a: URLSearchParams, b: URLSearchParams): boolean {
  const sorted = (search: URLSearchParams) => [...search.entries()].sort().join('&')
  return sorted(a) === sorted(b)
}

/**
 * A list the API answers whole because a store has only a few of them (its roles): the rows whose text
 * holds every word typed, ignoring case and accents, as the API's searches match.
 */
export function matchingRows<Row>(rows: readonly Row[], typed: string, textOf: (row: Row) => string): Row[] {
  const words = normalizeSearchText(typed).split(' ').filter(Boolean)
  if (words.length === 0) return [...rows]
  return rows.filter((row) => {
    const text = normalizeSearchText(textOf(row))
    return words.every((word) => text.includes(word))
  })
}

/** The paging of a list the API answers whole: every row on its one page. */
export function wholeListPage(rows: number): PageInfo {
  return {
    hasNextPage: false,
    hasPreviousPage: false,
    startCursor: null,
    endCursor: null,
    total: rows,
    totalIsExact: true,
  }
}
