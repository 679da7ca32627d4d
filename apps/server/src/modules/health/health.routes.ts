import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Database } from '../../db/client.ts'
import { ping } from '../../db/ping.ts'
import type { DiskSpace } from '../../lib/disk-space.ts'
import { forAudience } from '../../plugins/audiences.ts'
import { readiness } from './readiness.ts'

const check = z.enum(['ok', 'failed'])
const readinessSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  checks: z.object({ database: check, migrations: check, disk: z.enum(['ok', 'full', 'failed']) }),
})

export const healthRoutes: FastifyPluginAsyncZod<{
  database: Database
  /** Where the process writes: the embedded database's directory and the media directory. */
  disks: DiskSpace[]
}> = forAudience('anyone', async (app, { database, disks }) => {
  const db = database.db
  // Liveness: answers without touching the database. Benchmarks use it as the bare route.
  app.get(
    '/livez',
    {
      schema: {
        tags: ['health'],
        operationId: 'checkLiveness',
        summary: 'Liveness',
        response: { 200: z.object({ status: z.literal('ok') }) },
      },
    },
    async () => ({ status: 'ok' as const }),
  )

  app.get(
    '/healthz',
    {
      schema: {
        tags: ['health'],
        operationId: 'checkDatabase',
        summary: 'The database answers',
        response: {
          200: z.object({ status: z.literal('ok') }),
          503: z.object({ status: z.literal('unavailable') }),
        },
      },
    },
    async (_request, reply) => {
      try {
        await ping(db)
        return { status: 'ok' as const }
      } catch {
        return reply.status(503).send({ status: 'unavailable' as const })
      }
    },
  )

  for (const path of ['/readyz', '/health']) {
    app.get(
      path,
      {
        schema: {
          tags: ['health'],
          operationId: path === '/readyz' ? 'checkReadiness' : 'checkHealth',
          summary:
            'Readiness: the database answers, migrations are applied and the disk takes writes (full: no room left)',
          response: { 200: readinessSchema, 503: readinessSchema },
        },
      },
      async (_request, reply) => {
        const answer = await readiness(database, disks)
        return reply.status(answer.status === 'ok' ? 200 : 503).send(answer)
      },
    )
  }
})
