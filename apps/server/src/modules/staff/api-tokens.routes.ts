import {
  apiTokenCreatedSchema,
  apiTokenInputSchema,
  apiTokenListResultSchema,
  problemSchema,
} from '@lojista/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { storeScope } from '../../lib/store-scope.ts'
import { forAudience } from '../../plugins/audiences.ts'
import type { ApiTokensService } from './api-tokens.service.ts'

const tags = ['staff']
const errors = { 400: problemSchema, 401: problemSchema, 403: problemSchema }

/** The store's API tokens, for its integrations: listing them, making one and revoking one. */
export const apiTokenRoutes: FastifyPluginAsyncZod<{ apiTokens: ApiTokensService }> = forAudience(
  'storeMember',
  async (app, { apiTokens }) => {
    app.get(
      '/staff/api-tokens',
      {
        config: { permission: 'apps.manage_tokens' },
        schema: {
          operationId: 'listApiTokens',
          tags,
          summary: "The store's API tokens",
          description:
            'Every token, newest first, `active`, `paused` (its maker is suspended or left), `expired` or ' +
            '`revoked`, with its role, who made it and when it was last used (to the minute). The secrets ' +
            'are never shown again.',
          response: { 200: apiTokenListResultSchema, ...errors },
        },
      },
      async (request) => ({ apiTokens: await apiTokens.list(storeScope(request)) }),
    )

    app.post(
      '/staff/api-tokens',
      {
        config: { permission: 'apps.manage_tokens' },
        schema: {
          operationId: 'createApiToken',
          tags,
          summary: 'Make an API token',
          description:
            '`roleId` is `admin`, `staff` or a store role’s id, allowing nothing your own role does not; ' +
            '`expiresInDays` is 30, 90, 365 or null (until revoked). Answers the secret once: call the API ' +
            'with `Authorization: Bearer <secret>` and the store’s `X-Tenant-Id`. A name another token has ' +
            '(unless revoked) is refused with 409 and a field error on `name`.',
          body: apiTokenInputSchema,
          response: { 201: apiTokenCreatedSchema, ...errors, 409: problemSchema },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(await apiTokens.create(storeScope(request), request.tenant.permissions, request.body)),
    )

    app.post(
      '/staff/api-tokens/:id/revoke',
      {
        config: { permission: 'apps.manage_tokens' },
        schema: {
          operationId: 'revokeApiToken',
          tags,
          summary: 'Revoke an API token',
          description: 'Its next call answers 401. Revoking a revoked token changes nothing.',
          params: z.object({ id: z.uuid() }),
          response: { 204: z.null(), ...errors, 404: problemSchema },
        },
      },
      async (request, reply) => {
        await apiTokens.revoke(storeScope(request), request.params.id)
        return reply.status(204).send(null)
      },
    )
  },
)
