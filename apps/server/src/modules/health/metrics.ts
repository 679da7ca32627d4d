import { timingSafeEqual } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client'
import type { Database } from '../../db/client.ts'
import { problems } from '../../lib/problem.ts'
import { outboxDepth } from '../mail/outbox-depth.ts'

/**
 * Prometheus metrics at /metrics: requests by route and status with their latency, the database pool,
 * and the email outbox by state. A registry per app, so that tests building several apps never share
 * counts. With METRICS_TOKEN set, a scrape must send it as a bearer token.
 */
export function registerMetrics(app: FastifyInstance, database: Database, token: string | undefined) {
  const registry = new Registry()
  collectDefaultMetrics({ register: registry })
  const requests = new Counter({
    name: 'lojista_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status code',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  })
  const latency = new Histogram({
    name: 'lojista_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method and route pattern',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  })
  new Gauge({
    name: 'lojista_db_pool_connections',
    help: 'Database connections by state (PostgreSQL pool; the embedded database has one connection)',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const stats = database.poolStats?.() ?? { total: 1, idle: 0, waiting: 0 }
      this.set({ state: 'total' }, stats.total)
      this.set({ state: 'idle' }, stats.idle)
      this.set({ state: 'waiting' }, stats.waiting)
    },
  })
  new Gauge({
    name: 'lojista_email_outbox',
    help: 'Emails in the outbox by state (queued waits for delivery, held has no mail server to go to)',
    labelNames: ['status'] as const,
    registers: [registry],
    async collect() {
      for (const [status, count] of Object.entries(await outboxDepth(database.db)))
        this.set({ status }, count)
    },
  })

  app.addHook('onResponse', async (request, reply) => {
    // Route patterns, never raw URLs: ids in paths would make a series per record.
    const route = request.routeOptions.url ?? 'unmatched'
    requests.inc({ method: request.method, route, status: String(reply.statusCode) })
    latency.observe({ method: request.method, route }, reply.elapsedTime / 1000)
  })

  // For anyone who holds METRICS_TOKEN when it is set (checked here), for anyone at all otherwise.
  app.get('/metrics', { schema: { hide: true }, config: { audience: 'anyone' } }, async (request, reply) => {
    if (token && !bearerMatches(request.headers.authorization, token)) {
      throw problems.unauthorized('Send the metrics token as a bearer token.')
    }
    reply.header('content-type', registry.contentType)
    return registry.metrics()
  })
}

function bearerMatches(header: string | undefined, token: string): boolean {
  const sent = Buffer.from(header?.startsWith('Bearer ') ? header.slice(7) : '')
  const expected = Buffer.from(token)
  return sent.length === expected.length && timingSafeEqual(sent, expected)
}
