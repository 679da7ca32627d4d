import { randomUUID } from 'node:crypto'
import cookie from '@fastify/cookie'
import Fastify, { type FastifyRequest } from 'fastify'
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod'
import type { Config } from './config.ts'
import type { Database } from './db/client.ts'
import { watchDiskSpace } from './lib/disk-space.ts'
import { accountRoutes } from './modules/account/account.routes.ts'
import { activityRoutes } from './modules/activity/activity.routes.ts'
import { createActivityService } from './modules/activity/activity.service.ts'
import type { Clock } from './modules/auth/attempts.ts'
import { authRoutes } from './modules/auth/auth.routes.ts'
import { createAuthService } from './modules/auth/auth.service.ts'
import { createTokenCodec } from './modules/auth/tokens.ts'
import { createTwoFactorKeys, createTwoFactorService } from './modules/auth/two-factor.service.ts'
import {
  checkoutSettingsRoutes,
  publicPolicyRoutes,
} from './modules/checkout-settings/checkout-settings.routes.ts'
import { createCheckoutSettingsService } from './modules/checkout-settings/checkout-settings.service.ts'
import { collectionRoutes } from './modules/collections/collections.routes.ts'
import { createCollectionsService } from './modules/collections/collections.service.ts'
import { discountCodeRoutes } from './modules/discounts/discount-codes.routes.ts'
import { createDiscountCodesService } from './modules/discounts/discount-codes.service.ts'
import { discountRoutes } from './modules/discounts/discounts.routes.ts'
import { createDiscountsService } from './modules/discounts/discounts.service.ts'
import { healthRoutes } from './modules/health/health.routes.ts'
import { registerMetrics } from './modules/health/metrics.ts'
import { inventoryRoutes } from './modules/inventory/inventory.routes.ts'
import { createInventoryService } from './modules/inventory/inventory.service.ts'
import { locationRoutes } from './modules/inventory/locations.routes.ts'
import { createLocationsService } from './modules/inventory/locations.service.ts'
import { createOrderStock } from './modules/inventory/order-stock.ts'
import { createDeliverySeal } from './modules/mail/delivery-seal.ts'
import { createMailService } from './modules/mail/mail.service.ts'
import { outboxRoutes } from './modules/mail/outbox.routes.ts'
import { createOutboxService } from './modules/mail/outbox.service.ts'
import { mediaRoutes } from './modules/media/media.routes.ts'
import { checkoutRoutes, publicCheckoutRoutes } from './modules/orders/checkout.routes.ts'
import { createCheckoutService } from './modules/orders/checkout.service.ts'
import { createDraftService } from './modules/orders/draft.service.ts'
import { createOrderLookupsService } from './modules/orders/lookups.service.ts'
import { orderRoutes } from './modules/orders/order.routes.ts'
import { orderStatusRoutes } from './modules/orders/order-status.routes.ts'
import { createOrderStatusService } from './modules/orders/order-status.service.ts'
import { placedOrderRoutes } from './modules/orders/placed-order.routes.ts'
import { createPlacedOrderService } from './modules/orders/placed-order.service.ts'
import { partyRoutes } from './modules/party/party.routes.ts'
import { createPartyService } from './modules/party/party.service.ts'
import type { CardProvider, CardProviderName } from './modules/payments/card-provider.ts'
import { paymentSettingsRoutes } from './modules/payments/payment-settings.routes.ts'
import { createPaymentSettingsService } from './modules/payments/payment-settings.service.ts'
import { privacyRoutes } from './modules/privacy/privacy.routes.ts'
import { createPrivacyService } from './modules/privacy/privacy.service.ts'
import { productLookupRoutes } from './modules/product-lookups/product-lookups.routes.ts'
import { createProductLookupsService } from './modules/product-lookups/product-lookups.service.ts'
import { mediaFileRoutes } from './modules/products/media-files.routes.ts'
import { createMediaStore } from './modules/products/media-storage.ts'
import { createProductCsvService } from './modules/products/product-csv.service.ts'
import { createProductMediaService } from './modules/products/product-media.service.ts'
import { productRoutes } from './modules/products/products.routes.ts'
import { createProductsService } from './modules/products/products.service.ts'
import { referenceRoutes } from './modules/reference/reference.routes.ts'
import { createReferenceService } from './modules/reference/reference.service.ts'
import { savedViewRoutes } from './modules/saved-views/saved-views.routes.ts'
import { createSavedViewsService } from './modules/saved-views/saved-views.service.ts'
import { settingsRoutes } from './modules/settings/settings.routes.ts'
import { createSettingsService } from './modules/settings/settings.service.ts'
import { shippingRoutes } from './modules/shipping/shipping.routes.ts'
import { createShippingService } from './modules/shipping/shipping.service.ts'
import { createShippingOptionsService } from './modules/shipping/shipping-options.service.ts'
import { apiTokenRoutes } from './modules/staff/api-tokens.routes.ts'
import { createApiTokensService } from './modules/staff/api-tokens.service.ts'
import { invitationLinkRoutes, invitationRoutes } from './modules/staff/invitations.routes.ts'
import { createInvitationsService } from './modules/staff/invitations.service.ts'
import { createMembersService } from './modules/staff/members.service.ts'
import { createNotificationPreferencesService } from './modules/staff/notification-preferences.service.ts'
import { ownMembershipRoutes } from './modules/staff/own-membership.routes.ts'
import { createRolesService } from './modules/staff/roles.service.ts'
import { storeSecurityRoutes } from './modules/staff/security.routes.ts'
import { createStoreSecurityService } from './modules/staff/security.service.ts'
import { staffRoutes } from './modules/staff/staff.routes.ts'
import { createStaffNotifier } from './modules/staff/staff-notifications.ts'
import { taxesRoutes } from './modules/taxes/taxes.routes.ts'
import { createTaxesService } from './modules/taxes/taxes.service.ts'
import { tenancyRoutes } from './modules/tenancy/tenancy.routes.ts'
import { createTenancyService, type RolePermissions } from './modules/tenancy/tenancy.service.ts'
import { registerAudiences } from './plugins/audiences.ts'
import { frameworkError, registerErrorHandler, registerUriLimit } from './plugins/errors.ts'
import { createGuards } from './plugins/guards.ts'
import { registerOpenApi } from './plugins/openapi.ts'
import { registerRateLimit } from './plugins/rate-limit.ts'
import { responseSerializerCompiler } from './plugins/response-serializer.ts'
import { registerSecurityHeaders } from './plugins/security-headers.ts'
import { registerServerTiming } from './plugins/server-timing.ts'
import { registerSpa } from './plugins/spa.ts'
import { registerTextSafety } from './plugins/text-safety.ts'

