import { randomUUID } from 'node:crypto'
import cookie from '@fastify/cookie'
import Fastify, { type FastifyServerOptions } from 'fastify'
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod'
import type { Config } from './config.ts'
import type { Database } from './db/client.ts'
import { accountRoutes } from './modules/account/account.routes.ts'
import { authRoutes } from './modules/auth/auth.routes.ts'
import { createAuthService } from './modules/auth/auth.service.ts'
import { createTokenCodec } from './modules/auth/tokens.ts'
import { collectionRoutes } from './modules/collections/collections.routes.ts'
import { createCollectionsService } from './modules/collections/collections.service.ts'
import { healthRoutes } from './modules/health/health.routes.ts'
import { inventoryRoutes } from './modules/inventory/inventory.routes.ts'
import { createInventoryService } from './modules/inventory/inventory.service.ts'
import { locationRoutes } from './modules/inventory/locations.routes.ts'
import { createLocationsService } from './modules/inventory/locations.service.ts'
import { createOrderStock } from './modules/inventory/order-stock.ts'
import { createMailService } from './modules/mail/mail.service.ts'
import { outboxRoutes } from './modules/mail/outbox.routes.ts'
import { createOutboxService } from './modules/mail/outbox.service.ts'
import { mediaRoutes } from './modules/media/media.routes.ts'
import { checkoutRoutes, publicCheckoutRoutes } from './modules/orders/checkout.routes.ts'
import { createCheckoutService } from './modules/orders/checkout.service.ts'
import { createDraftService } from './modules/orders/draft.service.ts'
import { createOrderLookupsService } from './modules/orders/lookups.service.ts'
import { orderRoutes } from './modules/orders/order.routes.ts'
import { placedOrderRoutes } from './modules/orders/placed-order.routes.ts'
import { createPlacedOrderService } from './modules/orders/placed-order.service.ts'
import { partyRoutes } from './modules/party/party.routes.ts'
import { createPartyService } from './modules/party/party.service.ts'
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
import { tenancyRoutes } from './modules/tenancy/tenancy.routes.ts'
import { createTenancyService } from './modules/tenancy/tenancy.service.ts'
import { frameworkError, registerErrorHandler } from './plugins/errors.ts'
import { registerGuards } from './plugins/guards.ts'
import { registerOpenApi } from './plugins/openapi.ts'
import { registerSecurityHeaders } from './plugins/security-headers.ts'
import { registerSpa } from './plugins/spa.ts'
import { registerTextSafety } from './plugins/text-safety.ts'

export interface BuildAppOptions {
  config: Config & { jwtSecret: string }
  database: Database
  logger?: FastifyServerOptions['logger']
}

const REQUEST_ID = /^[\w.-]{1,64}$/

/** Builds the whole server: plugins and modules are registered here, explicitly. Tests build it too. */
export async function buildApp({ config, database, logger }: BuildAppOptions) {
  const app = Fastify({
    logger: logger ?? {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    },
    bodyLimit: 1024 * 1024,
    frameworkErrors: frameworkError,
    trustProxy: config.trustProxy,
    // genReqId reads x-request-id itself, keeping only well-formed ids (they end up in logs and headers).
    requestIdHeader: false,
    genReqId: (request) => {
      const incoming = request.headers['x-request-id']
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID()
    },
  }).withTypeProvider<ZodTypeProvider>()

  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  registerErrorHandler(app)
  registerSecurityHeaders(app)
  registerTextSafety(app)
  await app.register(cookie)
  await registerOpenApi(app)

  const db = database.db
  const tenancy = createTenancyService(db)
  const mail = createMailService({
    canDeliver: Boolean(config.smtpUrl),
    logHeldEmails: config.env !== 'production',
    log: app.log,
  })
  const auth = createAuthService({
    db,
    tokens: createTokenCodec(config.jwtSecret),
    tenancy,
    mail,
    sessionTtlSeconds: config.sessionTtlSeconds,
    publicUrl: config.publicUrl,
  })
  registerGuards(app, { auth, tenancy })
  const reference = createReferenceService(db)

  // The catalog: products draw on the lists, collections and stock through their services.
  const lookups = createProductLookupsService(db)
  const inventory = createInventoryService(db)
  const collections = createCollectionsService(db)
  const productDeps = { lookups, stock: inventory, collections }
  const products = createProductsService(db, productDeps)
  const productMedia = createProductMediaService(db, createMediaStore(config.mediaDir))

  // Orders take stock through the inventory module and email through the outbox.
  const orderStock = createOrderStock()
  const checkout = createCheckoutService({ db, mail, stock: orderStock, publicUrl: config.publicUrl })

  await app.register(healthRoutes, { db })
  await app.register(
    async (v1) => {
      await v1.register(authRoutes, { auth })
      await v1.register(accountRoutes, { auth })
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
      await v1.register(orderRoutes, {
        drafts: createDraftService(db),
        lookups: createOrderLookupsService(db),
      })
      await v1.register(placedOrderRoutes, { orders: createPlacedOrderService(db, orderStock) })
      await v1.register(checkoutRoutes, { checkout })
      await v1.register(publicCheckoutRoutes, { checkout, media: productMedia })
      await v1.register(outboxRoutes, { outbox: createOutboxService(db) })
    },
    { prefix: '/v1' },
  )
  // Images are served outside /v1: the media cookie's path is /media.
  await app.register(mediaFileRoutes, { auth, tenancy, media: productMedia })
  await registerSpa(app, config.webDistDir)

  return app
}

export type App = Awaited<ReturnType<typeof buildApp>>
