import { apiTokenMessages, authMessages, TWO_FACTOR_REQUIRED_CODE } from '@lojista/contracts'
import type { FastifyRequest } from 'fastify'
import { assertPermission } from '../lib/permissions.ts'
import { problems } from '../lib/problem.ts'
import { isUuid } from '../lib/uuid.ts'
import type { Authenticated, AuthService } from '../modules/auth/auth.service.ts'
import { MEDIA_COOKIE } from '../modules/media/media-cookie.ts'
import type { ApiTokensService } from '../modules/staff/api-tokens.service.ts'
import type { Membership, TenancyService } from '../modules/tenancy/tenancy.service.ts'
import { isStoreMemberAudience } from './audiences.ts'

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in person: set by the guards of every audience but `anyone` and `checkoutLink`. */
    auth: Authenticated
    /**
     * The store this request works in, the person's role there and what it lets them do: set on a store
     * member's request.
     */
    tenant: Membership
    /** The API token a store member's request was made with, or null for a person's session. */
    apiToken: { id: string; name: string } | null
  }
}

export type Guard = (request: FastifyRequest) => Promise<void>

/**
 * What the session check of a store request found out beside the session (see `authenticate`), for the
 * guards after it, so that they ask the database nothing more.
 */
interface StoreCheck {
  storeId: string
  membership: Membership | undefined
  hasTwoFactor: boolean
  emailVerified: boolean
}
const storeChecks = new WeakMap<FastifyRequest, StoreCheck>()

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization
  const match = header?.match(/^Bearer\s+(\S+)$/i)
  return match?.[1]
}

/**
 * The checks a request passes before its route runs, built once for the whole app; `audiences.ts` says
 * which of them each audience gets. They run after the request is validated, so a malformed request
 * answers 400 before anyone is asked who they are.
 */
export function createGuards(services: {
  auth: AuthService
  tenancy: TenancyService
  apiTokens: ApiTokensService
}) {
  /** The X-Tenant-Id header: undefined when absent, 400 when it is no store id. */
  function requestedStore(request: FastifyRequest): string | undefined {
    const header = request.headers['x-tenant-id']
    const requested = Array.isArray(header) ? header[0] : header
    if (requested !== undefined && !isUuid(requested)) {
      throw problems.badRequest('X-Tenant-Id must be a store id.', [
        { path: 'headers.x-tenant-id', message: 'Invalid UUID' },
      ])
    }
    return requested?.toLowerCase()
  }

  /**
   * An API token works on a store's calls only, in the store X-Tenant-Id names, which must be its own:
   * in another store it is not found, like a made-up one. Revoked or expired, it answers 401 at once. The
   * request then carries the store with what the token may do, so `requireStore` has nothing to add.
   */
  async function authenticateApiToken(request: FastifyRequest, token: string) {
    const audience = request.routeOptions.config.audience
    if (!audience || !isStoreMemberAudience(audience)) throw problems.unauthorized()
    const storeId = requestedStore(request)
    if (!storeId) throw problems.unauthorized(apiTokenMessages.storeHeaderRequired)
    const call = await services.apiTokens.authenticate(token, storeId)
    if (!call) throw problems.unauthorized()
    request.auth = call.auth
    request.tenant = call.tenant
    request.apiToken = call.apiToken
  }

  /**
   * A bearer token that stands for a live session: sign-out and a password reset end it at once. Or, on
   * a store's calls, one of the store's API tokens.
   */
  const authenticate: Guard = async (request) => {
    const token = bearerToken(request)
    if (token && services.apiTokens.isApiToken(token)) return authenticateApiToken(request, token)
    const session = token ? services.auth.sessionOf(token) : undefined
    if (!session) throw problems.unauthorized()
    const storeId = storeToCheck(request)
    if (storeId) {
      // A store's call naming its store: the session and the membership are read in one statement.
      const found = await services.tenancy.sessionMember(session, storeId)
      if (!found.live) throw problems.unauthorized()
      storeChecks.set(request, { storeId, ...found })
    } else if (!(await services.auth.isLive(session))) {
      throw problems.unauthorized()
    }
    request.auth = session
  }

  /** The store a store member's call names in a well-formed X-Tenant-Id; else undefined. */
  function storeToCheck(request: FastifyRequest): string | undefined {
    const audience = request.routeOptions.config.audience
    if (!audience || !isStoreMemberAudience(audience)) return undefined
    const header = request.headers['x-tenant-id']
    const requested = Array.isArray(header) ? header[0] : header
    return requested && isUuid(requested) ? requested.toLowerCase() : undefined
  }

  /**
   * The store named by X-Tenant-Id, or the person's default store, and only one they belong to: another
   * store answers 403, a malformed id 400. The request then carries its store (`storeScope`). A store
   * that requires two-factor authentication answers 403 with `code: two_factor_required` to a member
   * without it, until they turn it on (their account's calls stay open to them for that).
   */
  const requireStore: Guard = async (request) => {
    // A token's store and permissions were settled with the token.
    if (request.apiToken) return
    const requested = requestedStore(request)
    const { userId } = request.auth
    const checked = storeChecks.get(request)
    const tenant =
      checked && checked.storeId === requested
        ? checked.membership
        : requested
          ? await services.tenancy.membership(userId, requested)
          : ((await services.tenancy.tenantsOf(userId)).defaultTenant ?? undefined)
    if (!tenant) throw problems.forbidden('You are not a member of this store.')
    if (tenant.requireTwoFactor && !(checked?.hasTwoFactor ?? (await services.auth.hasTwoFactor(userId)))) {
      throw problems.forbidden(authMessages.twoFactorRequired, { code: TWO_FACTOR_REQUIRED_CODE })
    }
    request.tenant = tenant
  }

  /**
   * The permission the route declares (audiences.ts), held by the person's role in the request's store:
   * else 403 naming it. Reads what the membership check put on the request, so it costs no query.
   */
  const requirePermission: Guard = async (request) => {
    const permission = request.routeOptions.config.permission
    if (permission) assertPermission(request, permission)
  }

  /**
   * Only a person who opened the link that verifies their address may email a store's customers: an
   * account made with someone else's address, or a throw-away one, sends nothing.
   */
  const requireVerifiedEmail: Guard = async (request) => {
    const verified =
      storeChecks.get(request)?.emailVerified ?? (await services.auth.isEmailVerified(request.auth.userId))
    if (!verified) {
      throw problems.forbidden(authMessages.emailNotVerified)
    }
  }

  /**
   * A store's image, for its members only: `<img>` tags send the media cookie (no bearer token), API
   * clients a bearer token. The store is the one the path names; another store's image answers 404
   * like a missing one, so a guessed address tells nothing.
   */
  const requireMediaViewer: Guard = async (request) => {
    const token = bearerToken(request)
    const cookie = request.cookies[MEDIA_COOKIE]
    const auth =
      (token ? await services.auth.authenticate(token) : undefined) ??
      (cookie ? await services.auth.authenticate(cookie, 'media') : undefined)
    if (!auth) throw problems.unauthorized()
    request.auth = auth
    const { tenantId } = request.params as { tenantId: string }
    const tenant = await services.tenancy.membership(auth.userId, tenantId.toLowerCase())
    if (!tenant) throw problems.notFound()
    request.tenant = tenant
  }

  return { authenticate, requireStore, requirePermission, requireVerifiedEmail, requireMediaViewer }
}

export type Guards = ReturnType<typeof createGuards>
