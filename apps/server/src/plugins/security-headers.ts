import helmet from '@fastify/helmet'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'

/**
 * Scripts only from our own origin (the SPA ships no inline script); inline styles are allowed because
 * the UI's positioning primitives set style attributes. Nothing may frame the admin.
 */
const APP_CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
}

const APP_CSP = Object.entries(APP_CSP_DIRECTIVES)
  .map(
    ([name, values]) =>
      `${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)} ${values.join(' ')}`,
  )
  .join('; ')

const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=()'

/** The API docs page's own CSP (hashes for its bootstrap script), made to refuse framing like the rest. */
export function docsCsp(header: string): string {
  return header.replace(/frame-ancestors [^;]*/, "frame-ancestors 'none'")
}

/**
 * Every answer's security headers, through helmet: the CSP above, HSTS (sent only over HTTPS: a plain
 * HTTP answer cannot pin the scheme, and a development server must stay reachable), no framing, no
 * sniffing, a strict referrer policy.
 */
export async function registerSecurityHeaders(app: FastifyInstance) {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: APP_CSP_DIRECTIVES },
    // The media cookie loads pictures from our own origin only; nothing cross-origin is embedded.
    crossOriginEmbedderPolicy: false,
    hsts: { maxAge: 31_536_000, includeSubDomains: true },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  })
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id)
    reply.header('permissions-policy', PERMISSIONS_POLICY)
    if (request.protocol !== 'https') reply.removeHeader('strict-transport-security')
  })
}

/**
 * For answers sent before any route or hook runs (a malformed URL): the same headers, set by hand
 * because helmet's hooks never see those requests.
 */
export function setSecurityHeaders(request: FastifyRequest, reply: FastifyReply) {
  reply.header('x-request-id', request.id)
  reply.header('x-content-type-options', 'nosniff')
  reply.header('referrer-policy', 'strict-origin-when-cross-origin')
  reply.header('x-frame-options', 'DENY')
  reply.header('cross-origin-opener-policy', 'same-origin')
  reply.header('permissions-policy', PERMISSIONS_POLICY)
  reply.header('content-security-policy', APP_CSP)
}
