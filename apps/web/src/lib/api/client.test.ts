import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { ApiError } from './api-error'
import { apiDownload, apiRequest, configureApiClient } from './client'

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

  it('sends a form as it is, for the browser to frame as multipart, with the token and store', async () => {
    fetchMock.mockResolvedValue(json(201, { media: { id: 'm1' } }))
    const form = new FormData()
    form.append('alt', 'A red shirt')
    await expect(apiRequest('/v1/upload', { method: 'POST', body: form })).resolves.toEqual({
      media: { id: 'm1' },
    })
    expect(fetchMock.mock.calls[0]?.[1]?.body).toBe(form)
    expect(sentHeaders().get('Content-Type')).toBeNull()
    expect(sentHeaders().get('Authorization')).toBe('Bearer token-1')
    expect(sentHeaders().get('X-Tenant-Id')).toBe('tenant-a')
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

  describe('with a time limit', () => {
    /** The time limits the client asked for, each with a way to make it run out now. */
    let limits: { ms: number; runOut: () => void }[] = []
    beforeEach(() => {
      limits = []
      vi.spyOn(AbortSignal, 'timeout').mockImplementation((ms) => {
        const controller = new AbortController()
        limits.push({
          ms,
          runOut: () => controller.abort(new DOMException('The operation timed out.', 'TimeoutError')),
        })
        return controller.signal
      })
    })
    afterEach(() => {
      vi.restoreAllMocks()
    })

    /** A server that never answers: fetch settles only when the request is aborted, as a browser's does. */
    const hangs = () =>
      fetchMock.mockImplementation(
        (_url, init) =>
          new Promise<Response>((_resolve, reject) => {
            init?.signal?.addEventListener('abort', () => reject(init.signal?.reason))
          }),
      )

    it('fails with a timeout once a hung server has had its time', async () => {
      hangs()
      const request = apiRequest('/v1/order', { method: 'POST', body: {}, timeoutMs: 15_000 })
      const settled = request.catch((caught: unknown) => caught)
      expect(limits.map((limit) => limit.ms)).toEqual([15_000])
      limits[0]?.runOut()
      const error = (await settled) as ApiError
      expect(error).toBeInstanceOf(ApiError)
      expect(error.isTimeout).toBe(true)
      expect(error.isNetworkError).toBe(true)
    })

    it('fails with a timeout when the answer stalls after its headers', async () => {
      let bodyAsked = () => {}
      const reading = new Promise<void>((resolve) => {
        bodyAsked = resolve
      })
      fetchMock.mockImplementation(async (_url, init) => {
        const stalled = new ReadableStream(
          {
            start(controller) {
              init?.signal?.addEventListener('abort', () => controller.error(init.signal?.reason))
            },
            pull: () => bodyAsked(),
          },
          // Nothing is asked of the body until the client reads it.
          { highWaterMark: 0 },
        )
        return new Response(stalled, { status: 200, headers: { 'content-type': 'application/json' } })
      })
      const settled = apiRequest('/v1/order', { timeoutMs: 15_000 }).catch((caught: unknown) => caught)
      await reading
      limits[0]?.runOut()
      expect(((await settled) as ApiError).isTimeout).toBe(true)
    })

    it('still lets the caller abort, and says so rather than calling it a timeout', async () => {
      hangs()
      const caller = new AbortController()
      const settled = apiRequest('/v1/things', { signal: caller.signal, timeoutMs: 15_000 }).catch(
        (caught: unknown) => caught,
      )
      caller.abort()
      const error = await settled
      expect(error).not.toBeInstanceOf(ApiError)
      expect((error as DOMException).name).toBe('AbortError')
    })
  })
})

describe('apiDownload', () => {
  it('answers the file with the token and store sent, as every call', async () => {
    fetchMock.mockResolvedValue(
      new Response('name;sku\nShirt;S-1\n', { headers: { 'content-type': 'text/csv' } }),
    )
    const file = await apiDownload('/v1/product/export.csv?query=')
    expect(await file.text()).toBe('name;sku\nShirt;S-1\n')
    expect(sentHeaders().get('Authorization')).toBe('Bearer token-1')
    expect(sentHeaders().get('X-Tenant-Id')).toBe('tenant-a')
  })

  it('ends the session when the live token is refused, like a JSON call', async () => {
    fetchMock.mockResolvedValue(json(401, { type: 'about:blank', title: 'Unauthorized', status: 401 }))
    await expect(apiDownload('/v1/party/export.csv')).rejects.toBeInstanceOf(ApiError)
    expect(onUnauthorized).toHaveBeenCalledTimes(1)
  })
})
