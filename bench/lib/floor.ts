import type { SQL } from 'drizzle-orm'
import type { Db } from '../../apps/server/src/db/client.ts'

export interface FloorMeasurement {
  queriesPerSecond: number
  p99Ms: number
}

/**
 * Runs one query over and over from `connections` concurrent callers for `seconds`, on the driver the
 * server uses, with no HTTP, no session check and no JSON: the most a route reading the same rows could
 * reach. On the embedded database the callers queue on its single connection, as the server's do.
 */
export async function measureFloor(
  db: Db,
  query: SQL,
  { seconds, connections }: { seconds: number; connections: number },
): Promise<FloorMeasurement> {
  await db.execute(query)
  const latencies: number[] = []
  const started = performance.now()
  const until = started + seconds * 1000
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < until) {
        const sent = performance.now()
        await db.execute(query)
        latencies.push(performance.now() - sent)
      }
    }),
  )
  const elapsed = (performance.now() - started) / 1000
  latencies.sort((a, b) => a - b)
  return {
    queriesPerSecond: Math.round(latencies.length / elapsed),
    p99Ms: Math.round(latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * 0.99))] ?? 0),
  }
}
