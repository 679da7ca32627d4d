import {
  paymentSettingsConflictSchema,
  paymentSettingsResultSchema,
  paymentSettingsUpdateSchema,
  problemSchema,
} from '@lojista/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { storeScope } from '../../lib/store-scope.ts'
import { forAudience } from '../../plugins/audiences.ts'
import type { PaymentSettingsService } from './payment-settings.service.ts'

const tags = ['settings']
const errors = { 400: problemSchema, 401: problemSchema, 403: problemSchema }

export const paymentSettingsRoutes: FastifyPluginAsyncZod<{ payments: PaymentSettingsService }> = forAudience(
  'storeMember',
  async (app, { payments }) => {
    app.get(
      '/settings/payments',
      {
        config: { permission: 'settings.payments' },
        schema: {
          tags,
          summary: 'How customers may pay at checkout',
          description:
            'The card through its provider (the test provider) and the manual methods: Pix with the ' +
            "store's key, bank deposit, cash on delivery and boleto, each on or off with what customers are " +
            'told. A store that never saved them reads the defaults (the test card only) at version 1.',
          response: { 200: paymentSettingsResultSchema, ...errors },
        },
      },
      async (request) => ({ settings: await payments.get(storeScope(request)) }),
    )

    app.put(
      '/settings/payments',
      {
        config: { permission: 'settings.payments' },
        schema: {
          tags,
          summary: 'Change how customers may pay at checkout',
          description:
            'Every field, with the version read. An enabled Pix needs a key valid for its type, the name ' +
            '(25 characters) and city (15) the BR Code carries; an enabled deposit or boleto needs ' +
            'instructions; at least one method must be on. A stale version answers 409 with the settings ' +
            'as they now are in `current`.',
          body: paymentSettingsUpdateSchema,
          response: { 200: paymentSettingsResultSchema, ...errors, 409: paymentSettingsConflictSchema },
        },
      },
      async (request) => ({ settings: await payments.update(storeScope(request), request.body) }),
    )
  },
)
