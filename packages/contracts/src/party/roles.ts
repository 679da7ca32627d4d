// Role names and the search suffix that asks for one, without zod: the customer picker builds its query
// before the party schemas have loaded.

/** New customers get this role; searches ask for it with `role:'customer'`. */
export const CUSTOMER_ROLE = 'customer'

/** The role suffix the customer picker appends to the typed text. */
export function withRole(query: string, role: string): string {
  return `${query.trim()} role:'${role}'`.trim()
}
