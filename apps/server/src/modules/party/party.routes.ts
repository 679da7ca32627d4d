import {
  customerExportQuerySchema,
  customerImportRequestSchema,
  customerImportResponseSchema,
  partyConflictSchema,
  partyCreateSchema,
  partyDefaultAddressSchema,
  partyParamsSchema,
  partyQuerySchema,
  partyResponseSchema,
  partySearchRequestSchema,
  partySearchResponseSchema,
  partyUpdateSchema,
  problemSchema,
} from '@lojista/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { storeScope } from '../../lib/store-scope.ts'
import { forAudience } from '../../plugins/audiences.ts'
import type { PartyService } from './party.service.ts'

const tags = ['customers']

const denied = { 400: problemSchema, 401: problemSchema, 403: problemSchema }
const missing = { ...denied, 404: problemSchema }

export const partyRoutes: FastifyPluginAsyncZod<{ party: PartyService }> = forAudience(
  'storeMember',
  async (app, { party }) => {
    app.post(
      '/party/search',
      {
        // Also the draft editor's customer picker.
        config: { permission: 'customers.view' },
        schema: {
          tags,
          summary:
            "Search customers by name, email, phone or CPF/CNPJ; filters role:'customer', tag:VIP, status:archived",
          description:
            'Case- and accent-insensitive ("joao" finds João); phones match however typed ("11 98765"). ' +
            'Archived parties show only with status:archived (or status:any). Order by displayName (default), ' +
            'createdAt or updatedAt. Keyset cursors: first/after forward, last/before backward.',
          body: partySearchRequestSchema,
          response: { 200: partySearchResponseSchema, ...denied },
        },
      },
      async (request) => party.search(storeScope(request), request.body),
    )

    app.get(
      '/party',
      {
        config: { permission: 'customers.view' },
        schema: {
          tags,
          summary: 'A customer by id, with contacts, addresses, preferences and tax fields',
          querystring: partyQuerySchema,
          response: { 200: partyResponseSchema, ...missing },
        },
      },
      async (request) => ({ party: await party.get(storeScope(request), request.query.id) }),
    )

    app.post(
      '/party',
      {
        config: { permission: 'customers.edit' },
        schema: {
          tags,
          summary:
            'Create a customer (idempotent by its client-made id: a repeat answers 200 with the existing one)',
          body: partyCreateSchema,
          response: { 200: partyResponseSchema, 201: partyResponseSchema, ...denied },
        },
      },
      async (request, reply) => {
        const { party: created, created: isNew } = await party.create(storeScope(request), request.body)
        return reply.status(isNew ? 201 : 200).send({ party: created })
      },
    )

    app.put(
      '/party/:id',
      {
        config: { permission: 'customers.edit' },
        schema: {
          tags,
          summary:
            'Update a customer; names the version read, a stale one answers 409 with the current customer',
          description:
            'Fields sent replace the stored ones (lists wholesale); fields left out stay as they are.',
          params: partyParamsSchema,
          body: partyUpdateSchema,
          response: { 200: partyResponseSchema, ...missing, 409: partyConflictSchema },
        },
      },
      async (request) => ({
        party: await party.update(storeScope(request), request.params.id, request.body),
      }),
    )

    app.put(
      '/party/:id/default-address',
      {
        config: { permission: 'customers.edit' },
        schema: {
          tags,
          summary:
            'Set the default shipping or billing address of a customer (version optional, checked if sent)',
          params: partyParamsSchema,
          body: partyDefaultAddressSchema,
          response: { 200: partyResponseSchema, ...missing, 409: partyConflictSchema },
        },
      },
      async (request) => ({
        party: await party.setDefaultAddress(storeScope(request), request.params.id, request.body),
      }),
    )

    for (const [action, status] of [
      ['archive', 'archived'],
      ['unarchive', 'active'],
    ] as const) {
      app.post(
        `/party/:id/${action}`,
        {
          // Archiving is undone by unarchiving: an edit, not a deletion.
          config: { permission: 'customers.edit' },
          schema: {
            tags,
            summary:
              action === 'archive'
                ? 'Archive a customer: hidden from searches unless status:archived'
                : 'Restore an archived customer',
            params: partyParamsSchema,
            response: { 200: partyResponseSchema, ...missing },
          },
        },
        async (request) => ({ party: await party.setStatus(storeScope(request), request.params.id, status) }),
      )
    }

    app.get(
      '/party/export.csv',
      {
        config: { permission: 'customers.export' },
        schema: {
          tags,
          summary:
            "Export customers as CSV (query: the search's text and filters; role customer unless named)",
          querystring: customerExportQuerySchema,
          produces: ['text/csv'],
          response: { 200: z.string().describe('CSV with the columns of customerCsvColumns'), ...denied },
        },
      },
      async (request, reply) => {
        const csv = await party.exportCsv(storeScope(request), request.query.query)
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', 'attachment; filename="customers.csv"')
          .header('cache-control', 'no-store')
          .send(csv)
      },
    )

    app.post(
      '/party/import',
      {
        config: { permission: 'customers.import' },
        schema: {
          tags,
          summary:
            'Import up to 100 parsed CSV rows: match by email to update, else create; a report per row',
          description:
            'Each row is saved on its own: a row with errors is reported and leaves nothing behind, and the ' +
            'other rows are still saved.',
          body: customerImportRequestSchema,
          response: { 200: customerImportResponseSchema, ...denied },
        },
      },
      async (request) => party.importRows(storeScope(request), request.body, request.log),
    )
  },
)
