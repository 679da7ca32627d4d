/**
 * The form in which text is stored for search and in which queries are compared: lower case, without
 * accents, single spaces. "João  Gonçalves" and "joao goncalves" are the same.
 */
export function normalizeSearchText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim()
}

export interface ParsedQuery {
  /** The free text, normalised. */
  text: string
  /** `key:value` and `key:'value with spaces'` terms, by key (lower case); a key may repeat. */
  filters: Record<string, string[]>
}

const TERM = /([a-z][\w-]*):(?:'([^']*)'|"([^"]*)"|(\S+))/gi

/**
 * Splits a search query into free text and filters, the way the customer picker appends
 * `role:'customer'` to what the user typed.
 */
export function parseSearchQuery(query: string): ParsedQuery {
  const filters: Record<string, string[]> = {}
  const rest = query.replace(TERM, (_match, key: string, single?: string, double?: string, bare?: string) => {
    const name = key.toLowerCase()
    const value = single ?? double ?? bare ?? ''
    filters[name] = [...(filters[name] ?? []), value]
    return ' '
  })
  return { text: normalizeSearchText(rest), filters }
}
