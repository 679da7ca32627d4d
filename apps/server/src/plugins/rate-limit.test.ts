import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, createTestApp, signUp, type TestApp, uniqueAddress } from '../test/test-app.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ rateLimitPerMinute: 5 })
})
afterAll(() => t.close())

describe('the API-wide request limit', () => {
  it('answers 429 problem+json with Retry-After past the limit, per token and per address', async () => {
    const account = await signUp(t.app)
    const me = () => t.app.inject({ method: 'GET', url: '/v1/account/me', headers: bearer(account.token) })
    const statuses: number[] = []
    for (let call = 0; call < 6; call++) statuses.push((await me()).statusCode)
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429])
    const limited = await me()
    expect(limited.headers['content-type']).toContain('application/problem+json')
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0)
    expect(limited.json().detail).toMatch(/at most 5 a minute/)

    // Another caller, by address, is counted on its own.
    const address = uniqueAddress()
    const anonymous = () => t.app.inject({ method: 'GET', url: '/v1/account/me', remoteAddress: address })
    for (let call = 0; call < 5; call++) expect((await anonymous()).statusCode).toBe(401)
    expect((await anonymous()).statusCode).toBe(429)
    // Health probes are not part of the API and are never limited.
    expect((await t.app.inject({ method: 'GET', url: '/livez', remoteAddress: address })).statusCode).toBe(
      200,
    )
  })
})
