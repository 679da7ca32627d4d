import { createHash } from 'node:crypto'
import type pg from 'pg'

type Send = (...args: unknown[]) => unknown
type QueryConfig = { text?: string; name?: string; values?: unknown[] }

/** What `reusingPlan` names a statement, for the connection to name it by its text. */
const REUSED_PLAN = 'reused-plan'
/** Prepared statements a connection keeps at most; past it, new statements are planned each time. */
export const REUSED_PLANS_PER_CONNECTION = 50

/**
 * Runs a select as a prepared statement of its connection, so that the database parses it once and,
 * after a few runs, may keep a generic plan of it instead of planning it again on every call (its plan
 * cache decides, comparing the costs of both). For a page of a list with each row's parts read by
 * subqueries, planning costs the database about as much as running it.
 *
 * Only for statements whose best plan does not depend on the values given: a generic plan is costed
 * without them, so a filter most rows pass (a role nearly every customer has) would look rare and get
 * a plan made for few rows. On the embedded database, which has no plan cache to share, it is a plain call.
 */
export function reusingPlan<Result>(query: { prepare(name: string): { execute(): Promise<Result> } }) {
  return query.prepare(REUSED_PLAN).execute()
}

/**
 * Gives the statements `reusingPlan` marks a name of their own on this connection, from their text.
 * A page's `LIMIT $n` at the end is written into the text: a generic plan cannot know a parameter's
 * limit and would be costed for a tenth of the table, so the database would never choose it. Page sizes
 * are few, so the statements stay few.
 */
export function reusePlansOfMarkedStatements(client: pg.PoolClient): void {
  const send = client.query.bind(client) as Send
  const named = new Set<string>()
  const patched: Send = (config, values, callback) => {
    const query = typeof config === 'object' && config !== null ? (config as QueryConfig) : undefined
    if (query?.name !== REUSED_PLAN || !query.text) return send(config, values, callback)
    const given = (values ?? query.values ?? []) as unknown[]
    const { text, values: kept } = withLimitWritten(query.text, given)
    const name = `p_${createHash('sha256').update(text).digest('base64url').slice(0, 24)}`
    if (!named.has(name) && named.size >= REUSED_PLANS_PER_CONNECTION)
      return send({ ...query, name: undefined }, values, callback)
    named.add(name)
    return send({ ...query, text, name, values: kept }, kept, callback)
  }
  client.query = patched as typeof client.query
}

/** The statement with a trailing `limit $n`, $n its last parameter and an integer, written in as a number. */
export function withLimitWritten(text: string, values: unknown[]): { text: string; values: unknown[] } {
  const found = / limit \$(\d+)$/.exec(text)
  const limit = values[values.length - 1]
  if (!found || Number(found[1]) !== values.length || !Number.isSafeInteger(limit)) return { text, values }
  return { text: `${text.slice(0, found.index)} limit ${limit as number}`, values: values.slice(0, -1) }
}
