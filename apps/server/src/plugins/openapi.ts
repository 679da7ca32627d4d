import { STATUS_CODES } from 'node:http'
import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import type { FastifyInstance, RouteOptions } from 'fastify'
import { createJsonSchemaTransformObject, jsonSchemaTransform } from 'fastify-type-provider-zod'
import { type Audience, documentedAccess, forAudience, isStoreMemberAudience } from './audiences.ts'
import { MAX_URI_LENGTH } from './errors.ts'
import { nameApiSchemas } from './openapi-schemas.ts'
import { docsCsp } from './security-headers.ts'

// The published API document is a contract other tools build on (generated clients, linters, the
// security sweeps): every operation has a stable operationId, says how it is authorised and which store
// it works in, refers to the named resources of openapi-schemas.ts, and lists the error answers the
// server gives before any route runs. What can be read off a route (its audience, method and path) is
// derived here; a route states its `operationId` itself only where the derived one is poor. Security and
// the store header come from the audience alone, and the permission from the route's declaration, so
// the document cannot say other than the guards do.

type JsonSchema = Record<string, unknown>
type Response = { description?: string; content?: Record<string, { schema?: JsonSchema }> }
interface Operation {
  responses?: Record<string, Response>
}
interface Document {
  paths?: Record<string, Record<string, Operation>>
  components?: { schemas?: Record<string, JsonSchema> }
}

const PROBLEM_REF = '#/components/schemas/Problem'
/** The header the store comes from (guards.ts, requireStore: the user's default store when absent). */
export const TENANT_HEADER = 'X-Tenant-Id'

// ---- operationId, derived from the method and the path ----

/** Last path segments that name what the operation does; the segments before them name what to. */
const ACTIONS: Record<string, string> = {
  search: 'list',
  'export.csv': 'export',
  import: 'import',
  archive: 'archive',
  unarchive: 'unarchive',
  add: 'add',
  remove: 'remove',
  cancel: 'cancel',
  recover: 'recover',
  pay: 'pay',
  adjust: 'adjust',
  request: 'request',
  confirm: 'confirm',
}
/** Actions whose name says everything (the path before them is only where they live). */
const WHOLE_NAMES = new Set(['sign-up', 'sign-in', 'sign-out', 'send-invoice', 'send-quote'])
/** First segments that only group what follows them: /v1/product/vendor is about vendors. */
const GROUPS = new Set(['auth', 'public', 'product', 'order'])
/** Actions on many records at once: their noun is plural unless a path parameter picks one record. */
const ON_MANY = new Set(['list', 'export', 'import', 'archive', 'unarchive', 'add', 'remove', 'reorder'])
const UNCOUNTABLE = new Set(['media', 'inventory', 'history'])
const METHOD_VERBS: Record<string, string> = {
  GET: 'get',
  POST: 'create',
  PUT: 'update',
  PATCH: 'update',
  DELETE: 'delete',
}

const camel = (words: string[]) =>
  words
    .flatMap((word) => word.split('-'))
    .map((word, index) => (index === 0 ? word : word.charAt(0).toUpperCase() + word.slice(1)))
    .join('')
const singular = (word: string) => (/[^s]s$/.test(word) ? word.slice(0, -1) : word)
function plural(word: string): string {
  if (UNCOUNTABLE.has(word)) return word
  if (/[^aeiou]y$/.test(word)) return `${word.slice(0, -1)}ies`
  return word.endsWith('s') ? `${word}es` : `${word}s`
}

/**
 * `listProducts` for POST /v1/product/search, `getOrder` for GET /v1/orders/:id, `archiveParty` for
 * POST /v1/party/:id/archive: a verb (the action the path ends with, or the method's) and the nouns of
 * the path, singular, the last one plural where the action takes many records.
 */
