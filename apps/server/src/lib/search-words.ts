import { and, type SQL, type SQLWrapper, sql } from 'drizzle-orm'
import { problems } from './problem.ts'

/** More words than this add nothing to a search but cost a scan each. */
const MAX_WORDS = 12

/** A word made only of digits and the punctuation of phone numbers and tax ids: "(11)", "98765-4321". */
const NUMBER_LIKE = /^[\d().+\-/]+$/

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

/** Refuses `key:value` filters a search does not know, naming them, instead of ignoring them silently. */
export function refuseUnknownFilters(filters: Record<string, string[]>, known: readonly string[]): void {
  const unknown = Object.keys(filters).filter((key) => !known.includes(key))
  if (unknown.length > 0) {
    const allowed = known.length ? `Filters: ${known.map((key) => `${key}:`).join(', ')}` : 'No filters here'
    throw problems.badRequest(`Unknown search filter ${unknown.map((key) => `"${key}:"`).join(', ')}.`, [
      { path: 'query', message: `Unknown filter "${unknown[0]}:". ${allowed}` },
    ])
  }
}
