import { z } from 'zod'
import { versionSchema } from '../common/integers.ts'
import { connectionSchema, searchRequestSchema } from '../common/pagination.ts'
import { HANDLE_MAX_LENGTH } from './handles.ts'
import { handleSchema, productSummarySchema } from './products.ts'

export const MAX_COLLECTION_CHANGE = 250

/** A manual collection: products are added, removed and ordered by hand. `name` repeats the title for pickers. */
export const collectionSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  title: z.string(),
  handle: z.string(),
  description: z.string(),
  productsCount: z.number().int(),
  version: z.number().int(),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
})
export type Collection = z.infer<typeof collectionSchema>

export const collectionCreateSchema = z.strictObject({
  title: z.string().trim().min(1, 'Required').max(255),
  handle: handleSchema.optional(),
  description: z.string().trim().max(20_000).default(''),
  productIds: z.array(z.uuid()).max(MAX_COLLECTION_CHANGE).default([]),
})
export type CollectionCreate = z.infer<typeof collectionCreateSchema>

export const collectionUpdateSchema = z.strictObject({
  version: versionSchema,
  title: z.string().trim().min(1, 'Required').max(255).optional(),
  handle: handleSchema.optional(),
  description: z.string().trim().max(20_000).optional(),
})
export type CollectionUpdate = z.infer<typeof collectionUpdateSchema>

/** What the collection form edits: its title and description, read as the create call reads them. */
export const collectionFormSchema = collectionCreateSchema.pick({ title: true }).extend({
  description: z.string().max(20_000),
})
export type CollectionFormValues = z.infer<typeof collectionFormSchema>

/** Adds (at the end, in the given order) or removes products; products already in (or out) are ignored. */
export const collectionProductsChangeSchema = z.strictObject({
  productIds: z.array(z.uuid()).min(1).max(MAX_COLLECTION_CHANGE),
})
/** The collection's products in their new order: every product of the collection exactly once. */
export const collectionReorderSchema = z.strictObject({
  version: versionSchema,
  productIds: z.array(z.uuid()).max(10_000),
})

export const collectionResultSchema = z.object({ collection: collectionSchema })
export const collectionReadQuerySchema = z
  .strictObject({
    id: z.uuid().optional(),
    handle: z.string().trim().toLowerCase().min(1).max(HANDLE_MAX_LENGTH).optional(),
  })
  .refine((query) => (query.id === undefined) !== (query.handle === undefined), {
    message: 'Give either id or handle',
    path: ['id'],
  })

export const collectionSearchRequestSchema = searchRequestSchema(['title', 'createdAt', 'updatedAt'])
export const collectionSearchResultSchema = z.object({ collections: connectionSchema(collectionSchema) })

/** A collection's products in the collection's order (`position`) or by title; same filters as product search. */
export const collectionProductSearchRequestSchema = searchRequestSchema(['position', 'title'])
export const collectionProductSearchResultSchema = z.object({
  products: connectionSchema(productSummarySchema),
})
