import { describe, expect, it } from 'vitest'
import { isSessionValid, readTokenExpiry } from './session-validity'

function tokenWith(claims: unknown): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}.signature`
}

const now = Date.UTC(2026, 10, 1, 12, 0, 0)
const nowSeconds = now / 1000

describe('readTokenExpiry', () => {
  it('reads exp in seconds from the payload', () => {
    expect(readTokenExpiry(tokenWith({ sub: 'u1', exp: 1_790_000_000 }))).toBe(1_790_000_000)
  })

  it('decodes base64url payloads with non-ASCII claims', () => {
    expect(readTokenExpiry(tokenWith({ name: 'Ipê Ação', exp: 42 }))).toBe(42)
  })

  it.each([
    ['no payload segment', 'just-one-part'],
    ['a payload that is not base64 JSON', 'a.%%%.c'],
    ['a payload without exp', tokenWith({ sub: 'u1' })],
    ['an exp that is not a number', tokenWith({ exp: '1790000000' })],
    ['a payload that is not an object', tokenWith(17)],
  ])('gives null for %s', (_, token) => {
    expect(readTokenExpiry(token)).toBeNull()
  })
})

describe('isSessionValid', () => {
  it('is false without a token', () => {
    expect(isSessionValid(null, now)).toBe(false)
    expect(isSessionValid('', now)).toBe(false)
  })

  it('is true while exp lies in the future', () => {
    expect(isSessionValid(tokenWith({ exp: nowSeconds + 60 }), now)).toBe(true)
  })

  it('is false once exp is reached or passed', () => {
    expect(isSessionValid(tokenWith({ exp: nowSeconds }), now)).toBe(false)
    expect(isSessionValid(tokenWith({ exp: nowSeconds - 1 }), now)).toBe(false)
  })

  it('is false for a token that does not decode', () => {
    expect(isSessionValid('not.a.token', now)).toBe(false)
  })
})
