import {
  checkoutPageConflictSchema,
  checkoutSettingsResultSchema,
  checkoutSettingsUpdateSchema,
  customerAccountsSettingsResultSchema,
  customerAccountsSettingsUpdateSchema,
  policiesResultSchema,
  policyConflictSchema,
  policyKindSchema,
  policyResultSchema,
  policyUpdateSchema,
  pricingSettingsResultSchema,
  pricingSettingsUpdateSchema,
  privacySettingsResultSchema,
  privacySettingsUpdateSchema,
  problemSchema,
  publicPolicySchema,
} from '@lojista/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { storeScope } from '../../lib/store-scope.ts'
import { forAudience } from '../../plugins/audiences.ts'
import type { CheckoutSettingsService } from './checkout-settings.service.ts'

const tags = ['settings']
const errors = { 400: problemSchema, 401: problemSchema, 403: problemSchema }
const saveDescription =
  'Every field, with the version read. A stale version answers 409 with the settings as they now are in `current`.'

/** Settings → Checkout, Customer accounts, Pricing, Customer privacy and Policies, for staff. */
export const checkoutSettingsRoutes: FastifyPluginAsyncZod<{ settings: CheckoutSettingsService }> =
  forAudience('storeMember', async (app, { settings }) => {
    app.get(
      '/settings/checkout',
      {
        config: { permission: 'settings.checkout' },
        schema: {
          tags,
          summary: 'What the checkout page asks of customers',
          description:
            'Which customer fields it shows and requires (phone, company, CPF/CNPJ), whether the marketing ' +
            'box starts ticked, whether the customer may leave a note, and which policies it links.',
          response: { 200: checkoutSettingsResultSchema, ...errors },
        },
      },
      async (request) => ({ settings: await settings.getCheckout(storeScope(request)) }),
    )
    app.put(
      '/settings/checkout',
      {
        config: { permission: 'settings.checkout' },
        schema: {
          tags,
          summary: 'Change what the checkout page asks of customers',
          description: saveDescription,
          body: checkoutSettingsUpdateSchema,
          response: { 200: checkoutSettingsResultSchema, ...errors, 409: checkoutPageConflictSchema },
        },
      },
      async (request) => ({ settings: await settings.updateCheckout(storeScope(request), request.body) }),
    )

    app.get(
      '/settings/customer-accounts',
      {
        config: { permission: 'settings.checkout' },
        schema: {
          tags,
          summary: 'Whether customers can follow their orders through a link',
          response: { 200: customerAccountsSettingsResultSchema, ...errors },
        },
      },
      async (request) => ({ settings: await settings.getCustomerAccounts(storeScope(request)) }),
    )
    app.put(
      '/settings/customer-accounts',
      {
        config: { permission: 'settings.checkout' },
        schema: {
          tags,
          summary: 'Change whether customers can follow their orders through a link, and for how long',
          description: saveDescription,
          body: customerAccountsSettingsUpdateSchema,
          response: { 200: customerAccountsSettingsResultSchema, ...errors, 409: checkoutPageConflictSchema },
        },
      },
      async (request) => ({
        settings: await settings.updateCustomerAccounts(storeScope(request), request.body),
      }),
    )

    app.get(
      '/settings/pricing',
      {
        config: { permission: 'settings.general' },
        schema: {
          tags,
          summary: "The store's currency and how prices are shown",
          response: { 200: pricingSettingsResultSchema, ...errors },
        },
      },
      async (request) => ({ settings: await settings.getPricing(storeScope(request)) }),
    )
    app.put(
      '/settings/pricing',
      {
        config: { permission: 'settings.general' },
        schema: {
          tags,
          summary: 'Change how prices are shown',
          description: `${saveDescription} The currency is the store's one and is not changed here.`,
          body: pricingSettingsUpdateSchema,
          response: { 200: pricingSettingsResultSchema, ...errors, 409: checkoutPageConflictSchema },
        },
      },
      async (request) => ({ settings: await settings.updatePricing(storeScope(request), request.body) }),
    )

    app.get(
      '/settings/privacy',
      {
        config: { permission: 'settings.policies' },
        schema: {
          tags,
          summary: 'What the store says it keeps about its customers',
          response: { 200: privacySettingsResultSchema, ...errors },
        },
      },
      async (request) => ({ settings: await settings.getPrivacy(storeScope(request)) }),
    )
    app.put(
      '/settings/privacy',
      {
        config: { permission: 'settings.policies' },
        schema: {
          tags,
          summary: 'Change what the store says it keeps about its customers',
          description: saveDescription,
          body: privacySettingsUpdateSchema,
          response: { 200: privacySettingsResultSchema, ...errors, 409: checkoutPageConflictSchema },
        },
      },
      async (request) => ({ settings: await settings.updatePrivacy(storeScope(request), request.body) }),
    )

    app.get(
      '/settings/policies',
      {
        config: { permission: 'settings.policies' },
        schema: {
          tags,
          summary: "The store's refund, privacy, terms, shipping and contact policies",
          description: 'All five, in that order; a policy never written has an empty body at version 1.',
          response: { 200: policiesResultSchema, ...errors },
        },
      },
      async (request) => ({ policies: await settings.listPolicies(storeScope(request)) }),
    )
    app.put(
      '/settings/policies',
      {
        config: { permission: 'settings.policies' },
        schema: {
          tags,
          summary: 'Change one of the store’s policies',
          description:
            'The policy as HTML, with the version read. Only paragraphs, headings, lists, quotes, emphasis ' +
            'and http(s), mailto and tel links are kept; everything else is removed before it is stored. ' +
            'An empty body takes the policy off the checkout page and its public page.',
          body: policyUpdateSchema,
          response: { 200: policyResultSchema, ...errors, 409: policyConflictSchema },
        },
      },
      async (request) => ({
        policy: await settings.updatePolicy(storeScope(request), request.body.kind, request.body),
      }),
    )
  })

/** A store's policies as its customers read them, linked from the checkout page: no sign-in. */
export const publicPolicyRoutes: FastifyPluginAsyncZod<{ settings: CheckoutSettingsService }> = forAudience(
  'anyone',
  async (app, { settings }) => {
    app.get(
      '/public/stores/:storeId/policies/:kind',
      {
        schema: {
          tags,
          summary: "One of a store's policies, for its customers",
          description: 'Answers 404 when the store has not written that policy.',
          params: z.strictObject({ storeId: z.uuid(), kind: policyKindSchema }),
          response: { 200: z.object({ policy: publicPolicySchema }), 400: problemSchema, 404: problemSchema },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'public, max-age=300')
        return { policy: await settings.publicPolicy(request.params.storeId, request.params.kind) }
      },
    )
  },
)
