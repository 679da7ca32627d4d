import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'

/**
 * Scripts only from our own origin (the SPA ships no inline script); inline styles are allowed because
 * the UI's positioning primitives set style attributes. Nothing may frame the admin.
 */
const APP_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ')

export function setSecurityHeaders(request: FastifyRequest, reply: FastifyReply) {
  reply.header('x-request-id', request.id)
  reply.header('x-content-type-options', 'nosniff')
  reply.header('referrer-policy', 'strict-origin-when-cross-origin')
  reply.header('x-frame-options', 'DENY')
  reply.header('cross-origin-opener-policy', 'same-origin')
  reply.header('permissions-policy', 'camera=(), microphone=(), geolocation=()')
  // The API docs page sets its own, stricter CSP with hashes for its bootstrap script.
  if (!request.url.startsWith('/docs')) reply.header('content-security-policy', APP_CSP)
}

export function registerSecurityHeaders(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply) => setSecurityHeaders(request, reply))
}
