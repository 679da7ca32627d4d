import { createHash } from 'node:crypto'
import rateLimit from '@fastify/rate-limit'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { HttpProblem } from '../lib/problem.ts'

/**
 * Who a request counts against: the bearer token it carries (hashed: keys are kept in memory and may be
 * logged), or else its address. A busy office behind one address is not throttled as one person, and a
 * leaked token cannot be used harder by spreading it over addresses.
 */
function callerKey(request: FastifyRequest): string {
  const header = request.headers.authorization
  if (header?.startsWith('Bearer ')) {
    return `token:${createHash('sha256').update(header.slice(7)).digest('base64url')}`
  }
  return `address:${request.ip}`
}

/**
 * An API-wide ceiling of requests per minute per caller, far above what a person clicking through the
 * admin sends, so that a script cannot hammer the API. Counted per process (a limit per process is
 * enough to stop abuse; the sign-in limits, which must hold across processes, live in the database).
 * 0 turns it off (load tests).
 */
export async function registerRateLimit(v1: FastifyInstance, perMinute: number) {
  if (perMinute <= 0) return
  await v1.register(rateLimit, {
    max: perMinute,
    timeWindow: 60_000,
    keyGenerator: callerKey,
    errorResponseBuilder: (_request, context) =>
      new HttpProblem(429, 'Too Many Requests', {
        detail: `Too many requests: at most ${context.max} a minute. Try again in ${Math.ceil(context.ttl / 1000)} s.`,
        headers: { 'retry-after': String(Math.ceil(context.ttl / 1000)) },
      }),
  })
}
