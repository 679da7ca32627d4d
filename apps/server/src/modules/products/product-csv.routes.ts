import { Readable } from 'node:stream'
import {
  problemSchema,
  productExportQuerySchema,
  productImportRequestSchema,
  productImportResultSchema,
} from '@lojista/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { storeScope } from '../../lib/store-scope.ts'
import { forAudience } from '../../plugins/audiences.ts'
import type { ProductCsvService } from './product-csv.service.ts'

const tags = ['products']
const errors = { 400: problemSchema, 401: problemSchema, 403: problemSchema }

export const productCsvRoutes: FastifyPluginAsyncZod<{ csv: ProductCsvService }> = forAudience(
  'storeMember',
  async (app, { csv }) => {
    app.get(
      '/product/export.csv',
      {
        config: { permission: 'products.export' },
        schema: {
          tags,
          summary: 'Export products as CSV, one row per variant',
          description: "Shopify's columns; `query` takes the same free text and filters as product search.",
          querystring: productExportQuerySchema,
          produces: ['text/csv'],
          response: { 200: z.string().describe('CSV with the columns of PRODUCT_CSV_COLUMNS'), ...errors },
        },
      },
      async (request, reply) => {
        const body = Readable.from(csv.exportCsv(storeScope(request), request.query.query))
        return (
          reply
            .header('content-type', 'text/csv; charset=utf-8')
            .header('content-disposition', 'attachment; filename="products.csv"')
            .header('cache-control', 'no-store')
            // A text stream, sent as it is: the 200 schema only documents it.
            .send(body as never)
        )
      },
    )

    app.post(
      '/product/import',
      {
        config: { permission: 'products.import' },
        schema: {
          tags,
          summary: 'Import a batch of product CSV rows',
          description:
            'Up to 100 rows parsed by the browser, keyed by column name. Each product is applied on its own: ' +
            'a bad row fails its product only, and a failed product leaves nothing behind. Answers per row.',
          body: productImportRequestSchema,
          response: { 200: productImportResultSchema, ...errors },
        },
        // A batch of 100 rows with long descriptions is more than the API's usual 1 MiB.
        bodyLimit: 8 * 1024 * 1024,
      },
      async (request) => csv.importRows(storeScope(request), request.body),
    )
  },
)
