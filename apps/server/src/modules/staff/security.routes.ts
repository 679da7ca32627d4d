import { problemSchema, storeSecuritySchema } from '@lojista/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { storeScope } from '../../lib/store-scope.ts'
import { forAudience } from '../../plugins/audiences.ts'
import type { StoreSecurityService } from './security.service.ts'

const tags = ['staff']

export const storeSecurityRoutes: FastifyPluginAsyncZod<{ security: StoreSecurityService }> = forAudience(
  'storeMember',
  async (app, { security }) => {
    app.put(
      '/staff/security',
      {
        config: { permission: 'staff.manage' },
        schema: {
          tags,
          summary: 'Require two-factor authentication of the store’s staff, or stop requiring it',
          description:
            'While required, the store answers its calls to a member without two-factor authentication ' +
            'with 403 and `code: "two_factor_required"` until they turn it on (their account’s calls stay ' +
            'open). The person turning it on must have it on themselves (409). Written to the activity log. ' +
            'The store’s current choice is `requireTwoFactor` of each store in GET /v1/account/me.',
          body: storeSecuritySchema,
          response: {
            200: storeSecuritySchema,
            400: problemSchema,
            401: problemSchema,
            403: problemSchema,
            409: problemSchema,
          },
        },
      },
      async (request) => security.update(storeScope(request), request.body),
    )
  },
)
