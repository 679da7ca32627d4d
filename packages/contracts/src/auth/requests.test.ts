import { describe, expect, it } from 'vitest'
import { signInRequestSchema, signUpRequestSchema } from './requests.ts'

describe('sign-up request', () => {
  it('normalises the email so that one address is one account', () => {
    const parsed = signUpRequestSchema.parse({
      name: ' Ana ',
      email: '  Ana.Souza@Example.COM ',
      password: 'long enough',
      storeName: 'Casa',
    })
    expect(parsed).toEqual({
      name: 'Ana',
      email: 'ana.souza@example.com',
      password: 'long enough',
      storeName: 'Casa',
    })
  })

  it('names every invalid field', () => {
    const result = signUpRequestSchema.safeParse({
      name: '',
      email: 'nope',
      password: 'short',
      storeName: ' ',
    })
    expect(result.success).toBe(false)
    const paths = result.error?.issues.map((issue) => issue.path.join('.')).sort()
    expect(paths).toEqual(['email', 'name', 'password', 'storeName'])
  })

  it('refuses fields it does not know', () => {
    const result = signUpRequestSchema.safeParse({
      name: 'A',
      email: 'a@b.co',
      password: 'long enough',
      storeName: 'S',
      role: 'owner',
    })
    expect(result.success).toBe(false)
  })
})

describe('sign-in request', () => {
  it('requires a username and a password', () => {
    const result = signInRequestSchema.safeParse({ username: '', password: '' })
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['Required', 'Required'])
  })
})
