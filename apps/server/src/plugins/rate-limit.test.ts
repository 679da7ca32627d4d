import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, createTestApp, signUp, type TestApp, uniqueAddress } from '../test/test-app.ts'
import { ADDRESS_LIMIT_MULTIPLE } from './rate-limit.ts'

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

describe('the limit of an address', () => {
  // An app of its own: the sign-ups of these tests come from one address, which the limit above counts.
  const PER_MINUTE = 20
  let office: TestApp
  beforeAll(async () => {
    office = await createTestApp({ rateLimitPerMinute: PER_MINUTE })
  })
  afterAll(() => office.close())

  it('counts every request of an address: several people there each have their own count, but a made-up token on each request still reaches 429', async () => {
    const address = uniqueAddress()
    const addressLimit = PER_MINUTE * ADDRESS_LIMIT_MULTIPLE
    // An office of three behind one address: each uses their whole count.
    const people = [await signUp(office.app), await signUp(office.app), await signUp(office.app)]
    const me = (token: string, remoteAddress = address) =>
      office.app.inject({ method: 'GET', url: '/v1/account/me', headers: bearer(token), remoteAddress })
    for (const person of people) {
      for (let call = 0; call < PER_MINUTE; call++) expect((await me(person.token)).statusCode).toBe(200)
    }
    for (const person of people) expect((await me(person.token)).statusCode).toBe(429)

    // A script there sends a new made-up token with each request: the address's count stops it.
    const madeUp = () => me(randomBytes(24).toString('base64url'))
    const sent = people.length * (PER_MINUTE + 1)
    const statuses: number[] = []
    for (let call = sent; call <= addressLimit; call++) statuses.push((await madeUp()).statusCode)
    expect(statuses.slice(0, -1)).toEqual(Array(addressLimit - sent).fill(401))
    expect(statuses.at(-1)).toBe(429)
    const limited = await madeUp()
    expect(limited.headers['content-type']).toContain('application/problem+json')
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0)
    expect(limited.json().detail).toMatch(`from this address: at most ${addressLimit} a minute`)

    // A person whose own count is far from full waits there too, and goes on from another address.
    const visitor = await signUp(office.app)
    expect((await me(visitor.token)).statusCode).toBe(429)
    expect((await me(visitor.token, uniqueAddress())).statusCode).toBe(200)
  })
})
