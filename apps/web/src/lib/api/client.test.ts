import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { ApiError } from './api-error'
import { apiRequest, configureApiClient } from './client'

const fetchMock = vi.fn<typeof fetch>()
let token: string | null = 'token-1'
let tenantId: string | null = 'tenant-a'
const onUnauthorized = vi.fn()

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock)
  token = 'token-1'
  tenantId = 'tenant-a'
  configureApiClient({ getToken: () => token, getTenantId: () => tenantId, onUnauthorized })
})

afterEach(() => {
  vi.unstubAllGlobals()
  fetchMock.mockReset()
  onUnauthorized.mockReset()
})

const json = (status: number, body: unknown, type = 'application/json') =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': type } })

function sentHeaders(): Headers {
  const init = fetchMock.mock.calls.at(-1)?.[1]
  return new Headers(init?.headers)
}

describe('apiRequest', () => {
  it('sends the bearer token and the chosen store', async () => {
    fetchMock.mockResolvedValue(json(200, { ok: true }))
    await expect(apiRequest('/v1/things')).resolves.toEqual({ ok: true })
    expect(sentHeaders().get('Authorization')).toBe('Bearer token-1')
    expect(sentHeaders().get('X-Tenant-Id')).toBe('tenant-a')
  })

  it('sends the new store after a switch', async () => {
    fetchMock.mockResolvedValue(json(200, {}))
    tenantId = 'tenant-b'
    await apiRequest('/v1/things')
    expect(sentHeaders().get('X-Tenant-Id')).toBe('tenant-b')
  })

  it('leaves the store out of account calls and the token out when signed out', async () => {
    fetchMock.mockResolvedValue(json(200, {}))
    token = null
    await apiRequest('/v1/account/me', { tenantScoped: false })
    expect(sentHeaders().has('Authorization')).toBe(false)
    expect(sentHeaders().has('X-Tenant-Id')).toBe(false)
  })

  it('sends the extra headers of one call', async () => {
    fetchMock.mockResolvedValue(json(200, {}))
    await apiRequest('/v1/things', { method: 'POST', body: {}, headers: { 'Idempotency-Key': 'key-1' } })
    expect(sentHeaders().get('Idempotency-Key')).toBe('key-1')
    expect(sentHeaders().get('Authorization')).toBe('Bearer token-1')
  })

  it('sends JSON bodies', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }))
    await expect(apiRequest('/v1/things', { method: 'POST', body: { a: 1 } })).resolves.toBeUndefined()
    const init = fetchMock.mock.calls[0]?.[1]
    expect(init?.body).toBe('{"a":1}')
    expect(sentHeaders().get('Content-Type')).toBe('application/json')
  })

  it('throws an ApiError with the parsed problem', async () => {
    fetchMock.mockResolvedValue(
      json(
        400,
        {
          type: 'about:blank',
          title: 'Bad Request',
          status: 400,
          errors: [{ path: 'email', message: 'Invalid email' }],
        },
        'application/problem+json',
      ),
    )
    const error = await apiRequest('/v1/things').catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ApiError)
    expect((error as ApiError).fieldErrors).toEqual([{ path: 'email', message: 'Invalid email' }])
    expect(onUnauthorized).not.toHaveBeenCalled()
  })

  it('reports a refused session token', async () => {
    fetchMock.mockResolvedValue(json(401, { type: 'about:blank', title: 'Unauthorized', status: 401 }))
    await expect(apiRequest('/v1/things')).rejects.toBeInstanceOf(ApiError)
    expect(onUnauthorized).toHaveBeenCalledTimes(1)
  })

  it('does not end the session for a 401 answered to an older token', async () => {
    fetchMock.mockResolvedValue(json(401, { type: 'about:blank', title: 'Unauthorized', status: 401 }))
    await expect(apiRequest('/v1/auth/sign-out', { authToken: 'old-token' })).rejects.toBeInstanceOf(ApiError)
    expect(onUnauthorized).not.toHaveBeenCalled()
  })

  it('does not end anything for a 401 on a call made without a token', async () => {
    token = null
    fetchMock.mockResolvedValue(json(401, { type: 'about:blank', title: 'Unauthorized', status: 401 }))
    await expect(apiRequest('/v1/auth/sign-in', { method: 'POST', body: {} })).rejects.toBeInstanceOf(
      ApiError,
    )
    expect(onUnauthorized).not.toHaveBeenCalled()
  })

  it('validates the answer with a schema that loads while the request is on its way', async () => {
    const thing = z.object({ id: z.string(), count: z.number().int() })
    const events: string[] = []
    const loadSchema = vi.fn(async () => {
      events.push('schema requested')
      return thing
    })
    fetchMock.mockImplementation(async () => {
      events.push('request sent')
      return json(200, { id: 'a', count: 2, extra: true })
    })
    await expect(apiRequest('/v1/things', { schema: loadSchema })).resolves.toEqual({ id: 'a', count: 2 })
    expect(events).toEqual(['schema requested', 'request sent'])
    expect(loadSchema).toHaveBeenCalledTimes(1)

    fetchMock.mockResolvedValue(json(200, { id: 'a', count: 'two' }))
    await expect(apiRequest('/v1/things', { schema: loadSchema })).rejects.toBeInstanceOf(z.ZodError)
  })

  it('rejects a malformed answer with a schema given as is, as with a loaded one', async () => {
    fetchMock.mockResolvedValue(json(200, { id: 7 }))
    await expect(apiRequest('/v1/things', { schema: z.object({ id: z.string() }) })).rejects.toBeInstanceOf(
      z.ZodError,
    )
  })

  it('reports the failed request, not the schema that could not load', async () => {
    fetchMock.mockResolvedValue(json(404, { type: 'about:blank', title: 'Not Found', status: 404 }))
    const loadSchema = () => Promise.reject(new Error('chunk failed'))
    const error = await apiRequest('/v1/things', { schema: loadSchema }).catch((caught: unknown) => caught)
    expect((error as ApiError).status).toBe(404)
  })

  it('turns a failed connection into a network ApiError', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'))
    const error = (await apiRequest('/v1/things').catch((caught: unknown) => caught)) as ApiError
    expect(error.isNetworkError).toBe(true)
    expect(error.status).toBe(0)
  })
})
