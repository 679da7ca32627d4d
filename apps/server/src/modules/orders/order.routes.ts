import {
  connectionSchema,
  draftSearchRequestSchema,
  draftSummarySchema,
  getOrderQuerySchema,
  orderInputSchema,
  orderLookupSearchRequestSchema,
  orderSchema,
  paymentTermTemplateSchema,
  problemSchema,
  savedDiscountInputSchema,
  savedDiscountSchema,
} from '@lojista/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { storeScope } from '../../lib/store-scope.ts'
import { forAudience } from '../../plugins/audiences.ts'
import type { DraftService } from './draft.service.ts'
import type { OrderLookupsService } from './lookups.service.ts'

const tags = ['orders']
const errors = { 400: problemSchema, 401: problemSchema, 403: problemSchema, 404: problemSchema }

export const orderRoutes: FastifyPluginAsyncZod<{
  drafts: DraftService
  lookups: OrderLookupsService
}> = forAudience('storeMember', async (app, { drafts, lookups }) => {
  app.get(
    '/order',
    {
      config: { permission: 'draft_orders.view' },
      schema: {
        tags,
        operationId: 'getDraftOrder',
        summary: 'A draft order, as the order editor shows it',
        querystring: getOrderQuerySchema,
        response: { 200: z.object({ order: orderSchema }), ...errors },
      },
    },
    async (request) => ({ order: await drafts.get(storeScope(request), request.query.id) }),
  )

  app.post(
    '/order',
    {
      config: { permission: 'draft_orders.edit' },
      schema: {
        tags,
        operationId: 'saveDraftOrder',
        summary: 'Create or update a draft order with its line items',
        description: [
          'Without id (or with a new client-made id and no version) creates a draft; with id and version replaces ' +
            'its editable content. The server snapshots new catalog lines and recomputes every total. A version ' +
            'older than the stored one answers 409 with the current draft in `current`.',
          '',
          'The body takes two forms, alone or mixed:',
          '- **Input form.** Lines as `{ id, quantity, variantId }` (a new catalog line), `{ id, quantity, ' +
            'customItem: { title, price, weight, weightUnit, isPhysical, description } }` (a new custom line, or ' +
            'the new content of a custom line the draft has) or `{ id, quantity }` (a line the draft has); ' +
            '`customerId`; `shippingLine: { title, price, source? }` (`source: { kind, sourceId }` names the ' +
            "store's option chosen from POST /v1/shipping/options: each save checks it and prices it from the " +
            'settings, or marks the line `unavailable` once it no longer applies); ' +
            '`paymentTerm: { type, dueInDays, issuedAt, dueAt }`.',
          '- **Order form**: the order as GET /v1/order answers it, edited. A line with `product` keeps what the ' +
            'draft stored for it when its id is known; a new one is a catalog line by `product.variantId`, or a ' +
            'custom item `product: { id, title, price: { amount }, weight, weightUnit, isPhysical }` (amounts and ' +
            'weights as decimal strings or JSON numbers). `customer.id` chooses the customer when `customerId` ' +
            'is absent, `shippingLine.priceSet` gives the shipping price, `paymentTerm.paymentSchedules` the ' +
            "term's dates. What the server works out (totals and money sets, discount allocations and amounts, " +
            'name, number, status, dates, currency) is accepted and ignored.',
          '',
          "Saved discounts are the server's: every save weighs the codes chosen (an `appliedDiscount` with a " +
            "`discountId`, whose `type` and `value` are then only its headline) and the store's automatic discounts " +
            'with the lines, customer and shipping, and answers those that apply, with their allocations, in ' +
            '`discountApplications` (a chosen code that does not apply stays there with its `refusal`).',
          '',
          'No amount may pass 9999999999999.99 (MAX_AMOUNT): a line whose price times quantity would is refused ' +
            'on `lineItems.N.quantity`, lines that only do together on `lineItems`, a total that taxes push over ' +
            'on `totalPriceSet`; nothing is stored. Taxes round per line; shipping is not taxed.',
        ].join('\n'),
        body: orderInputSchema,
        response: {
          200: z.object({ order: orderSchema }),
          201: z.object({ order: orderSchema }),
          409: problemSchema.extend({ current: orderSchema.optional() }),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const { order, created } = await drafts.save(storeScope(request), request.body)
      return reply.status(created ? 201 : 200).send({ order })
    },
  )

  app.delete(
    '/order',
    {
      config: { permission: 'draft_orders.delete' },
      schema: {
        tags,
        operationId: 'deleteDraftOrder',
        summary: 'Delete a draft order',
        description: 'A draft that is already an order answers 409.',
        querystring: z.strictObject({ id: z.uuid() }),
        response: { 204: z.null(), ...errors, 409: problemSchema },
      },
    },
    async (request, reply) => {
      await drafts.remove(storeScope(request), request.query.id)
      return reply.status(204).send(null)
    },
  )

  app.post(
    '/order/draft/search',
    {
      config: { permission: 'draft_orders.view' },
      schema: {
        tags,
        operationId: 'listDraftOrders',
        summary: 'Draft orders, newest first by default',
        description:
          'Free text finds a draft by number (#D12), customer name or email. Filters: status:open, customer:<id>.',
        body: draftSearchRequestSchema,
        response: { 200: z.object({ draftOrders: connectionSchema(draftSummarySchema) }), ...errors },
      },
    },
    async (request) => ({ draftOrders: await drafts.search(storeScope(request), request.body) }),
  )

  app.post(
    '/order/payment-term/search',
    {
      // The draft editor's picker of payment terms: the same list for every store, holding nothing of the
      // store's.
      config: { permission: null },
      schema: {
        tags,
        summary: 'Payment terms staff can choose for a draft',
        body: orderLookupSearchRequestSchema,
        response: { 200: z.object({ paymentTerms: connectionSchema(paymentTermTemplateSchema) }), ...errors },
      },
    },
    async (request) => ({ paymentTerms: await lookups.searchPaymentTerms(request.body) }),
  )

  app.post(
    '/order/discounts/search',
    {
      // The draft editor's picker of saved codes: applying one needs seeing the store's discounts.
      config: { permission: 'discounts.view' },
      schema: {
        tags,
        summary: 'Saved discount codes of the store',
        body: orderLookupSearchRequestSchema,
        response: { 200: z.object({ discounts: connectionSchema(savedDiscountSchema) }), ...errors },
      },
    },
    async (request) => ({ discounts: await lookups.searchDiscounts(storeScope(request), request.body) }),
  )

  app.post(
    '/order/discounts',
    {
      config: { permission: 'discounts.edit' },
      schema: {
        tags,
        summary: 'Save a discount code',
        body: savedDiscountInputSchema,
        response: { 201: z.object({ discount: savedDiscountSchema }), 409: problemSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ discount: await lookups.createDiscount(storeScope(request), request.body) }),
  )
})
