/**
 * The query string of a GET call that takes its search and paging in the address ("?query=x&first=25"),
 * leaving out what is unset or empty; "" when nothing is left.
 */
export function queryString(values: Record<string, string | number | boolean | undefined | null>): string {
  const search = new URLSearchParams()
  for (const [name, value] of Object.entries(values))
    if (value !== undefined && value !== null && value !== '') search.set(name, String(value))
  const text = search.toString()
  return text ? `?${text}` : ''
}