export function derivedOperationId(method: string, url: string): string {
  const segments = url
    .replace(/^\/v1\//, '/')
    .split('/')
    .filter(Boolean)
  const last = segments.at(-1) ?? ''
  if (WHOLE_NAMES.has(last)) return camel([last])
  let verb = ACTIONS[last]
  if (!verb && last === 'order' && method === 'PUT') verb = 'reorder'
  const nouns = verb ? segments.slice(0, -1) : segments
  if (!verb) verb = METHOD_VERBS[method] ?? method.toLowerCase()
  const [first, next] = nouns
  if (first && GROUPS.has(first) && next && !next.startsWith(':')) nouns.shift()
  const onOne = nouns.at(-1)?.startsWith(':') ?? false
  const words = nouns.filter((segment) => !segment.startsWith(':')).map(singular)
  if (ON_MANY.has(verb) && !onOne && words.length > 0) words.push(plural(words.pop()!))
  return camel([verb, ...words])
}

// ---- Per route: operationId, security and the store header, from the route's audience ----

function audienceOf(route: RouteOptions): Audience {
  const audience = route.config?.audience
  // registerAudiences refuses such a route before it gets here.
  if (!audience) throw new Error(`${route.method} ${route.url} has no audience`)
  return audience
}

function withTenantHeader(headers: JsonSchema | undefined): JsonSchema {
  const base = headers ?? { type: 'object', properties: {} }
  return {
    ...base,
    properties: {
      ...(base.properties as JsonSchema | undefined),
      [TENANT_HEADER]: {
        type: 'string',
        format: 'uuid',
        description:
          'The store this request works in; the signed-in user must be a member of it. Absent: their default store.',
      },
    },
  }
}

/**
 * What a store member's operation says of its permission: `x-permission` names it, and a line of its
 * description says it to a reader of the docs page.
 */
function withPermission(schema: JsonSchema, route: RouteOptions, audience: Audience): JsonSchema {
  if (!isStoreMemberAudience(audience)) return schema
  const permission = route.config?.permission
  const line = permission
    ? `Permission: \`${permission}\` (a role without it answers 403 naming it).`
    : 'Permission: none beyond being a member of the store.'
  const description = typeof schema.description === 'string' ? `${schema.description}\n\n${line}` : line
  return { ...schema, description, ...(permission ? { 'x-permission': permission } : {}) }
}

const problemAnswer = (description: string) => ({
  description,
  content: { 'application/problem+json': { schema: { $ref: PROBLEM_REF } } },
})

/** Reads that write: an export is logged in the activity log, opening a checkout link records when. */
const WRITING_READS = [/\/export\.csv$/, /^\/v1\/public\/checkout\/:token$/]

/**
 * An operation that changes something: any method but GET and HEAD (lists' searches only read), and
 * the reads that write.
 */
function isWrite(route: { method: string; url: string }): boolean {
  if (route.method === 'GET' || route.method === 'HEAD') {
    return WRITING_READS.some((pattern) => pattern.test(route.url))
  }
  return !route.url.endsWith('/search')
}

/**
 * The route's answers, and those its operation gets whatever the route says: the server gives them
 * before the route runs, each as problem+json (plugins/errors.ts).
 */
function withCommonAnswers(
  response: JsonSchema | undefined,
  route: { method: string; url: string; bodyLimit: number; paramLimit: number },
): JsonSchema {
  const answers: JsonSchema = { ...response }
  const add = (status: number, description: string) => {
    answers[status] ??= problemAnswer(description)
  }
  const hasParams = route.url.includes(':')
  // Text no database can store is refused in any query, path or body (plugins/text-safety.ts).
  add(400, 'The request is malformed, or has fields the operation refuses: `errors` names them.')
  // Fastify reads a body on every method but GET and HEAD, whether the route declares one or not.
  if (route.method !== 'GET' && route.method !== 'HEAD') {
    add(413, `The body is larger than the server takes (${route.bodyLimit / 1024 / 1024} MiB).`)
    add(415, 'The body is of a media type the operation does not take.')
  }
  add(
    414,
    `The URI is longer than ${MAX_URI_LENGTH} characters` +
      (hasParams ? `, or a path parameter longer than ${route.paramLimit}.` : '.'),
  )
  if (route.url.startsWith('/v1/'))
    add(429, 'Too many requests from this caller, or from its address, in a minute; see Retry-After.')
  // Any change can meet a full disk (lib/disk-space.ts, plugins/errors.ts).
  if (isWrite(route)) {
    add(503, 'Storage full: the server’s disk is down to its reserve and nothing was saved; see Retry-After.')
  }
  return answers
}

// ---- The whole document ----

function* operationsOf(document: Document): Generator<Operation> {
  for (const operations of Object.values(document.paths ?? {})) yield* Object.values(operations)
}

/** A problem answer's schema: the Problem itself, or a problem with extension members (a 409's `current`). */
function isProblem(schema: JsonSchema | undefined): boolean {
  if (!schema) return false
  if (schema.$ref === PROBLEM_REF) return true
  const properties = (schema.properties ?? {}) as JsonSchema
  return ['type', 'title', 'status'].every((name) => name in properties)
}

/**
 * Error answers are application/problem+json, whatever a route produces when it succeeds (the
 * generator would name the route's own types); other answers (a probe's 503) keep their type. Every
 * answer gets its status's reason as description where the route gave none.
 */
function describeAnswers(operation: Operation) {
  for (const [status, response] of Object.entries(operation.responses ?? {})) {
    const schema = Object.values(response.content ?? {})[0]
    if (Number(status) >= 400 && isProblem(schema?.schema) && schema) {
      response.content = { 'application/problem+json': schema }
    }
    if (!response.description || response.description === 'Default Response') {
      response.description = STATUS_CODES[Number(status)] ?? status
    }
  }
}

/** Component schemas no operation refers to, directly or through another component, are left out. */
function withoutUnusedSchemas(document: Document) {
  const schemas = document.components?.schemas ?? {}
  const used = new Set<string>()
  const visit = (value: unknown) => {
    if (Array.isArray(value)) {
      for (const item of value) visit(item)
    } else if (value && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        if (key === '$ref' && typeof item === 'string' && item.startsWith('#/components/schemas/')) {
          const name = item.slice('#/components/schemas/'.length)
          if (!used.has(name)) {
            used.add(name)
            visit(schemas[name])
          }
        } else {
          visit(item)
        }
      }
    }
  }
  visit(document.paths)
  for (const name of Object.keys(schemas)) if (!used.has(name)) delete schemas[name]
}

