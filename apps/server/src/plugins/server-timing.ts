import type { FastifyInstance, FastifyRequest } from 'fastify'
import { countingStatements } from '../db/statement-count.ts'

const tallies = new WeakMap<FastifyRequest, { statements: number }>()

/**
 * With SERVER_TIMING=true every answer carries `Server-Timing: db;desc="N statements"`: how many SQL
 * statements the request sent. The benchmark reads it per route, so a list whose statements grow with
 * its page (one query per row) is seen; browsers' developer tools show it too. Off by default: counting
 * costs little, but the header tells anyone how the server works inside.
 */
export function registerServerTiming(app: FastifyInstance, enabled: boolean) {
  if (!enabled) return
  // A callback hook, so that the rest of the request runs inside the tally's async context.
  app.addHook('onRequest', (request, _reply, done) => {
    const tally = { statements: 0 }
    tallies.set(request, tally)
    countingStatements(tally, done)
  })
  app.addHook('onSend', async (request, reply) => {
    const tally = tallies.get(request)
    if (tally) reply.header('server-timing', `db;desc="${tally.statements} statements"`)
  })
}
