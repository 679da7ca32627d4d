import {
  inventoryAdjustResultSchema,
  inventoryAdjustSchema,
  inventoryHistorySearchRequestSchema,
  inventoryHistorySearchResultSchema,
  inventorySearchRequestSchema,
  inventorySearchResultSchema,
  problemSchema,
} from '@lojista/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { idempotencyKeyOf } from '../../lib/idempotency.ts'
import { storeScope } from '../../lib/store-scope.ts'
import { forAudience } from '../../plugins/audiences.ts'
import type { InventoryService } from './inventory.service.ts'

const tags = ['inventory']
const errors = { 400: problemSchema, 401: problemSchema, 403: problemSchema }

export const inventoryRoutes: FastifyPluginAsyncZod<{ inventory: InventoryService }> = forAudience(
  'storeMember',
  async (app, { inventory }) => {
    app.post(
      '/inventory/search',
      {
        config: { permission: 'inventory.view' },
        schema: {
          tags,
          summary: 'Stock levels per variant per location',
          description:
            'Free text matches the product (title, SKUs, barcodes…). Filters: `product:<id>`, `variant:<id>`, ' +
            '`location:<id>`, `sku:`.',
          body: inventorySearchRequestSchema,
          response: { 200: inventorySearchResultSchema, ...errors },
        },
      },
      async (request) => ({ inventoryLevels: await inventory.search(storeScope(request), request.body) }),
    )

    app.post(
      '/inventory/adjust',
      {
        config: { permission: 'inventory.adjust' },
        schema: {
          tags,
          summary: 'Change or count the stock of a variant at a location',
          description:
            'Give `delta` (a change) or `setTo` (a count). The change is recorded with who made it and the level ' +
            'after it; concurrent adjustments are applied one after the other, none lost. Send an ' +
            'Idempotency-Key: a retry with the same key answers the first result and changes nothing again; the ' +
            'same key with another body is refused with 422.',
          headers: z.object({ 'idempotency-key': z.string().optional() }),
          body: inventoryAdjustSchema,
          response: { 200: inventoryAdjustResultSchema, ...errors, 404: problemSchema, 422: problemSchema },
        },
      },
      async (request, reply) => {
        const answer = await inventory.adjust(storeScope(request), request.body, idempotencyKeyOf(request))
        return reply.status(answer.statusCode).send(answer.body)
      },
    )

    app.post(
      '/inventory/history/search',
      {
        config: { permission: 'inventory.view' },
        schema: {
          tags,
          summary: 'Stock history',
          description: 'Newest first by default. Filters: `variant:<id>`, `location:<id>`, `reason:`.',
          body: inventoryHistorySearchRequestSchema,
          response: { 200: inventoryHistorySearchResultSchema, ...errors },
        },
      },
      async (request) => ({ adjustments: await inventory.history(storeScope(request), request.body) }),
    )
  },
)
