import {
  problemSchema,
  referenceSearchRequestSchema,
  referenceSearchResponseSchema,
} from '@lojista/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { forAudience } from '../../plugins/audiences.ts'
import type { ReferenceService } from './reference.service.ts'

export const referenceRoutes: FastifyPluginAsyncZod<{ reference: ReferenceService }> = forAudience(
  'signedIn',
  async (app, { reference }) => {
    app.post(
      '/catalog/search',
      {
        schema: {
          tags: ['reference data'],
          operationId: 'listReferenceData',
          summary:
            'Search languages, countries, states or tax codes (entity: language | country | state | tax-code); narrow states with country:BR in the query',
          description:
            'Answers { languages }, { countries }, { provinces } or { taxCodes } as a connection of lookup options ' +
            '{ id, name, code } (states add countryCode and have ids like BR-SP; tax codes add their default rate). ' +
            'Reference data is shared by every store, so no X-Tenant-Id is needed; a signed-in user is.',
          body: referenceSearchRequestSchema,
          response: { 200: referenceSearchResponseSchema, 400: problemSchema, 401: problemSchema },
        },
      },
      async (request) => reference.search(request.auth.userId, request.body),
    )
  },
)
