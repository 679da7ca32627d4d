import {
  conflictProblemSchema,
  problemSchema,
  productCreateSchema,
  productIdsSchema,
  productReadQuerySchema,
  productResultSchema,
  productSchema,
  productSearchRequestSchema,
  productSearchResultSchema,
  productStatusChangeResultSchema,
  productUpdateSchema,
} from '@lojista/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { storeScope } from '../../lib/store-scope.ts'
import { forAudience } from '../../plugins/audiences.ts'
import { productCsvRoutes } from './product-csv.routes.ts'
import type { ProductCsvService } from './product-csv.service.ts'
import { productMediaRoutes } from './product-media.routes.ts'
import type { ProductMediaService } from './product-media.service.ts'
import type { ProductsService } from './products.service.ts'

const tags = ['products']
const errors = { 400: problemSchema, 401: problemSchema, 403: problemSchema }

/** Products, with their images and CSV export and import. */
export const productRoutes: FastifyPluginAsyncZod<{
  products: ProductsService
  media: ProductMediaService
  csv: ProductCsvService
}> = forAudience('storeMember', async (app, { products, media, csv }) => {
  await app.register(productMediaRoutes, { media })
  await app.register(productCsvRoutes, { csv })

  app.post(
    '/product',
    {
      config: { permission: 'products.edit' },
      schema: {
        tags,
        summary: 'Create a product with its options and variants',
        description:
          'The handle is made from the title when absent. Vendor and tags are given by name and added when new. ' +
          'New variants get a stock level of 0 at every active location. A handle or SKU in use answers 409.',
        body: productCreateSchema,
        response: { 201: productResultSchema, ...errors, 409: problemSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ product: await products.create(storeScope(request), request.body) }),
  )

  app.get(
    '/product',
    {
      config: { permission: 'products.view' },
      schema: {
        tags,
        summary: 'Read a product by id or by handle',
        querystring: productReadQuerySchema,
        response: { 200: productResultSchema, ...errors, 404: problemSchema },
      },
    },
    async (request) => {
      const { id, handle } = request.query
      return { product: await products.get(storeScope(request), id ? { id } : { handle: handle! }) }
    },
  )

  app.patch(
    '/product/:id',
    {
      config: { permission: 'products.edit' },
      schema: {
        tags,
        summary: 'Change a product',
        description:
          'Name the `version` read. Fields left out stay as they are; `variants` replace the variants (those ' +
          'with an id keep it and their stock). A stale version answers 409 with the current product in `current`.',
        params: z.object({ id: z.uuid() }),
        body: productUpdateSchema,
        response: {
          200: productResultSchema,
          ...errors,
          404: problemSchema,
          409: conflictProblemSchema(productSchema),
        },
      },
    },
    async (request) => ({
      product: await products.update(storeScope(request), request.params.id, request.body),
    }),
  )

  for (const action of ['archive', 'unarchive'] as const) {
    app.post(
      `/product/${action}`,
      {
        // Archiving hides a product from sale and is undone by unarchiving: an edit, not a deletion.
        config: { permission: 'products.edit' },
        schema: {
          tags,
          summary: action === 'archive' ? 'Archive products' : 'Bring archived products back as drafts',
          description: 'All or nothing: an id of no product of this store answers 404 and changes nothing.',
          body: productIdsSchema,
          response: { 200: productStatusChangeResultSchema, ...errors, 404: problemSchema },
        },
      },
      async (request) => ({
        products: await products.changeStatus(storeScope(request), request.body.ids, action),
      }),
    )
  }

  app.post(
    '/product/search',
    {
      // Also the draft editor's product picker: adding products to a draft needs seeing them.
      config: { permission: 'products.view' },
      schema: {
        tags,
        summary: 'Search products',
        description:
          'Free text matches title, handle, vendor, type, tags, SKUs and barcodes, ignoring case and accents. ' +
          'Filters: `status:`, `vendor:`, `tag:`, `collection:` (id or handle), `sku:`, `category:` (id or name).',
        body: productSearchRequestSchema,
        response: { 200: productSearchResultSchema, ...errors },
      },
    },
    async (request) => ({ products: await products.search(storeScope(request), request.body) }),
  )
})
