import type { FastifyRequest } from 'fastify'

/** The store and user a request works for; set by the authenticate and requireTenant guards. */
export interface StoreScope {
  tenantId: string
  userId: string
}

export function storeScope(request: FastifyRequest): StoreScope {
  return { tenantId: request.tenant.id, userId: request.auth.userId }
}

/** The scope of a request that shows prices: in the store's currency. */
export interface PricedScope extends StoreScope {
  currencyCode: string
}

export function pricedScope(request: FastifyRequest): PricedScope {
  return { ...storeScope(request), currencyCode: request.tenant.currencyCode }
}
