import type { Tenant } from '@lojista/contracts'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { problems } from '../lib/problem.ts'
import type { Authenticated, AuthService } from '../modules/auth/auth.service.ts'
import type { TenancyService } from '../modules/tenancy/tenancy.service.ts'

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the authenticate guard. */
    auth: Authenticated
    /** Set by the requireTenant guard: the store this request works in, and the user's role there. */
    tenant: Tenant
  }
  interface FastifyInstance {
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>
    requireTenant: (request: FastifyRequest, reply: FastifyReply) => Promise<void>
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization
  const match = header?.match(/^Bearer\s+(\S+)$/i)
  return match?.[1]
}

/**
 * Route guards. `authenticate` admits a request whose bearer token stands for a live session;
 * `requireTenant` (after it) resolves the store from X-Tenant-Id, or the user's default store, and
 * refuses a store the user does not belong to.
 */
export function registerGuards(
  app: FastifyInstance,
  services: { auth: AuthService; tenancy: TenancyService },
) {
  app.decorateRequest('auth', null as unknown as Authenticated)
  app.decorateRequest('tenant', null as unknown as Tenant)

  app.decorate('authenticate', async (request: FastifyRequest) => {
    const token = bearerToken(request)
    const auth = token ? await services.auth.authenticate(token) : undefined
    if (!auth) throw problems.unauthorized()
    request.auth = auth
  })

  app.decorate('requireTenant', async (request: FastifyRequest) => {
    const header = request.headers['x-tenant-id']
    const requested = Array.isArray(header) ? header[0] : header
    if (requested !== undefined && !UUID.test(requested)) {
      throw problems.badRequest('X-Tenant-Id must be a store id.', [
        { path: 'headers.x-tenant-id', message: 'Invalid UUID' },
      ])
    }
    const { userId } = request.auth
    const tenant = requested
      ? await services.tenancy.membership(userId, requested.toLowerCase())
      : ((await services.tenancy.tenantsOf(userId)).defaultTenant ?? undefined)
    if (!tenant) throw problems.forbidden('You are not a member of this store.')
    request.tenant = tenant
  })
}
