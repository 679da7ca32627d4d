import {
  collectionCreateSchema,
  collectionProductSearchRequestSchema,
  collectionProductSearchResultSchema,
  collectionProductsChangeSchema,
  collectionReadQuerySchema,
  collectionReorderSchema,
  collectionResultSchema,
  collectionSchema,
  collectionSearchRequestSchema,
  collectionSearchResultSchema,
  collectionUpdateSchema,
  conflictProblemSchema,
  problemSchema,
} from '@lojista/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { storeScope } from '../../lib/store-scope.ts'
import { forAudience } from '../../plugins/audiences.ts'
import type { ProductsService } from '../products/products.service.ts'
import type { CollectionsService } from './collections.service.ts'

const tags = ['products']
const errors = { 400: problemSchema, 401: problemSchema, 403: problemSchema }
const byId = z.object({ id: z.uuid() })
const conflict = conflictProblemSchema(collectionSchema)

/** Manual collections: products added, removed and ordered by hand. */
export const collectionRoutes: FastifyPluginAsyncZod<{
  collections: CollectionsService
  products: ProductsService
}> = forAudience('storeMember', async (app, { collections, products }) => {
  app.post(
    '/product/collection/search',
    {
      // Collections belong to the catalogue: the products area's permissions cover them.
      config: { permission: 'products.view' },
      schema: {
        tags,
        summary: 'Search collections',
        description: 'Free text matches title and handle, ignoring case and accents. Filter: `product:<id>`.',
        body: collectionSearchRequestSchema,
        response: { 200: collectionSearchResultSchema, ...errors },
      },
    },
    async (request) => ({ collections: await collections.search(storeScope(request), request.body) }),
  )

  app.post(
    '/product/collection',
    {
      config: { permission: 'products.edit' },
      schema: {
        tags,
        summary: 'Create a collection',
        description: 'The handle is made from the title when absent; a handle in use answers 409.',
        body: collectionCreateSchema,
        response: { 201: collectionResultSchema, ...errors, 409: problemSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ collection: await collections.create(storeScope(request), request.body) }),
  )

  app.get(
    '/product/collection',
    {
      config: { permission: 'products.view' },
      schema: {
        tags,
        summary: 'Read a collection by id or by handle',
        querystring: collectionReadQuerySchema,
        response: { 200: collectionResultSchema, ...errors, 404: problemSchema },
      },
    },
    async (request) => {
      const { id, handle } = request.query
      return { collection: await collections.get(storeScope(request), id ? { id } : { handle: handle! }) }
    },
  )

  app.patch(
    '/product/collection/:id',
    {
      config: { permission: 'products.edit' },
      schema: {
        tags,
        summary: 'Change a collection',
        description:
          'Name the `version` read; a stale one answers 409 with the current collection in `current`.',
        params: byId,
        body: collectionUpdateSchema,
        response: { 200: collectionResultSchema, ...errors, 404: problemSchema, 409: conflict },
      },
    },
    async (request) => ({
      collection: await collections.update(storeScope(request), request.params.id, request.body),
    }),
  )

  app.delete(
    '/product/collection/:id',
    {
      config: { permission: 'products.delete' },
      schema: {
        tags,
        summary: 'Delete a collection (its products stay)',
        params: byId,
        response: { 204: z.null(), ...errors, 404: problemSchema },
      },
    },
    async (request, reply) => {
      await collections.remove(storeScope(request), request.params.id)
      return reply.status(204).send(null)
    },
  )

  app.post(
    '/product/collection/:id/products/add',
    {
      config: { permission: 'products.edit' },
      schema: {
        tags,
        summary: 'Add products at the end of a collection',
        params: byId,
        body: collectionProductsChangeSchema,
        response: { 200: collectionResultSchema, ...errors, 404: problemSchema },
      },
    },
    async (request) => ({
      collection: await collections.addProducts(
        storeScope(request),
        request.params.id,
        request.body.productIds,
      ),
    }),
  )

  app.post(
    '/product/collection/:id/products/remove',
    {
      config: { permission: 'products.edit' },
      schema: {
        tags,
        summary: 'Remove products from a collection',
        params: byId,
        body: collectionProductsChangeSchema,
        response: { 200: collectionResultSchema, ...errors, 404: problemSchema },
      },
    },
    async (request) => ({
      collection: await collections.removeProducts(
        storeScope(request),
        request.params.id,
        request.body.productIds,
      ),
    }),
  )

  app.put(
    '/product/collection/:id/products/order',
    {
      config: { permission: 'products.edit' },
      schema: {
        tags,
        summary: "Reorder a collection's products",
        description: 'List every product of the collection once, in the new order, with the `version` read.',
        params: byId,
        body: collectionReorderSchema,
        response: { 200: collectionResultSchema, ...errors, 404: problemSchema, 409: conflict },
      },
    },
    async (request) => ({
      collection: await collections.reorder(storeScope(request), request.params.id, request.body),
    }),
  )

  app.post(
    '/product/collection/:id/products/search',
    {
      config: { permission: 'products.view' },
      schema: {
        tags,
        summary: "A collection's products, in the collection's order",
        description: 'Same free text and filters as product search; `orderBy` position (default) or title.',
        params: byId,
        body: collectionProductSearchRequestSchema,
        response: { 200: collectionProductSearchResultSchema, ...errors, 404: problemSchema },
      },
    },
    async (request) => ({
      products: await products.searchInCollection(storeScope(request), request.params.id, request.body),
    }),
  )
})
