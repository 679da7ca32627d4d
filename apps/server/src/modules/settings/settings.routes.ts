import {
  brandSettingsConflictSchema,
  brandSettingsResultSchema,
  brandSettingsUpdateSchema,
  generalSettingsConflictSchema,
  generalSettingsResultSchema,
  generalSettingsUpdateSchema,
  problemSchema,
} from '@lojista/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { storeScope } from '../../lib/store-scope.ts'
import { forAudience } from '../../plugins/audiences.ts'
import type { SettingsService } from './settings.service.ts'

const tags = ['settings']
const errors = { 400: problemSchema, 401: problemSchema, 403: problemSchema }

export const settingsRoutes: FastifyPluginAsyncZod<{ settings: SettingsService }> = forAudience(
  'storeMember',
  async (app, { settings }) => {
    app.get(
      '/settings/general',
      {
        config: { permission: 'settings.general' },
        schema: {
          tags,
          summary: "The store's general settings",
          description:
            'Name, contact, legal name and CNPJ, address, currency, time zone, units and how orders and ' +
            'drafts are numbered. A store that never saved them reads the defaults at version 1.',
          response: { 200: generalSettingsResultSchema, ...errors },
        },
      },
      async (request) => ({ settings: await settings.getGeneral(storeScope(request)) }),
    )

    app.put(
      '/settings/general',
      {
        config: { permission: 'settings.general' },
        schema: {
          tags,
          summary: "Change the store's general settings",
          description:
            'Every field, with the version read. A stale version answers 409 with the settings as they ' +
            'now are in `current`. A new number prefix or suffix names the next draft or order; the ' +
            'earlier ones keep their names.',
          body: generalSettingsUpdateSchema,
          response: { 200: generalSettingsResultSchema, ...errors, 409: generalSettingsConflictSchema },
        },
      },
      async (request) => ({
        settings: await settings.updateGeneral(storeScope(request), request.body),
      }),
    )

    app.get(
      '/settings/brand',
      {
        config: { permission: 'settings.general' },
        schema: {
          tags,
          summary: "The store's brand",
          description: 'Logo, colours and short description, as the checkout page and emails show them.',
          response: { 200: brandSettingsResultSchema, ...errors },
        },
      },
      async (request) => ({ settings: await settings.getBrand(storeScope(request)) }),
    )

    app.put(
      '/settings/brand',
      {
        config: { permission: 'settings.general' },
        schema: {
          tags,
          summary: "Change the store's brand",
          description:
            'Every field, with the version read. A stale version answers 409 with the brand as it now is.',
          body: brandSettingsUpdateSchema,
          response: { 200: brandSettingsResultSchema, ...errors, 409: brandSettingsConflictSchema },
        },
      },
      async (request) => ({ settings: await settings.updateBrand(storeScope(request), request.body) }),
    )
  },
)
