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

/** A word this short, with a letter in it, is the start of a word being typed ("az" for "azul"). */
const WORD_START_LENGTH = 2
const LETTER = /\p{L}/u

/**
 * Whether the column holds the word. A word of three characters or more may sit anywhere in it
 * (`LIKE '%word%'`), and a pg_trgm index finds the rows from the word's trigrams. A shorter word with a
 * letter is matched at the start of a word only: anywhere, "az" is inside so many words that it finds
 * nearly everything, and it has no trigram of its own, so the index could not help and the database
 * would check every row the other words match. At a word's start it has one (" az"). Numbers keep
 * matching anywhere: "11" in a phone number is a part of the stored digits, not a word of its own.
 */
function holdsWord(column: SQLWrapper, word: string): SQL {
  const escaped = escapeLike(word)
  if (word.length > WORD_START_LENGTH || !LETTER.test(word)) return sql`${column} like ${`%${escaped}%`}`
  return sql`(${column} like ${`${escaped}%`} or ${column} like ${`% ${escaped}%`})`
}

/** Every word in the column (see holdsWord); undefined when there are no words. */
export function containsAllWords(column: SQLWrapper, words: string[]): SQL | undefined {
  if (words.length === 0) return undefined
  return and(...words.map((word) => holdsWord(column, word)))
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
