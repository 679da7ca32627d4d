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
import { storeScope } from '../../lib/store-scope.ts'
import type { InventoryService } from './inventory.service.ts'

const tags = ['inventory']
const errors = { 400: problemSchema, 401: problemSchema, 403: problemSchema }

export const inventoryRoutes: FastifyPluginAsyncZod<{ inventory: InventoryService }> = async (
  app,
  { inventory },
) => {
  const preHandler = [app.authenticate, app.requireTenant]

  app.post(
    '/inventory/search',
    {
      schema: {
        tags,
        summary: 'Stock levels per variant per location',
        description:
          'Free text matches the product (title, SKUs, barcodes…). Filters: `product:<id>`, `variant:<id>`, ' +
          '`location:<id>`, `sku:`.',
        body: inventorySearchRequestSchema,
        response: { 200: inventorySearchResultSchema, ...errors },
      },
      preHandler,
    },
    async (request) => ({ inventoryLevels: await inventory.search(storeScope(request), request.body) }),
  )

  app.post(
    '/inventory/adjust',
    {
      schema: {
        tags,
        summary: 'Change or count the stock of a variant at a location',
        description:
          'Give `delta` (a change) or `setTo` (a count). The change is recorded with who made it and the level ' +
          'after it; concurrent adjustments are applied one after the other, none lost.',
        body: inventoryAdjustSchema,
        response: { 200: inventoryAdjustResultSchema, ...errors, 404: problemSchema },
      },
      preHandler,
    },
    async (request) => inventory.adjust(storeScope(request), request.body),
  )

  app.post(
    '/inventory/history/search',
    {
      schema: {
        tags,
        summary: 'Stock history',
        description: 'Newest first by default. Filters: `variant:<id>`, `location:<id>`, `reason:`.',
        body: inventoryHistorySearchRequestSchema,
        response: { 200: inventoryHistorySearchResultSchema, ...errors },
      },
      preHandler,
    },
    async (request) => ({ adjustments: await inventory.history(storeScope(request), request.body) }),
  )
}
