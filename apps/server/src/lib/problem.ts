import type { FieldError } from '@lojista/contracts'

/**
 * An error that the API answers as application/problem+json. Services throw it; the error plugin
 * turns it into the response, so no route formats errors by hand.
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
  forbidden: (detail: string) => new HttpProblem(403, 'Forbidden', { detail }),
  /** Also the answer for another store's record, so that its existence is not revealed. */
  notFound: (detail = 'Not found.') => new HttpProblem(404, 'Not Found', { detail }),
  conflict: (detail: string, errors?: FieldError[], extensions?: Record<string, unknown>) =>
    new HttpProblem(409, 'Conflict', { detail, errors, extensions }),
}

/** The `type` URI of a problem: a stable name per status. */
export function problemType(status: number): string {
  return `https://lojista.dev/problems/${status}`
}
