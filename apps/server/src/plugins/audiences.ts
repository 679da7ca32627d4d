import { PERMISSIONS, type Permission } from '@lojista/contracts'
import type { FastifyInstance, RouteOptions } from 'fastify'
import type { Authenticated } from '../modules/auth/auth.service.ts'
import type { Membership } from '../modules/tenancy/tenancy.service.ts'
import type { Guard, Guards } from './guards.ts'

/**
 * Who may call a route. Every route has exactly one: given by the plugin its module registers in
 * (`forAudience`), or by the route itself (`config: { audience }`) where a module serves several.
 *
 * - `anyone`: the health probes, the API document, the web app's files, sign-in, sign-up and the
 *   emailed-token pages (reset a password, verify an address).
 * - `checkoutLink`: the customer's checkout pages; the secret token in the path is the only credential,
 *   and the checkout service checks it.
 * - `signedIn`: a live staff session (bearer token), in no particular store.
 * - `storeMember`: signed in, and a member of the store named by X-Tenant-Id (the default store when
 *   absent), whose role allows the route's permission (`config.permission`); the request carries that
 *   store (`storeScope`).
 * - `verifiedStoreMember`: a store member whose email address is verified; the calls that email the
 *   store's customers.
 * - `mediaViewer`: a member of the store the path names, by bearer token or by the media cookie that
 *   `<img>` tags send.
 */
export type Audience =
  | 'anyone'
  | 'checkoutLink'
  | 'signedIn'
  | 'storeMember'
  | 'verifiedStoreMember'
  | 'mediaViewer'

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route; overrides the audience of the plugin the route is registered in. */
    audience?: Audience
    /**
     * What the person's role must allow, on a route for store members (`storeMember`,
     * `verifiedStoreMember`), which must say: a permission of the catalogue (contracts,
     * staff/permissions.ts), or `null` for a call any member may make (their own saved views, the store
     * they are in). Checked after membership; a role without it gets 403 naming it.
     */
    permission?: Permission | null
  }
}

/** The audiences whose routes work in a store as one of its members, and so name a permission. */
export function isStoreMemberAudience(audience: Audience): boolean {
  return audience === 'storeMember' || audience === 'verifiedStoreMember'
}

function guardsOf(audience: Audience, guards: Guards): Guard[] {
  switch (audience) {
    case 'anyone':
    case 'checkoutLink':
      return []
    case 'signedIn':
      return [guards.authenticate]
    case 'storeMember':
      return [guards.authenticate, guards.requireStore, guards.requirePermission]
    case 'verifiedStoreMember':
      return [guards.authenticate, guards.requireStore, guards.requirePermission, guards.requireVerifiedEmail]
    case 'mediaViewer':
      return [guards.requireMediaViewer]
  }
}

/** What the API document says of an audience: how a caller authorises, and whether it names a store. */
export function documentedAccess(audience: Audience): {
  security: Record<string, string[]>[]
  storeHeader: boolean
} {
  switch (audience) {
    case 'anyone':
    case 'checkoutLink':
      return { security: [], storeHeader: false }
    case 'signedIn':
      return { security: [{ bearer: [] }], storeHeader: false }
    case 'storeMember':
    case 'verifiedStoreMember':
      return { security: [{ bearer: [] }], storeHeader: true }
    case 'mediaViewer':
      return { security: [{ bearer: [] }, { mediaCookie: [] }], storeHeader: false }
  }
}

const AUDIENCES = new Set<string>([
  'anyone',
  'checkoutLink',
  'signedIn',
  'storeMember',
  'verifiedStoreMember',
  'mediaViewer',
])

/** The audience of each plugin context made by `forAudience`; nested plugins inherit it. */
const contextAudiences = new WeakMap<object, Audience>()

function audienceOfContext(instance: object): Audience | undefined {
  // A plugin's instance is made with Object.create(its parent's), so the chain is the nesting.
  for (let context: object | null = instance; context; context = Object.getPrototypeOf(context)) {
    const audience = contextAudiences.get(context)
    if (audience) return audience
  }
  return undefined
}

/**
 * A plugin whose routes are all for `audience` (a route may still name another in its config):
 * `export const productRoutes = forAudience('storeMember', async (app, options) => { ... })`.
 */
export function forAudience<Plugin extends (instance: never, options: never) => Promise<void>>(
  audience: Audience,
  plugin: Plugin,
): Plugin {
  const run = plugin as unknown as (instance: object, options: unknown) => Promise<void>
  const wrapped = async (instance: object, options: unknown) => {
    contextAudiences.set(instance, audience)
    await run(instance, options)
  }
  // Keeps the plugin's name in Fastify's plugin tree and error messages.
  Object.defineProperty(wrapped, 'name', { value: plugin.name })
  return wrapped as unknown as Plugin
}

export interface RouteAudience {
  method: string
  url: string
  audience: Audience
  /** A store member's route: the permission it needs, or null for any member. Others: undefined. */
  permission?: Permission | null
}

/** Each app's routes with their audiences, in the order they were added. */
const declaredRoutes = new WeakMap<object, RouteAudience[]>()

/** Every route of an app built with `registerAudiences`, and who may call it. */
export function routeAudiences(app: FastifyInstance): readonly RouteAudience[] {
  return declaredRoutes.get(app) ?? []
}

const KNOWN_PERMISSIONS = new Set<string>(PERMISSIONS)

/**
 * Gives every route the guards of its audience, and refuses, when the route is added (so before the
 * server starts), a route that has none: a route nobody thought about must not end up public. A store
 * member's route must also name its permission (or null), so that none is open to every role by
 * oversight. Call before any route is registered, the API document's included.
 */
export function registerAudiences(app: FastifyInstance, guards: Guards) {
  app.decorateRequest('auth', null as unknown as Authenticated)
  app.decorateRequest('tenant', null as unknown as Membership)
  app.decorateRequest('apiToken', null)
  const declared: RouteAudience[] = []
  declaredRoutes.set(app, declared)

  app.addHook('onRoute', function (route: RouteOptions) {
    const audience = route.config?.audience ?? audienceOfContext(this)
    const methods = [route.method].flat().join(',')
    if (!audience) {
      throw new Error(
        `${methods} ${route.url} declares no audience: register its plugin with forAudience(...) or give ` +
          "the route config: { audience } (plugins/audiences.ts), 'anyone' if it is public.",
      )
    }
    if (!AUDIENCES.has(audience)) {
      throw new Error(`${methods} ${route.url} names an unknown audience '${audience}'.`)
    }
    const permission = route.config?.permission
    if (isStoreMemberAudience(audience)) {
      if (permission === undefined) {
        throw new Error(
          `${methods} ${route.url} declares no permission: give the route config: { permission } ` +
            '(a permission of contracts staff/permissions.ts), or permission: null if any member of the ' +
            'store may call it.',
        )
      }
      if (permission !== null && !KNOWN_PERMISSIONS.has(permission)) {
        throw new Error(`${methods} ${route.url} names an unknown permission '${permission}'.`)
      }
    } else if (permission !== undefined) {
      throw new Error(
        `${methods} ${route.url} names a permission, but its audience '${audience}' works in no store ` +
          'as a member: nothing would check it.',
      )
    }
    route.config = { ...route.config, audience }
    declared.push({
      method: methods,
      url: route.url,
      audience,
      ...(isStoreMemberAudience(audience) ? { permission } : {}),
    })
    const own = route.preHandler === undefined ? [] : [route.preHandler].flat()
    const before = guardsOf(audience, guards)
    if (before.length > 0) route.preHandler = [...before, ...own]
  })
}
