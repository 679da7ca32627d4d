import {
  problemSchema,
  taxRegionConflictSchema,
  taxRegionInputSchema,
  taxRegionResultSchema,
  taxRegionUpdateSchema,
  taxRulesResultSchema,
  taxSettingsConflictSchema,
  taxSettingsResultSchema,
  taxSettingsUpdateSchema,
} from '@lojista/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { storeScope } from '../../lib/store-scope.ts'
import { forAudience } from '../../plugins/audiences.ts'
import type { TaxesService } from './taxes.service.ts'

const tags = ['settings']
const errors = { 400: problemSchema, 401: problemSchema, 403: problemSchema }
const byId = z.object({ id: z.uuid() })

export const taxesRoutes: FastifyPluginAsyncZod<{ taxes: TaxesService }> = forAudience(
  'storeMember',
  async (app, { taxes }) => {
    app.get(
      '/settings/taxes',
      {
        config: { permission: 'settings.taxes' },
        schema: {
          tags,
          summary: "The store's tax settings",
          description:
            'Whether prices include tax, whether shipping is taxed, and the tax regions with their rates ' +
            'and overrides. A store that never saved them reads no tax at version 1.',
          response: { 200: taxSettingsResultSchema, ...errors },
        },
      },
      async (request) => ({ settings: await taxes.get(storeScope(request)) }),
    )

    app.put(
      '/settings/taxes',
      {
        config: { permission: 'settings.taxes' },
        schema: {
          tags,
          summary: 'Change how prices and shipping are taxed',
          description:
            'Both choices, with the version read; a stale version answers 409 with the settings as they ' +
            'now are. Drafts use them from their next save; placed orders keep their taxes.',
          body: taxSettingsUpdateSchema,
          response: { 200: taxSettingsResultSchema, ...errors, 409: taxSettingsConflictSchema },
        },
      },
      async (request) => ({ settings: await taxes.update(storeScope(request), request.body) }),
    )

    app.post(
      '/settings/taxes/regions',
      {
        config: { permission: 'settings.taxes' },
        schema: {
          tags,
          summary: 'Add a tax region',
          description:
            'A country, or one of its states, with its named rates and its overrides. A place the store ' +
            'already has a region for answers 409.',
          body: taxRegionInputSchema,
          response: { 201: taxRegionResultSchema, ...errors, 409: problemSchema },
        },
      },
      async (request, reply) =>
        reply.status(201).send({ region: await taxes.createRegion(storeScope(request), request.body) }),
    )

    app.put(
      '/settings/taxes/regions/:id',
      {
        config: { permission: 'settings.taxes' },
        schema: {
          tags,
          summary: 'Change a tax region',
          description:
            'Every field, with the version read: the overrides given replace the ones it had. A stale ' +
            'version answers 409 with the region as it now is.',
          params: byId,
          body: taxRegionUpdateSchema,
          response: {
            200: taxRegionResultSchema,
            ...errors,
            404: problemSchema,
            409: taxRegionConflictSchema,
          },
        },
      },
      async (request) => ({
        region: await taxes.updateRegion(storeScope(request), request.params.id, request.body),
      }),
    )

    app.delete(
      '/settings/taxes/regions/:id',
      {
        config: { permission: 'settings.taxes' },
        schema: {
          tags,
          summary: 'Remove a tax region',
          description: 'Orders there are no longer taxed from the next save of their drafts.',
          params: byId,
          response: { 204: z.null(), ...errors, 404: problemSchema },
        },
      },
      async (request, reply) => {
        await taxes.deleteRegion(storeScope(request), request.params.id)
        return reply.status(204).send(null)
      },
    )

    app.get(
      '/order/tax-rules',
      {
        config: { permission: 'draft_orders.view' },
        schema: {
          tags: ['orders'],
          summary: 'The tax rules a draft is worked out with',
          description:
            "The store's tax settings and address, and the products of the collections with overrides: " +
            'what the draft editor needs to show the taxes the server will store as staff type.',
          response: { 200: taxRulesResultSchema, ...errors },
        },
      },
      async (request) => ({ rules: await taxes.rules(storeScope(request)) }),
    )
  },
)
