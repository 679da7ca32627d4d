import { problemSchema } from '@lojista/contracts/common/problem'
import { describe, expect, it } from 'vitest'
import { ApiError, parseProblem, parseRetryAfter, readProblem, toApiError } from './api-error'

const problemResponse = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/problem+json', ...headers },
  })

describe('parseProblem', () => {
  it('reads a problem document with field errors', async () => {
    const problem = await parseProblem(
      problemResponse(409, {
        type: 'https://lojista.dev/problems/conflict',
        title: 'Conflict',
        status: 409,
        errors: [{ path: 'email', message: 'An account with this email already exists' }],
      }),
    )
    expect(problem.title).toBe('Conflict')
    expect(problem.errors).toEqual([{ path: 'email', message: 'An account with this email already exists' }])
  })

  it('keeps the extension members of a problem', async () => {
    const response = problemResponse(409, {
      type: 'about:blank',
      title: 'Conflict',
      status: 409,
      detail: 'This draft is already an order.',
      orderId: 'order-1',
    })
    const error = await toApiError(response)
    expect(error.extension('orderId')).toBe('order-1')
    expect(error.extension('missing')).toBeUndefined()
  })

  it('takes the status from the response when the body disagrees', async () => {
    const problem = await parseProblem(
      problemResponse(400, { type: 'about:blank', title: 'Bad', status: 200 }),
    )
    expect(problem.status).toBe(400)
  })

  it('builds a problem from the status when the body is not JSON', async () => {
    const response = new Response('<html>Bad gateway</html>', {
      status: 502,
      statusText: 'Bad Gateway',
      headers: { 'content-type': 'text/html' },
    })
    expect(await parseProblem(response)).toEqual({ type: 'about:blank', title: 'Bad Gateway', status: 502 })
  })

  it('builds a problem from the status when the JSON is not a problem document', async () => {
    const problem = await parseProblem(problemResponse(500, { message: 'oops' }))
    expect(problem).toMatchObject({ type: 'about:blank', status: 500 })
  })

  it('survives a body that claims JSON but is not', async () => {
    const response = new Response('{not json', {
      status: 500,
      headers: { 'content-type': 'application/json' },
    })
    expect((await parseProblem(response)).status).toBe(500)
  })
})

describe('readProblem', () => {
  const base = { type: 'about:blank', title: 'Bad', status: 400 }
  const samples: unknown[] = [
    base,
    { ...base, detail: 'Why', instance: '/v1/x', requestId: 'r-1', orderId: 'o-1' },
    { ...base, errors: [{ path: 'email', message: 'Taken', extra: true }] },
    { ...base, errors: [] },
    { ...base, errors: [{ path: 'email' }] },
    { ...base, errors: 'email' },
    { ...base, status: 400.5 },
    { ...base, status: '400' },
    { ...base, status: 2 ** 60 },
    { ...base, detail: 3 },
    { ...base, instance: null },
    { ...base, requestId: [] },
    { title: 'Bad', status: 400 },
    { type: 'about:blank', status: 400 },
    [base],
    null,
    'problem',
    42,
  ]

  it('accepts and rejects exactly what the shared problem schema does, keeping extension members', () => {
    for (const sample of samples) {
      const parsed = problemSchema.loose().safeParse(sample)
      expect(readProblem(sample), JSON.stringify(sample)).toEqual(parsed.success ? parsed.data : null)
    }
  })
})

describe('parseRetryAfter', () => {
  it('reads seconds and HTTP dates', () => {
    const now = Date.UTC(2026, 0, 1, 0, 0, 0)
    expect(parseRetryAfter('30', now)).toBe(30)
    expect(parseRetryAfter(new Date(now + 90_000).toUTCString(), now)).toBe(90)
    expect(parseRetryAfter(null)).toBeNull()
    expect(parseRetryAfter('soon')).toBeNull()
  })
})

describe('toApiError', () => {
  it('carries the status, the detail as message, field errors and Retry-After', async () => {
    const error = await toApiError(
      problemResponse(
        429,
        { type: 'about:blank', title: 'Too Many Requests', status: 429, detail: 'Slow down' },
        { 'retry-after': '12' },
      ),
    )
    expect(error).toBeInstanceOf(ApiError)
    expect(error.status).toBe(429)
    expect(error.message).toBe('Slow down')
    expect(error.retryAfterSeconds).toBe(12)
    expect(error.fieldErrors).toEqual([])
    expect(error.isNetworkError).toBe(false)
  })
})
