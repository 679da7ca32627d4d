import type { FieldError } from '@lojista/contracts'
import type { FastifyInstance } from 'fastify'
import { problems } from '../lib/problem.ts'

/** Deeper than any body of the API: a request nested further is refused before anything walks it. */
const MAX_DEPTH = 64

/**
 * Paths of strings holding a NUL character, which PostgreSQL's text type cannot store, and of values
 * nested deeper than MAX_DEPTH. Walks with a stack of its own, so a body of 100,000 nested arrays is a
 * 400 rather than a call stack overflow.
 */
function unsafePaths(root: unknown, rootPath: string, found: FieldError[]) {
  const pending: [value: unknown, path: string, depth: number][] = [[root, rootPath, 0]]
  while (pending.length > 0 && found.length < 20) {
    const [value, path, depth] = pending.pop()!
    if (typeof value === 'string') {
      if (value.includes('\u0000')) found.push({ path, message: 'Contains a character that is not allowed' })
    } else if (value && typeof value === 'object') {
      if (depth >= MAX_DEPTH) {
        found.push({ path, message: 'Nested too deeply' })
        return
      }
      const entries: [string, unknown][] = Array.isArray(value)
        ? value.map((item, index) => [String(index), item])
        : Object.entries(value)
      // Pushed last to first, so that fields are reported in their order.
      for (let index = entries.length - 1; index >= 0; index -= 1) {
        const [key, item] = entries[index]!
        pending.push([item, path ? `${path}.${key}` : key, depth + 1])
      }
    }
  }
}

/**
 * Refuses input with NUL characters, or nested too deeply, before any route sees it: one check for
 * every call, instead of a database error (and a 500) wherever a string reaches a text column.
 */
export function registerTextSafety(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    const found: FieldError[] = []
    unsafePaths(request.body, '', found)
    unsafePaths(request.query, 'query', found)
    unsafePaths(request.params, 'params', found)
    if (found.length > 0) throw problems.badRequest('The request has invalid fields.', found)
  })
}
