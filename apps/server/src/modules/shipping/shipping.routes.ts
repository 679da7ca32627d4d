import {
  localDeliveryConflictSchema,
  localDeliveryInputSchema,
  localDeliveryResultSchema,
  localDeliveryUpdateSchema,
  pickupConflictSchema,
  pickupInputSchema,
  pickupResultSchema,
  pickupUpdateSchema,
  problemSchema,
  shippingOptionsRequestSchema,
  shippingOptionsResultSchema,
  shippingProfileConflictSchema,
  shippingProfileInputSchema,
  shippingProfileResultSchema,
  shippingProfileUpdateSchema,
  shippingSettingsSchema,
} from '@lojista/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { storeScope } from '../../lib/store-scope.ts'
import { forAudience } from '../../plugins/audiences.ts'
import type { ShippingService } from './shipping.service.ts'
import type { ShippingOptionsService } from './shipping-options.service.ts'

const tags = ['settings']
const errors = { 400: problemSchema, 401: problemSchema, 403: problemSchema }
const byId = z.object({ id: z.uuid() })
const permission = 'settings.shipping' as const
const versioned =
  'Every field, with the version read. A stale version answers 409 with the record as it now is in `current`.'

export const shippingRoutes: FastifyPluginAsyncZod<{
  shipping: ShippingService
  options: ShippingOptionsService
}> = forAudience('storeMember', async (app, { shipping, options }) => {
  app.get(
    '/settings/shipping',
    {
      config: { permission },
      schema: {
        tags,
        summary: "The store's shipping profiles, local deliveries and pickup locations",
        response: { 200: shippingSettingsSchema, ...errors },
      },
    },
    async (request) => shipping.settings(storeScope(request)),
  )

  // ---- profiles ----
  app.get(
    '/settings/shipping/profiles/:id',
    {
      config: { permission },
      schema: {
        tags,
        summary: 'Read a shipping profile',
        params: byId,
        response: { 200: shippingProfileResultSchema, ...errors, 404: problemSchema },
      },
    },
    async (request) => ({ profile: await shipping.profile(storeScope(request), request.params.id) }),
  )
  app.post(
    '/settings/shipping/profiles',
    {
      config: { permission },
      schema: {
        tags,
        summary: 'Add a shipping profile',
        description:
          'The general profile (at most one: a second answers 409) covers every product not in a custom ' +
          'profile; a custom one names its products, each in no other custom profile.',
        body: shippingProfileInputSchema,
        response: { 201: shippingProfileResultSchema, ...errors, 409: problemSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ profile: await shipping.createProfile(storeScope(request), request.body) }),
  )
  app.put(
    '/settings/shipping/profiles/:id',
    {
      config: { permission },
      schema: {
        tags,
        summary: 'Change a shipping profile, its zones and rates',
        description: versioned,
        params: byId,
        body: shippingProfileUpdateSchema,
        response: {
          200: shippingProfileResultSchema,
          ...errors,
          404: problemSchema,
          409: shippingProfileConflictSchema,
        },
      },
    },
    async (request) => ({
      profile: await shipping.updateProfile(storeScope(request), request.params.id, request.body),
    }),
  )
  app.delete(
    '/settings/shipping/profiles/:id',
    {
      config: { permission },
      schema: {
        tags,
        summary: 'Delete a custom shipping profile',
        description: 'Its products ship under the general profile again. The general profile answers 409.',
        params: byId,
        response: { 204: z.null(), ...errors, 404: problemSchema, 409: problemSchema },
      },
    },
    async (request, reply) => {
      await shipping.deleteProfile(storeScope(request), request.params.id)
      return reply.status(204).send(null)
    },
  )

  // ---- local delivery ----
  app.get(
    '/settings/shipping/local-deliveries/:id',
    {
      config: { permission },
      schema: {
        tags,
        summary: 'Read the local delivery of a location',
        params: byId,
        response: { 200: localDeliveryResultSchema, ...errors, 404: problemSchema },
      },
    },
    async (request) => ({
      localDelivery: await shipping.localDelivery(storeScope(request), request.params.id),
    }),
  )
  app.post(
    '/settings/shipping/local-deliveries',
    {
      config: { permission },
      schema: {
        tags,
        summary: 'Deliver locally from a location',
        description:
          'CEP ranges, a fee and the smallest order delivered. Offered to an order from a location that is ' +
          'active and fulfils online orders. A location has one (a second answers 409).',
        body: localDeliveryInputSchema,
        response: { 201: localDeliveryResultSchema, ...errors, 404: problemSchema, 409: problemSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send({ localDelivery: await shipping.createLocalDelivery(storeScope(request), request.body) }),
  )
  app.put(
    '/settings/shipping/local-deliveries/:id',
    {
      config: { permission },
      schema: {
        tags,
        summary: 'Change the local delivery of a location',
        description: versioned,
        params: byId,
        body: localDeliveryUpdateSchema,
        response: {
          200: localDeliveryResultSchema,
          ...errors,
          404: problemSchema,
          409: localDeliveryConflictSchema,
        },
      },
    },
    async (request) => ({
      localDelivery: await shipping.updateLocalDelivery(storeScope(request), request.params.id, request.body),
    }),
  )
  app.delete(
    '/settings/shipping/local-deliveries/:id',
    {
      config: { permission },
      schema: {
        tags,
        summary: 'Stop delivering locally from a location',
        params: byId,
        response: { 204: z.null(), ...errors, 404: problemSchema },
      },
    },
    async (request, reply) => {
      await shipping.deleteLocalDelivery(storeScope(request), request.params.id)
      return reply.status(204).send(null)
    },
  )

  // ---- pick in store ----
  app.get(
    '/settings/shipping/pickups/:id',
    {
      config: { permission },
      schema: {
        tags,
        summary: 'Read the pickup settings of a location',
        params: byId,
        response: { 200: pickupResultSchema, ...errors, 404: problemSchema },
      },
    },
    async (request) => ({ pickup: await shipping.pickup(storeScope(request), request.params.id) }),
  )
  app.post(
    '/settings/shipping/pickups',
    {
      config: { permission },
      schema: {
        tags,
        summary: 'Let customers pick up at a location',
        description:
          'Instructions and how soon an order is ready. Offered while the location is active and offers ' +
          'pickup (its own setting). A location has one (a second answers 409).',
        body: pickupInputSchema,
        response: { 201: pickupResultSchema, ...errors, 404: problemSchema, 409: problemSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ pickup: await shipping.createPickup(storeScope(request), request.body) }),
  )
  app.put(
    '/settings/shipping/pickups/:id',
    {
      config: { permission },
      schema: {
        tags,
        summary: 'Change the pickup settings of a location',
        description: versioned,
        params: byId,
        body: pickupUpdateSchema,
        response: { 200: pickupResultSchema, ...errors, 404: problemSchema, 409: pickupConflictSchema },
      },
    },
    async (request) => ({
      pickup: await shipping.updatePickup(storeScope(request), request.params.id, request.body),
    }),
  )
  app.delete(
    '/settings/shipping/pickups/:id',
    {
      config: { permission },
      schema: {
        tags,
        summary: 'Stop offering pickup at a location',
        params: byId,
        response: { 204: z.null(), ...errors, 404: problemSchema },
      },
    },
    async (request, reply) => {
      await shipping.deletePickup(storeScope(request), request.params.id)
      return reply.status(204).send(null)
    },
  )

  app.post(
    '/shipping/options',
    {
      // The draft editor's list of options, like its other pickers: whoever sees drafts sees the
      // shipping lines they may get.
      config: { permission: 'draft_orders.view' },
      schema: {
        tags: ['orders'],
        summary: 'The shipping and delivery options of an order',
        description:
          'The rates, local deliveries and pickups that apply to the address, the lines (each with one ' +
          "unit's weight; none counts as 0) and the subtotal, cheapest rate first.",
        body: shippingOptionsRequestSchema,
        response: { 200: shippingOptionsResultSchema, ...errors },
      },
    },
    async (request) => ({ options: await options.options(storeScope(request), request.body) }),
  )
})
