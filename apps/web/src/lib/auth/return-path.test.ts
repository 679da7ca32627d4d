import { describe, expect, it } from 'vitest'
import { safeReturnPath, signInPathFor } from './return-path'

describe('safeReturnPath', () => {
  it('keeps paths of this application', () => {
    expect(safeReturnPath('/orders?tab=open')).toBe('/orders?tab=open')
  })

  it.each(['https://evil.example', '//evil.example', '/\\evil.example', 'orders', '', null, undefined])(
    'refuses %s',
    (value) => {
      expect(safeReturnPath(value)).toBe('/')
    },
  )

  it('does not return to an auth page', () => {
    expect(safeReturnPath('/auth/sign-in')).toBe('/')
  })
})

describe('signInPathFor', () => {
  it('carries where the user was going', () => {
    expect(signInPathFor('/orders')).toBe('/auth/sign-in?returnTo=%2Forders')
  })

  it('leaves the home page implicit', () => {
    expect(signInPathFor('/')).toBe('/auth/sign-in')
  })
})
