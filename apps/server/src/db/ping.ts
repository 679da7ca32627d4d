import { sql } from 'drizzle-orm'
import type { Db } from './client.ts'

/** One round trip to the database: the probes' proof that it answers. */
export async function ping(db: Db): Promise<void> {
  await db.execute(sql`select 1`)
}
