import { normalizeSearchText, parseSearchQuery } from '@lojista/contracts'
import { and, type SQL, type SQLWrapper, sql } from 'drizzle-orm'

/** More words than this add nothing to a search but cost a scan each. */
const MAX_WORDS = 12

/** A word made only of digits and the punctuation of phone numbers and tax ids: "(11)", "98765-4321". */
const NUMBER_LIKE = /^[\d().+\-/]+$/

/**
 * Free text plus the filters a search knows. A `key:value` term it does not know is searched as text:
 * a pasted "https://…" or a name such as "Tech:Solutions" is something the person typed, not a filter.
 * Every search reads its query this one way.
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

/**
 * The words of a normalised query (see normalizeSearchText). A number-like word is reduced to its digits,
 * so that "(11) 98765-4321" finds a phone however it was typed: stored search text holds phones and tax
 * ids as digits too.
 */
export function searchWords(normalizedText: string): string[] {
  return normalizedText
    .split(' ')
    .map((word) => (NUMBER_LIKE.test(word) && /\d/.test(word) ? word.replace(/\D/g, '') : word))
    .filter(Boolean)
    .slice(0, MAX_WORDS)
}

/** Escapes LIKE's wildcards (and its escape character) so that a typed % or _ matches itself. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`)
}

/**
 * Every word somewhere in the column (`LIKE '%word%'`, which a pg_trgm index serves); undefined when there
 * are no words.
 */
export function containsAllWords(column: SQLWrapper, words: string[]): SQL | undefined {
  if (words.length === 0) return undefined
  return and(...words.map((word) => sql`${column} like ${`%${escapeLike(word)}%`}`))
}

/**
 * Every word of already normalised text somewhere in the normalised column. Unlike searchWords,
 * number-like words are kept whole: "789-1" is part of a SKU or barcode as typed, not a phone number to
 * reduce to digits.
 */
export function matchesEveryWord(column: SQLWrapper, normalizedText: string): SQL | undefined {
  return containsAllWords(column, normalizedText.split(' ').filter(Boolean).slice(0, MAX_WORDS))
}

/**
 * Lower case without the accents of Portuguese, Spanish and French, in SQL: for the few short columns
 * that have no stored search text (location names).
 */
export function foldedSql(expression: SQLWrapper): SQL {
  return sql`translate(lower(${expression}), 'áàâãäåéèêëíìîïóòôõöúùûüçñý', 'aaaaaaeeeeiiiiooooouuuucny')`
}
