import {
  discountCodeBatchRequestSchema,
  discountCodeBatchResultSchema,
  discountCodeListQuerySchema,
  discountCodeListSchema,
  problemSchema,
} from '@lojista/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { storeScope } from '../../lib/store-scope.ts'
import { forAudience } from '../../plugins/audiences.ts'
import type { DiscountCodesService } from './discount-codes.service.ts'

const tags = ['discounts']
const errors = { 400: problemSchema, 401: problemSchema, 403: problemSchema, 404: problemSchema }
const byId = z.object({ id: z.uuid() })

export const discountCodeRoutes: FastifyPluginAsyncZod<{ codes: DiscountCodesService }> = forAudience(
  'storeMember',
  async (app, { codes }) => {
    app.post(
      '/discounts/:id/codes',
      {
        config: { permission: 'discounts.edit' },
        schema: {
          tags,
          operationId: 'generateDiscountCodes',
          summary: 'Generate a batch of unique codes for a code discount',
          description:
            'Up to 10,000 codes: the prefix, then `length` characters without the ones read as each other ' +
            '(O, 0, I, 1). Each is unique in the store, among the generated codes and the discounts’ own. ' +
            'Each code is the discount’s under its rules: its usage limits count every code together, and ' +
            'once per customer holds across them. An automatic discount answers 400.',
          params: byId,
          body: discountCodeBatchRequestSchema,
          response: { 201: discountCodeBatchResultSchema, ...errors },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await codes.generate(storeScope(request), request.params.id, request.body)),
    )

    app.get(
      '/discounts/:id/codes',
      {
        config: { permission: 'discounts.view' },
        schema: {
          tags,
          operationId: 'listDiscountCodes',
          summary: "A discount's generated codes, by code, with the orders that used each",
          description: '`query` matches any part of a code, without case.',
          params: byId,
          querystring: discountCodeListQuerySchema,
          response: { 200: discountCodeListSchema, ...errors },
        },
      },
      async (request) => codes.list(storeScope(request), request.params.id, request.query),
    )

    app.get(
      '/discounts/:id/codes/export.csv',
      {
        // Codes handed out are as good as the discount: those who may change discounts may take them.
        config: { permission: 'discounts.edit' },
        schema: {
          tags,
          operationId: 'exportDiscountCodes',
          summary: "Export a discount's generated codes as CSV",
          description: 'Columns Code, Discount, Uses and Created at; recorded in the activity log.',
          params: byId,
          produces: ['text/csv'],
          response: { 200: z.string().describe('CSV with the columns of discountCodeCsvColumns'), ...errors },
        },
      },
      async (request, reply) => {
        const { csv, fileName } = await codes.exportCsv(storeScope(request), request.params.id)
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${fileName}"`)
          .header('cache-control', 'no-store')
          .send(csv)
      },
    )
  },
)
