import type pg from 'pg'

type Send = (...args: unknown[]) => unknown

const isSimple = (config: unknown, values: unknown) => {
  if (typeof config === 'string')
    return values === undefined || (Array.isArray(values) && values.length === 0)
  const query = config as { name?: string; values?: unknown[]; submit?: unknown }
  const parameters = (values ?? query.values) as unknown[] | undefined
  return (
    !query.name && typeof query.submit !== 'function' && (parameters === undefined || parameters.length === 0)
  )
}

/**
 * Holds back a transaction's `BEGIN` on this connection and sends it with the statement after it, when
 * that statement has no parameters: both go as one simple query, one round trip instead of two. Every
 * store's transaction starts with its scope's settings (db/scope.ts), and on a small server each round
 * trip (a socket write here, a wake-up of the database's process there) costs more than the statements.
 * A statement with parameters needs the extended protocol, which takes one statement at a time, so
 * `BEGIN` then goes first on its own, as before.
 */
export function sendBeginWithNextStatement(client: pg.PoolClient): void {
  const send = client.query.bind(client) as Send
  let beginHeld = false
  const patched: Send = (config, values, callback) => {
    const text = typeof config === 'string' ? config : (config as { text?: string } | undefined)?.text
    if (text === 'begin' && !beginHeld && callback === undefined && isSimple(config, values)) {
      beginHeld = true
      return Promise.resolve({ command: 'BEGIN', rowCount: null, rows: [], fields: [] })
    }
    if (!beginHeld) return send(config, values, callback)
    beginHeld = false
    if (callback === undefined && isSimple(config, values) && text !== undefined) {
      const merged =
        typeof config === 'string' ? `begin; ${config}` : { ...(config as object), text: `begin; ${text}` }
      // Two statements answer two results; the caller asked for the second.
      return (send(merged, values) as Promise<pg.QueryResult | pg.QueryResult[]>).then((results) =>
        Array.isArray(results) ? results[results.length - 1] : results,
      )
    }
    const begun = send('begin') as Promise<unknown>
    if (typeof callback === 'function')
      return void begun.then(
        () => send(config, values, callback),
        (error: unknown) => (callback as (error: unknown) => void)(error),
      )
    return begun.then(() => send(config, values))
  }
  client.query = patched as typeof client.query
}
