import { z } from 'zod'

/** The most rows one page may ask for. */
export const MAX_PAGE_SIZE = 250
/** How many options a picker loads at a time. */
export const DEFAULT_PAGE_SIZE = 10

export const sortDirectionSchema = z.enum(['asc', 'desc'])
export type SortDirection = z.infer<typeof sortDirectionSchema>

/**
 * The body of every `POST .../search`: free text (with `key:value` filters, e.g. `role:'customer'`),
 * keyset paging forward (`first`, `after`) or backward (`last`, `before`), and a sort of the entity's own.
 */
export function searchRequestSchema<const Fields extends readonly [string, ...string[]]>(
  orderFields: Fields,
) {
  return (
    z
      .strictObject({
        query: z.string().max(500).default(''),
        first: z.number().int().min(1).max(MAX_PAGE_SIZE).optional(),
        after: z.string().max(1000).optional(),
        last: z.number().int().min(1).max(MAX_PAGE_SIZE).optional(),
        before: z.string().max(1000).optional(),
        orderBy: z
          .strictObject({ field: z.enum(orderFields), direction: sortDirectionSchema.default('asc') })
          .optional(),
      })
      .refine((body) => !(body.first !== undefined && body.last !== undefined), {
        message: 'Use either first or last, not both',
        path: ['last'],
      })
      .refine((body) => !(body.after !== undefined && body.before !== undefined), {
        message: 'Use either after or before, not both',
        path: ['before'],
      })
      // What the API docs' "Try it out" starts from: the first page, not every field at once.
      .meta({ examples: [{ query: '', first: 10 }] })
  )
}
/** What the checks of the paging read; the filters' values are the list's own. */
type PagingValues = { first?: unknown; after?: unknown; last?: unknown; before?: unknown }

/** A page size given in the address, where every value is text. */
const pageSizeParam = z.coerce.number().int().min(1).max(MAX_PAGE_SIZE)

/**
 * The query of a GET list (`?query=ana&status=active&first=25&after=…`): the list's own filters, and
 * keyset paging forward (`first`, `after`) or backward (`last`, `before`) as a search body has it.
 */
export function pagedQuerySchema<const Filters extends z.ZodRawShape>(filters: Filters) {
  return z
    .strictObject({
      ...filters,
      first: pageSizeParam.optional(),
      after: z.string().max(1000).optional(),
      last: pageSizeParam.optional(),
      before: z.string().max(1000).optional(),
    })
    .refine((query: PagingValues) => !(query.first !== undefined && query.last !== undefined), {
      message: 'Use either first or last, not both',
      path: ['last'],
    })
    .refine((query: PagingValues) => !(query.after !== undefined && query.before !== undefined), {
      message: 'Use either after or before, not both',
      path: ['before'],
    })
}

export type SearchRequest<Field extends string = string> = {
  query: string
  first?: number
  after?: string
  last?: number
  before?: string
  orderBy?: { field: Field; direction: SortDirection }
}

/**
 * Lists count their matches exactly up to this many and then say "10,000+": counting every match of a
 * big store's list would cost more than reading the page itself.
 */
export const COUNT_CAP = 10_000

export const pageInfoSchema = z.object({
  hasNextPage: z.boolean(),
  hasPreviousPage: z.boolean(),
  startCursor: z.string().nullable(),
  endCursor: z.string().nullable(),
  /** How many rows match, at most COUNT_CAP. */
  total: z.number().int(),
  /** False when more than COUNT_CAP rows match: `total` is then the cap, and lists say "10,000+". */
  totalIsExact: z.boolean(),
})
export type PageInfo = z.infer<typeof pageInfoSchema>

/** `{ edges: [{ node, cursor }], pageInfo }`, every paginated result. */
export function connectionSchema<Node extends z.ZodType>(node: Node) {
  return z.object({
    edges: z.array(z.object({ node, cursor: z.string() })),
    pageInfo: pageInfoSchema,
  })
}
export type Connection<Node> = { edges: { node: Node; cursor: string }[]; pageInfo: PageInfo }
