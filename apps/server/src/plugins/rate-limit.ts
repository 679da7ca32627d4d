import { createHash } from 'node:crypto'
import rateLimit from '@fastify/rate-limit'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { HttpProblem } from '../lib/problem.ts'

/**
 * How many callers' worth of requests one address may send: an office of staff behind one address
 * works at full speed, while a script that sends a new made-up token with each request stops there.
 */
export const ADDRESS_LIMIT_MULTIPLE = 10

/**
 * Who a request counts against: the bearer token it carries (hashed: keys are kept in memory and may be
 * logged), or else its address. A leaked token cannot be used harder by spreading it over addresses.
 */
function callerKey(request: FastifyRequest): string {
  const header = request.headers.authorization
  if (header?.startsWith('Bearer ')) {
    return `token:${createHash('sha256').update(header.slice(7)).digest('base64url')}`
  }
  return `address:${request.ip}`
}

/**
 * An API-wide ceiling of requests per minute, far above what a person clicking through the admin sends,
 * so that a script cannot hammer the API. Every request counts twice: against its caller (its token, or
 * its address without one) up to `perMinute`, and against its address, whatever token it sends, up to
 * ADDRESS_LIMIT_MULTIPLE times that. Counted per process (a limit per process is enough to stop abuse;
 * the sign-in limits, which must hold across processes, live in the database). 0 turns it off (load tests).
 */
export async function registerRateLimit(v1: FastifyInstance, perMinute: number) {
  if (perMinute <= 0) return
  await v1.register(rateLimit, { global: false, timeWindow: 60_000 })
  // Each in a store of its own, so that made-up tokens filling one cannot push an address out of the other.
  const perCaller = v1.createRateLimit({ max: perMinute, keyGenerator: callerKey })
  const perAddress = v1.createRateLimit({
    max: perMinute * ADDRESS_LIMIT_MULTIPLE,
    keyGenerator: (request) => `all:${request.ip}`,
  })
  v1.addHook('onRequest', async (request, reply) => {
    const caller = await perCaller(request)
    const address = await perAddress(request)
    // No allow list: both are always counted.
    if (caller.isAllowed || address.isAllowed) return
    // The headers speak of the count with the least left.
    const tightest = address.remaining < caller.remaining ? address : caller
    reply.headers({
      'x-ratelimit-limit': tightest.max,
      'x-ratelimit-remaining': tightest.remaining,
      'x-ratelimit-reset': tightest.ttlInSeconds,
    })
    if (!caller.isExceeded && !address.isExceeded) return
    const seconds = Math.max(
      1,
      caller.isExceeded ? caller.ttlInSeconds : 0,
      address.isExceeded ? address.ttlInSeconds : 0,
    )
    const detail = caller.isExceeded
      ? `Too many requests: at most ${caller.max} a minute.`
      : `Too many requests from this address: at most ${address.max} a minute.`
    throw new HttpProblem(429, 'Too Many Requests', {
      detail: `${detail} Try again in ${seconds} s.`,
      headers: { 'retry-after': String(seconds) },
    })
  })
}
