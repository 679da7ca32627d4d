import { type FieldError, STORAGE_FULL_TITLE } from '@lojista/contracts'

/**
 * An error that the API answers as application/problem+json. Services throw it; the error plugin
 * turns it into the response, so no route formats errors by hand. A 409 is made by `conflict`
 * (lib/conflict.ts).
 */
export class HttpProblem extends Error {
  readonly status: number
  readonly title: string
  readonly detail: string | undefined
  readonly errors: FieldError[] | undefined
  readonly headers: Record<string, string>
  /** Extra members of the problem body, e.g. the current record of a 409 (RFC 9457 extension members). */
  readonly extensions: Record<string, unknown> | undefined

  constructor(
    status: number,
    title: string,
    options: {
      detail?: string
      errors?: FieldError[]
      headers?: Record<string, string>
      extensions?: Record<string, unknown>
    } = {},
  ) {
    super(options.detail ?? title)
    this.status = status
    this.title = title
    this.detail = options.detail
    this.errors = options.errors
    this.headers = options.headers ?? {}
    this.extensions = options.extensions
  }
}

export const problems = {
  badRequest: (detail: string, errors?: FieldError[]) =>
    new HttpProblem(400, 'Bad Request', { detail, errors }),
  unauthorized: (detail = 'Sign in to continue.') => new HttpProblem(401, 'Unauthorized', { detail }),
  forbidden: (detail: string, extensions?: Record<string, unknown>) =>
    new HttpProblem(403, 'Forbidden', { detail, extensions }),
  /** Also the answer for another store's record, so that its existence is not revealed. */
  notFound: (detail = 'Not found.') => new HttpProblem(404, 'Not Found', { detail }),
  /** The disk the server writes to is full: nothing was saved; the operator has to free space. */
  storageFull: () =>
    new HttpProblem(503, STORAGE_FULL_TITLE, {
      detail:
        'The server cannot save changes until disk space is freed on its data disk. Nothing was saved: try again once space is free.',
      headers: { 'retry-after': '60' },
    }),
  /** The embedded database stopped on a failure and opens again with the next request. */
  databaseStopped: () =>
    new HttpProblem(503, 'Service Unavailable', {
      detail: 'The database stopped after a failure and is being opened again. Try again in a moment.',
      headers: { 'retry-after': '5' },
    }),
}

/** The 429 answer of a limit, with the Retry-After (in seconds) that says when to come back. */
export function tooManyRequests(detail: string, retryAfterSeconds: number): HttpProblem {
  return new HttpProblem(429, 'Too Many Requests', {
    detail,
    headers: { 'retry-after': String(retryAfterSeconds) },
  })
}

/** The `type` URI of a problem: a stable name per status. */
export function problemType(status: number): string {
  return `https://lojista.dev/problems/${status}`
}
