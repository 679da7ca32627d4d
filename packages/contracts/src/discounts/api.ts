import { z } from 'zod'
import { versionSchema } from '../common/integers.ts'
import { connectionSchema, MAX_PAGE_SIZE } from '../common/pagination.ts'
import { discountDefinitionSchema, discountSchema, discountStatusSchema } from './definition.ts'

// The discounts API: GET/POST /v1/discounts, GET/PATCH/DELETE /v1/discounts/{id} and
// POST /v1/discounts/{id}/deactivate.

const pageSize = z.coerce.number().int().min(1).max(MAX_PAGE_SIZE)

/** GET /v1/discounts: free text over code and title, a status, keyset paging newest first. */
export const discountListQuerySchema = z
  .strictObject({
    query: z.string().max(500).default(''),
    status: discountStatusSchema.optional(),
    first: pageSize.optional(),
    after: z.string().max(1000).optional(),
    last: pageSize.optional(),
    before: z.string().max(1000).optional(),
  })
  .refine((query) => !(query.first !== undefined && query.last !== undefined), {
    message: 'Use either first or last, not both',
    path: ['last'],
  })
  .refine((query) => !(query.after !== undefined && query.before !== undefined), {
    message: 'Use either after or before, not both',
    path: ['before'],
  })
export type DiscountListQuery = z.output<typeof discountListQuerySchema>

export const discountListSchema = z.object({ discounts: connectionSchema(discountSchema) })

/** PATCH /v1/discounts/{id}: the whole definition, on the version the editor read. */
export const discountUpdateSchema = z.strictObject({
  version: versionSchema,
  discount: discountDefinitionSchema,
})
export type DiscountUpdate = z.output<typeof discountUpdateSchema>

/** POST /v1/discounts/{id}/deactivate: switches it off, keeping it (and the orders that used it) on record. */
export const discountDeactivateSchema = z.strictObject({ version: versionSchema })

export const discountResultSchema = z.object({ discount: discountSchema })