const componentsFromZod = createJsonSchemaTransformObject({})

/** OpenAPI 3.1 built from the same zod schemas that validate requests; docs UI at /docs. */
export async function registerOpenApi(app: FastifyInstance) {
  nameApiSchemas()
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Lojista API',
        version: '1.0.0',
        description:
          'Back-office API of Lojista. Authenticate with `Authorization: Bearer <token>` from sign-in; ' +
          `choose the store with \`${TENANT_HEADER}\` (the default store when absent). Errors are application/problem+json.`,
      },
      // Relative: the document describes the server that serves it, wherever that is.
      servers: [{ url: '/', description: 'The server that serves this document' }],
      components: {
        securitySchemes: {
          bearer: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'JWT',
            description: 'The token that sign-in or sign-up answers.',
          },
          mediaCookie: {
            type: 'apiKey',
            in: 'cookie',
            name: 'lojista_media',
            description: 'Set by GET /v1/media/auth-cookie, so that <img> tags can load a store’s images.',
          },
        },
      },
    },
    transform: (input) => {
      const { schema, url } = jsonSchemaTransform(input) as { schema: JsonSchema; url: string }
      const route = input.route
      if (!route || schema.hide) return { schema, url }
      const audience = audienceOf(route)
      const access = documentedAccess(audience)
      const method = [route.method].flat()[0] ?? 'GET'
      return {
        url,
        schema: {
          ...withPermission(schema, route, audience),
          response: withCommonAnswers(schema.response as JsonSchema | undefined, {
            method,
            url: route.url,
            bodyLimit: route.bodyLimit ?? app.initialConfig.bodyLimit ?? 0,
            paramLimit: app.initialConfig.maxParamLength ?? 0,
          }),
          operationId: schema.operationId ?? derivedOperationId(method, url),
          security: access.security,
          ...(access.storeHeader
            ? { headers: withTenantHeader(schema.headers as JsonSchema | undefined) }
            : {}),
        },
      }
    },
    transformObject: (input) => {
      if (!('openapiObject' in input)) return {}
      const document = componentsFromZod(input) as Document
      for (const operation of operationsOf(document)) describeAnswers(operation)
      withoutUnusedSchemas(document)
      return document
    },
  })
  // The docs page and the document are public, like any API's reference.
  await app.register(
    forAudience('anyone', async (docs: FastifyInstance) => {
      await docs.register(swaggerUi, { routePrefix: '/docs', staticCSP: true, transformStaticCSP: docsCsp })
      docs.get('/v1/openapi.json', { schema: { hide: true } }, async () => app.swagger())
    }),
  )
}
