import { normalizeSearchText } from '../common/search-text.ts'

export const HANDLE_MAX_LENGTH = 200

/** A handle is lower-case letters and digits in words joined by single hyphens: "camiseta-basica-algodao". */
export const HANDLE_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/**
 * The handle a title suggests: accents dropped, anything else than letters and digits turned into
 * hyphens. "Café Especial — 250 g" becomes "cafe-especial-250-g". The web shows it while the title is typed.
 */
export function slugifyHandle(text: string, fallback = 'item'): string {
  const slug = normalizeSearchText(text)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, HANDLE_MAX_LENGTH)
    .replace(/-+$/, '')
  return slug || fallback
}
