import {
  conflictProblemSchema,
  discountCheckRequestSchema,
  discountCheckResultSchema,
  discountDeactivateSchema,
  discountDefinitionSchema,
  discountListQuerySchema,
  discountListSchema,
  discountResultSchema,
  discountSchema,
  discountTimeZoneSchema,
  discountUpdateSchema,
  problemSchema,
} from '@lojista/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { storeScope } from '../../lib/store-scope.ts'
import { forAudience } from '../../plugins/audiences.ts'
import type { DiscountsService } from './discounts.service.ts'

const tags = ['discounts']
const errors = { 400: problemSchema, 401: problemSchema, 403: problemSchema }
const byId = z.object({ id: z.uuid() })
/** A stale version's 409 carries the discount as it is now. */
const stale = conflictProblemSchema(discountSchema)

export const discountRoutes: FastifyPluginAsyncZod<{ discounts: DiscountsService }> = forAudience(
  'storeMember',
  async (app, { discounts }) => {
    app.get(
      '/discounts',
      {
        config: { permission: 'discounts.view' },
        schema: {
          tags,
          // Derived ids are taken: getDiscount is the read of one, listDiscounts the draft editor's picker.
          operationId: 'listStoreDiscounts',
          summary: "The store's discounts, newest first",
          description:
            'Free text matches code and title, ignoring case and accents. `status` is active, scheduled, ' +
            'expired or inactive (switched off).',
          querystring: discountListQuerySchema,
          response: { 200: discountListSchema, ...errors },
        },
      },
      async (request) => ({ discounts: await discounts.list(storeScope(request), request.query) }),
    )

    app.get(
      '/discounts/time-zone',
      {
        config: { permission: 'discounts.view' },
        schema: {
          tags,
          operationId: 'getDiscountTimeZone',
          summary: "The store's time zone, in which staff enter and read a discount's dates",
          description:
            'An IANA name, from the general settings. Discounts start and end at instants; the editor shows ' +
            "them on the store's clock, whatever the browser's.",
          response: { 200: discountTimeZoneSchema, 401: problemSchema, 403: problemSchema },
        },
      },
      async (request) => ({ timeZone: await discounts.timeZone(storeScope(request)) }),
    )

    app.post(
      '/discounts',
      {
        config: { permission: 'discounts.edit' },
        schema: {
          tags,
          // createDiscount is the draft editor's POST /v1/order/discounts, which saves a code of one amount.
          operationId: 'createStoreDiscount',
          summary: 'Create a discount',
          description: 'A code in use (compared without case) answers 409.',
          body: discountDefinitionSchema,
          response: { 201: discountResultSchema, ...errors, 409: problemSchema },
        },
      },
      async (request, reply) =>
        reply.status(201).send({ discount: await discounts.create(storeScope(request), request.body) }),
    )

    app.get(
      '/discounts/:id',
      {
        config: { permission: 'discounts.view' },
        schema: {
          tags,
          summary: 'Read a discount',
          params: byId,
          response: { 200: discountResultSchema, ...errors, 404: problemSchema },
        },
      },
      async (request) => ({ discount: await discounts.get(storeScope(request), request.params.id) }),
    )

    app.patch(
      '/discounts/:id',
      {
        config: { permission: 'discounts.edit' },
        schema: {
          tags,
          summary: 'Change a discount',
          description:
            'Sends the whole definition with the `version` it was read at; a stale version answers 409 ' +
            'with the discount as it is now in `current`.',
          params: byId,
          body: discountUpdateSchema,
          response: { 200: discountResultSchema, ...errors, 404: problemSchema, 409: stale },
        },
      },
      async (request) => ({
        discount: await discounts.update(storeScope(request), request.params.id, request.body),
      }),
    )

    app.post(
      '/discounts/:id/check',
      {
        // Asked by the draft editor before it applies a saved code, which needs seeing the discounts.
        config: { permission: 'discounts.view' },
        schema: {
          tags,
          summary: 'Whether a discount applies to an order as it is being edited',
          description:
            'Weighs the discount against the lines, customer and shipping given, with the uses counted so far: ' +
            '`applies` and what it would take off, or `refusal` saying why not (ended, not started, switched ' +
            'off, limit reached, minimum not met, not for this customer, nothing in the order for it). ' +
            'Nothing is counted: placing the order counts it, and checks it again.',
          params: byId,
          body: discountCheckRequestSchema,
          response: { 200: discountCheckResultSchema, ...errors, 404: problemSchema },
        },
      },
      async (request) => discounts.check(storeScope(request), request.params.id, request.body),
    )

    app.post(
      '/discounts/:id/deactivate',
      {
        config: { permission: 'discounts.edit' },
        schema: {
          tags,
          summary: 'Switch a discount off',
          description: 'It no longer applies to new orders and stays on record for the orders that used it.',
          params: byId,
          body: discountDeactivateSchema,
          response: { 200: discountResultSchema, ...errors, 404: problemSchema, 409: stale },
        },
      },
      async (request) => ({
        discount: await discounts.deactivate(storeScope(request), request.params.id, request.body.version),
      }),
    )

    app.delete(
      '/discounts/:id',
      {
        // Deleting is an edit of the store's discounts: the catalogue has no discounts.delete.
        config: { permission: 'discounts.edit' },
        schema: {
          tags,
          summary: 'Delete a discount no order used',
          description: 'A discount orders used answers 409: deactivate it instead.',
          params: byId,
          response: { 204: z.null(), ...errors, 404: problemSchema, 409: problemSchema },
        },
      },
      async (request, reply) => {
        await discounts.remove(storeScope(request), request.params.id)
        return reply.status(204).send(null)
      },
    )
  },
)
