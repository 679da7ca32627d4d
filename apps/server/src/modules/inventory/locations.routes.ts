import {
  locationCreateSchema,
  locationResultSchema,
  locationSearchRequestSchema,
  locationSearchResultSchema,
  locationUpdateSchema,
  problemSchema,
} from '@lojista/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { storeScope } from '../../lib/store-scope.ts'
import { forAudience } from '../../plugins/audiences.ts'
import type { LocationsService } from './locations.service.ts'

const tags = ['inventory']
const errors = { 400: problemSchema, 401: problemSchema, 403: problemSchema }
const byId = z.object({ id: z.uuid() })

export const locationRoutes: FastifyPluginAsyncZod<{ locations: LocationsService }> = forAudience(
  'storeMember',
  async (app, { locations }) => {
    app.post(
      '/location',
      {
        config: { permission: 'settings.locations' },
        schema: {
          tags,
          summary: 'Add a location where stock is kept',
          description:
            'An active location gets a stock level of 0 for every variant. A name in use answers 409.',
          body: locationCreateSchema,
          response: { 201: locationResultSchema, ...errors, 409: problemSchema },
        },
      },
      async (request, reply) =>
        reply.status(201).send({ location: await locations.create(storeScope(request), request.body) }),
    )

    app.get(
      '/location',
      {
        // The location's settings page; the pickers search instead.
        config: { permission: 'settings.locations' },
        schema: {
          tags,
          summary: 'Read a location',
          querystring: byId,
          response: { 200: locationResultSchema, ...errors, 404: problemSchema },
        },
      },
      async (request) => ({ location: await locations.get(storeScope(request), request.query.id) }),
    )

    app.patch(
      '/location/:id',
      {
        config: { permission: 'settings.locations' },
        schema: {
          tags,
          summary: 'Change a location',
          params: byId,
          body: locationUpdateSchema,
          response: { 200: locationResultSchema, ...errors, 404: problemSchema, 409: problemSchema },
        },
      },
      async (request) => ({
        location: await locations.update(storeScope(request), request.params.id, request.body),
      }),
    )

    app.delete(
      '/location/:id',
      {
        config: { permission: 'settings.locations' },
        schema: {
          tags,
          summary: 'Delete a location without stock',
          description: 'A location where any variant has stock other than 0 answers 409.',
          params: byId,
          response: { 204: z.null(), ...errors, 404: problemSchema, 409: problemSchema },
        },
      },
      async (request, reply) => {
        await locations.remove(storeScope(request), request.params.id)
        return reply.status(204).send(null)
      },
    )

    app.post(
      '/location/search',
      {
        // The pickers of stock, fulfilment and the product form: whoever counts or ships stock must name
        // where, and a location's name and address are no secret inside the store.
        config: { permission: null },
        schema: {
          tags,
          summary: 'Search locations',
          description:
            'Free text matches name, city and state, ignoring case and accents. Filter: `active:true|false`.',
          body: locationSearchRequestSchema,
          response: { 200: locationSearchResultSchema, ...errors },
        },
      },
      async (request) => ({ locations: await locations.search(storeScope(request), request.body) }),
    )
  },
)
