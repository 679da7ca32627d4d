import type { FastifyRequest } from 'fastify'

/**
 * The store a staff request works in, the person making it, and the store's currency (the prices it
 * shows and takes). Services open their transactions with it (`inScope`).
 */
export interface StoreScope {
  tenantId: string
  userId: string
  currencyCode: string
  /** Where the request came from, for the activity log (absent for work the server does itself). */
  origin?: { ip: string | null; userAgent: string | null }
  /**
   * The API token the request was made with: the work is done as the person who made it, and the
   * activity log names the token.
   */
  apiToken?: { id: string; name: string }
}

/**
 * The request's store scope: only a route whose audience names a store (`storeMember`,
 * `verifiedStoreMember`, plugins/audiences.ts) has one, and asking for it elsewhere is a programming
 * error, not a 4xx.
 */
export function storeScope(request: FastifyRequest): StoreScope {
  const { tenant, auth } = request
  if (!tenant || !auth) {
    throw new Error(`${request.method} ${request.routeOptions.url} has no store: its audience names none.`)
  }
  return {
    tenantId: tenant.id,
    userId: auth.userId,
    currencyCode: tenant.currencyCode,
    origin: { ip: request.ip ?? null, userAgent: request.headers['user-agent'] ?? null },
    ...(request.apiToken ? { apiToken: request.apiToken } : {}),
  }
}
