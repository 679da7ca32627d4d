import type { FieldError, Problem } from '@lojista/contracts'
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod'
import { findCause } from '../lib/db-errors.ts'
import { DatabaseStoppedError, isDiskFull } from '../lib/disk-space.ts'
import { HttpProblem, problems, problemType } from '../lib/problem.ts'
import { setSecurityHeaders } from './security-headers.ts'

const STATUS_TITLES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  406: 'Not Acceptable',
  409: 'Conflict',
  413: 'Content Too Large',
  414: 'URI Too Long',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
}

export function sendProblem(request: FastifyRequest, reply: FastifyReply, problem: Omit<Problem, 'type'>) {
  return reply
    .status(problem.status)
    .type('application/problem+json')
    .send({ type: problemType(problem.status), instance: request.url, requestId: request.id, ...problem })
}

/** Field errors from the zod validator, with paths relative to the body (or prefixed by query/params). */
function fieldErrors(
  error: FastifyError & { validation: unknown[] },
  context: string | undefined,
): FieldError[] {
  const prefix = context && context !== 'body' ? `${context}.` : ''
  const errors: FieldError[] = []
  for (const issue of error.validation as {
    instancePath: string
    message: string
    keyword: string
    params: Record<string, unknown>
  }[]) {
    const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.')
    if (issue.keyword === 'unrecognized_keys' && Array.isArray(issue.params.keys)) {
      for (const key of issue.params.keys) {
        errors.push({ path: `${prefix}${path ? `${path}.` : ''}${key}`, message: 'Unrecognized field' })
      }
    } else {
      errors.push({ path: `${prefix}${path}`, message: issue.message })
    }
  }
  return errors
}

/**
 * Errors Fastify meets before it finds a route (a malformed percent-encoding, a path parameter over
 * its length limit): answered as problem+json like every other error, instead of Fastify's own JSON.
 */
export function frameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const status =
    error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400
  // No route runs, and so no onSend hook: the headers every answer carries are set here.
  setSecurityHeaders(request, reply)
  return sendProblem(request, reply, {
    status,
    title: STATUS_TITLES[status] ?? 'Bad Request',
    detail: status === 414 ? 'A part of the path is too long.' : 'The path is not a valid URL.',
  })
}

/**
 * The longest URI (path and query) the server reads. Nothing the API takes comes near it (searches
 * send their text in the body); a longer one answers 414 before any route runs. Node itself cuts a
 * request line and headers over 16 KiB off with 431.
 */
export const MAX_URI_LENGTH = 8192

export function registerUriLimit(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    if (request.url.length > MAX_URI_LENGTH) {
      throw new HttpProblem(414, STATUS_TITLES[414]!, {
        detail: `The URI is longer than ${MAX_URI_LENGTH} characters.`,
      })
    }
  })
}

/** A full disk or a stopped embedded database: 503 with Retry-After, never a 500 (see lib/disk-space.ts). */
function storageProblem(error: unknown): HttpProblem | undefined {
  if (isDiskFull(error)) return problems.storageFull()
  if (findCause(error, (candidate) => candidate instanceof DatabaseStoppedError))
    return problems.databaseStopped()
  return undefined
}

export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((thrown: FastifyError, request, reply) => {
    const storage = storageProblem(thrown)
    if (storage) request.log.warn({ err: thrown }, storage.detail)
    const error = storage ?? thrown
    if (error instanceof HttpProblem) {
      reply.headers(error.headers)
      return sendProblem(request, reply, {
        ...error.extensions,
        status: error.status,
        title: error.title,
        detail: error.detail,
        errors: error.errors,
      })
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = fieldErrors(error, error.validationContext)
      return sendProblem(request, reply, {
        status: 400,
        title: 'Bad Request',
        detail: 'The request has invalid fields.',
        errors,
      })
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response does not match its schema')
      return sendProblem(request, reply, { status: 500, title: 'Internal Server Error' })
    }
    const status = error.statusCode ?? 500
    if (status >= 400 && status < 500) {
      // Fastify's own client errors: malformed JSON, body too large, unsupported media type, ...
      return sendProblem(request, reply, {
        status,
        title: STATUS_TITLES[status] ?? 'Bad Request',
        detail: error.message,
      })
    }
    request.log.error({ err: error }, 'unhandled error')
    return sendProblem(request, reply, {
      status: 500,
      title: 'Internal Server Error',
      detail: 'Something went wrong. Please try again later.',
    })
  })
}
