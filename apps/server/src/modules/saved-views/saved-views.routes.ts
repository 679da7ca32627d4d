import {
  problemSchema,
  savedViewCreateSchema,
  savedViewListQuerySchema,
  savedViewListResultSchema,
  savedViewResultSchema,
} from '@lojista/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { storeScope } from '../../lib/store-scope.ts'
import { forAudience } from '../../plugins/audiences.ts'
import type { SavedViewsService } from './saved-views.service.ts'

const tags = ['saved views']
const errors = { 400: problemSchema, 401: problemSchema, 403: problemSchema }

export const savedViewRoutes: FastifyPluginAsyncZod<{ savedViews: SavedViewsService }> = forAudience(
  'storeMember',
  async (app, { savedViews }) => {
    app.get(
      '/saved-views',
      {
        // The person's own views of a list: any member keeps their own.
        config: { permission: null },
        schema: {
          tags,
          summary: "The caller's saved views of a list in this store",
          description:
            'Only the signed-in person’s own views of this store, in the order they were saved. ' +
            '`list` names the list (`orders`, `products`, ...).',
          querystring: savedViewListQuerySchema,
          response: { 200: savedViewListResultSchema, ...errors },
        },
      },
      async (request) => ({ savedViews: await savedViews.list(storeScope(request), request.query.list) }),
    )

    app.post(
      '/saved-views',
      {
        // The person's own views of a list: any member keeps their own.
        config: { permission: null },
        schema: {
          tags,
          summary: 'Save a view of a list',
          description:
            'Keeps the list’s filters and sort (`params`, as the list writes them in its address) under a ' +
            'name, for the caller only. A name the caller already uses for that list is replaced (200); a ' +
            'new one answers 201. A list keeps at most 50 views per person (409).',
          body: savedViewCreateSchema,
          response: { 200: savedViewResultSchema, 201: savedViewResultSchema, ...errors, 409: problemSchema },
        },
      },
      async (request, reply) => {
        const { view, created } = await savedViews.save(storeScope(request), request.body)
        return reply.status(created ? 201 : 200).send({ savedView: view })
      },
    )

    app.delete(
      '/saved-views/:id',
      {
        // The person's own views of a list: any member keeps their own.
        config: { permission: null },
        schema: {
          tags,
          summary: 'Delete one of the caller’s saved views',
          params: z.object({ id: z.uuid() }),
          response: { 204: z.null(), ...errors, 404: problemSchema },
        },
      },
      async (request, reply) => {
        await savedViews.remove(storeScope(request), request.params.id)
        return reply.status(204).send(null)
      },
    )
  },
)
