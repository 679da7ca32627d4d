import { type SQL, sql } from 'drizzle-orm'

/**
 * `(values ($1::uuid), …) as <name>(id)`: the ids of a page as rows, to select from when a query builds
 * each record's lists (as JSON arrays) beside its id, in one statement for the whole page.
 */
export function idRows(ids: string[], name: string): SQL {
  const rows = sql.join(
    ids.map((id) => sql`(${id}::uuid)`),
    sql`, `,
  )
  return sql`(values ${rows}) as ${sql.identifier(name)}(id)`
}