export interface BuildAppOptions {
  config: Config & { jwtSecret: string }
  database: Database
  /** Off, or the level and destination of the log (its redactions always apply). */
  logger?: false | { level?: string; stream?: { write(line: string): void } }
  /** The time the limits read; tests move it instead of waiting. */
  now?: Clock
  /**
   * What each role may do: the built-in roles' defaults when absent. Tests give a role fewer
   * permissions to see each operation refused; stores' own roles will come in through here.
   */
  rolePermissions?: RolePermissions
  /** Who charges cards at checkout: the providers built in when absent (decision 031). */
  cardProviders?: Record<CardProviderName, CardProvider>
}

/**
 * A request as the log shows it: the secret of a checkout link in the path, or a token in the query
 * (the pages that reset a password or verify an address), is replaced, so the log opens nothing.
 */
function loggedRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  }
}

function redactUrl(url: string): string {
  return url
    .replace(/(\/checkout\/)[^/?#]+/g, '$1[redacted]')
    .replace(/(\/stores\/[^/?#]+\/orders\/)[^/?#]+/g, '$1[redacted]')
    .replace(/([?&]token=)[^&#]*/g, '$1[redacted]')
}

const REQUEST_ID = /^[\w.-]{1,64}$/

/** Builds the whole server: plugins and modules are registered here, explicitly. Tests build it too. */
export async function buildApp({
  config,
  database,
  logger,
  now,
  rolePermissions,
  cardProviders,
}: BuildAppOptions) {
  const app = Fastify({
    logger:
      logger === false
        ? false
        : {
            level: config.logLevel,
            redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
            serializers: { req: loggedRequest },
            ...logger,
          },
    bodyLimit: 1024 * 1024,
    frameworkErrors: frameworkError,
    // A count of proxies trusts that many hops from the right of X-Forwarded-For; the left-most entries
    // are whatever the client wrote.
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (_address: string, hop: number) => hop < (config.trustProxy as number)
        : config.trustProxy,
    // genReqId reads x-request-id itself, keeping only well-formed ids (they end up in logs and headers).
    requestIdHeader: false,
    genReqId: (request) => {
      const incoming = request.headers['x-request-id']
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID()
    },
  }).withTypeProvider<ZodTypeProvider>()

  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(responseSerializerCompiler({ check: config.env !== 'production' }))
  registerErrorHandler(app)
  registerUriLimit(app)
  await registerSecurityHeaders(app)
  registerTextSafety(app)
  await app.register(cookie)

  const db = database.db
  const tenancy = createTenancyService(db, rolePermissions)
  const mail = createMailService({
    canDeliver: Boolean(config.smtpUrl),
    logHeldEmails: config.env !== 'production',
    log: app.log,
    capPerStorePerHour: config.emailCapPerStorePerHour,
    seal: createDeliverySeal(config.jwtSecret),
    now,
  })
  const twoFactor = createTwoFactorService({
    db,
    keys: createTwoFactorKeys(config.jwtSecret),
    tenancy,
    now,
  })
  const auth = createAuthService({
    db,
    twoFactor,
    tokens: createTokenCodec(config.jwtSecret),
    tenancy,
    mail,
    sessionTtlSeconds: config.sessionTtlSeconds,
    publicUrl: config.publicUrl,
    now,
  })
  // Before any route, the API document's included: every route gets its audience's guards, and a route
  // without an audience stops the server from starting (plugins/audiences.ts).
  const apiTokens = createApiTokensService({ db, tenancy, now })
  registerAudiences(app, createGuards({ auth, tenancy, apiTokens }))
  await registerOpenApi(app)
  const reference = createReferenceService(db)

  // The catalog: products draw on the lists, collections and stock through their services.
  const lookups = createProductLookupsService(db)
  // The store's people hear, by email and as they chose, of new orders, stock running low and team changes.
  const notifier = createStaffNotifier({
    mail,
    rolePermissions: tenancy.rolePermissions,
    publicUrl: config.publicUrl,
  })
  const inventory = createInventoryService(db, notifier)
  const collections = createCollectionsService(db)
  const productDeps = { lookups, stock: inventory, collections }
  const products = createProductsService(db, productDeps)
  // Uploads are refused (503) while the media disk is down to its reserve, like the embedded database's writes.
  const mediaDisk = watchDiskSpace(config.mediaDir, config.diskReserveBytes)
  const productMedia = createProductMediaService(db, createMediaStore(config.mediaDir, mediaDisk))

  // Orders take stock through the inventory module and email through the outbox.
  const orderStock = createOrderStock(notifier)
  const checkout = createCheckoutService({
    db,
    mail,
    stock: orderStock,
    notifier,
    publicUrl: config.publicUrl,
    cardProviders,
  })
  // Invitations email their link through the outbox; accepting one makes or signs in an account.
  const invitations = createInvitationsService({
    db,
    mail,
    notifier,
    auth,
    publicUrl: config.publicUrl,
    now,
  })

  // On the root instance, so that its request hook sees every route.
  registerMetrics(app, database, config.metricsToken)
  registerServerTiming(app, config.serverTiming)
  database.setLog?.(app.log)
  await app.register(healthRoutes, {
    database,
    disks: database.disk ? [database.disk, mediaDisk] : [mediaDisk],
  })
  await app.register(
    async (v1) => {
      await registerRateLimit(v1, config.rateLimitPerMinute)
      await v1.register(authRoutes, { auth })
      await v1.register(accountRoutes, { auth, twoFactor })
      await v1.register(mediaRoutes, { auth })
      await v1.register(tenancyRoutes)
      await v1.register(productLookupRoutes, { lookups })
      await v1.register(productRoutes, {
        products,
        media: productMedia,
        csv: createProductCsvService(db, productDeps),
      })
      await v1.register(collectionRoutes, { collections, products })
      await v1.register(locationRoutes, { locations: createLocationsService(db, inventory) })
      await v1.register(inventoryRoutes, { inventory })
      await v1.register(referenceRoutes, { reference })
      await v1.register(partyRoutes, { party: createPartyService(db, reference) })
      await v1.register(privacyRoutes, { privacy: createPrivacyService(db) })
      await v1.register(orderRoutes, {
        drafts: createDraftService(db),
        lookups: createOrderLookupsService(db),
      })
      await v1.register(discountRoutes, { discounts: createDiscountsService(db) })
      await v1.register(discountCodeRoutes, { codes: createDiscountCodesService(db) })
      await v1.register(placedOrderRoutes, { orders: createPlacedOrderService(db, orderStock, notifier) })
      await v1.register(checkoutRoutes, { checkout })
      await v1.register(publicCheckoutRoutes, { checkout, media: productMedia })
      await v1.register(orderStatusRoutes, { orderStatus: createOrderStatusService(db, now) })
      await v1.register(outboxRoutes, { outbox: createOutboxService(db) })
      await v1.register(savedViewRoutes, { savedViews: createSavedViewsService(db) })
      const members = createMembersService(db, notifier)
      await v1.register(staffRoutes, { roles: createRolesService(db), members })
      await v1.register(ownMembershipRoutes, {
        members,
        preferences: createNotificationPreferencesService(db),
      })
      await v1.register(invitationRoutes, { invitations })
      await v1.register(invitationLinkRoutes, { invitations })
      await v1.register(apiTokenRoutes, { apiTokens })
      await v1.register(storeSecurityRoutes, { security: createStoreSecurityService(db) })
      await v1.register(activityRoutes, { activity: createActivityService(db) })
      await v1.register(settingsRoutes, { settings: createSettingsService(db) })
      await v1.register(shippingRoutes, {
        shipping: createShippingService(db),
        options: createShippingOptionsService(db),
      })
      await v1.register(paymentSettingsRoutes, { payments: createPaymentSettingsService(db) })
      await v1.register(taxesRoutes, { taxes: createTaxesService(db) })
      const checkoutSettings = createCheckoutSettingsService(db)
      await v1.register(checkoutSettingsRoutes, { settings: checkoutSettings })
      await v1.register(publicPolicyRoutes, { settings: checkoutSettings })
    },
    { prefix: '/v1' },
  )
  // Images are served outside /v1: the media cookie's path is /media.
  await app.register(mediaFileRoutes, { media: productMedia })
  await registerSpa(app, config.webDistDir)

  return app
}

export type App = Awaited<ReturnType<typeof buildApp>>
