import { normalizeSearchText, parseSearchQuery } from '@lojista/contracts'
import { and, type SQL, type SQLWrapper, sql } from 'drizzle-orm'
import { escapeLike } from './search-words.ts'

/** More words than this add nothing to a search but cost a scan each. */
const MAX_WORDS = 12

/**
 * Every word of already normalised text (see normalizeSearchText) somewhere in the normalised column:
 * `LIKE '%word%'`, which a pg_trgm index serves. Unlike searchWords, number-like words are kept whole:
 * "789-1" is part of a SKU or barcode as typed, not a phone number to reduce to digits.
 * Undefined when there are no words.
 */
export function matchesEveryWord(column: SQLWrapper, normalizedText: string): SQL | undefined {
  const words = normalizedText.split(' ').filter(Boolean).slice(0, MAX_WORDS)
  if (words.length === 0) return undefined
  return and(...words.map((word) => sql`${column} like ${`%${escapeLike(word)}%`}`))
}

/**
 * Lower case without the accents of Portuguese, Spanish and French, in SQL: for the few short columns
 * that have no stored search text (location names).
 */
export function foldedSql(expression: SQLWrapper): SQL {
  return sql`translate(lower(${expression}), 'áàâãäåéèêëíìîïóòôõöúùûüçñý', 'aaaaaaeeeeiiiiooooouuuucny')`
}

/**
 * Free text plus the filters a search knows. A `key:value` term it does not know is searched as text:
 * a pasted "http://…" or "10:30" is something the person typed, not a filter.
 */
export function splitQuery(query: string, known: readonly string[]) {
  const parsed = parseSearchQuery(query)
  const filters: Record<string, string[]> = {}
  const words = [parsed.text]
  for (const [key, values] of Object.entries(parsed.filters)) {
    if (known.includes(key)) filters[key] = values
    else words.push(...values.map((value) => normalizeSearchText(`${key}:${value}`)))
  }
  return { text: words.filter(Boolean).join(' '), filters }
}
