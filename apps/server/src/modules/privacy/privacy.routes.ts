import {
  customerDataExportSchema,
  customerErasureConflictSchema,
  customerErasureResponseSchema,
  partyParamsSchema,
  privacyRequestSearchResponseSchema,
  privacyRequestSearchSchema,
  problemSchema,
} from '@lojista/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { storeScope } from '../../lib/store-scope.ts'
import { forAudience } from '../../plugins/audiences.ts'
import type { PrivacyService } from './privacy.service.ts'

const tags = ['customers']
const denied = { 400: problemSchema, 401: problemSchema, 403: problemSchema }
const missing = { ...denied, 404: problemSchema }

/** A customer's privacy requests (LGPD): the export of their data and its erasure; the store's list. */
export const privacyRoutes: FastifyPluginAsyncZod<{ privacy: PrivacyService }> = forAudience(
  'storeMember',
  async (app, { privacy }) => {
    app.get(
      '/party/:id/data-export',
      {
        // Personal data leaving the store, as the customer CSV export does.
        config: { permission: 'customers.export' },
        schema: {
          tags,
          summary: 'Everything the store holds about one customer, as a JSON file to hand them',
          description:
            'Profile, addresses, consent, tax fields, notes and tags; orders with lines, totals and payments; ' +
            'drafts with the invoices and quotes sent from them; the emails written to the customer (subject, ' +
            'time and status, never bodies or links); and the activity entries about them. Recorded in the ' +
            'activity log as `customer.data_exported`.',
          params: partyParamsSchema,
          response: { 200: customerDataExportSchema, ...missing },
        },
      },
      async (request, reply) => {
        const data = await privacy.exportCustomerData(storeScope(request), request.params.id)
        return reply
          .header('content-disposition', `attachment; filename="customer-${request.params.id}.json"`)
          .header('cache-control', 'no-store')
          .send(data)
      },
    )

    app.post(
      '/party/:id/erase',
      {
        config: { permission: 'customers.delete' },
        schema: {
          tags,
          summary: "Erase a customer's personal data, keeping their orders anonymised",
          description:
            'One transaction. The customer stays as an erased stub (no name, contacts, addresses, consent, ' +
            'notes or tags); placed orders keep lines, totals and payments with email, phone and addresses ' +
            'blanked; drafts that never became orders are removed with their checkout links; emails not ' +
            'yet sent to the customer are cancelled. 409 while an order is awaiting payment or unfulfilled ' +
            '(`openOrders` names them), or when the data was already erased.',
          params: partyParamsSchema,
          response: { 200: customerErasureResponseSchema, ...missing, 409: customerErasureConflictSchema },
        },
      },
      async (request) => ({
        erasure: await privacy.eraseCustomerData(storeScope(request), request.params.id),
      }),
    )

    app.post(
      '/privacy-requests/search',
      {
        // Who asked for whose data: as personal as the data itself.
        config: { permission: 'customers.view_personal_data' },
        schema: {
          tags,
          summary: "The store's customer data exports and erasures, newest first",
          description: 'An erased customer has no name (`customer.name` null). Keyset paging: first/after.',
          body: privacyRequestSearchSchema,
          response: { 200: privacyRequestSearchResponseSchema, ...denied },
        },
      },
      async (request) => privacy.searchRequests(storeScope(request), request.body),
    )
  },
)
