import { describe, expect, it } from 'vitest'

// Every source file of the app, as text, except tests.
const sources = import.meta.glob<string>(
  ['../../**/*.ts', '../../**/*.tsx', '!../../**/*.test.ts', '!../../**/*.test.tsx'],
  { query: '?raw', import: 'default', eager: true },
)

/** The message catalogues, where English and Portuguese sentences belong. */
const isCatalogue = (path: string) => /\/(i18n|locales)\//.test(path)

const ZOD_CHECK =
  /\.(?:min|max|length|regex|email|url|int|nonempty|refine|gte|lte|gt|lt|positive|nonnegative)\(/
const LITERAL_LAST_ARGUMENT = /,\s*(['"`])[A-Z][^'"`]*\1\s*\)/
const LITERAL_MESSAGE = /\b(?:message|error):\s*(['"`])[A-Z][^'"`]*\1/
const MESSAGES_OBJECT = /\bconst\s+\w*[Mm]essages\s*(?::[^=]+)?=\s*\{/

/**
 * A line that writes a field error in English where a schema or form check is made: the last argument
 * of a zod check (`.min(1, 'Required')`), a `message:` or `error:` of an issue or a schema, or an object of
 * such sentences. Field errors come from the contracts' message objects, which the catalogues translate,
 * or from the catalogues themselves; one written here would show in English to everyone.
 */
export function literalMessage(line: string): boolean {
  if (ZOD_CHECK.test(line) && LITERAL_LAST_ARGUMENT.test(line)) return true
  return LITERAL_MESSAGE.test(line) || MESSAGES_OBJECT.test(line)
}

describe('field error texts in the web app', () => {
  it('are recognised when written as literals', () => {
    expect(literalMessage("  value: text(20).min(1, 'Required'),")).toBe(true)
    expect(literalMessage(".pipe(z.string().regex(/^\\d{12,19}$/, 'Enter a card number')),")).toBe(true)
    expect(literalMessage("ctx.addIssue({ code: 'custom', message: 'Too many units' })")).toBe(true)
    expect(literalMessage("z.number({ error: 'Quantity must be at least 1' })")).toBe(true)
    expect(literalMessage('export const adjustMessages = {')).toBe(true)
    expect(literalMessage('  value: text(20).min(1, customerMessages.required),')).toBe(false)
    expect(literalMessage("form.setError('card.number', { type: 'server', message })")).toBe(false)
    expect(literalMessage("const label = t('form.title')")).toBe(false)
  })

  it('come only from the message catalogues', () => {
    const files = Object.entries(sources).filter(([path]) => !isCatalogue(path))
    expect(files.length).toBeGreaterThan(100)
    const offenders = files.flatMap(([path, text]) =>
      text
        .split('\n')
        .map((line, index) => ({ line, at: `${path.replace(/^(\.\.\/)+/, 'src/')}:${index + 1}` }))
        .filter(({ line }) => literalMessage(line))
        .map(({ line, at }) => `${at}: ${line.trim()}`),
    )
    expect(offenders).toEqual([])
  })
})
