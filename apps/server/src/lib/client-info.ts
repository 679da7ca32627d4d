import type { FastifyRequest } from 'fastify'

/** Where a request came from, as sessions and the activity log keep it. */
export function clientInfo(request: FastifyRequest): { ip: string | null; userAgent: string | null } {
  return { ip: request.ip ?? null, userAgent: request.headers['user-agent']?.slice(0, 500) ?? null }
}
