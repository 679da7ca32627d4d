import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import type { FastifyInstance } from 'fastify'
import { jsonSchemaTransform } from 'fastify-type-provider-zod'

type Responses = Record<string, { content?: Record<string, unknown> }>

/**
 * Error answers are application/problem+json, whatever a route produces when it succeeds: the
 * document says so for every 4xx and 5xx response (the generator would name the route's own types).
 */
function problemContentTypes<Document extends { paths?: object }>(document: Document): Document {
  for (const operations of Object.values(document.paths ?? {}) as Record<
    string,
    { responses?: Responses }
  >[]) {
    for (const operation of Object.values(operations)) {
      for (const [status, response] of Object.entries(operation.responses ?? {})) {
        const schema = Object.values(response.content ?? {})[0]
        if (Number(status) >= 400 && schema) response.content = { 'application/problem+json': schema }
      }
    }
  }
  return document
}

/** OpenAPI 3.1 built from the same zod schemas that validate requests; docs UI at /docs. */
export async function registerOpenApi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Lojista API',
        version: '1.0.0',
        description:
          'Back-office API of Lojista. Authenticate with `Authorization: Bearer <token>` from sign-in; ' +
          'choose the store with `X-Tenant-Id` (the default store when absent). Errors are application/problem+json.',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: (documentObject) =>
      'openapiObject' in documentObject ? problemContentTypes(documentObject.openapiObject) : {},
  })
  await app.register(swaggerUi, { routePrefix: '/docs', staticCSP: true })
  app.get('/v1/openapi.json', { schema: { hide: true } }, async () => app.swagger())
}
